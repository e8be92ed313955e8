// Issue 16's search data set: 20 organizations, 100,000 job postings and 200,000 crew profiles, made
// by the demo seed's own generators (server/demo: buildPostings' titles, summaries, states, languages,
// slots, pipelines and assignees; generateProfile's names, emails, identity extractions with the
// nationality, sea service, certificates, documents and applications), loaded as the seed loads
// (insertRows: one jsonb_populate_recordset statement per few thousand rows, one transaction per
// organization, the tables' triggers on, so the count columns, identity columns and queued jobs are
// what a real write leaves).
//
// `crew demo seed --scale N` cannot make this set: it seeds two organizations, always 10 profiles per
// posting and 0-40 applications per posting (100,000 postings would be scale 521: a million profiles and
// some two million applications). So this file plans each organization itself from the seed's
// exported pieces, with the posting and profile counts apart, and applications for one posting in ten.
//
// What it does not leave as the seed would:
// - matches: an organization of 40,000 profiles and 20,000 postings is 800 million pairs, hours of
//   the full recompute. The match jobs the load queued are deleted, and every posting and profile gets a
//   match bound "computed, not full" in 2100 (an empty list): otherwise the service's match upkeep
//   (match-freshness.ts) queues 200 posting and 200 profile recomputes 5 s after every start and every 5
//   minutes, each holding the embedded database's one session for seconds, in the middle of the search
//   measurements. The match reads on this set answer empty lists.
// - proposals are left out; the search.posting jobs the load queued are kept: the service's own job
//   worker builds the index (search-scale.ts times it).
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "@/server/db/database.js";
import { planApplications } from "@/server/demo/application-plan.js";
import { daysAgo, iso } from "@/server/demo/dates.js";
import { RowBuffer } from "@/server/demo/insert.js";
import { careerSiteRows, DEMO_ORGANIZATIONS, emailTemplateRows, pipelineRows, staffRows, type DemoOrganization } from "@/server/demo/organizations.js";
import { generateProfile, type OrgContext } from "@/server/demo/people.js";
import { buildPostings } from "@/server/demo/postings.js";
import { demoUuid } from "@/server/demo/random.js";
import { MATCH_CANDIDATE_JOB, MATCH_POSTING_JOB } from "@/server/matching/match-job-kinds.js";
import { MATCH_MODEL_VERSION } from "@/server/matching/match-model-version.js";
import type pg from "pg";

export interface ScaleSize {
  organizations: number;
  postings: number;
  profiles: number;
  // The first organization's share of the postings and profiles; the others split the rest evenly. One
  // large tenant makes a broad query reach the 10,000-match count cap (the others have ~4,200 postings).
  largestShare: number;
  // One posting in this many gets applicants (0-40 each, as the demo's); the rest none.
  applicationsEvery: number;
}

export const defaultSize: ScaleSize = { organizations: 20, postings: 100_000, profiles: 200_000, largestShare: 0.2, applicationsEvery: 10 };

const PROFILES_PER_CHUNK = 800;

const CITIES = [
  "Aberdeen",
  "Antwerp",
  "Athens",
  "Bergen",
  "Busan",
  "Cebu",
  "Chennai",
  "Constanța",
  "Dubai",
  "Gdynia",
  "Genoa",
  "Hamburg",
  "Haugesund",
  "Houston",
  "Iloilo",
  "Klaipėda",
  "Limassol",
  "Manila",
  "Mumbai",
  "Odesa",
  "Piraeus",
  "Riga",
  "Rotterdam",
  "Singapore",
  "Split",
  "Stavanger",
  "Szczecin",
  "Tallinn",
  "Varna",
  "Yangon",
];

// Organization i: the first demo organization's staff, pipelines and sites (the second's for every
// other one, its offshore mix for i = 1 as in the demo), under a name, slug, id and domain of its own.
export function scaleOrganization(i: number): DemoOrganization {
  const template = DEMO_ORGANIZATIONS[i % 2]!;
  const city = CITIES[i % CITIES.length]!;
  const slug = `scale-${String(i + 1).padStart(2, "0")}-${city
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z]/g, "")}`;
  return {
    ...template,
    index: i,
    id: demoUuid("search-scale", "organization", i),
    name: `${city} Crewing ${String(i + 1).padStart(2, "0")}`,
    slug,
    shortIdPrefix: `S${String(i + 1).padStart(2, "0")}`,
    staffDomain: `${slug}.example.org`,
    inboundAddress: `crew@${slug}.example.org`,
    factor: 1,
  };
}

// How many postings and profiles organization i gets.
export function organizationSize(size: ScaleSize, i: number): { postings: number; profiles: number } {
  const split = (total: number) => {
    const largest = size.organizations === 1 ? total : Math.round(total * size.largestShare);
    if (i === 0) return largest;
    const rest = total - largest;
    const others = size.organizations - 1;
    return Math.floor(rest / others) + (i - 1 < rest % others ? 1 : 0);
  };
  return { postings: split(size.postings), profiles: split(size.profiles) };
}

export interface GeneratedSet {
  size: ScaleSize;
  organizations: { id: string; name: string; postings: number; profiles: number; applications: number; rows: number; seconds: number }[];
  seconds: number;
  vacuumSeconds: number;
  jobsQueued: Record<string, number>;
}

