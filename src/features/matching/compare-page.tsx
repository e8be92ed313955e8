import { useMemo, type ReactNode } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { MatchedCandidate } from "@/gen/rpc/v1/matching_pb.js";
import { NotFoundPage } from "@/src/app/not-found-page.js";
import { useJobPosting } from "@/src/api/use-job-posting.js";
import { Avatar } from "@/src/components/avatar.js";
import { Badge } from "@/src/components/badge.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { ExperienceBar, Months, SplitBar } from "@/src/components/match-bars.js";
import { PageHeader } from "@/src/components/page-header.js";
import { Skeleton, SkeletonRows } from "@/src/components/skeleton.js";
import { isMissingRecord, isUnimplemented } from "@/src/lib/connect-errors.js";
import { certificateLabel, rankLabel, vesselTypeLabel } from "@/src/lib/domain-labels.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useComparedMatches } from "./api/use-compared-matches.js";
import { parseMatchBreakdown, type MatchBreakdown } from "@/src/lib/match-breakdown.js";
import { HardChecks, RankFitText, ScoreBox, VesselFitText } from "./match-facts.js";
import { candidateHref, candidateName, faceImageOf } from "./match-row.js";
import { matchesSearch, readMatchesView } from "./matches-params.js";

interface Column {
  item: MatchedCandidate;
  breakdown: MatchBreakdown;
}

interface RowSpec {
  label: string;
  // What the posting asks for, under the row's name.
  requirement?: string;
  cell: (column: Column) => ReactNode;
}

function CertificateNames({ values, tone }: { values: string[]; tone?: "red" | "amber" }) {
  if (values.length === 0) return <span className="text-slate-600 dark:text-slate-400">None</span>;
  const color = tone === "red" ? "text-red-800 dark:text-red-300" : tone === "amber" ? "text-amber-900 dark:text-amber-200" : "";
  return (
    <ul className={`space-y-0.5 ${color}`}>
      {values.map((value) => (
        <li key={value}>{certificateLabel(value)}</li>
      ))}
    </ul>
  );
}

