// `crew keys create|list|revoke`: personal API keys, through the same repository the service uses.
import { createApiKey, listApiKeys, revokeApiKey } from "@/server/auth/api-key-repository.js";
import { permissions, type Permission } from "@/server/auth/api-key-format.js";
import { CliError, usageError } from "./cli-error.js";
import type { CliIo } from "./io.js";
import { parseOptions } from "./parse-options.js";
import { resolveOrganization } from "./resolve-organization.js";
import { keysUsage } from "./usage.js";
import { withDatabase } from "./with-database.js";

export async function keysCommand(args: string[], io: CliIo): Promise<number> {
  const [action, ...rest] = args;
  if (action === undefined || action === "--help" || action === "-h" || action === "help") {
    (action === undefined ? io.err : io.out)(keysUsage);
    return action === undefined ? 2 : 0;
  }
  switch (action) {
    case "create":
      return createKey(rest, io);
    case "list":
      return listKeys(rest, io);
    case "revoke":
      return revokeKey(rest, io);
    default:
      throw usageError(`unknown keys command "${action}"`, keysUsage);
  }
}

function parsePermissions(values: string[]): Permission[] {
  const valid = new Set<string>(permissions);
  const unknown = values.filter((value) => !valid.has(value));
  if (unknown.length) {
    throw usageError(`unknown permission ${unknown.map((p) => `"${p}"`).join(", ")}; valid permissions: ${permissions.join(", ")}`);
  }
  return [...new Set(values)] as Permission[];
}

async function createKey(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(
    args,
    {
      org: { type: "string" },
      permission: { type: "string", multiple: true },
      user: { type: "string" },
      label: { type: "string" },
    },
    keysUsage,
  );
  if (values.help) return help(io);
  if (positionals.length) throw usageError(`unexpected argument "${positionals[0]}"`, keysUsage);
  if (!values.org) throw usageError("keys create needs --org <organization id, slug or demo>", keysUsage);
  // Checked before the database opens, so a typo fails fast.
  const granted = parsePermissions(values.permission ?? []);
  const org = values.org;
  const created = await withDatabase(io, async (db) => {
    const organization = await resolveOrganization(db, org);
    try {
      const key = await createApiKey(db, { organizationId: organization.id, user: values.user, permissions: granted, label: values.label });
      return { ...key, organization };
    } catch (error) {
      throw new CliError((error as Error).message);
    }
  });
  io.err(
    `Created key ${created.prefix} for ${created.organization.name} (${created.organization.id})` +
      `${granted.length ? ` with ${granted.join(", ")}` : ", read-only"}. It is shown once; keep it safe.`,
  );
  io.out(created.key);
  return 0;
}

async function listKeys(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, { org: { type: "string" }, json: { type: "boolean" } }, keysUsage);
  if (values.help) return help(io);
  if (positionals.length) throw usageError(`unexpected argument "${positionals[0]}"`, keysUsage);
  const org = values.org;
  const rows = await withDatabase(io, async (db) => {
    const organizationId = org ? (await resolveOrganization(db, org)).id : undefined;
    return listApiKeys(db, organizationId);
  });
  const keys = rows.map((row) => ({
    id: row.id,
    prefix: row.prefix,
    organizationId: row.organizationId,
    owner: row.userEmail,
    permissions: row.permissions,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
  if (values.json) {
    io.out(JSON.stringify(keys, null, 2));
    return 0;
  }
  if (!keys.length) {
    io.err("no API keys");
    return 0;
  }
  const table = [
    ["ID", "PREFIX", "ORGANIZATION", "OWNER", "PERMISSIONS", "LABEL", "CREATED", "STATE"],
    ...keys.map((key) => [
      key.id,
      key.prefix,
      key.organizationId,
      key.owner,
      key.permissions.join(",") || "-",
      key.label || "-",
      key.createdAt.slice(0, 19).replace("T", " "),
      key.revokedAt ? "revoked" : "active",
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  io.out(
    table
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join("  ")
          .trimEnd(),
      )
      .join("\n"),
  );
  return 0;
}

async function revokeKey(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {}, keysUsage);
  if (values.help) return help(io);
  if (positionals.length !== 1) throw usageError("keys revoke needs exactly one key id or prefix", keysUsage);
  // A whole key pasted by mistake still names its key: revoke by its prefix.
  const reference = /^(crew_[0-9a-f]{10})_/.exec(positionals[0]!)?.[1] ?? positionals[0]!;
  const revoked = await withDatabase(io, (db) => revokeApiKey(db, reference));
  if (!revoked) throw new CliError(`no active key with id or prefix "${reference}"`);
  io.err(`Revoked key ${reference}.`);
  return 0;
}

function help(io: CliIo): number {
  io.out(keysUsage);
  return 0;
}
