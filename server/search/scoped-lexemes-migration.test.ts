// Migration 0026 rewrote the search entries saved before it: every lexeme scoped to its organization
// (search-document.ts, lexemeScope) and the organization's own key dropped. An entry it rewrote must be
// exactly the entry the indexers now write, or searches would miss what was saved before the upgrade.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool } from "@/server/db/pool.js";
import * as schema from "@/server/db/schema.js";
import { newId } from "@/server/test-support/test-server.js";
import { postingDocument } from "./posting-document.js";
import { profileDocument } from "./profile-document.js";
import { lexemeScope } from "./search-document.js";

const migration = readFileSync(new URL("../db/migrations/0026_scoped_lexemes.sql", import.meta.url), "utf8").split("--> statement-breakpoint");
const [createFunction, , , dropFunction] = migration;

// An entry as the indexers wrote it before 0026: the same lexemes unscoped, and the organization's key.
function writtenBefore(document: string, organizationId: string): string {
  const unscoped = document.replaceAll(`'${lexemeScope(organizationId)}`, "'");
  return `${unscoped} '#o:${organizationId}':300`;
}

describe("migration 0026", () => {
  let pool: pg.Pool;
  let db: ReturnType<typeof drizzle<typeof schema>>;
  beforeAll(() => {
    pool = createPool(inject("databaseUrl"), { max: 1, sharedSession: inject("databaseSharedSession") });
    db = drizzle(pool, { schema });
  });
  afterAll(() => pool.end());

  it("rewrites an entry into the entry the indexers now write, and a tombstone into a tombstone", async () => {
    const organizationId = newId();
    const profile = profileDocument({
      organizationId,
      givenName: "Zoë",
      familyName: "Ólafsdóttir-Reyes",
      primaryEmail: "zoe.reyes+2026@seamail.example",
      nationality: "IS",
      service: [
        { rankValues: ["second_officer", "third_officer"], vesselType: "bulk_carrier_capesize" },
        { rankValues: ["third_officer"], vesselType: "crude_oil_tanker" },
      ],
      certificates: [
        { certificate: "coc_gmdss_goc", expiresOn: "2030-01-01" },
        { certificate: "cop_basic_training", expiresOn: null },
      ],
    }).document;
    const posting = postingDocument({
      organizationId,
      title: "2/O for Capesize — II/2, GMDSS",
      summary: 'Join in Rotterdam; "crew change" in 2027.',
      shortId: "BA-0067",
      rank: "second_officer",
      vesselType: "bulk_carrier_capesize",
    }).document;
    const rewritten = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(createFunction!));
      const rows = [];
      for (const [before, now] of [
        [writtenBefore(profile, organizationId), profile],
        [writtenBefore(posting, organizationId), posting],
        ["", ""],
      ]) {
        const result = await tx.execute<{ migrated: string; built: string }>(
          sql`SELECT "scope_lexemes"(${before}::tsvector, right(${organizationId}::uuid::text, 3), '#o:' || ${organizationId}::uuid::text)::text AS migrated, ${now}::tsvector::text AS built`,
        );
        rows.push(result.rows[0]!);
      }
      await tx.execute(sql.raw(dropFunction!));
      return rows;
    });
    for (const { migrated, built } of rewritten) expect(migrated).toBe(built);
    // The profile's and the posting's entries had words and keys to rewrite.
    expect(rewritten[0]!.built).toContain(`'${lexemeScope(organizationId)}#c:coc_gmdss_goc'`);
    expect(rewritten[1]!.built).toContain(`'${lexemeScope(organizationId)}ba'`);
  });
});
