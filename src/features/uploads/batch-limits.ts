// What one upload accepts (from its instruction) and the check of a batch against it, made before
// anything is sent: the processor would refuse the whole batch for one file too many or too large,
// and store a file of another type only to fail it.
import type { CreateManualUploadResponse } from "@/gen/rpc/v1/uploads_pb.js";
import { counted } from "./counted.js";
import { formatBytes, formatBytesBeside } from "@/src/lib/file-size.js";
import { typeList, typeName } from "./file-kinds.js";

export interface BatchLimits {
  maxFileCount: number;
  maxFileSizeBytes: number;
  maxTotalSizeBytes: number;
  allowedContentTypes: string[];
}

export interface CheckedFile {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

export interface BatchCheck {
  // Why a file would be refused, by its key.
  refusedFiles: Map<string, string>;
  // What refuses the batch as a whole (too many files, too many bytes).
  batchRefusals: string[];
}

// The limits are int64 in the answer (bigint here); they are far below 2^53.
export function limitsOf(instruction: CreateManualUploadResponse): BatchLimits {
  return {
    maxFileCount: Number(instruction.maxFileCount),
    maxFileSizeBytes: Number(instruction.maxFileSizeBytes),
    maxTotalSizeBytes: Number(instruction.maxTotalSizeBytes),
    allowedContentTypes: instruction.allowedContentTypes,
  };
}

export function checkBatch(files: readonly CheckedFile[], limits: BatchLimits): BatchCheck {
  const refusedFiles = new Map<string, string>();
  for (const file of files) {
    if (!limits.allowedContentTypes.includes(file.contentType)) {
      refusedFiles.set(file.key, `${typeName(file.contentType, file.name)}: the service reads only ${typeList(limits.allowedContentTypes)} files`);
    } else if (file.size > limits.maxFileSizeBytes) {
      refusedFiles.set(file.key, `Larger than ${formatBytes(limits.maxFileSizeBytes)}, the most one file may be`);
    }
  }
  const batchRefusals: string[] = [];
  if (files.length > limits.maxFileCount) {
    const over = files.length - limits.maxFileCount;
    batchRefusals.push(
      `${counted(files.length, "file")}: one upload takes at most ${limits.maxFileCount.toLocaleString("en-US")}. Remove ${counted(over, "file")}, or upload them in another batch.`,
    );
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > limits.maxTotalSizeBytes) {
    batchRefusals.push(
      `${formatBytesBeside(total, limits.maxTotalSizeBytes)} in all: one upload takes at most ${formatBytes(limits.maxTotalSizeBytes)}. Remove some files, or upload them in two batches.`,
    );
  }
  return { refusedFiles, batchRefusals };
}

export function isRefused(check: BatchCheck): boolean {
  return check.refusedFiles.size > 0 || check.batchRefusals.length > 0;
}

// "PDF, JPEG, PNG, TIFF, WebP or HEIC; up to 200 files, 50 MB each, 1 GB in all".
export function describeLimits(limits: BatchLimits): string {
  return `${typeList(limits.allowedContentTypes)}; up to ${counted(limits.maxFileCount, "file")}, ${formatBytes(limits.maxFileSizeBytes)} each, ${formatBytes(limits.maxTotalSizeBytes)} in all`;
}
