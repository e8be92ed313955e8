import type { Timestamp } from "@bufbuild/protobuf/wkt";
import { DocumentRequestEmailSentState } from "@/gen/rpc/v1/document_requests_pb.js";
import { Badge } from "@/src/components/badge.js";
import { DateTime } from "@/src/components/date-time.js";

// The last email attempt: when, and whether it went out; or that it was never emailed.
export function EmailState({ sentAt, state }: { sentAt: Timestamp | undefined; state: DocumentRequestEmailSentState }) {
  if (!sentAt) return <Badge>Never emailed</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {state === DocumentRequestEmailSentState.FAILED ? (
        <Badge tone="red">Email failed</Badge>
      ) : state === DocumentRequestEmailSentState.SUCCESS ? (
        <Badge tone="green">Emailed</Badge>
      ) : (
        <Badge>Email attempted</Badge>
      )}
      <DateTime value={sentAt} />
    </span>
  );
}
