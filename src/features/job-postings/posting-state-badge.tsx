import { JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import { Badge } from "@/src/components/badge.js";
import { postingStateLabel } from "@/src/lib/labels.js";

export function PostingStateBadge({ state }: { state: JobPostingState }) {
  return <Badge tone={state === JobPostingState.OPEN ? "green" : "neutral"}>{postingStateLabel(state)}</Badge>;
}
