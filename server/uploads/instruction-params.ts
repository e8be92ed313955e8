// The params of an upload instruction: the JSON text CreateManualUpload signs and the processor
// verifies, in Transloadit's shape so that a hosted Transloadit-compatible service could take it too
// (README, "Uploading documents"). What the local processor relies on: auth.key, auth.expires (ISO
// 8601), auth.nonce (single use), auth.max_size and auth.max_number_of_files, and fields.upload_id,
// the manual upload it belongs to. The steps say the same limits as Transloadit robots: the filter
// declines a file over the size or of another type, and the store keeps what passed.
import { z } from "zod";
import { acceptedContentTypes, type UploadLimits } from "./upload-config.js";

export interface InstructionParams {
  authKey: string;
  expiresAt: Date;
  nonce: string;
  uploadId: string;
  limits: UploadLimits;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

// The exact text to sign: written once here, never re-serialized after signing.
export function instructionParamsText(params: InstructionParams): string {
  const { limits } = params;
  return JSON.stringify({
    auth: {
      key: params.authKey,
      expires: params.expiresAt.toISOString(),
      nonce: params.nonce,
      max_size: limits.maxTotalSizeBytes,
      max_number_of_files: limits.maxFileCount,
    },
    steps: {
      accepted: {
        robot: "/file/filter",
        use: ":original",
        accepts: [
          ["${file.size}", "<=", limits.maxFileSizeBytes],
          ["${file.mime}", "regex", `^(${acceptedContentTypes.map(escapeRegex).join("|")})$`],
        ],
        condition_type: "and",
        error_on_decline: true,
      },
    },
    fields: { upload_id: params.uploadId },
  });
}

const paramsSchema = z.object({
  auth: z.object({
    key: z.string().min(1),
    expires: z.string().min(1),
    nonce: z.string().min(1),
  }),
  fields: z.object({ upload_id: z.uuid() }),
});

export type ParsedParams = { ok: true; authKey: string; expires: Date; nonce: string; uploadId: string } | { ok: false; error: string; message: string };

// What the processor needs of a params text (its signature already verified over these bytes).
export function parseInstructionParams(text: string): ParsedParams {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: "INVALID_PARAMS_FIELD", message: "params is not a JSON document: send the instruction's params text as it was given" };
  }
  const expires = (json as { auth?: { expires?: unknown } } | null)?.auth?.expires;
  if (expires === undefined) return { ok: false, error: "NO_AUTH_EXPIRES_PARAMETER", message: "params.auth.expires is missing" };
  const parsed = paramsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: "INVALID_PARAMS_FIELD", message: `params.${issue.path.join(".")}: ${issue.message}` };
  }
  const expiresAt = new Date(parsed.data.auth.expires);
  if (Number.isNaN(expiresAt.getTime())) {
    return { ok: false, error: "INVALID_AUTH_EXPIRES_PARAMETER", message: `params.auth.expires "${parsed.data.auth.expires}" is not a date` };
  }
  return { ok: true, authKey: parsed.data.auth.key, expires: expiresAt, nonce: parsed.data.auth.nonce, uploadId: parsed.data.fields.upload_id };
}
