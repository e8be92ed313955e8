import { usePipelines } from "@/src/api/use-pipelines.js";
import { Skeleton } from "@/src/components/skeleton.js";

// A pipeline by its name, from the organization's pipelines (one read for every name on a page).
export function PipelineName({ pipelineId }: { pipelineId: string }) {
  const { data, isPending, isError } = usePipelines();
  if (!pipelineId) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  if (isPending) return <Skeleton className="inline-block h-3.5 w-24 align-middle" />;
  const pipeline = data?.items.find((item) => item.id === pipelineId);
  if (isError || !pipeline) return <span className="text-slate-600 dark:text-slate-400">Unnamed pipeline</span>;
  return <span>{pipeline.name}</span>;
}
