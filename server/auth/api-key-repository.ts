import { and, eq, isNull, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { apiKeys, members, organizations, users } from "@/server/db/schema.js";
import { generateApiKey, type Permission } from "./api-key-format.js";
import type { Principal } from "./principal.js";

const principalByHash = preparedQuery("principal_by_key_hash", (db) =>
  db
    .select({
      keyId: apiKeys.id,
      keyPrefix: apiKeys.prefix,
      keyCreatedAt: apiKeys.createdAt,
      organizationId: apiKeys.organizationId,
      memberId: apiKeys.memberId,
      userId: members.userId,
      role: members.role,
      permissions: apiKeys.permissions,
      organizationName: organizations.name,
      givenName: users.givenName,
      familyName: users.familyName,
      primaryEmail: users.primaryEmail,
    })
    .from(apiKeys)
    .innerJoin(members, eq(members.id, apiKeys.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(and(eq(apiKeys.secretHash, sql.placeholder("keyHash")), isNull(apiKeys.revokedAt)))
    .limit(1),
);

export async function findPrincipalByHash(db: Db, keyHash: string): Promise<Principal | undefined> {
  const [row] = await principalByHash(db, { keyHash });
  return row;
}

export interface CreatedApiKey {
  key: string;
  id: string;
  prefix: string;
  organizationId: string;
  memberId: string;
  permissions: Permission[];
}

// Creates a key for a member of the organization: the given user (id or email), or else the
// organization's first owner.
export async function createApiKey(
  db: Db,
  input: { organizationId: string; user?: string; permissions: Permission[]; label?: string },
): Promise<CreatedApiKey> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.organizationId));
  if (!org) throw new Error(`no organization with id ${input.organizationId}`);
  const memberQuery = db
    .select({ id: members.id, role: members.role })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.organizationId, input.organizationId),
        input.user ? sql`(${users.id}::text = ${input.user} OR lower(${users.primaryEmail}) = lower(${input.user}))` : undefined,
      ),
    )
    .orderBy(sql`CASE ${members.role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`, members.createdAt)
    .limit(1);
  const [member] = await memberQuery;
  if (!member) {
    throw new Error(
      input.user ? `no member ${input.user} in organization ${input.organizationId}` : `organization ${input.organizationId} has no members to own a key`,
    );
  }
  const generated = generateApiKey();
  const id = randomUUID();
  await db.insert(apiKeys).values({
    id,
    organizationId: input.organizationId,
    memberId: member.id,
    prefix: generated.prefix,
    secretHash: generated.secretHash,
    permissions: input.permissions,
    label: input.label ?? "",
  });
  return { key: generated.key, id, prefix: generated.prefix, organizationId: input.organizationId, memberId: member.id, permissions: input.permissions };
}

export async function listApiKeys(db: Db, organizationId?: string) {
  return db
    .select({
      id: apiKeys.id,
      prefix: apiKeys.prefix,
      organizationId: apiKeys.organizationId,
      userEmail: users.primaryEmail,
      permissions: apiKeys.permissions,
      label: apiKeys.label,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(members, eq(members.id, apiKeys.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(organizationId ? eq(apiKeys.organizationId, organizationId) : undefined)
    .orderBy(apiKeys.createdAt);
}

// Revokes by id or prefix. Returns false when no active key matched.
export async function revokeApiKey(db: Db, idOrPrefix: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(isNull(apiKeys.revokedAt), sql`(${apiKeys.id}::text = ${idOrPrefix} OR ${apiKeys.prefix} = ${idOrPrefix})`))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
