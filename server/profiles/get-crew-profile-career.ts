import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import { GetCrewProfileCareerResponseSchema, type GetCrewProfileCareerRequest } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import { AnswerCache, keptCompressors } from "@/server/rpc/answer-cache.js";
import { cachedWholeAnswer } from "@/server/rpc/cached-whole-answer.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { findCrewProfileCareer } from "./crew-profile-career-repository.js";
import { crewProfileCareerVersion } from "./crew-profile-career-version.js";
import { toDocumentExtraction } from "./document-extraction.js";
import { extractionFromJson, type ExtractionJson } from "./extraction-repository.js";

// The extracted facts ListCrewProfilesByApplicationIDs does not carry: the crew member's sea service,
// work ashore and certificates, each with the extraction (snippet, page, reasoning, document) behind it.
//
// A recruiter opens the same people again and again between writes, and the answer is large enough to
// be compressed on every call (about 15 kB of JSON at the bench's large scale) and built from one
// extraction lookup per record: so its JSON is kept whole per profile in an answer cache
// (rpc/answer-cache.ts), with its compressed copies, under the profile's career version
// (crew-profile-career-version.ts: moved by every write to what a career shows), read before every
// call. ARCHITECTURE.md "What each speed-up saves" has the figures.
export function getCrewProfileCareer(deps: Deps) {
  const cache = new AnswerCache({
    maxBytes: maxCachedBytes,
    // A career's extractions carry no file link today; half a link's lifetime keeps that safe if one does.
    maxAgeMs: (deps.fileLinks.ttlSeconds * 1000) / 2,
    compressors: keptCompressors,
  });
  return async (req: GetCrewProfileCareerRequest, ctx: HandlerContext) => {
    const { organizationId } = principalOf(ctx);
    return cachedWholeAnswer(ctx, cache, {
      schema: GetCrewProfileCareerResponseSchema,
      key: `${organizationId}/${req.crewProfileId}`,
      version: async () => {
        const version = await crewProfileCareerVersion(deps.db, organizationId, req.crewProfileId);
        // Another organization's profile answers exactly as a missing one.
        if (version === undefined) throw notFound("crew profile", req.crewProfileId);
        return version;
      },
      build: () => careerAnswer(deps, organizationId, req.crewProfileId),
    });
  };
}

// Some 800 careers: at the bench's large scale, 15 kB of JSON each and about 3 kB a compressed copy.
const maxCachedBytes = 16 * 1024 * 1024;

async function careerAnswer(deps: Deps, organizationId: string, crewProfileId: string): Promise<MessageInitShape<typeof GetCrewProfileCareerResponseSchema>> {
  const career = await findCrewProfileCareer(deps.db, organizationId, crewProfileId);
  if (!career) throw notFound("crew profile", crewProfileId);
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
}
