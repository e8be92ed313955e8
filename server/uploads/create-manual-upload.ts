// CreateManualUpload: a new manual upload and its signed, single-use instruction (README, "Uploading
// documents"). The permission is the gate's business (auth/request-gate.ts: permission_denied without
// service:documents:write); here: the posting, when one is named, must be the caller's and open.
import { randomUUID } from "node:crypto";
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import type { CreateManualUploadRequest, CreateManualUploadResponseSchema } from "@/gen/rpc/v1/uploads_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { instructionParamsText } from "./instruction-params.js";
import { acceptedContentTypes } from "./upload-config.js";
import { signParams } from "./upload-signature.js";
import { findPostingState, insertManualUpload } from "./uploads-repository.js";

export function createManualUpload(deps: Deps) {
  const { uploads } = deps;
  return async (req: CreateManualUploadRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof CreateManualUploadResponseSchema>> => {
    const principal = principalOf(ctx);
    const jobPostingId = req.jobPostingId === "" ? null : req.jobPostingId.toLowerCase();
    if (jobPostingId !== null) {
      const state = await findPostingState(deps.db, principal.organizationId, jobPostingId);
      if (state === undefined) throw notFound("job posting", req.jobPostingId);
      if (state !== "open") {
        throw new ConnectError(`job posting ${req.jobPostingId} is closed: candidates can be uploaded to open postings only`, Code.FailedPrecondition);
      }
    }
    const id = randomUUID();
    const nonce = randomUUID();
    // Whole seconds, so that the params text and expires_at say the same instant.
    const expiresAt = new Date(Math.ceil(Date.now() / 1000 + uploads.instructionTtlSeconds) * 1000);
    const { limits } = uploads;
    await insertManualUpload(deps.db, { id, organizationId: principal.organizationId, jobPostingId, apiKeyId: principal.keyId, nonce, expiresAt, limits });
    const params = instructionParamsText({ authKey: uploads.authKey, expiresAt, nonce, uploadId: id, limits });
    return {
      uploadUrl: uploads.processorUrl,
      params,
      signature: signParams(params, uploads.authSecret),
      expiresAt: timestampFromDate(expiresAt),
      uploadId: id,
      maxFileCount: BigInt(limits.maxFileCount),
      maxFileSizeBytes: BigInt(limits.maxFileSizeBytes),
      maxTotalSizeBytes: BigInt(limits.maxTotalSizeBytes),
      allowedContentTypes: [...acceptedContentTypes],
    };
  };
}
