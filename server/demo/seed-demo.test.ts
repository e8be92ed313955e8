import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { Db } from "@/server/db/database.js";
import { createPool } from "@/server/db/pool.js";
import * as schema from "@/server/db/schema.js";
import { profileCount } from "./application-plan.js";
import { demoIds } from "./demo-ids.js";
import { SANDBOX_DEMO_RECEIPT_ID } from "./email.js";
import { checkDigit, passportMrz } from "./mrz.js";
import { isReservedEmail } from "./names.js";
import { DEMO_ORGANIZATIONS } from "./organizations.js";
import { crewProfileId } from "./people.js";
import { generateProfileRows, generateProposalRows, planOrganization } from "./plan.js";
import { postingCount } from "./postings.js";
import { demoUuid } from "./random.js";
import { seedDemo } from "./seed-demo.js";

// The test database is shared by every test file: seed once, at a small scale.
const SCALE = 0.05;

// Every row the generator makes for an organization, in memory (no database).
function generateAll(orgIndex: number) {
  const plan = planOrganization(DEMO_ORGANIZATIONS[orgIndex]!, SCALE);
  const tables = new Map<string, Record<string, unknown>[]>();
  const add = (buffer: { tables: Map<string, Record<string, unknown>[]> }) => {
    for (const [table, rows] of buffer.tables) tables.set(table, [...(tables.get(table) ?? []), ...rows]);
  };
  add(plan.base);
  add(generateProfileRows(plan, 0, plan.profiles));
  add(generateProposalRows(plan));
  return { plan, tables };
}

