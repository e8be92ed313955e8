import type { HandlerContext } from "@connectrpc/connect";
import type { DocumentExtraction } from "../../gen/rpc/v1/common_pb.js";
import type {
  CrewProfileListItem,
  ListCrewProfilesByApplicationIDsRequest,
  ListCrewProfilesByApplicationIDsResponse,
} from "../../gen/rpc/v1/crew_profiles_pb.js";
import { entrySourceOf } from "../applications/entry-source.js";
import { principalOf } from "../auth/principal.js";
import type { Deps } from "../rpc/deps.js";
import { timestampFromText } from "../rpc/timestamp-text.js";
import { findApplicationProfiles, type ApplicationProfileRow } from "./crew-profile-repository.js";
import { documentExtractionOf } from "./document-extraction.js";

// One item per requested application of the caller's organization, in request order, each id once.
// Ids of other organizations and unknown ids are simply absent.
export function listCrewProfilesByApplicationIds(deps: Deps) {
  return async (req: ListCrewProfilesByApplicationIDsRequest, ctx: HandlerContext): Promise<ListCrewProfilesByApplicationIDsResponse> => {
    const { organizationId } = principalOf(ctx);
    const ids = [...new Set(req.ids.map((id) => id.toLowerCase()))];
    const items: CrewProfileListItem[] = [];
    if (ids.length > 0) {
      const rows = await findApplicationProfiles(deps.db, organizationId, ids);
      const byId = new Map(rows.map((row) => [row[0], row]));
      for (const id of ids) {
        const row = byId.get(id);
        if (row) items.push(listItemOf(row, deps.publicUrl));
      }
    }
    return { $typeName: "rpc.v1.ListCrewProfilesByApplicationIDsResponse", items };
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
