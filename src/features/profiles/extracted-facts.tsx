import type { Document } from "@/gen/rpc/v1/document_requests_pb.js";
import { Section } from "@/src/components/section.js";
import { Skeleton } from "@/src/components/skeleton.js";
import type { CrewIdentity } from "./crew-profile-header.js";
import { ExtractionFact } from "./extraction-fact.js";

interface Props {
  // Undefined while it loads.
  profile: CrewIdentity | undefined;
  baseUrl: string;
  documents: Map<string, Document>;
}

// The profile's latest identity extractions, each with the evidence it was read from.
export function ExtractedFacts({ profile, baseUrl, documents }: Props) {
  return (
    <Section title="Extracted facts">
      <div className="grid gap-3 md:grid-cols-2">
        {profile ? (
          <>
            <ExtractionFact label="Date of birth" extraction={profile.dateOfBirth} baseUrl={baseUrl} documents={documents} />
            <ExtractionFact label="Nationality" extraction={profile.nationality} baseUrl={baseUrl} documents={documents} />
            <ExtractionFact label="Country of residence" extraction={profile.countryOfResidence} baseUrl={baseUrl} documents={documents} />
            <ExtractionFact label="Face image" extraction={profile.faceImage} baseUrl={baseUrl} documents={documents} />
          </>
        ) : (
          [0, 1, 2, 3].map((key) => <Skeleton key={key} className="h-36 w-full" />)
        )}
      </div>
    </Section>
  );
}
