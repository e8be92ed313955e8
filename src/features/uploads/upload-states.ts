// How an upload and its files are named on the page, and which states are final (ListManualUploads
// stops being asked then).
import { ManualUploadFileState, ManualUploadState } from "@/gen/rpc/v1/uploads_pb.js";
import type { BadgeTone } from "@/src/components/badge.js";

const finalStates = new Set([ManualUploadState.COMPLETED, ManualUploadState.FAILED, ManualUploadState.EXPIRED]);

export function isFinalUploadState(state: ManualUploadState): boolean {
  return finalStates.has(state);
}

// Files are moving or being read: worth asking again soon.
export function isUploadUnderWay(state: ManualUploadState): boolean {
  return state === ManualUploadState.UPLOADING || state === ManualUploadState.PROCESSING;
}

export const uploadStateLabels: Record<ManualUploadState, { label: string; tone: BadgeTone }> = {
  [ManualUploadState.UNSPECIFIED]: { label: "Unknown", tone: "neutral" },
  [ManualUploadState.WAITING_FOR_FILES]: { label: "Waiting for files", tone: "neutral" },
  [ManualUploadState.UPLOADING]: { label: "Uploading", tone: "sky" },
  [ManualUploadState.PROCESSING]: { label: "Processing", tone: "blue" },
  [ManualUploadState.COMPLETED]: { label: "Done", tone: "green" },
  [ManualUploadState.FAILED]: { label: "Failed", tone: "red" },
  [ManualUploadState.EXPIRED]: { label: "Expired", tone: "amber" },
};

export const fileStateLabels: Record<ManualUploadFileState, { label: string; tone: BadgeTone }> = {
  [ManualUploadFileState.UNSPECIFIED]: { label: "Unknown", tone: "neutral" },
  [ManualUploadFileState.RECEIVED]: { label: "Received", tone: "neutral" },
  [ManualUploadFileState.PROCESSING]: { label: "Reading", tone: "blue" },
  [ManualUploadFileState.PROCESSED]: { label: "Attributed", tone: "green" },
  [ManualUploadFileState.FAILED]: { label: "Failed", tone: "red" },
  [ManualUploadFileState.UNATTRIBUTED]: { label: "Not attributed", tone: "amber" },
};

export type UploadStage = "uploading" | "processing" | "done";

// Where an upload is on uploading → processing → done (a failed or expired upload is "done" too: the
// page says how it ended).
export function stageOf(state: ManualUploadState): UploadStage {
  if (state === ManualUploadState.PROCESSING) return "processing";
  if (isFinalUploadState(state)) return "done";
  return "uploading";
}
