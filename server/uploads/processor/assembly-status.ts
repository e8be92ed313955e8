// An assembly's status, in the shape Transloadit answers and @uppy/transloadit reads
// (shared/notes/upload-processor.md §1–2): `ok` (or `error` and `message` once failed), the URLs the
// plugin follows, `uploads` and `results` (always present), and the counters. The assembly is complete
// once every file is stored; what the document pipeline makes of them is ListManualUploads' to say,
// so the status names the upload (`crew_upload_id`).
import { extname } from "node:path";
import type { ManualUploadFileRow, ManualUploadRow } from "../uploads-repository.js";
import { uploadStateNow } from "../upload-state.js";

export interface ProcessorUrls {
  // The processor's public base URL (upload_url), without a trailing slash.
  base: string;
}

export const tusPath = "/resumable/files";

export function assemblyUrl(urls: ProcessorUrls, assemblyId: string): string {
  return `${urls.base}/assemblies/${assemblyId}`;
}

export function tusUploadUrl(urls: ProcessorUrls, fileId: string): string {
  return `${urls.base}${tusPath}/${fileId}`;
}

export function assemblyStatus(urls: ProcessorUrls, upload: ManualUploadRow, files: ManualUploadFileRow[]) {
  const assemblyId = upload.assemblyId ?? "";
  const url = assemblyUrl(urls, assemblyId);
  const state = uploadStateNow(upload, Date.now());
  const expected = upload.expectedFileCount ?? files.length;
  const uploads = files.map((file) => {
    const ext = extname(file.name).slice(1);
    const tus = file.viaTus;
    return {
      id: file.id,
      name: file.name,
      basename: ext ? file.name.slice(0, -(ext.length + 1)) : file.name,
      ext,
      size: file.sizeBytes,
      mime: file.contentType,
      type: file.contentType.split("/")[0],
      md5hash: file.md5,
      field: "file",
      original_id: file.id,
      is_tus_file: tus,
      tus_upload_url: tus ? tusUploadUrl(urls, file.id) : null,
    };
  });
  const base = {
    assembly_id: assemblyId,
    assembly_url: url,
    assembly_ssl_url: url,
    // Server-sent events are not offered: this answers 204, and the plugin polls the status instead.
    websocket_url: `${urls.base}/ws`,
    update_stream_url: `${urls.base}/ws?assembly=${assemblyId}`,
    tus_url: `${urls.base}${tusPath}/`,
    uploads,
    results: uploads.length > 0 && files.length === expected ? { ":original": uploads } : {},
    fields: { upload_id: upload.id },
    crew_upload_id: upload.id,
    num_expected_upload_files: expected,
    bytes_received: files.reduce((sum, file) => sum + file.sizeBytes, 0),
    execution_start: upload.createdAt.toISOString(),
    last_job_completed: files.length === expected ? upload.updatedAt.toISOString() : null,
  };
  if (state.state === "failed" || state.state === "expired") {
    return { ...base, error: state.errorCode ?? "ASSEMBLY_FAILED", message: state.errorMessage || "the upload was refused" };
  }
  if (state.state === "uploading") return { ...base, ok: "ASSEMBLY_UPLOADING" };
  return { ...base, ok: "ASSEMBLY_COMPLETED" };
}
