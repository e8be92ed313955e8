// Sends one batch to the upload processor with the unmodified @uppy/transloadit plugin (tus under it).
// The upload page loads this module with import() when a batch is sent, so Uppy is downloaded with the
// upload route only, never with the first page. One Uppy per batch, destroyed after it: the plugin's
// service (the processor's address) is fixed when it is made, and each batch has an instruction of its
// own, used once.
import Uppy from "@uppy/core";
import Transloadit, { type AssemblyResponse } from "@uppy/transloadit";

export interface BatchInstruction {
  // The processor's base URL: the plugin posts to `{uploadUrl}/assemblies`.
  uploadUrl: string;
  // The signed JSON text, handed over as the string it is: the signature covers its exact bytes, and
  // the plugin sends a string verbatim (an object would be serialised again).
  params: string;
  signature: string;
}

export interface BatchFile {
  key: string;
  file: File;
  contentType: string;
}

export interface BatchProgress {
  onProgress(key: string, sentBytes: number, totalBytes: number): void;
}

export interface BatchOutcome {
  // Files that did not reach the processor, with why.
  failed: { key: string; message: string }[];
}

export async function sendBatch(instruction: BatchInstruction, files: readonly BatchFile[], progress: BatchProgress): Promise<BatchOutcome> {
  const uppy = new Uppy({ autoProceed: false });
  uppy.use(Transloadit, {
    service: instruction.uploadUrl,
    assemblyOptions: { params: instruction.params, signature: instruction.signature },
    // The processor's answer says only that the files arrived; what the pipeline makes of them is
    // ListManualUploads' to say, and the page asks it.
    waitForEncoding: false,
    errorReporting: false,
  });
  // The plugin reports every error to transloaditstatus.com, even with errorReporting off: nothing
  // about a recruiter's upload leaves for a third party.
  const plugin = uppy.getPlugin("Transloadit");
  if (plugin) plugin.client.submitError = async () => ({}) as AssemblyResponse;

  const keys = new Map<string, string>();
  for (const { key, file, contentType } of files) {
    const id = uppy.addFile({ name: file.name, type: contentType || file.type, data: file, source: "Local" });
    keys.set(id, key);
  }
  uppy.on("upload-progress", (file, sent) => {
    const key = file ? keys.get(file.id) : undefined;
    if (key) progress.onProgress(key, sent.bytesUploaded, sent.bytesTotal ?? file?.size ?? 0);
  });
  try {
    const result = await uppy.upload();
    return {
      failed: (result?.failed ?? []).map((file) => ({ key: keys.get(file.id) ?? file.id, message: String(file.error ?? "not sent") })),
    };
  } finally {
    uppy.destroy();
  }
}
