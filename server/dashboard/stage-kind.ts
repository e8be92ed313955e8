import { PipelineStageKind, PipelineStageKindSchema, type PipelineStageKindJson } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { stageKinds } from "@/server/db/schema.js";
import { enumJsonNames } from "@/server/rpc/enum-json.js";

// A stage kind of the database (pipeline_stages.kind) as the API enum: ListPipelines and ListJobApplications.
export const stageKindOf: Record<(typeof stageKinds)[number], PipelineStageKind> = {
  unreviewed: PipelineStageKind.UNREVIEWED,
  screening: PipelineStageKind.SCREENING,
  interview: PipelineStageKind.INTERVIEW,
  offer: PipelineStageKind.OFFER,
  hired: PipelineStageKind.HIRED,
  rejected: PipelineStageKind.REJECTED,
};

const jsonByKind = enumJsonNames(PipelineStageKindSchema, stageKindOf);

// A stage's kind (pipeline_stages.kind) as the JSON name connect writes, for the rendered answer.
export function stageKindJsonOf(kind: (typeof stageKinds)[number]): PipelineStageKindJson {
  return jsonByKind[kind] ?? "PIPELINE_STAGE_KIND_UNSPECIFIED";
}