describe("demo seed", () => {
  let pool: pg.Pool;
  let db: Db;
  const [first, second] = DEMO_ORGANIZATIONS;
  const count = async (table: string, organizationId: string) =>
    Number((await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE organization_id = $1`, [organizationId])).rows[0].n);

  beforeAll(async () => {
    pool = createPool(inject("databaseUrl"), { max: 2, sharedSession: inject("databaseSharedSession") });
    db = drizzle(pool, { schema });
    // Foreign-key checks stay on here, so a dangling reference in the generator fails the test.
    await seedDemo(db, { scale: SCALE, checkForeignKeys: true });
  });
  afterAll(() => pool.end());

  it("refuses a scale that is not positive", async () => {
    await expect(seedDemo(db, { scale: 0 })).rejects.toThrow(/scale must be a positive number/);
    await expect(seedDemo(db, { scale: Number.NaN })).rejects.toThrow(/scale/);
  });

  it("lists both demo organizations with ids derived from the seed", async () => {
    const { organizations } = await demoIds(db);
    expect(organizations.map((o) => o.organizationId)).toEqual([demoUuid("organization", 0), demoUuid("organization", 1)]);
    const [a, b] = organizations;
    expect(a!.jobPostingIds).toHaveLength(postingCount(first!, SCALE));
    expect(b!.jobPostingIds).toHaveLength(postingCount(second!, SCALE));
    expect(a!.jobPostingIds[0]).toBe(demoUuid(first!.id, "job_posting", 0));
    expect(new Set(a!.crewProfileIds)).toEqual(new Set(Array.from({ length: profileCount(first!, SCALE) }, (_, i) => crewProfileId(first!, i))));
    expect(a!.pipelineIds).toHaveLength(3);
    expect(b!.pipelineIds).toHaveLength(2);
    expect(a!.emailReceiptIds[0]).toBe(SANDBOX_DEMO_RECEIPT_ID);
    expect(a!.documentRequestIds.length).toBeGreaterThanOrEqual(5);
  });

  it("gathers the planner's statistics on what it loaded (PGlite never does on its own)", async () => {
    const { rows } = await pool.query<{ relname: string; analyzed: boolean }>(
      "SELECT relname, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables WHERE relname = ANY($1::text[]) ORDER BY relname",
      [["crew_profiles", "document_extractions", "job_applications", "job_postings"]],
    );
    expect(rows).toEqual([
      { relname: "crew_profiles", analyzed: true },
      { relname: "document_extractions", analyzed: true },
      { relname: "job_applications", analyzed: true },
      { relname: "job_postings", analyzed: true },
    ]);
  });

  it("scales: the first organization is about five times the second", () => {
    expect(profileCount(first!, 1)).toBeGreaterThanOrEqual(1500);
    expect(postingCount(first!, 1)).toBeGreaterThanOrEqual(150);
    expect(profileCount(first!, 2)).toBe(2 * profileCount(first!, 1));
    expect(profileCount(second!, 1) * 5).toBe(profileCount(first!, 1));
  });

  it("is deterministic: a second in-memory generation matches itself and the database", async () => {
    for (const index of [0, 1]) {
      const org = DEMO_ORGANIZATIONS[index]!;
      const once = generateAll(index);
      const twice = generateAll(index);
      expect(JSON.stringify([...twice.tables])).toBe(JSON.stringify([...once.tables]));
      for (const [table, rows] of once.tables) {
        if (table === "users" || table === "organizations") continue;
        expect({ table, n: await count(table, org.id) }).toEqual({ table, n: rows.length });
      }
      const applications = once.tables.get("job_applications") ?? [];
      const stored = await pool.query(`SELECT id FROM job_applications WHERE organization_id = $1 ORDER BY id`, [org.id]);
      expect(stored.rows.map((r) => r.id)).toEqual(applications.map((r) => r.id).sort());
      // Nothing happens after the reference date (open postings' join dates are the only future dates).
      const reference = "2026-11-01T00:00:00.000Z";
      for (const [table, rows] of once.tables) {
        for (const row of rows) {
          for (const column of ["created_at", "updated_at", "submitted_at", "last_submitted_at", "archived_at", "email_sent_at"]) {
            const value = row[column] as string | null | undefined;
            if (value && value > reference) expect.fail(`${table}.${column} = ${value} is after the reference date`);
          }
        }
      }
      // Ids of the same index do not depend on the scale.
      expect(planOrganization(org, 0.5).postings[0]!.id).toBe(once.plan.postings[0]!.id);
    }
  });

  it("seeding again is a no-op for organizations that exist", async () => {
    const before = await count("crew_profiles", first!.id);
    await seedDemo(db, { scale: SCALE });
    expect(await count("crew_profiles", first!.id)).toBe(before);
  });

  it("has document requests in every state", async () => {
    const { rows } = await pool.query(
      `SELECT r.id, r.email_sent_at, r.email_sent_state,
              count(i.id)::int AS items, count(i.document_id)::int AS uploaded,
              (SELECT count(*)::int FROM document_sets s WHERE s.document_request_id = r.id) AS sets
         FROM document_requests r JOIN document_request_items i ON i.document_request_id = r.id
        WHERE r.organization_id = $1 GROUP BY r.id`,
      [first!.id],
    );
    const states = new Set(
      rows.map((r) => {
        if (r.email_sent_state === null) {
          expect(r.email_sent_at).toBeNull();
          return "never_emailed";
        }
        if (r.email_sent_state === "failed") return "email_failed";
        if (r.uploaded === r.items) return "fully_uploaded";
        if (r.uploaded > 0) return "partly_uploaded";
        return "emailed";
      }),
    );
    expect([...states].sort()).toEqual(["email_failed", "emailed", "fully_uploaded", "never_emailed", "partly_uploaded"]);
    for (const r of rows) {
      expect(r.items).toBeGreaterThanOrEqual(1);
      expect(r.items).toBeLessThanOrEqual(5);
      expect(r.sets).toBe(r.uploaded > 0 ? 1 : 0);
    }
  });

  it("keeps the sandbox-demo e-mail receipt with hostile HTML in the first organization", async () => {
    const { rows } = await pool.query(`SELECT organization_id, email_html, bucket_name FROM email_receipts WHERE id = $1`, [SANDBOX_DEMO_RECEIPT_ID]);
    expect(rows).toHaveLength(1);
    expect(rows[0].organization_id).toBe(first!.id);
    expect(rows[0].bucket_name).toBe("crew-inbound-email");
    for (const needle of ["<script>", "onerror=", "<form", 'src="https://tracker.example.com/p.gif"']) expect(rows[0].email_html).toContain(needle);
    const app = await pool.query(`SELECT source, source_id FROM job_applications WHERE source_id = $1`, [SANDBOX_DEMO_RECEIPT_ID]);
    expect(app.rows).toEqual([{ source: "email", source_id: SANDBOX_DEMO_RECEIPT_ID }]);
  });

  it("uses only reserved e-mail domains", async () => {
    const ids = DEMO_ORGANIZATIONS.map((o) => o.id);
    const { rows } = await pool.query(
      `SELECT primary_email AS e FROM crew_profiles WHERE organization_id = ANY($1)
       UNION ALL SELECT email FROM job_applications WHERE organization_id = ANY($1)
       UNION ALL SELECT email_from FROM email_receipts WHERE organization_id = ANY($1)
       UNION ALL SELECT unnest(email_destination) FROM email_receipts WHERE organization_id = ANY($1)
       UNION ALL SELECT u.primary_email FROM users u JOIN members m ON m.user_id = u.id WHERE m.organization_id = ANY($1)`,
      [ids],
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => !isReservedEmail(r.e))).toEqual([]);
  });

  it("links extractions to the records they produced", async () => {
    const { rows } = await pool.query(
      `SELECT kind, count(*)::int AS n,
              count(*) FILTER (WHERE kind = 'at_sea_work_experience' AND NOT EXISTS (SELECT 1 FROM sea_service_records s WHERE s.id::text = e.value_text))::int AS dangling_sea,
              count(*) FILTER (WHERE kind IN ('certificate', 'stcw_certificate') AND crew_certificate_id IS NULL)::int AS unlinked_certificates,
              count(*) FILTER (WHERE kind = 'date_of_birth' AND value_time IS NULL)::int AS no_time,
              count(*) FILTER (WHERE snippet = '' OR cardinality(reasoning) < 2)::int AS thin
         FROM document_extractions e WHERE organization_id = $1 GROUP BY kind`,
      [first!.id],
    );
    const kinds = new Map(rows.map((r) => [r.kind, r]));
    for (const kind of [
      "date_of_birth",
      "nationality",
      "country_of_residence",
      "face_image",
      "at_sea_work_experience",
      "certificate",
      "stcw_certificate",
      "on_land_work_experience",
    ]) {
      expect(kinds.get(kind)?.n ?? 0, kind).toBeGreaterThan(0);
    }
    for (const r of rows)
      expect({ kind: r.kind, dangling: r.dangling_sea, unlinked: r.unlinked_certificates, noTime: r.no_time, thin: r.thin }).toEqual({
        kind: r.kind,
        dangling: 0,
        unlinked: 0,
        noTime: 0,
        thin: 0,
      });
    const sea = await pool.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE cardinality(rank_values) = 2)::int AS two_rank,
              count(*) FILTER (WHERE sign_on_precision = 'month')::int AS month, count(*) FILTER (WHERE sign_off IS NULL)::int AS on_board
         FROM sea_service_records WHERE organization_id = $1`,
      [first!.id],
    );
    expect(sea.rows[0].two_rank).toBeGreaterThan(0);
    expect(sea.rows[0].month).toBeGreaterThan(0);
    expect(sea.rows[0].on_board).toBeGreaterThan(0);
  });

  it("writes passport MRZ lines with valid check digits", () => {
    expect(checkDigit("L898902C3")).toBe("6");
    expect(
      passportMrz({
        alpha3: "PHL",
        surname: "Dela Cruz",
        givenNames: "Juan Carlo",
        documentNumber: "P1234567A",
        birthDate: new Date("1990-01-15T00:00:00Z"),
        sex: "M",
        expiry: new Date("2033-06-20T00:00:00Z"),
      }),
    ).toEqual(["P<PHLDELA<CRUZ<<JUAN<CARLO<<<<<<<<<<<<<<<<<<", "P1234567A1PHL9001158M3306208<<<<<<<<<<<<<<<0"]);
  });
});
