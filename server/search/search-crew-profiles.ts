// SearchCrewProfiles: the organization's crew profiles by a query and filters, in search order, cursor
// paged (README-decisions.md, "Crew-profile search"). The index picks the page and counts the
// matches (profile-search.ts); the page's profiles are then read as they are now (a profile deleted
// since is left out), with their ranks, vessel types, valid certificates, face image and applications.
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import type { CrewProfileSearchItemSchema, SearchCrewProfilesRequest, SearchCrewProfilesResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { decodeProfileCursor, encodeProfileCursor, scopeDigest, type ProfileCursor, type ProfilePosition } from "./profile-cursor.js";
import { certificatesHeld, ranksHeld, vesselTypesSailed } from "./profile-document.js";
import { searchProfiles, type ProfileFilter } from "./profile-search.js";
import { readProfiles, type ProfileRecord } from "./profile-search-repository.js";

const defaultPageSize = 20;

export function searchCrewProfiles(deps: Deps) {
  return async (req: SearchCrewProfilesRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof SearchCrewProfilesResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const today = new Date().toISOString().slice(0, 10);
    const filter: ProfileFilter = {
      organizationId,
      query: req.query,
      ranks: req.rankValues,
      vesselTypes: req.vesselTypes,
      nationalities: req.nationalitiesIso31661,
      certificates: req.certificateValues,
      today,
    };
    const scope = scopeDigest(filter);
    const afterCursor = req.paging?.afterCursor ?? "";
    const beforeCursor = req.paging?.beforeCursor ?? "";
    if (afterCursor !== "" && beforeCursor !== "") throw new ConnectError("give paging.afterCursor or paging.beforeCursor, not both", Code.InvalidArgument);
    const sign = deps.fileLinks.tokenSignature;
    let cursor: ProfileCursor | undefined;
    if (afterCursor !== "") cursor = decodeProfileCursor(sign, organizationId, scope, afterCursor);
    if (beforeCursor !== "") cursor = decodeProfileCursor(sign, organizationId, scope, beforeCursor);
    if (cursor && cursor.direction !== (afterCursor !== "" ? "after" : "before")) {
      throw new ConnectError(
        `that cursor pages ${cursor.direction === "after" ? "forward: send it as paging.afterCursor" : "back: send it as paging.beforeCursor"}`,
        Code.InvalidArgument,
      );
    }

    const size = req.pageSize > 0 ? req.pageSize : defaultPageSize;
    const hits = await searchProfiles(deps.db, filter, cursor, size);
    const profiles = await readProfiles(
      deps.db,
      organizationId,
      hits.positions.map((position) => position.id),
    );
    const positions = hits.positions;
    const first = positions[0];
    const last = positions[positions.length - 1];
    const encode = (direction: ProfileCursor["direction"], position: ProfilePosition, inclusive = false) =>
      encodeProfileCursor(sign, organizationId, scope, { direction, inclusive, position });
    // Paging forward: more lies after the page when it read one row more; something lies before it when
    // a row is on the cursor's side. Back: the mirror. An empty page (its rows gone since) points back at
    // the cursor's own position, that row included.
    const forward = cursor?.direction !== "before";
    const hasAfter = forward ? hits.more : hits.beyond;
    const hasBefore = forward ? hits.beyond : hits.more;
    const nextCursor = !hasAfter ? "" : last ? encode("after", last) : encode("after", cursor!.position, true);
    const previousCursor = !hasBefore ? "" : first ? encode("before", first) : encode("before", cursor!.position, true);
    return {
      items: profiles.map((profile) => itemOf(deps, profile, today, hits.textMatch(profile))),
      paging: { nextCursor, previousCursor },
      totalFound: BigInt(hits.total),
      totalFoundCapped: hits.capped,
    };
  };
}

function itemOf(deps: Deps, profile: ProfileRecord, today: string, textMatch: string): MessageInitShape<typeof CrewProfileSearchItemSchema> {
  const valid = new Set(profile.certificates.filter((held) => held.expiresOn === null || held.expiresOn >= today).map((held) => held.certificate));
  return {
    id: profile.id,
    givenName: profile.givenName ?? "",
    familyName: profile.familyName ?? "",
    primaryEmail: profile.primaryEmail,
    nationalityIso31661: profile.nationality ?? "",
    latestRank: profile.service[0]?.rankValues[0] ?? "",
    rankValues: ranksHeld(profile),
    vesselTypes: vesselTypesSailed(profile),
    certificateValues: certificatesHeld(profile).filter((value) => valid.has(value)),
    textMatch,
    faceImageUrl: deps.fileLinks.link(profile.faceImage, profile.organizationId),
    createdAt: timestampFromDate(profile.createdAt),
    applicationCount: BigInt(profile.applicationCount),
  };
}
