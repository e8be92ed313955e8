// The upload page (/uploads): a recruiter drops or chooses candidate documents, sees them checked
// against the upload's limits, sends them, and follows the upload until the people found are listed.
// ?posting=<id> sends the people found to that posting (the button on a posting's page opens it so);
// ?upload=<id> follows one upload (the one just sent, or one opened from the recent uploads).
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Code, ConnectError } from "@connectrpc/connect";
import { useJobPosting } from "@/src/api/use-job-posting.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { PageHeader } from "@/src/components/page-header.js";
import { useWhoAmI } from "@/src/session/use-who-am-i.js";
import { useRefreshRecentUploads } from "./api/use-refresh-recent-uploads.js";
import { DropOverlay } from "./drop-overlay.js";
import { FilePicker } from "./file-picker.js";
import { FollowedUpload } from "./followed-upload.js";
import { NextBatch } from "./next-batch.js";
import { postingProblem, PostingTarget } from "./posting-target.js";
import { ReadOnlyKey } from "./read-only-key.js";
import { RecentUploads } from "./recent-uploads.js";
import { uploadPermission } from "./upload-permission.js";
import { useLeaveWarning } from "./use-leave-warning.js";
import { usePageFileDrop } from "./use-page-file-drop.js";
import { useUploadBatch } from "./use-upload-batch.js";

export default function UploadsPage() {
  const [params, setParams] = useSearchParams();
  const postingId = params.get("posting") ?? "";
  const followedId = params.get("upload") ?? "";
  const whoAmI = useWhoAmI();
  const posting = useJobPosting(postingId || undefined);
  const refreshRecent = useRefreshRecentUploads();
  // The upload started from this page last: its heading takes the focus when it shows.
  const [startedId, setStartedId] = useState("");

  const batch = useUploadBatch({
    jobPostingId: postingId,
    onSending: (uploadId) => {
      setStartedId(uploadId);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("upload", uploadId);
          return next;
        },
        { replace: true },
      );
      refreshRecent();
    },
  });

  // WhoAmI lists the key's permissions; a key that lost the permission since is refused by the service.
  const refusedByService = batch.instructionError instanceof ConnectError && batch.instructionError.code === Code.PermissionDenied;
  const readOnly = whoAmI.data !== undefined && (!whoAmI.data.permissions.includes(uploadPermission) || refusedByService);
  const postingBlocked = postingId ? postingProblem(posting) : undefined;
  const canSend = whoAmI.data !== undefined && !readOnly && postingBlocked === undefined;
  let disabledReason: string | undefined;
  if (whoAmI.isPending) disabledReason = "Checking what this key may do…";
  else if (readOnly) disabledReason = "This key cannot upload: see above how to get one that can.";
  else if (postingBlocked) disabledReason = postingBlocked;
  else if (batch.sending) disabledReason = "More files can be added once these are sent.";
  else if (!whoAmI.data) disabledReason = "Could not check what this key may do. Reload the page.";
  const dragging = usePageFileDrop(batch.add, disabledReason === undefined);
  useLeaveWarning(batch.sending);

  return (
    <>
      <PageHeader title="Upload documents">
        CVs, passports, seaman's books and certificates: the service reads them, finds the people in them and adds them to your organization.
      </PageHeader>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          {postingId ? <PostingTarget posting={posting} /> : null}
          {readOnly ? <ReadOnlyKey organizationId={whoAmI.data?.organizationId ?? ""} /> : null}
          {batch.instructionError && !refusedByService ? (
            <div className="mb-4">
              <ErrorPanel error={batch.instructionError} what="Could not prepare the upload" onRetry={batch.retryInstruction} />
            </div>
          ) : null}
          <FilePicker disabledReason={disabledReason} limits={batch.limits} onFiles={batch.add} />
          <NextBatch batch={batch} canSend={canSend} />
          {followedId ? (
            <FollowedUpload uploadId={followedId} sending={batch.sending && followedId === startedId} focusOnShow={followedId === startedId} />
          ) : null}
        </div>
        <RecentUploads followedId={followedId} />
      </div>
      {dragging ? <DropOverlay /> : null}
    </>
  );
}
