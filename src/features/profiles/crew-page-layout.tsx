import type { ReactNode } from "react";
import type { CrewProfile } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { Document } from "@/gen/rpc/v1/document_requests_pb.js";
import { CandidateSummary } from "./candidate-summary.js";
import { CareerSections } from "./career-sections.js";
import { CrewDocuments } from "./crew-documents.js";
import { CrewProfileHeader, type CrewIdentity } from "./crew-profile-header.js";
import { ExtractedFacts } from "./extracted-facts.js";
import { ProfileColumns } from "./profile-columns.js";

// What the layout reads of the profile: the candidate page's (rpc.v1.CrewProfileListItem) and the crew
// member page's (dashboard.v1.CrewProfile) both have it.
export type CrewPageProfile = CrewIdentity & Pick<CrewProfile, "id">;

interface Props {
  // Undefined while it loads.
  profile: CrewPageProfile | undefined;
  baseUrl: string;
  documents: Map<string, Document>;
  documentsPending: boolean;
  // After the contact in the header: what this page says of the person (a stage, "Never applied").
  badges: ReactNode;
  // The top of the side column, before the documents: what only this page has.
  aside: ReactNode;
  // The open postings this crew member matches (the matching feature's, mounted by the app's routes).
  matchingPostings?: (crewProfileId: string) => ReactNode;
}

// The page of a crew member, with or without an application: header, summary, extracted facts,
// career, documents and matching postings. The candidate page and the crew member page differ only
// in the badges and the side column's top, so a change to one reaches the other.
export function CrewPageLayout({ profile, baseUrl, documents, documentsPending, badges, aside, matchingPostings }: Props) {
  return (
    <>
      <CrewProfileHeader profile={profile} baseUrl={baseUrl}>
        {badges}
      </CrewProfileHeader>

      <CandidateSummary crewProfileId={profile?.id} dateOfBirth={profile?.dateOfBirth} nationality={profile?.nationality} />

      <ProfileColumns
        facts={<ExtractedFacts profile={profile} baseUrl={baseUrl} documents={documents} />}
        career={<CareerSections crewProfileId={profile?.id} baseUrl={baseUrl} documents={documents} />}
        aside={
          <>
            {aside}
            <CrewDocuments documents={documents} baseUrl={baseUrl} pending={!profile || documentsPending} />
            {profile && matchingPostings ? matchingPostings(profile.id) : null}
          </>
        }
      />
    </>
  );
}
