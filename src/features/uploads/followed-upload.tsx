import { useEffect, useId, useRef } from "react";
import { ManualUploadState, type ManualUpload } from "@/gen/rpc/v1/uploads_pb.js";
import { Badge } from "@/src/components/badge.js";
import { DateTime } from "@/src/components/date-time.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { useManualUpload } from "./api/use-manual-upload.js";
import { useRefreshRecentUploads } from "./api/use-refresh-recent-uploads.js";
import { PostingName } from "./posting-name.js";
import { UploadFiles } from "./upload-files.js";
import { UploadResults } from "./upload-results.js";
import { UploadStages } from "./upload-stages.js";
import { isFinalUploadState, uploadStateLabels } from "./upload-states.js";
import { counted } from "./counted.js";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Where the upload is, in words (spoken by screen readers as it changes).
function summary(upload: ManualUpload, sending: boolean): string {
  if (sending) return "Sending the files to the upload processor…";
  const read = upload.processedFileCount + upload.failedFileCount;
  switch (upload.state) {
    case ManualUploadState.WAITING_FOR_FILES:
      return "No files have arrived for this upload yet.";
    case ManualUploadState.UPLOADING:
      return `Receiving the files: ${counted(upload.files.length, "file")} in so far.`;
    case ManualUploadState.PROCESSING:
      return `Reading the documents and finding the people in them: ${read.toLocaleString("en-US")} of ${counted(upload.fileCount, "file")} read.`;
    case ManualUploadState.COMPLETED:
      return `Done: ${counted(upload.crewProfileIds.length, "person", "people")} found in ${counted(upload.fileCount, "file")}.`;
    case ManualUploadState.FAILED:
      return `The upload failed: ${upload.errorMessage || "the service gave no reason"}.`;
    case ManualUploadState.EXPIRED:
      return "No files arrived before this upload's instruction expired. Choose files to start another upload.";
    default:
      return "";
  }
}

interface FollowedUploadProps {
  uploadId: string;
  // This page is still sending the upload's files.
  sending: boolean;
  // Focus the heading when it shows (the upload was just started from this page).
  focusOnShow: boolean;
}

// One upload followed to its end: its stage, asked again every 2 s, then what it found.
export function FollowedUpload({ uploadId, sending, focusOnShow }: FollowedUploadProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const valid = uuidPattern.test(uploadId);
  const query = useManualUpload(valid ? uploadId : undefined);
  const upload = query.data;
  const refreshRecent = useRefreshRecentUploads();
  const state = upload?.state;

  // The recent uploads list shows each upload's stage: asked again when this one moves on. Not when it
  // first shows: the list was read just before (it is how the upload was opened, or sending it refreshed it).
  const shownState = useRef(state);
  useEffect(() => {
    if (shownState.current !== undefined && shownState.current !== state) refreshRecent();
    shownState.current = state;
  }, [state, refreshRecent]);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow, uploadId]);

  let body;
  if (!valid || upload === null) body = <p className="text-sm">There is no upload of this address in your organization.</p>;
  else if (query.isError) body = <ErrorPanel error={query.error} what="Could not read the upload" onRetry={() => void query.refetch()} />;
  else if (!upload) body = <SkeletonRows rows={4} rowClassName="h-8" label="Loading the upload" />;
  else {
    const ended = !sending && isFinalUploadState(upload.state);
    body = (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {counted(upload.fileCount, "file")}
          {upload.jobPostingId ? (
            <>
              {" "}
              for <PostingName jobPostingId={upload.jobPostingId} />
            </>
          ) : null}
        </p>
        <UploadStages state={upload.state} sending={sending} />
        <p role="status" className={`text-sm ${upload.state === ManualUploadState.FAILED && !sending ? "font-medium text-red-800 dark:text-red-300" : ""}`}>
          {summary(upload, sending)}
        </p>
        {ended ? (
          <UploadResults upload={upload} />
        ) : upload.files.length > 0 ? (
          <div className="mt-3">
            <UploadFiles files={upload.files} />
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {upload ? (
            <>
              Upload of <DateTime value={upload.createdAt} />
            </>
          ) : (
            "Upload"
          )}
        </h2>
        {upload ? <Badge tone={uploadStateLabels[upload.state].tone}>{uploadStateLabels[upload.state].label}</Badge> : null}
      </div>
      {body}
    </section>
  );
}
