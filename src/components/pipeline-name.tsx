import { Skeleton } from "@/src/components/skeleton.js";
import { usePipeline } from "@/src/features/organization/api/use-pipeline.js";

// A pipeline by its name; the id only when the name cannot be read.
export function PipelineName({ pipelineId }: { pipelineId: string }) {
  const { data, isPending, isError } = usePipeline(pipelineId || undefined);
  if (!pipelineId) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  if (isPending) return <Skeleton className="inline-block h-3.5 w-24 align-middle" />;
  if (isError || !data) return <span className="text-slate-600 dark:text-slate-400">Unnamed pipeline</span>;
  return <span>{data.name}</span>;
}