function rows(columns: Column[]): RowSpec[] {
  const first = columns[0]?.breakdown;
  // One scale for every bar of a row, so that longer means more across the columns.
  const scale = Math.max(first?.requiredExperienceMonths ?? 0, ...columns.map((column) => column.breakdown.qualifyingExperienceMonths));
  const estimated = (column: Column) => column.breakdown.containsEstimatedMonths || column.item.containsEstimatedMonths;
  const specs: RowSpec[] = [
    { label: "Score", cell: ({ item, breakdown }) => <ScoreBox score={item.score} eligible={breakdown.eligible} /> },
    { label: "Hard checks", cell: ({ breakdown }) => <HardChecks breakdown={breakdown} /> },
    {
      label: "Rank",
      requirement: first?.requiredRank ? rankLabel(first.requiredRank) : "Any",
      cell: ({ breakdown }) => (
        <div className="space-y-0.5">
          <RankFitText breakdown={breakdown} />
          <div className="text-xs text-slate-600 dark:text-slate-400">
            {breakdown.matchedRank ? `As ${rankLabel(breakdown.matchedRank)}` : "No rank on file"}
          </div>
        </div>
      ),
    },
    {
      label: "Vessel type",
      requirement: first?.requiredVesselType ? vesselTypeLabel(first.requiredVesselType) : "Any",
      cell: ({ breakdown }) => (
        <div className="space-y-0.5">
          <VesselFitText breakdown={breakdown} />
          <div className="text-xs text-slate-600 dark:text-slate-400">
            {breakdown.matchedVesselType ? `On ${vesselTypeLabel(breakdown.matchedVesselType)}` : "No vessel type on file"}
          </div>
        </div>
      ),
    },
    {
      label: "Qualifying experience",
      requirement: first?.requiredExperienceMonths ? `${first.requiredExperienceMonths} months` : "None",
      cell: (column) => (
        <ExperienceBar
          qualifying={column.breakdown.qualifyingExperienceMonths}
          required={column.breakdown.requiredExperienceMonths}
          estimated={estimated(column)}
          scale={scale}
        />
      ),
    },
    {
      label: "Months in rank on the type",
      cell: (column) => (
        <div>
          <Months value={column.breakdown.confirmedRelevantMonths} estimated={estimated(column)} unit={false} /> confirmed ·{" "}
          <Months value={column.breakdown.possibleRelevantMonths} estimated={estimated(column)} unit={false} /> possible
        </div>
      ),
    },
  ];
  if (first?.requiredRank) {
    specs.push({
      label: "In rank and similar ranks",
      cell: ({ breakdown }) => <SplitBar main={breakdown.mainRelevantMonths ?? 0} similar={breakdown.similarRelevantMonths ?? 0} scale={scale} />,
    });
  }
  if (first?.requiredVesselType) {
    specs.push({
      label: "On the vessel type",
      cell: (column) => <Months value={column.breakdown.vesselTypeRelevantMonths ?? 0} estimated={estimated(column)} />,
    });
  }
  specs.push(
    {
      label: "Total sea time",
      cell: ({ breakdown }) =>
        breakdown.totalSeaMonths !== undefined ? <Months value={breakdown.totalSeaMonths} /> : <span className="text-slate-600 dark:text-slate-400">—</span>,
    },
    {
      label: "Certificates",
      requirement: first ? String(first.requiredCertificates.length) : undefined,
      cell: ({ breakdown }) => {
        const required = breakdown.requiredCertificates.length;
        const complete = breakdown.certificateCount >= required;
        return required === 0 ? (
          <span className="text-slate-600 dark:text-slate-400">None required</span>
        ) : (
          <span className={complete ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"}>
            {breakdown.certificateCount} of {required} held
          </span>
        );
      },
    },
    { label: "Held", cell: ({ breakdown }) => <CertificateNames values={breakdown.certificates.held} /> },
    { label: "Missing", cell: ({ breakdown }) => <CertificateNames values={breakdown.certificates.missing} tone="red" /> },
    { label: "Expired by joining", cell: ({ breakdown }) => <CertificateNames values={breakdown.certificates.expired} tone="red" /> },
    {
      label: "Expiring during the contract",
      cell: ({ breakdown }) => <CertificateNames values={breakdown.certificates.expiringDuringContract} tone="amber" />,
    },
  );
  return specs;
}

// Two to four matched candidates of one posting side by side (GetJobPostingMatches): one column per
// candidate, the same rows of the breakdown aligned. The address carries the posting, the picked
// crew profiles and the list's filters and page (/postings/:id/compare?pick=…), so the way back
// finds the list as it was.
export default function ComparePage() {
  const { postingId = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { credentials } = useAuth();
  const baseUrl = credentials?.baseUrl ?? "";
  const view = readMatchesView(params);
  const posting = useJobPosting(postingId);
  const compared = useComparedMatches(postingId, view.picked);
  const columns = useMemo(() => (compared.data?.items ?? []).map((item) => ({ item, breakdown: parseMatchBreakdown(item.breakdown) })), [compared.data]);
  const backHref = `/postings/${postingId}/matches${matchesSearch(view)}`;
  const missing = compared.data ? view.picked.length - columns.length : 0;

  if (posting.isError && isMissingRecord(posting.error)) return <NotFoundPage thing="job posting" />;

  const remove = (crewProfileId: string) => {
    navigate({ search: matchesSearch({ ...view, picked: view.picked.filter((id) => id !== crewProfileId.toLowerCase()) }) }, { replace: true });
  };
  const title = posting.data?.jobPosting?.title;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={backHref} className="text-blue-800 hover:underline dark:text-blue-300">
          ← Matches of {title ?? "the posting"}
        </Link>
      </p>
      <PageHeader title="Compare candidates">
        {posting.data?.jobPosting ? (
          <span>
            {title || "Untitled posting"}
            {posting.data.jobPosting.shortId ? ` · ${posting.data.jobPosting.shortId}` : ""}
          </span>
        ) : (
          <Skeleton className="h-4 w-64" />
        )}
      </PageHeader>
      {view.picked.length === 0 ? (
        <EmptyState>
          Nobody is picked. <Link to={backHref}>Pick two to four candidates in the posting's matches</Link>, then compare them here.
        </EmptyState>
      ) : compared.isError ? (
        isUnimplemented(compared.error) ? (
          <EmptyState>The service does not compute matches yet.</EmptyState>
        ) : (
          <ErrorPanel error={compared.error} what="Could not load the matches" onRetry={() => void compared.refetch()} />
        )
      ) : compared.isPending ? (
        <SkeletonRows rows={10} rowClassName="h-10" label="Loading the comparison" />
      ) : (
        <>
          {missing > 0 ? (
            <p role="status" className="mb-3 text-sm text-amber-900 dark:text-amber-200">
              {missing === 1 ? "One picked candidate has" : `${missing} picked candidates have`} no match for this posting any more (a recompute left them out).
            </p>
          ) : null}
          {columns.length === 1 ? <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">Pick another candidate in the matches to compare.</p> : null}
          {columns.length > 0 ? (
            <div className="rounded-lg border border-slate-200 dark:border-slate-800">
              <table className="w-full table-fixed border-collapse text-sm">
                <caption className="sr-only">The matches of {columns.length} candidates side by side</caption>
                <colgroup>
                  <col className="w-32 lg:w-48" />
                  {columns.map(({ item }) => (
                    <col key={item.crewProfileId} />
                  ))}
                </colgroup>
                <thead>
                  <tr className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
                    <td className="p-3" />
                    {columns.map(({ item }) => {
                      const name = candidateName(item);
                      return (
                        <th key={item.crewProfileId} scope="col" className="p-3 text-left align-top font-normal">
                          <div className="flex min-w-0 items-start gap-2">
                            <Avatar name={name} src={faceImageOf(item, baseUrl)} />
                            <div className="min-w-0">
                              <Link
                                to={candidateHref(item.crewProfileId)}
                                className="block font-medium break-words text-blue-800 hover:underline dark:text-blue-300"
                              >
                                {name}
                              </Link>
                              <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
                                {item.alreadyApplied ? <Badge tone="violet">Applied</Badge> : null}
                                <button
                                  type="button"
                                  onClick={() => remove(item.crewProfileId)}
                                  aria-label={`Remove ${name} from the comparison`}
                                  className="-mx-1 inline-flex min-h-6 min-w-6 items-center rounded px-1 text-xs text-slate-700 underline hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100"
                                >
                                  Remove
                                </button>
                              </div>
                            </div>
                          </div>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {rows(columns).map((row) => (
                    <tr key={row.label} className="border-b border-slate-100 last:border-b-0 dark:border-slate-800">
                      <th scope="row" className="p-3 text-left align-top text-xs font-semibold text-slate-700 dark:text-slate-300">
                        {row.label}
                        {row.requirement ? <div className="mt-0.5 font-normal text-slate-600 dark:text-slate-400">Required: {row.requirement}</div> : null}
                      </th>
                      {columns.map((column) => (
                        <td key={column.item.crewProfileId} className="min-w-0 p-3 align-top break-words">
                          {row.cell(column)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
