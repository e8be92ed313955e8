import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/src/components/badge.js";
import { DateTime } from "@/src/components/date-time.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { useRecentUploads } from "./api/use-recent-uploads.js";
import { PostingName } from "./posting-name.js";
import { uploadStateLabels } from "./upload-states.js";
import { counted } from "./counted.js";

// The organization's latest uploads, newest first, each opening on this page (?upload=), so a recruiter
// can come back to one and see what it found.
export function RecentUploads({ followedId }: { followedId: string }) {
  const headingId = useId();
  const recent = useRecentUploads();
  const [params] = useSearchParams();

  function linkTo(uploadId: string): string {
    const next = new URLSearchParams(params);
    next.set("upload", uploadId);
    return `/uploads?${next.toString()}`;
  }

  let body;
  if (recent.isError) body = <ErrorPanel error={recent.error} what="Could not load the recent uploads" onRetry={() => void recent.refetch()} />;
  else if (recent.isPending) body = <SkeletonRows rows={5} rowClassName="h-12" label="Loading the recent uploads" />;
  else if (recent.data.items.length === 0) body = <EmptyState>No uploads yet.</EmptyState>;
  else {
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {recent.data.items.map((upload) => {
          const state = uploadStateLabels[upload.state];
          const current = upload.id === followedId;
          return (
            <li key={upload.id} className={`px-2 py-2 ${current ? "rounded bg-slate-100 dark:bg-slate-800" : ""}`}>
              <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                <Link
                  to={linkTo(upload.id)}
                  aria-current={current ? "page" : undefined}
                  className="text-sm font-medium text-blue-800 hover:underline dark:text-blue-300"
                >
                  Upload of <DateTime value={upload.createdAt} />
                </Link>
                <Badge tone={state.tone}>{state.label}</Badge>
              </div>
              <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                {counted(upload.fileCount, "file")} · {counted(upload.crewProfileIds.length, "person", "people")} found
                {upload.jobPostingId ? (
                  <>
                    {" "}
                    · for <PostingName jobPostingId={upload.jobPostingId} />
                  </>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0 self-start rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 id={headingId} className="mb-2 text-base font-semibold">
        Recent uploads
      </h2>
      {body}
    </section>
  );
}
