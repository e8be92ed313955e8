import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetCrewProfileCareerRequest, GetCrewProfileCareerResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { findCrewProfileCareer } from "./crew-profile-career-repository.js";
import { toDocumentExtraction } from "./document-extraction.js";
import { extractionFromJson, type ExtractionJson } from "./extraction-repository.js";

// The extracted facts ListCrewProfilesByApplicationIDs does not carry: the crew member's sea service,
// work ashore and certificates, each with the extraction (snippet, page, reasoning, document) behind it.
export function getCrewProfileCareer(deps: Deps) {
  return async (req: GetCrewProfileCareerRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof GetCrewProfileCareerResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const career = await findCrewProfileCareer(deps.db, organizationId, req.crewProfileId);
    // Another organization's profile answers exactly as a missing one.
    if (!career) throw notFound("crew profile", req.crewProfileId);
    const linkOf = (storedUrl: string) => deps.fileLinks.link(storedUrl, organizationId);
    const extraction = (json: ExtractionJson | null) => (json ? toDocumentExtraction(extractionFromJson(json), linkOf) : undefined);
    return {
      seaService: career.seaService.map((record) => ({
        ...record,
        vesselType: record.vesselType ?? "",
        vesselFlag: record.vesselFlag ?? "",
        signOff: record.signOff ?? "",
        extraction: extraction(record.extraction),
      })),
      onLandWork: career.onLandWork.map((record) => ({ ...record, endDate: record.endDate ?? "", extraction: extraction(record.extraction) })),
      certificates: career.certificates.map((certificate) => ({
        ...certificate,
        issuingCountry: certificate.issuingCountry ?? "",
        issuedOn: certificate.issuedOn ?? "",
        expiresOn: certificate.expiresOn ?? "",
        extraction: extraction(certificate.extraction),
      })),
    };
  };
}
