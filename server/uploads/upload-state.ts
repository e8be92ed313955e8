// An upload's state as a caller should see it now. Two states follow from the clock rather than from a
// write: an instruction nobody used expires, and an upload whose files stopped arriving (a browser
// closed mid-batch) fails after an hour without a new file. The processor refuses files to both.
import type { ManualUploadRow } from "./uploads-repository.js";

export const UPLOAD_STALL_MS = 3_600_000;

export interface UploadStateNow {
  state: ManualUploadRow["state"];
  errorCode: string | null;
  errorMessage: string;
}

export function uploadStateNow(row: Pick<ManualUploadRow, "state" | "expiresAt" | "updatedAt" | "errorCode" | "errorMessage">, nowMs: number): UploadStateNow {
  if (row.state === "waiting_for_files" && row.expiresAt.getTime() <= nowMs) {
    return { state: "expired", errorCode: "AUTH_EXPIRED", errorMessage: "" };
  }
  if (row.state === "uploading" && row.updatedAt.getTime() + UPLOAD_STALL_MS <= nowMs) {
    return {
      state: "failed",
      errorCode: "UPLOAD_TIMEOUT",
      errorMessage: "the upload stopped: no file arrived for an hour before every expected file was in; upload the batch again",
    };
  }
  return { state: row.state, errorCode: row.errorCode, errorMessage: row.errorMessage };
}
