// The organization named by `--org`: an id, a slug, or "demo" for the first demo organization
// (Blue Anchor Crewing, found by the fixed id server/demo gives it, else by its slug "demo").
import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { organizations } from "@/server/db/schema.js";
import { CliError } from "./cli-error.js";

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const columns = { id: organizations.id, slug: organizations.slug, name: organizations.name };

export interface ResolvedOrganization {
  id: string;
  slug: string;
  name: string;
}

export async function resolveOrganization(db: Db, reference: string): Promise<ResolvedOrganization> {
  if (reference === "demo") {
    const first = (await demoOrganizations())[0]!;
    const found = await db
      .select(columns)
      .from(organizations)
      .where(or(eq(organizations.id, first.id), eq(organizations.slug, first.slug)));
    const demo = found.find((o) => o.id === first.id) ?? found[0];
    if (demo) return demo;
    throw new CliError("there is no demo organization in this database; seed it with `npx crew demo seed` (or start the service once)");
  }
  if (guidPattern.test(reference)) {
    const [byId] = await db.select(columns).from(organizations).where(eq(organizations.id, reference));
    if (byId) return byId;
  }
  const [bySlug] = await db.select(columns).from(organizations).where(eq(organizations.slug, reference));
  if (bySlug) return bySlug;
  throw new CliError(`no organization with id or slug "${reference}"`);
}

// The demo organizations (by their fixed ids) present in the database.
export async function presentDemoOrganizations(db: Db): Promise<ResolvedOrganization[]> {
  const demo = await demoOrganizations();
  return db
    .select(columns)
    .from(organizations)
    .where(
      inArray(
        organizations.id,
        demo.map((o) => o.id),
      ),
    );
}

// Loaded on demand, so commands that never mention the demo do not depend on server/demo.
export async function demoOrganizations(): Promise<readonly { id: string; slug: string; name: string }[]> {
  return (await import("@/server/demo/organizations.js")).DEMO_ORGANIZATIONS;
}
