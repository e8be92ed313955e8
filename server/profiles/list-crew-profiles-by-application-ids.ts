import type { HandlerContext } from "@connectrpc/connect";
import { EntrySourceSchema, type DocumentExtraction, type DocumentExtractionJson, type EntrySourceJson } from "../../gen/rpc/v1/common_pb.js";
import type {
  CrewProfileListItem,
  CrewProfileListItemJson,
  ListCrewProfilesByApplicationIDsRequest,
  ListCrewProfilesByApplicationIDsResponse,
  ListCrewProfilesByApplicationIDsResponseJson,
} from "../../gen/rpc/v1/crew_profiles_pb.js";
import { entrySourceOf } from "../applications/entry-source.js";
import { principalOf } from "../auth/principal.js";
import type { Deps } from "../rpc/deps.js";
import { renderJsonAnswer } from "../rpc/rendered-json-answer.js";
import { timestampFromText, timestampJsonFromText } from "../rpc/timestamp-text.js";
import { findApplicationProfiles, type ApplicationProfileRow } from "./crew-profile-repository.js";
import { documentExtractionJsonOf, documentExtractionOf } from "./document-extraction.js";

// One item per requested application of the caller's organization, in request order, each id once.
// Ids of other organizations and unknown ids are simply absent.
export function listCrewProfilesByApplicationIds(deps: Deps) {
  return async (req: ListCrewProfilesByApplicationIDsRequest, ctx: HandlerContext): Promise<ListCrewProfilesByApplicationIDsResponse> => {
    const { organizationId } = principalOf(ctx);
    const ids = [...new Set(req.ids.map((id) => id.toLowerCase()))];
    const rows = ids.length > 0 ? await findApplicationProfiles(deps.db, organizationId, ids) : [];
    const byId = new Map(rows.map((row) => [row[0], row]));
    const ordered = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
    // A JSON caller gets the answer written straight from the rows (rendered-json-answer.ts): through
    // messages and protobuf-es's JSON writer, it was the costliest part of this read for the service.
    const rendered = renderJsonAnswer(ctx, () => {
      const json: ListCrewProfilesByApplicationIDsResponseJson = { items: ordered.map((row) => listItemJsonOf(row, deps.publicUrl)) };
      return JSON.stringify(json);
    });
    const items = rendered ? [] : ordered.map((row) => listItemOf(row, deps.publicUrl));
    return { $typeName: "rpc.v1.ListCrewProfilesByApplicationIDsResponse", items };
  };
}

// The list item as the JSON connect would write for listItemOf's message. Every field that the message
// always carries is required here, so a field added to the message is a type error until it is written.
type AbsentWhenUnset = "givenName" | "familyName" | "dateOfBirth" | "countryOfResidence" | "nationality" | "faceImage" | "archivedAt" | "primaryPhoneE164" | "sourceId" | "jobPostingMatch";
type ListItemJson = Required<Omit<CrewProfileListItemJson, AbsentWhenUnset>> & Pick<CrewProfileListItemJson, AbsentWhenUnset>;

function listItemJsonOf(row: ApplicationProfileRow, publicUrl: string): ListItemJson {
  const [
    applicationId,
    profileId,
    primaryEmail,
    givenName,
    familyName,
    primaryPhoneE164,
    profileCreatedAt,
    pipelineStageId,
    isArchived,
    archivedAt,
    documentSetId,
    source,
    sourceId,
    documentSetCount,
    documentCount,
    submissionCount,
    proposalIds,
    extractions,
  ] = row;
  const latest: Partial<Record<string, DocumentExtractionJson>> = {};
  for (const extraction of extractions ?? []) latest[extraction[0]] = documentExtractionJsonOf(extraction, publicUrl);
  // In the message's field order, as protobuf-es writes it.
  return {
    id: profileId,
    primaryEmail,
    givenName: givenName ?? undefined,
    familyName: familyName ?? undefined,
    createdAt: timestampJsonFromText(profileCreatedAt),
    dateOfBirth: latest.date_of_birth,
    countryOfResidence: latest.country_of_residence,
    nationality: latest.nationality,
    faceImage: latest.face_image,
    documentSetCount: String(documentSetCount),
    applicationId,
    pipelineStageId,
    isArchived,
    archivedAt: archivedAt === null ? undefined : timestampJsonFromText(archivedAt),
    submissionCount: String(submissionCount),
    documentSetId,
    documentCount: String(documentCount),
    primaryPhoneE164: primaryPhoneE164 ?? undefined,
    source: EntrySourceSchema.value[entrySourceOf(source)]!.name as EntrySourceJson,
    sourceId: sourceId ?? undefined,
    jobPostingMatch: undefined,
    proposalIds,
  };
}

// Built as the message itself (the type makes every field explicit) rather than as an initializer
// for connect to create(): this answer is large, and its messages were a good part of its CPU time.
function listItemOf(row: ApplicationProfileRow, publicUrl: string): CrewProfileListItem {
  const [
    applicationId,
    profileId,
    primaryEmail,
    givenName,
    familyName,
    primaryPhoneE164,
    profileCreatedAt,
    pipelineStageId,
    isArchived,
    archivedAt,
    documentSetId,
    source,
    sourceId,
    documentSetCount,
    documentCount,
    submissionCount,
    proposalIds,
    extractions,
  ] = row;
  const latest: Partial<Record<string, DocumentExtraction>> = {};
  for (const extraction of extractions ?? []) latest[extraction[0]] = documentExtractionOf(extraction, publicUrl);
  return {
    $typeName: "rpc.v1.CrewProfileListItem",
    id: profileId,
    primaryEmail,
    givenName: givenName ?? undefined,
    familyName: familyName ?? undefined,
    createdAt: timestampFromText(profileCreatedAt),
    dateOfBirth: latest.date_of_birth,
    countryOfResidence: latest.country_of_residence,
    nationality: latest.nationality,
    faceImage: latest.face_image,
    documentSetCount: BigInt(documentSetCount),
    applicationId,
    pipelineStageId,
    isArchived,
    archivedAt: archivedAt === null ? undefined : timestampFromText(archivedAt),
    submissionCount: BigInt(submissionCount),
    documentSetId,
    documentCount: BigInt(documentCount),
    primaryPhoneE164: primaryPhoneE164 ?? undefined,
    source: entrySourceOf(source),
    sourceId: sourceId ?? undefined,
    // No persisted matches yet (the matching engine comes later): absent.
    jobPostingMatch: undefined,
    proposalIds,
  };
}
