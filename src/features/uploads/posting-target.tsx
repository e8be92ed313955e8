import { Link } from "react-router";
import { JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import type { useJobPosting } from "@/src/api/use-job-posting.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Skeleton } from "@/src/components/skeleton.js";
import { isMissingRecord } from "@/src/lib/connect-errors.js";

type PostingQuery = ReturnType<typeof useJobPosting>;

// Why files cannot go to the posting of the address: missing, or closed (CreateManualUpload would
// answer not_found or failed_precondition).
export function postingProblem(posting: PostingQuery): string | undefined {
  if (posting.isError) return isMissingRecord(posting.error) ? "There is no job posting of this address." : "The job posting could not be read.";
  if (posting.data?.jobPosting?.state === JobPostingState.CLOSED) return "The job posting is closed: nobody can apply to it.";
  return undefined;
}

const withoutPosting = (
  <Link to="/uploads" className="font-medium underline">
    Upload without a posting
  </Link>
);

// Which posting the people found will apply to (the page was opened from a posting's page).
export function PostingTarget({ posting }: { posting: PostingQuery }) {
  const problem = postingProblem(posting);
  if (posting.isError && !isMissingRecord(posting.error)) {
    return (
      <div className="mb-4">
        <ErrorPanel error={posting.error} what="Could not read the job posting" onRetry={() => void posting.refetch()} />
      </div>
    );
  }
  if (problem) {
    return (
      <p
        role="alert"
        className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        {problem} {withoutPosting}, or open the posting again from its page.
      </p>
    );
  }
  const data = posting.data?.jobPosting;
  return (
    <div className="mb-4 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
      {data ? (
        <p>
          The people found will apply to{" "}
          <Link to={`/postings/${data.id}`} className="font-semibold underline">
            {data.title || "Untitled posting"}
          </Link>
          {data.shortId ? ` (${data.shortId})` : ""}, in the first stage of its pipeline. <span aria-hidden="true">·</span> {withoutPosting}
        </p>
      ) : (
        <Skeleton className="h-5 w-96 max-w-full" />
      )}
    </div>
  );
}