// Loads the set into the embedded database in dataDir (no service may be running on it). Resumable by
// organization: one that exists already is skipped.
export async function generateSearchScaleData(dataDir: string, size: ScaleSize, log: (line: string) => void): Promise<GeneratedSet> {
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  const { pool, db } = database;
  const result: GeneratedSet = { size, organizations: [], seconds: 0, vacuumSeconds: 0, jobsQueued: {} };
  try {
    const client = await pool.connect();
    try {
      for (let i = 0; i < size.organizations; i++) {
        const org = scaleOrganization(i);
        const counts = organizationSize(size, i);
        const existing = await client.query("SELECT 1 FROM organizations WHERE id = $1", [org.id]);
        if (existing.rowCount) {
          log(`${org.name}: already loaded, skipped`);
          continue;
        }
        result.organizations.push({ id: org.id, name: org.name, ...counts, ...(await loadOrganization(client, org, counts, size.applicationsEvery)) });
        const o = result.organizations.at(-1)!;
        log(
          `${o.name} (${i + 1}/${size.organizations}): ${o.postings} postings, ${o.profiles} profiles, ${o.applications} applications, ${o.rows} rows in ${o.seconds.toFixed(1)} s`,
        );
      }
    } finally {
      client.release();
    }
    await leaveMatchesOut(db);
    const jobs = await pool.query<{ kind: string; n: number }>(`SELECT kind, count(*)::int AS n FROM jobs WHERE state = 'waiting' GROUP BY kind ORDER BY kind`);
    result.jobsQueued = Object.fromEntries(jobs.rows.map((r) => [r.kind, r.n]));
    // The planner's statistics, as the seed gathers them (PGlite has no autovacuum).
    const vacuuming = performance.now();
    await db.execute(sql`VACUUM ANALYZE`);
    result.vacuumSeconds = (performance.now() - vacuuming) / 1000;
    log(`VACUUM ANALYZE in ${result.vacuumSeconds.toFixed(1)} s; jobs waiting: ${JSON.stringify(result.jobsQueued)}`);
  } finally {
    await database.close();
  }
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

async function loadOrganization(
  client: pg.PoolClient,
  org: DemoOrganization,
  counts: { postings: number; profiles: number },
  applicationsEvery: number,
): Promise<{ applications: number; rows: number; seconds: number }> {
  const started = performance.now();
  // planOrganization (server/demo/plan.ts) with the posting and profile counts apart: buildPostings
  // makes 160 × scale postings, and the profiles are counted here rather than by profileCount.
  const base = new RowBuffer();
  base.add("organizations", { id: org.id, name: org.name, slug: org.slug, created_at: iso(daysAgo(900)) });
  const staff = staffRows(org);
  const { plans: pipelines, pipelines: pipelineList, stages } = pipelineRows(org);
  const sites = careerSiteRows(org);
  const built = buildPostings(
    org,
    counts.postings / 160,
    pipelines,
    sites.map((s) => s.id as string),
    staff.recruiterIds,
  );
  base.add("members", ...staff.rows.members);
  base.add("pipelines", ...pipelineList);
  base.add("pipeline_stages", ...stages);
  base.add("career_sites", ...sites);
  base.add("email_templates", ...emailTemplateRows(org));
  base.add("crew_requests", ...built.crewRequests);
  base.add("job_postings", ...built.postings);
  base.add("job_posting_assignees", ...built.assignees);
  const applied = built.plans.filter((posting) => posting.index % applicationsEvery === 0);
  const ctx: OrgContext = { org, postings: built.plans, plan: planApplications(org, applied, counts.profiles), staff };
  let rows = 0;
  await client.query("BEGIN");
  try {
    await client.query(
      `INSERT INTO users (id, given_name, family_name, primary_email, created_at)
       SELECT id, given_name, family_name, primary_email, created_at FROM jsonb_populate_recordset(NULL::users, $1::jsonb) ON CONFLICT DO NOTHING`,
      [JSON.stringify(staff.rows.users)],
    );
    rows += staff.rows.users.length + base.count();
    await base.flush(client);
    for (let from = 0; from < counts.profiles; from += PROFILES_PER_CHUNK) {
      const chunk = new RowBuffer();
      for (let p = from; p < Math.min(from + PROFILES_PER_CHUNK, counts.profiles); p++) generateProfile(ctx, p, chunk);
      rows += chunk.count();
      await chunk.flush(client);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
  return { applications: ctx.plan.posting.length, rows, seconds: (performance.now() - started) / 1000 };
}

// See the head of this file: no matches, and bounds that keep the service's match upkeep from queueing
// recomputes of this set.
async function leaveMatchesOut(db: Db): Promise<void> {
  const computedAt = "2100-01-01T00:00:00Z";
  await db.execute(sql`DELETE FROM jobs WHERE state = 'waiting' AND kind IN (${MATCH_POSTING_JOB}, ${MATCH_CANDIDATE_JOB})`);
  await db.execute(sql`
    INSERT INTO posting_match_bounds (job_posting_id, organization_id, is_full, computed_at, model_version)
    SELECT id, organization_id, false, ${computedAt}::timestamptz, ${MATCH_MODEL_VERSION} FROM job_postings ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO candidate_match_bounds (crew_profile_id, organization_id, is_full, computed_at, model_version)
    SELECT id, organization_id, false, ${computedAt}::timestamptz, ${MATCH_MODEL_VERSION} FROM crew_profiles ON CONFLICT DO NOTHING`);
}
