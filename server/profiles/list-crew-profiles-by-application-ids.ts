// ListCrewProfilesByApplicationIDs: the candidates behind applications, as list items. Items are
// rendered as JSON straight from the rows and kept in an answer cache under their rows' versions
// (list-item-cache.ts says which rule keeps them valid, and what it saves).
import type { HandlerContext } from "@connectrpc/connect";
import {
  ListCrewProfilesByApplicationIDsResponseSchema,
  type CrewProfileListItemJson,
  type ListCrewProfilesByApplicationIDsRequest,
  type ListCrewProfilesByApplicationIDsResponse,
} from "@/gen/rpc/v1/crew_profiles_pb.js";
import { entrySourceJsonOf } from "@/server/applications/entry-source.js";
import { jobPostingMatchJsonOf } from "@/server/matching/job-posting-match-json.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { answerFromJson } from "@/server/rpc/rendered-json-answer.js";
import { timestampJsonFromText } from "@/server/rpc/timestamp-text.js";
import { findApplicationProfiles, type ApplicationProfile } from "./crew-profile-repository.js";
import { createListItemCache, listItemKey } from "./list-item-cache.js";
import type { FileLinkOf } from "./document-extraction.js";
import { profileJsonOf, type ProfileJson } from "./crew-profile-json.js";

const utf8 = new TextEncoder();
const itemsOpen = utf8.encode('{"items":[');
const comma = utf8.encode(",");
const itemsClose = utf8.encode("]}");

// One item per requested application of the caller's organization, in request order, each id once.
// Ids of other organizations and unknown ids are simply absent.
export function listCrewProfilesByApplicationIds(deps: Deps) {
  const cache = createListItemCache(deps.fileLinks.ttlSeconds);
  return async (req: ListCrewProfilesByApplicationIDsRequest, ctx: HandlerContext): Promise<ListCrewProfilesByApplicationIDsResponse> => {
    const { organizationId } = principalOf(ctx);
    const ids = [...new Set(req.ids.map((id) => id.toLowerCase()))];
    // Taken before the query: the database vouches for these versions, and another call may replace
    // an entry while this one waits.
    const held = new Map(ids.map((id) => [id, cache.get(listItemKey(organizationId, id))]));
    const knownVersions = ids.map((id) => held.get(id)?.version ?? null);
    const rows = await findApplicationProfiles(deps.db, organizationId, ids, knownVersions);
    const jsonById = new Map<string, Uint8Array>();
    const linkOf = (storedUrl: string) => deps.fileLinks.link(storedUrl, organizationId);
    for (const { applicationId, version, profile } of rows) {
      if (profile === null) {
        const item = held.get(applicationId);
        if (item?.version !== version) throw new Error(`no rendered item of version ${version} for application ${applicationId}`);
        jsonById.set(applicationId, item.json);
      } else {
        const json = utf8.encode(JSON.stringify(listItemJsonOf(profile, linkOf)));
        cache.set(listItemKey(organizationId, applicationId), version, json);
        jsonById.set(applicationId, json);
      }
    }
    // Written as JSON straight from the rows (rpc/rendered-json-answer.ts): through messages and
    // protobuf-es's JSON writer, it was the costliest part of this read for the service. Each item is
    // JSON.stringify's text of its ListItemJson, so these bytes are JSON.stringify's text of the
    // answer, in UTF-8 (list-item-cache.ts says why bytes).
    const parts: Uint8Array[] = [itemsOpen];
    for (const id of ids) {
      const json = jsonById.get(id);
      if (json === undefined) continue;
      if (parts.length > 1) parts.push(comma);
      parts.push(json);
    }
    parts.push(itemsClose);
    return answerFromJson(ctx, ListCrewProfilesByApplicationIDsResponseSchema, parts);
  };
}

// The list item as the JSON connect writes for a CrewProfileListItem: the profile's own fields
// (crew-profile-json.ts), then the application's. Every field that the message always carries is
// required here, so a field added to the message is a type error until it is written.
type AbsentWhenUnset = "archivedAt" | "sourceId" | "jobPostingMatch";
type ListItemJson = ProfileJson & Required<Omit<CrewProfileListItemJson, keyof ProfileJson | AbsentWhenUnset>> & Pick<CrewProfileListItemJson, AbsentWhenUnset>;

function listItemJsonOf(p: ApplicationProfile, linkOf: FileLinkOf): ListItemJson {
  const { primaryPhoneE164, proposalIds, ...leading } = profileJsonOf(p, linkOf);
  // In the message's field order, as protobuf-es writes it.
  return {
    ...leading,
    applicationId: p.applicationId,
    pipelineStageId: p.pipelineStageId,
    isArchived: p.isArchived,
    archivedAt: p.archivedAt === null ? undefined : timestampJsonFromText(p.archivedAt),
    submissionCount: String(p.submissionCount),
    documentSetId: p.documentSetId,
    documentCount: String(p.documentCount),
    primaryPhoneE164,
    source: entrySourceJsonOf(p.source),
    sourceId: p.sourceId ?? undefined,
    jobPostingMatch: p.match === null ? undefined : jobPostingMatchJsonOf(p.match),
    proposalIds,
  };
}
