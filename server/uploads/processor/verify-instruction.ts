// Checks an instruction as it reaches the processor, in this order: the signature over the params'
// exact bytes, then what the params say (the auth key, the expiry), then whether it names an upload
// still waiting for its files. Nothing is written here: the instruction is taken later, in one
// conditional update (assembly-repository.ts takeInstruction), once the files are in.
import type { Db } from "@/server/db/database.js";
import { parseInstructionParams } from "../instruction-params.js";
import type { ManualUploadRow } from "../uploads-repository.js";
import { paramsSignatureHolds } from "../upload-signature.js";
import { uploadStateNow } from "../upload-state.js";
import { uploadById } from "./assembly-repository.js";
import { ProcessorError, refusals } from "./processor-errors.js";

export interface VerifiedInstruction {
  upload: ManualUploadRow;
  nonce: string;
}

export async function verifyInstruction(
  db: Db,
  auth: { key: string; secret: string },
  params: string | undefined,
  signature: string | undefined,
): Promise<VerifiedInstruction> {
  if (params === undefined) throw refusals.noParams();
  if (signature === undefined || signature === "") throw refusals.noSignature();
  if (!paramsSignatureHolds(params, signature, auth.secret)) throw refusals.badSignature();
  const parsed = parseInstructionParams(params);
  if (!parsed.ok) throw new ProcessorError(400, parsed.error, parsed.message);
  if (parsed.authKey !== auth.key) throw refusals.unknownAuthKey(parsed.authKey);
  if (parsed.expires.getTime() <= Date.now()) throw refusals.expired(parsed.expires);
  const upload = await uploadById(db, parsed.uploadId);
  if (!upload || upload.nonce !== parsed.nonce) throw refusals.unknownUpload(parsed.uploadId);
  const state = uploadStateNow(upload, Date.now());
  if (state.state === "expired") throw refusals.expired(upload.expiresAt);
  if (state.state !== "waiting_for_files") throw refusals.reused();
  return { upload, nonce: parsed.nonce };
}
