import { Suspense, useCallback, useMemo } from "react";
import { Link, NavLink, useOutlet, useParams } from "react-router";
import { JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { DateTime } from "@/src/components/date-time.js";
import { PageHeader } from "@/src/components/page-header.js";
import { Field } from "@/src/components/section.js";
import { Skeleton, SkeletonRows } from "@/src/components/skeleton.js";
import { StageKindIcon } from "@/src/components/stage-badge.js";
import { NotFoundPage } from "@/src/app/not-found-page.js";
import { isMissingRecord } from "@/src/lib/connect-errors.js";
import { fullName, languageLabels } from "@/src/lib/labels.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useJobApplications } from "@/src/api/use-job-applications.js";
import { applicationListSearch, readApplicationListView } from "@/src/lib/application-list-view.js";
import { useSearchParam } from "@/src/lib/use-search-param.js";
import { ApplicationList } from "./application-list.js";
import { PipelineName } from "@/src/components/pipeline-name.js";
import { useJobPosting } from "@/src/api/use-job-posting.js";
import { ApplicationsCountNote } from "./applications-count-note.js";
import { PostingStateBadge } from "./posting-state-badge.js";

const uploadLinkClass =
  "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

function PostingDetails({ posting }: { posting: ReturnType<typeof useJobPosting> }) {
  if (posting.isError) return <ErrorPanel error={posting.error} what="Could not load the posting" onRetry={() => void posting.refetch()} />;
  const data = posting.data?.jobPosting;
  return (
    <>
      <PageHeader
        title={data ? data.title || "Untitled posting" : <Skeleton className="h-7 w-80" />}
        actions={
          // Candidates' documents uploaded from here apply to this posting (a closed one takes nobody).
          data && data.state !== JobPostingState.CLOSED ? (
            <Link to={`/uploads?posting=${data.id}`} className={uploadLinkClass}>
              Upload documents
            </Link>
          ) : undefined
        }
      >
        {data ? (
          <span className="flex flex-wrap items-center gap-2">
            <PostingStateBadge state={data.state} />
            {data.shortId ? <span>{data.shortId}</span> : null}
          </span>
        ) : (
          <Skeleton className="h-4 w-40" />
        )}
      </PageHeader>
      <div className="mb-4 min-h-40 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
        {data ? (
          <>
            {data.summary ? <p className="mb-3 max-w-4xl text-sm">{data.summary}</p> : null}
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
              <Field label="Pipeline">
                <PipelineName pipelineId={data.pipelineId} />
              </Field>
              <Field label="Assignees">
                {data.assignedMembers.map((member) => fullName(member.givenName, member.familyName, member.primaryEmail)).join(", ") || "Nobody"}
              </Field>
              <Field label="Languages">{languageLabels(data.languagesIso6393).join(", ") || "—"}</Field>
              <Field label="Applications">{data.nrOfApplications.toString()}</Field>
              <Field label="Crew request">
                {data.crewRequest
                  ? `${data.crewRequest.title}${data.crewRequest.position ? ` — ${data.crewRequest.position.name} × ${data.crewRequest.position.nbPositions.toString()}` : ""}`
                  : "—"}
              </Field>
              <Field label="Created">
                <DateTime value={data.createdAt} />
              </Field>
            </dl>
          </>
        ) : (
          <SkeletonRows rows={2} rowClassName="h-8" label="Loading the posting" />
        )}
      </div>
    </>
  );
}

const chip = "rounded-full border px-2.5 py-1 text-xs font-medium";

function tabClass({ isActive }: { isActive: boolean }) {
  return `-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
    isActive
      ? "border-slate-900 text-slate-900 dark:border-slate-100 dark:text-slate-100"
      : "border-transparent text-slate-700 hover:border-slate-400 dark:text-slate-300 dark:hover:border-slate-500"
  }`;
}

export default function JobPostingPage() {
  const { postingId = "" } = useParams();
  const [params, setParam] = useSearchParam();
  const { credentials } = useAuth();
  const { stageId, archived, order } = readApplicationListView(params);
  const archivedParam = params.get("archived");
  const posting = useJobPosting(postingId);
  // Another view of the posting in place of its applications (its matches: a child route the app mounts).
  const outlet = useOutlet();
  const applications = useJobApplications(outlet ? undefined : postingId, { stageId, archived, order }, true);

  const items = useMemo(() => applications.data?.pages.flatMap((page) => page.items) ?? [], [applications.data]);
  const firstPage = applications.data?.pages[0];
  const stages = firstPage?.stages ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = applications;
  const handleEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // One answer for a posting that is not there (the applications' read fails the same way).
  if (posting.isError && isMissingRecord(posting.error)) return <NotFoundPage thing="job posting" />;

  const header = (
    <>
      <p className="mb-2 text-sm">
        <Link to="/postings" className="text-blue-800 hover:underline dark:text-blue-300">
          ← Job postings
        </Link>
      </p>
      <PostingDetails posting={posting} />
      <nav aria-label="Posting views" className="mb-3 flex gap-1 border-b border-slate-200 dark:border-slate-800">
        <NavLink to={`/postings/${postingId}`} end className={tabClass}>
          Applications
        </NavLink>
        <NavLink to={`/postings/${postingId}/matches`} className={tabClass}>
          Matches
        </NavLink>
      </nav>
    </>
  );

  if (outlet) {
    return (
      <>
        {header}
        <Suspense fallback={<SkeletonRows rows={8} rowClassName="h-16" label="Loading" />}>{outlet}</Suspense>
      </>
    );
  }

  return (
    <>
      {header}
      <section aria-labelledby="applications-heading">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h2 id="applications-heading" className="text-base font-semibold">
              Applications{firstPage ? ` (${firstPage.totalCount.toString()})` : ""}
            </h2>
            {firstPage ? (
              <ApplicationsCountNote
                shown={firstPage.totalCount}
                ofPosting={posting.data?.jobPosting?.nrOfApplications}
                stageName={stageId ? stages.find((stage) => stage.id === stageId)?.name : undefined}
                archived={archived}
              />
            ) : null}
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor="archived-filter" className="text-sm">
              Show
            </label>
            <select
              id="archived-filter"
              value={archivedParam === "yes" || archivedParam === "all" ? archivedParam : ""}
              onChange={(event) => setParam("archived", event.target.value)}
              className="rounded-md border border-slate-400 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
            >
              <option value="">Active applications</option>
              <option value="yes">Archived applications</option>
              <option value="all">All applications</option>
            </select>
          </div>
        </div>
        <div role="group" aria-label="Pipeline stage" className="mb-3 flex min-h-7 flex-wrap gap-1.5">
          <button
            type="button"
            aria-pressed={stageId === ""}
            onClick={() => setParam("stage", "")}
            className={`${chip} ${stageId === "" ? "border-slate-900 bg-slate-900 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-900" : "border-slate-300 dark:border-slate-700"}`}
          >
            All stages
          </button>
          {[...stages]
            .sort((a, b) => a.position - b.position)
            .map((stage) => (
              <button
                key={stage.id}
                type="button"
                aria-pressed={stageId === stage.id}
                onClick={() => setParam("stage", stage.id)}
                className={`${chip} ${stageId === stage.id ? "border-slate-900 bg-slate-900 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-900" : "border-slate-300 dark:border-slate-700"}`}
              >
                <span className="inline-flex items-center gap-1">
                  <StageKindIcon kind={stage.kind} />
                  {stage.name} <span className="tabular-nums">{stage.applicationCount.toString()}</span>
                </span>
              </button>
            ))}
        </div>
        {applications.isError ? (
          <ErrorPanel error={applications.error} what="Could not load the applications" onRetry={() => void applications.refetch()} />
        ) : applications.isPending ? (
          <SkeletonRows rows={10} rowClassName="h-12" label="Loading applications" />
        ) : items.length === 0 ? (
          <EmptyState>No applications{stageId || archived !== false ? " match these filters" : " yet"}.</EmptyState>
        ) : (
          <ApplicationList
            items={items}
            baseUrl={credentials?.baseUrl ?? ""}
            order={order}
            candidateSearch={applicationListSearch(params)}
            onOrderChange={(next) => setParam("order", next === "oldest" ? "oldest" : "")}
            onEndReached={handleEndReached}
          />
        )}
        {isFetchingNextPage ? (
          <p role="status" className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            Loading more applications…
          </p>
        ) : null}
      </section>
    </>
  );
}
