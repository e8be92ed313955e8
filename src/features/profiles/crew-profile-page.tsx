import { Fragment, useEffect, type ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { EntrySource } from "@/gen/rpc/v1/common_pb.js";
import { Badge } from "@/src/components/badge.js";
import { DateTime } from "@/src/components/date-time.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Field, Section } from "@/src/components/section.js";
import { Skeleton, SkeletonRows } from "@/src/components/skeleton.js";
import { StageBadge } from "@/src/components/stage-badge.js";
import { sourceLabel } from "@/src/lib/labels.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useOrganizationId } from "@/src/session/use-organization-id.js";
import { useJobApplication } from "@/src/api/use-job-application.js";
import { useSubmissions } from "@/src/api/use-submissions.js";
import { useJobPosting } from "@/src/api/use-job-posting.js";
import { useCrewDocuments } from "./api/use-crew-documents.js";
import { useCrewProfile } from "./api/use-crew-profile.js";
import { usePipelineStage } from "./api/use-pipeline-stage.js";
import { CandidateNeighbours } from "./candidate-neighbours.js";
import { applicationListSearch } from "@/src/lib/application-list-view.js";
import { CrewPageLayout } from "./crew-page-layout.js";
import { MatchPanel } from "./match-panel.js";
import { ProfileFields } from "./profile-fields.js";

// Back to the posting, to its list as the recruiter left it (its filters and order, when the address carries them).
function PostingLink({ postingId }: { postingId: string }) {
  const posting = useJobPosting(postingId);
  const [params] = useSearchParams();
  return (
    <Link to={`/postings/${postingId}${applicationListSearch(params)}`} className="text-blue-800 hover:underline dark:text-blue-300">
      ← {posting.data?.jobPosting?.title ?? "The job posting"}
    </Link>
  );
}

function Submissions({ applicationId }: { applicationId: string }) {
  const submissions = useSubmissions(applicationId);
  if (submissions.isError) return <ErrorPanel error={submissions.error} what="Could not load submissions" onRetry={() => void submissions.refetch()} />;
  if (submissions.isPending) return <SkeletonRows rows={2} rowClassName="h-6" label="Loading submissions" />;
  if (submissions.data.items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No submissions.</p>;
  return (
    <ol className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {submissions.data.items.map((submission, index) => (
        <li key={submission.id} className="flex justify-between gap-3 py-1.5">
          <span>
            Submission {index + 1} · <DateTime value={submission.submittedAt} />
          </span>
          <span className="tabular-nums text-slate-700 dark:text-slate-300">{submission.documentCount.toString()} documents</span>
        </li>
      ))}
    </ol>
  );
}

interface CrewProfilePageProps {
  // The open postings this crew member matches (the matching feature's, mounted by the app's routes).
  matchingPostings?: (crewProfileId: string) => ReactNode;
}

export default function CrewProfilePage({ matchingPostings }: CrewProfilePageProps = {}) {
  const { applicationId = "" } = useParams();
  const { credentials } = useAuth();
  const baseUrl = credentials?.baseUrl ?? "";
  const organizationId = useOrganizationId();
  const profile = useCrewProfile(applicationId);
  const application = useJobApplication(applicationId);
  const postingId = application.data?.jobPostingId;
  const stage = usePipelineStage(profile.data?.pipelineStageId);
  const { documents, isPending: documentsPending } = useCrewDocuments(organizationId, profile.data?.id);

  // Another candidate (previous / next) starts at the top, at the summary.
  useEffect(() => {
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [applicationId]);

  if (profile.isError) return <ErrorPanel error={profile.error} what="Could not load the crew profile" onRetry={() => void profile.refetch()} />;
  if (profile.data === null) return <EmptyState>No crew profile is linked to this application.</EmptyState>;

  const data = profile.data;
  const app = application.data;
  const source = data?.source ?? app?.source ?? EntrySource.UNSPECIFIED;
  const sourceId = data?.sourceId ?? app?.sourceId ?? "";

  // Keyed by the application: folds opened on one candidate stay closed on the next.
  return (
    <Fragment key={applicationId}>
      <div className="mb-2 flex min-h-7 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 text-sm">{postingId ? <PostingLink postingId={postingId} /> : null}</p>
        <CandidateNeighbours jobPostingId={postingId} applicationId={applicationId} archived={data?.isArchived} />
      </div>
      <CrewPageLayout
        profile={data}
        baseUrl={baseUrl}
        documents={documents}
        documentsPending={documentsPending}
        badges={
          <>
            {stage.data ? <StageBadge name={stage.data.name} kind={stage.data.kind} /> : stage.isPending ? <Skeleton className="h-5 w-20" /> : null}
            {data?.isArchived ? (
              <Badge tone="amber">
                Archived
                {data.archivedAt ? (
                  <>
                    &nbsp;on&nbsp;
                    <DateTime value={data.archivedAt} />
                  </>
                ) : null}
              </Badge>
            ) : null}
          </>
        }
        aside={
          <>
            <MatchPanel match={data?.jobPostingMatch} postingId={postingId} pending={!data} />
            <Section title="Application">
              {data || app ? (
                <dl className="grid grid-cols-2 gap-3">
                  <Field label="Source">
                    {sourceLabel(source)}
                    {source === EntrySource.EMAIL && sourceId ? (
                      <>
                        {" · "}
                        <Link to={`/email-receipts/${sourceId}?application=${applicationId}`} className="text-blue-800 underline dark:text-blue-300">
                          Open the email
                        </Link>
                      </>
                    ) : null}
                  </Field>
                  <Field label="Applied">
                    <DateTime value={app?.createdAt} />
                  </Field>
                  <Field label="Last submitted">
                    <DateTime value={app?.lastSubmittedAt} />
                  </Field>
                  <Field label="Reapplied">{app ? (app.reapplied ? "Yes" : "No") : "—"}</Field>
                  <Field label="Submissions">{data?.submissionCount !== undefined ? data.submissionCount.toString() : "—"}</Field>
                  <Field label="Documents in this application">{data?.documentCount !== undefined ? data.documentCount.toString() : "—"}</Field>
                  <ProfileFields profile={data} />
                  <Field label="Archived">{data ? (data.isArchived ? "Yes" : "No") : "—"}</Field>
                </dl>
              ) : (
                <SkeletonRows rows={5} rowClassName="h-14" label="Loading the application" />
              )}
              {application.isError ? (
                <div className="mt-3">
                  <ErrorPanel error={application.error} what="Could not load the application" onRetry={() => void application.refetch()} />
                </div>
              ) : null}
            </Section>
            <Section title="Submissions">
              <Submissions applicationId={applicationId} />
            </Section>
          </>
        }
        matchingPostings={matchingPostings}
      />
    </Fragment>
  );
}
