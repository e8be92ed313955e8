import { Fragment, useEffect, type ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { EntrySource } from "@/gen/rpc/v1/common_pb.js";
import { Avatar } from "@/src/components/avatar.js";
import { Badge } from "@/src/components/badge.js";
import { DateTime } from "@/src/components/date-time.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Field, Section } from "@/src/components/section.js";
import { Skeleton, SkeletonRows } from "@/src/components/skeleton.js";
import { StageBadge } from "@/src/components/stage-badge.js";
import { fullName, sourceLabel } from "@/src/lib/labels.js";
import { fileUrl } from "@/src/lib/transport.js";
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
import { CandidateSummary } from "./candidate-summary.js";
import { CareerSections } from "./career-sections.js";
import { CrewDocuments } from "./crew-documents.js";
import { ExtractionFact } from "./extraction-fact.js";
import { MatchPanel } from "./match-panel.js";

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
  const name = data ? fullName(data.givenName, data.familyName, data.primaryEmail) : "";
  const faceUrl = data?.faceImage?.value.case === "faceImageUrl" ? fileUrl(baseUrl, data.faceImage.value.value) : undefined;
  const source = data?.source ?? app?.source ?? EntrySource.UNSPECIFIED;
  const sourceId = data?.sourceId ?? app?.sourceId ?? "";

  // Keyed by the application: folds opened on one candidate stay closed on the next.
  return (
    <Fragment key={applicationId}>
      <div className="mb-2 flex min-h-7 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 text-sm">{postingId ? <PostingLink postingId={postingId} /> : null}</p>
        <CandidateNeighbours jobPostingId={postingId} applicationId={applicationId} archived={data?.isArchived} />
      </div>
      <div className="mb-4 flex min-h-24 items-center gap-4">
        {data ? <Avatar name={name} src={faceUrl} size="lg" /> : <Skeleton className="h-24 w-24 rounded-full" />}
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight">{data ? name : <Skeleton className="h-7 w-64" />}</h1>
          {data ? (
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <a href={`mailto:${data.primaryEmail}`} className="text-blue-800 hover:underline dark:text-blue-300">
                {data.primaryEmail}
              </a>
              {data.primaryPhoneE164 ? (
                <a href={`tel:${data.primaryPhoneE164}`} className="text-blue-800 hover:underline dark:text-blue-300">
                  {data.primaryPhoneE164}
                </a>
              ) : null}
              {stage.data ? <StageBadge name={stage.data.name} kind={stage.data.kind} /> : stage.isPending ? <Skeleton className="h-5 w-20" /> : null}
              {data.isArchived ? (
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
            </div>
          ) : (
            <Skeleton className="mt-2 h-4 w-80" />
          )}
        </div>
      </div>

      <CandidateSummary crewProfileId={data?.id} dateOfBirth={data?.dateOfBirth} nationality={data?.nationality} />

      {/* Wide: facts and career in the left column, the application beside them. Narrow (one column):
          the left column dissolves (display: contents) so that the application comes right after the
          facts, before the long career lists. Columns rather than grid rows, so that nothing in one
          column moves when the other grows. */}
      <div className="flex flex-col gap-4 xl:flex-row xl:items-start">
        <div className="contents xl:flex xl:min-w-0 xl:flex-1 xl:flex-col xl:gap-4">
          <div className="order-1 space-y-4">
            <Section title="Extracted facts">
              {data ? (
                <div className="grid gap-3 md:grid-cols-2">
                  <ExtractionFact label="Date of birth" extraction={data.dateOfBirth} baseUrl={baseUrl} documents={documents} />
                  <ExtractionFact label="Nationality" extraction={data.nationality} baseUrl={baseUrl} documents={documents} />
                  <ExtractionFact label="Country of residence" extraction={data.countryOfResidence} baseUrl={baseUrl} documents={documents} />
                  <ExtractionFact label="Face image" extraction={data.faceImage} baseUrl={baseUrl} documents={documents} />
                </div>
              ) : (
                <div className="grid gap-3 md:grid-cols-2">
                  {[0, 1, 2, 3].map((key) => (
                    <Skeleton key={key} className="h-36 w-full" />
                  ))}
                </div>
              )}
            </Section>
          </div>
          {/* Last in its column: however long the career turns out, it moves nothing below it. */}
          <div className="order-3 space-y-4 xl:order-2">
            <CareerSections crewProfileId={data?.id} baseUrl={baseUrl} documents={documents} />
          </div>
        </div>
        <div className="order-2 space-y-4 xl:order-none xl:w-[22rem] xl:shrink-0">
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
                <Field label="Document sets of the profile">{data ? data.documentSetCount.toString() : "—"}</Field>
                <Field label="Profile created">
                  <DateTime value={data?.createdAt} />
                </Field>
                <Field label="Proposals">
                  {data && data.proposalIds.length > 0
                    ? `In ${data.proposalIds.length} proposal${data.proposalIds.length === 1 ? "" : "s"}`
                    : "Not in any proposal"}
                </Field>
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
          <CrewDocuments documents={documents} baseUrl={baseUrl} pending={!data || documentsPending} />
          {data && matchingPostings ? matchingPostings(data.id) : null}
        </div>
      </div>
    </Fragment>
  );
}
