import { useEffect, type ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import { NotFoundPage } from "@/src/app/not-found-page.js";
import { Badge } from "@/src/components/badge.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Field, Section } from "@/src/components/section.js";
import { isMissingRecord } from "@/src/lib/connect-errors.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useOrganizationId } from "@/src/session/use-organization-id.js";
import { useCrewMember } from "@/src/api/use-crew-member.js";
import { useCrewDocuments } from "./api/use-crew-documents.js";
import { CrewPageLayout } from "./crew-page-layout.js";
import { ProfileFields } from "./profile-fields.js";

interface CrewMemberPageProps {
  // The open postings this crew member matches (the matching feature's, mounted by the app's routes).
  matchingPostings?: (crewProfileId: string) => ReactNode;
}

// A crew member by crew profile (/crew/:crewProfileId): a match, a search result, a person an upload
// found. One who applied is opened on the candidate page of their latest application, in place of
// this address in the history (the back button returns to where they were found). One who never
// applied gets this page: the candidate page without the application, its stage and its neighbours.
export default function CrewMemberPage({ matchingPostings }: CrewMemberPageProps = {}) {
  const { crewProfileId = "" } = useParams();
  const { credentials } = useAuth();
  const baseUrl = credentials?.baseUrl ?? "";
  const organizationId = useOrganizationId();
  const member = useCrewMember(crewProfileId);
  // Asked at once, beside the profile: the candidate page asks for the same list, so it is not lost
  // when the crew member turns out to have applied.
  const { documents, isPending: documentsPending } = useCrewDocuments(organizationId, crewProfileId);

  useEffect(() => {
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [crewProfileId]);

  if (member.isError) {
    if (isMissingRecord(member.error)) return <NotFoundPage thing="crew member" />;
    return <ErrorPanel error={member.error} what="Could not load the crew member" onRetry={() => void member.refetch()} />;
  }
  const data = member.data;
  if (data?.latestJobApplicationId) return <Navigate to={`/applications/${data.latestJobApplicationId}`} replace />;

  return (
    <div key={crewProfileId}>
      <CrewPageLayout
        profile={data}
        baseUrl={baseUrl}
        documents={documents}
        documentsPending={documentsPending}
        badges={<Badge>Never applied</Badge>}
        aside={
          <Section title="Crew member">
            <dl className="grid grid-cols-2 gap-3">
              <Field label="Applications">{data ? "None yet" : "—"}</Field>
              <ProfileFields profile={data} />
            </dl>
          </Section>
        }
        matchingPostings={matchingPostings}
      />
    </div>
  );
}
