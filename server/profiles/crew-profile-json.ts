// A crew profile's own fields (who it is, its latest identity extractions, its counts) as the JSON
// connect writes for them. Two messages carry them under the same names: rpc.v1.CrewProfileListItem
// (ListCrewProfilesByApplicationIDs, a profile in the context of an application) and
// dashboard.v1.CrewProfile (GetCrewProfile, a profile on its own); both render them here.
import type { CrewProfileJson } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import type { DocumentExtractionJson } from "@/gen/rpc/v1/common_pb.js";
import type { CrewProfileListItemJson } from "@/gen/rpc/v1/crew_profiles_pb.js";
import type { LatestExtraction } from "@/server/db/latest-extraction.js";
import { timestampJsonFromText } from "@/server/rpc/timestamp-text.js";
import { documentExtractionJsonOf, type FileLinkOf } from "./document-extraction.js";

// The profile's columns as the repositories read them: timestamps as PostgreSQL's JSON text of
// timestamptz, extractions as crew_profiles.identity_extractions holds them.
export interface ProfileFields {
  profileId: string;
  primaryEmail: string;
  givenName: string | null;
  familyName: string | null;
  primaryPhoneE164: string | null;
  profileCreatedAt: string;
  documentSetCount: number;
  // Ordered by proposal id.
  proposalIds: string[];
  // At most one per identity kind; null when there is none.
  extractions: LatestExtraction[] | null;
}

// The fields both messages have. Every one the messages always carry is required here, so a field
// added to both is a type error until it is written.
type SharedField = keyof CrewProfileJson & keyof CrewProfileListItemJson;
type AbsentWhenUnset = "givenName" | "familyName" | "dateOfBirth" | "countryOfResidence" | "nationality" | "faceImage" | "primaryPhoneE164";
export type ProfileJson = Required<Omit<Pick<CrewProfileListItemJson, SharedField>, AbsentWhenUnset>> & Pick<CrewProfileListItemJson, AbsentWhenUnset>;

// In CrewProfileListItem's field order (protobuf-es writes fields in order, and that answer's JSON is
// written by hand: rpc/rendered-json-answer.ts).
export function profileJsonOf(p: ProfileFields, linkOf: FileLinkOf): ProfileJson {
  const latest: Partial<Record<string, DocumentExtractionJson>> = {};
  for (const extraction of p.extractions ?? []) latest[extraction[0]] = documentExtractionJsonOf(extraction, linkOf);
  return {
    id: p.profileId,
    primaryEmail: p.primaryEmail,
    givenName: p.givenName ?? undefined,
    familyName: p.familyName ?? undefined,
    createdAt: timestampJsonFromText(p.profileCreatedAt),
    dateOfBirth: latest.date_of_birth,
    countryOfResidence: latest.country_of_residence,
    nationality: latest.nationality,
    faceImage: latest.face_image,
    documentSetCount: String(p.documentSetCount),
    primaryPhoneE164: p.primaryPhoneE164 ?? undefined,
    proposalIds: p.proposalIds,
  };
}
