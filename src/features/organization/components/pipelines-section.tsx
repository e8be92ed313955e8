import type { Pipeline } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { usePipelines } from "@/src/api/use-pipelines.js";
import { Badge } from "@/src/components/badge.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Section } from "@/src/components/section.js";
import { Skeleton, SkeletonRows } from "@/src/components/skeleton.js";
import { usePipeline } from "../api/use-pipeline.js";

// The name comes with the list; the number of postings from the pipeline's own read.
function PipelineRow({ pipeline }: { pipeline: Pipeline }) {
  const counts = usePipeline(pipeline.id);
  return (
    <li className="flex min-h-10 items-center justify-between gap-3 py-2 text-sm">
      <span className="font-medium">
        {pipeline.name} {pipeline.isDefault ? <Badge tone="blue">Default</Badge> : null}
      </span>
      {counts.isError ? (
        <span className="text-slate-600 dark:text-slate-400">Postings not counted ({counts.error.rawMessage})</span>
      ) : counts.data ? (
        <span className="tabular-nums text-slate-700 dark:text-slate-300">{counts.data.totalJobPostings.toString()} postings</span>
      ) : (
        <Skeleton className="h-4 w-20" />
      )}
    </li>
  );
}

// Every pipeline of the organization (ListPipelines, the read the postings' filter shares), each with
// its number of postings from GetPipeline.
export function PipelinesSection() {
  const pipelines = usePipelines();
  return (
    <Section title="Pipelines">
      {pipelines.isError ? (
        <ErrorPanel error={pipelines.error} what="Could not find the pipelines" onRetry={() => void pipelines.refetch()} />
      ) : pipelines.isPending ? (
        <SkeletonRows rows={2} rowClassName="h-10" label="Loading pipelines" />
      ) : pipelines.data.items.length === 0 ? (
        <EmptyState>This organization has no pipelines yet.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {pipelines.data.items.map((pipeline) => (
            <PipelineRow key={pipeline.id} pipeline={pipeline} />
          ))}
        </ul>
      )}
    </Section>
  );
}
