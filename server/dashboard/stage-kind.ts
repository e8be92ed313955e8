import { PipelineStageKind } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { stageKinds } from "@/server/db/schema.js";

// A stage kind of the database (pipeline_stages.kind) as the API enum: ListPipelines and ListJobApplications.
export const stageKindOf: Record<(typeof stageKinds)[number], PipelineStageKind> = {
  unreviewed: PipelineStageKind.UNREVIEWED,
  screening: PipelineStageKind.SCREENING,
  interview: PipelineStageKind.INTERVIEW,
  offer: PipelineStageKind.OFFER,
  hired: PipelineStageKind.HIRED,
  rejected: PipelineStageKind.REJECTED,
};
