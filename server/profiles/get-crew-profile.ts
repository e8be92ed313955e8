import { create, fromJsonString } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import {
  CrewProfileSchema,
  GetCrewProfileResponseSchema,
  type CrewProfileJson,
  type GetCrewProfileRequest,
  type GetCrewProfileResponse,
} from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { profileJsonOf } from "./crew-profile-json.js";
import { findCrewProfile } from "./get-crew-profile-repository.js";

// A crew profile by its own id, applied or not: the crew member's page for someone who never applied,
// and the name of each person an upload found. The profile's fields are rendered by the code that
// renders them in ListCrewProfilesByApplicationIDs (crew-profile-json.ts), face image link included.
export function getCrewProfile(deps: Deps) {
  return async (req: GetCrewProfileRequest, ctx: HandlerContext): Promise<GetCrewProfileResponse> => {
    const { organizationId } = principalOf(ctx);
    const row = await findCrewProfile(deps.db, organizationId, req.crewProfileId);
    // Another organization's profile answers exactly as a missing one.
    if (!row) throw notFound("crew profile", req.crewProfileId);
    const linkOf = (storedUrl: string) => deps.fileLinks.link(storedUrl, organizationId);
    const json: CrewProfileJson = {
      ...profileJsonOf(row, linkOf),
      applicationCount: String(row.applicationCount),
      latestJobApplicationId: row.latestApplicationId ?? "",
    };
    // Answered as a message (one profile: not worth an answer cache, ARCHITECTURE.md "Answer paths");
    // through JSON text, as fromJson refuses the undefined of an absent field.
    return create(GetCrewProfileResponseSchema, { crewProfile: fromJsonString(CrewProfileSchema, JSON.stringify(json)) });
  };
}
