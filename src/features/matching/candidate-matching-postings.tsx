import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/src/components/badge.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { ExperienceBar } from "@/src/components/match-bars.js";
import { Section } from "@/src/components/section.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { rankLabel, vesselTypeLabel } from "@/src/lib/domain-labels.js";
import { useCandidateMatchingPostings, type CursorPage } from "./api/use-candidate-matching-postings.js";
import { parseMatchBreakdown } from "@/src/lib/match-breakdown.js";
import { CertificatesSummary, HardChecks, RankFitText, ScoreBox, VesselFitText } from "./match-facts.js";
import { isUnimplemented } from "@/src/lib/connect-errors.js";

// Shown at first; the rest of the page (25) behind a button, so the candidate page stays short.
const firstShown = 5;

const buttonClass =
  "rounded border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

// The open postings a crew member matches, best first (ListMatchingJobPostingsForCandidate): the same
// explanation as a posting's matches, the other way round, each linking to its posting.
export default function CandidateMatchingPostings({ crewProfileId }: { crewProfileId: string }) {
  const [page, setPage] = useState<CursorPage & { number: number }>({ after: "", before: "", number: 1 });
  const [showAll, setShowAll] = useState(false);
  const postings = useCandidateMatchingPostings(crewProfileId, page);
  const items = useMemo(() => (postings.data?.items ?? []).map((item) => ({ item, breakdown: parseMatchBreakdown(item.breakdown) })), [postings.data]);
  const nextCursor = postings.data?.paging?.nextCursor ?? "";
  const previousCursor = postings.data?.paging?.previousCursor ?? "";
  const shown = showAll ? items : items.slice(0, firstShown);

  let body;
  if (postings.isError) {
    body = isUnimplemented(postings.error) ? (
      <p className="text-sm text-slate-600 dark:text-slate-400">The service does not compute matches yet.</p>
    ) : (
      <ErrorPanel error={postings.error} what="Could not load the matching postings" onRetry={() => void postings.refetch()} />
    );
  } else if (postings.isPending) {
    body = <SkeletonRows rows={3} rowClassName="h-20" label="Loading matching postings" />;
  } else if (items.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">No open posting matches this crew member{page.number > 1 ? " on this page" : " yet"}.</p>;
  } else {
    body = (
      <>
        <ol
          aria-label="Matching postings"
          aria-busy={postings.isPlaceholderData}
          className={`divide-y divide-slate-100 dark:divide-slate-800 ${postings.isPlaceholderData ? "opacity-60" : ""}`}
        >
          {shown.map(({ item, breakdown }) => (
            <li key={item.id || item.jobPostingId} className="flex gap-3 py-3 first:pt-0">
              <ScoreBox score={item.score} eligible={breakdown.eligible} />
              <div className="min-w-0 flex-1 space-y-1.5 text-sm">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                  <Link to={`/postings/${item.jobPostingId}`} className="font-medium text-blue-800 hover:underline dark:text-blue-300">
                    {item.title || "Untitled posting"}
                  </Link>
                  {item.alreadyApplied ? <Badge tone="violet">Applied</Badge> : null}
                </div>
                <div className="text-xs text-slate-600 dark:text-slate-400">
                  {[
                    item.shortId,
                    breakdown.requiredRank ? rankLabel(breakdown.requiredRank) : "",
                    breakdown.requiredVesselType ? vesselTypeLabel(breakdown.requiredVesselType) : "",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </div>
                <div className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
                  <RankFitText breakdown={breakdown} />
                  <VesselFitText breakdown={breakdown} />
                </div>
                <ExperienceBar
                  qualifying={breakdown.qualifyingExperienceMonths}
                  required={breakdown.requiredExperienceMonths}
                  estimated={breakdown.containsEstimatedMonths || item.containsEstimatedMonths}
                />
                <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
                  <HardChecks breakdown={breakdown} />
                  <CertificatesSummary breakdown={breakdown} />
                </div>
              </div>
            </li>
          ))}
        </ol>
        {items.length > firstShown ? (
          <button type="button" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll} className={`mt-2 ${buttonClass}`}>
            {showAll ? `Show the first ${firstShown}` : `Show all ${items.length} on this page`}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <Section title="Open postings that fit">
      {body}
      {nextCursor || previousCursor ? (
        <nav aria-label="Pages of matching postings" className="mt-3 flex items-center justify-between gap-2">
          <button
            type="button"
            disabled={!previousCursor}
            onClick={() => {
              setPage({ after: "", before: previousCursor, number: Math.max(1, page.number - 1) });
              setShowAll(false);
            }}
            className={buttonClass}
          >
            ← Previous
          </button>
          <span className="text-xs text-slate-600 dark:text-slate-400">Page {page.number}</span>
          <button
            type="button"
            disabled={!nextCursor}
            onClick={() => {
              setPage({ after: nextCursor, before: "", number: page.number + 1 });
              setShowAll(false);
            }}
            className={buttonClass}
          >
            Next →
          </button>
        </nav>
      ) : null}
    </Section>
  );
}
