import { Navigate, useNavigate, useParams } from "react-router";
import { NotFoundPage } from "@/src/app/not-found-page.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { isMissingRecord } from "@/src/lib/connect-errors.js";
import { useLatestApplication } from "@/src/api/use-latest-application.js";

// A matched candidate by crew profile (/crew/:crewProfileId). The candidate page is opened by
// application, so this one finds the crew member's most recent application and goes there, in place
// of itself in the history (the back button returns to the matches).
export default function OpenCandidatePage() {
  const { crewProfileId = "" } = useParams();
  const navigate = useNavigate();
  const latest = useLatestApplication(crewProfileId);
  if (latest.isError) {
    if (isMissingRecord(latest.error)) return <NotFoundPage thing="crew member" />;
    return <ErrorPanel error={latest.error} what="Could not open the candidate" onRetry={() => void latest.refetch()} />;
  }
  if (latest.isPending) return <SkeletonRows rows={6} rowClassName="h-10" label="Opening the candidate" />;
  if (latest.data) return <Navigate to={`/applications/${latest.data}`} replace />;
  return (
    <EmptyState>
      This crew member has never applied, so there is no candidate page for them yet.{" "}
      <button type="button" onClick={() => navigate(-1)} className="text-blue-800 underline dark:text-blue-300">
        Go back
      </button>
    </EmptyState>
  );
}
