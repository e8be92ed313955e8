import type { DocumentRequestProgress } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { Badge } from "@/src/components/badge.js";

// "2 of 3": how many of the requested documents are in; green when all are.
export function DocumentsIn({ progress }: { progress: DocumentRequestProgress | undefined }) {
  if (!progress) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  const { receivedCount, requestedCount } = progress;
  const text = `${receivedCount} of ${requestedCount}`;
  if (requestedCount > 0 && receivedCount >= requestedCount) return <Badge tone="green">{text}</Badge>;
  return <Badge tone={receivedCount > 0 ? "amber" : "neutral"}>{text}</Badge>;
}
