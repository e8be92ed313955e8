// Issue 14's freshness budgets through a running service: a posting's matches fresh within 5 s of a
// change of its requirements, a profile's within 1 s of a change of its sea service. Joins the
// service's own database (as `crew` does), makes each change as `crew import` or the upload would (a
// committed write, whose triggers queue the recompute), and times it until the list's bound shows a
// newer computation (posting_match_bounds / candidate_match_bounds.computed_at): the service's job
// worker, its matching thread and the publish included.
//
// Run beside a service started on a seeded data directory (it writes: use a copy, or one you reseed):
//   DATA_DIR=/tmp/large-rc npm start   # or node --import tsx server/main.ts
//   node --import tsx bench/freshness-after-change.ts /tmp/large-rc [changes]
// In the largest organization, `changes` (3) open postings' required experience, 3 s apart, then as
// many profiles' first sea-service record (its vessel name, which moves the profile's match inputs),
// 2 s apart. The first of each kind after a start shows the caches' fill, if the warm-up has not done it.
import { sql } from "drizzle-orm";
import { openDatabase } from "@/server/db/database.js";

const [dataDir, changesArg = "3"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: bench/freshness-after-change.ts <data directory of a running service> [changes]");
const changes = Number(changesArg);
const database = await openDatabase({ dataDir });
const { db } = database;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Seconds from the write until the bound's computed_at differs from what it was before.
async function secondsUntilFresh(bound: () => Promise<string | null>, write: () => Promise<unknown>): Promise<number> {
  const before = await bound();
  const started = performance.now();
  await write();
  while ((await bound()) === before) await sleep(20);
  return (performance.now() - started) / 1000;
}

try {
  const organizationId = (await db.execute<{ id: string }>(sql`select organization_id as id from crew_profiles group by 1 order by count(*) desc limit 1`))
    .rows[0]!.id;
  const postings = (
    await db.execute<{ id: string }>(sql`select id from job_postings where organization_id = ${organizationId} and state = 'open' order by id limit ${changes}`)
  ).rows;
  for (const { id } of postings) {
    const seconds = await secondsUntilFresh(
      async () =>
        (await db.execute<{ t: string | null }>(sql`select computed_at::text as t from posting_match_bounds where job_posting_id = ${id}`)).rows[0]?.t ?? null,
      () => db.execute(sql`update job_postings set required_experience_months = coalesce(required_experience_months, 0) % 24 + 1 where id = ${id}`),
    );
    console.log(`posting ${id}: fresh after ${seconds.toFixed(2)} s (budget 5 s)`);
    await sleep(3000);
  }
  const profiles = (
    await db.execute<{ id: string }>(
      sql`select crew_profile_id as id from sea_service_records where organization_id = ${organizationId} group by 1 order by 1 limit ${changes}`,
    )
  ).rows;
  for (const { id } of profiles) {
    const seconds = await secondsUntilFresh(
      async () =>
        (await db.execute<{ t: string | null }>(sql`select computed_at::text as t from candidate_match_bounds where crew_profile_id = ${id}`)).rows[0]?.t ??
        null,
      () =>
        db.execute(
          sql`update sea_service_records set vessel_name = coalesce(vessel_name, '') || ' ' where id = (select id from sea_service_records where crew_profile_id = ${id} order by id limit 1)`,
        ),
    );
    console.log(`profile ${id}: fresh after ${seconds.toFixed(2)} s (budget 1 s)`);
    await sleep(2000);
  }
} finally {
  await database.close();
}
