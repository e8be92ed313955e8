// Every pipeline of an organization with its stages, in one prepared statement (db/prepared.ts).
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { pipelines, type stageKinds } from "@/server/db/schema.js";

export interface PipelineStageJson {
  id: string;
  name: string;
  position: number;
  kind: (typeof stageKinds)[number];
}

const pipelinesOfOrganization = preparedQuery("pipelines_of_org", (db) =>
  db
    .select({
      id: pipelines.id,
      name: pipelines.name,
      isDefault: pipelines.isDefault,
      stages: sql<PipelineStageJson[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'position', s.position, 'kind', s.kind)
          order by s.position, s.id), '[]'::json)
        from pipeline_stages s where s.pipeline_id = pipelines.id and s.organization_id = pipelines.organization_id)`,
    })
    .from(pipelines)
    .where(eq(pipelines.organizationId, sql.placeholder("organizationId")))
    // Names compare case-insensitively, so "deck" and "Engine" sort as a reader expects.
    .orderBy(desc(pipelines.isDefault), asc(sql`lower(${pipelines.name})`), asc(pipelines.name), asc(pipelines.id)),
);

// The default pipeline first, then by name; each with its stages by position.
export function findPipelines(db: Db, organizationId: string) {
  return pipelinesOfOrganization(db, { organizationId });
}
