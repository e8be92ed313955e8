import { Badge } from "@/src/components/badge.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Section } from "@/src/components/section.js";
import { Skeleton, SkeletonRows } from "@/src/components/skeleton.js";
import { usePipeline } from "../api/use-pipeline.js";
import { usePipelineIds } from "../api/use-pipeline-ids.js";

function PipelineRow({ pipelineId }: { pipelineId: string }) {
  const pipeline = usePipeline(pipelineId);
  return (
    <li className="flex min-h-10 items-center justify-between gap-3 py-2 text-sm">
      {pipeline.isError ? (
        <span className="text-slate-600 dark:text-slate-400">A pipeline could not be read ({pipeline.error.rawMessage})</span>
      ) : pipeline.data ? (
        <>
          <span className="font-medium">
            {pipeline.data.name} {pipeline.data.isDefault ? <Badge tone="blue">Default</Badge> : null}
          </span>
          <span className="tabular-nums text-slate-700 dark:text-slate-300">{pipeline.data.totalJobPostings.toString()} postings</span>
        </>
      ) : (
        <Skeleton className="h-4 w-full" />
      )}
    </li>
  );
}

export function PipelinesSection({ organizationId }: { organizationId: string | undefined }) {
  const ids = usePipelineIds(organizationId);
  return (
    <Section title="Pipelines">
      {ids.isError ? (
        <ErrorPanel error={ids.error} what="Could not find the pipelines" onRetry={() => void ids.refetch()} />
      ) : ids.isPending ? (
        <SkeletonRows rows={2} rowClassName="h-10" label="Loading pipelines" />
      ) : ids.data.length === 0 ? (
        <EmptyState>This organization has no pipelines yet.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {ids.data.map((id) => (
            <PipelineRow key={id} pipelineId={id} />
          ))}
        </ul>
      )}
    </Section>
  );
}
