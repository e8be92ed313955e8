import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  ListCrewProfilesByApplicationIDsRequest,
  ListCrewProfilesByApplicationIDsResponseSchema,
} from "../../gen/rpc/v1/crew_profiles_pb.js";
import { entrySourceOf } from "../applications/entry-source.js";
import { principalOf } from "../auth/principal.js";
import type { Deps } from "../rpc/deps.js";
import { findApplicationProfiles } from "./crew-profile-repository.js";
import { toDocumentExtraction } from "./document-extraction.js";

type Response = MessageInitShape<typeof ListCrewProfilesByApplicationIDsResponseSchema>;

// One item per requested application of the caller's organization, in request order, each id once.
// Ids of other organizations and unknown ids are simply absent.
export function listCrewProfilesByApplicationIds(deps: Deps) {
  return async (req: ListCrewProfilesByApplicationIDsRequest, ctx: HandlerContext): Promise<Response> => {
    const { organizationId } = principalOf(ctx);
    const ids = [...new Set(req.ids.map((id) => id.toLowerCase()))];
    if (ids.length === 0) return { items: [] };
    const rows = await findApplicationProfiles(deps.db, organizationId, ids, ["date_of_birth", "nationality", "country_of_residence", "face_image"]);
    const byId = new Map(rows.map((row) => [row.applicationId, row]));
    const items = ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.profileId,
          primaryEmail: row.primaryEmail,
          givenName: row.givenName ?? undefined,
          familyName: row.familyName ?? undefined,
          createdAt: timestampFromDate(row.profileCreatedAt),
          dateOfBirth: toDocumentExtraction(row.latest.get("date_of_birth"), deps.publicUrl),
          countryOfResidence: toDocumentExtraction(row.latest.get("country_of_residence"), deps.publicUrl),
          nationality: toDocumentExtraction(row.latest.get("nationality"), deps.publicUrl),
          faceImage: toDocumentExtraction(row.latest.get("face_image"), deps.publicUrl),
          documentSetCount: BigInt(row.documentSetCount),
          applicationId: row.applicationId,
          pipelineStageId: row.pipelineStageId,
          isArchived: row.isArchived,
          archivedAt: row.archivedAt ? timestampFromDate(row.archivedAt) : undefined,
          submissionCount: BigInt(row.submissionCount),
          documentSetId: row.documentSetId,
          documentCount: BigInt(row.documentCount),
          primaryPhoneE164: row.primaryPhoneE164 ?? undefined,
          source: entrySourceOf(row.source),
          sourceId: row.sourceId ?? undefined,
          // No persisted matches yet (the matching engine comes later): absent.
          jobPostingMatch: undefined,
          proposalIds: row.proposalIds,
        },
      ];
    });
    return { items };
  };
}
