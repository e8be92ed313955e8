// The processor's refusals, in Transloadit's error shape: an HTTP status, an error code (the codes of
// Transloadit's API where one fits) and a message a developer can act on.
export class ProcessorError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const refusals = {
  notMultipart: () =>
    new ProcessorError(400, "INVALID_FORM_DATA", "POST /assemblies takes multipart/form-data with the fields params and signature, then the files"),
  noParams: () => new ProcessorError(400, "NO_PARAMS_FIELD", "the form has no params field: send the instruction's params, as its exact text"),
  noSignature: () => new ProcessorError(403, "NO_SIGNATURE_FIELD", "the form has no signature field: send the instruction's signature beside its params"),
  fileBeforeParams: () =>
    new ProcessorError(
      400,
      "INVALID_FORM_DATA",
      "params and signature must come before the files in the form (curl: give -F params=... -F signature=... first)",
    ),
  badSignature: () =>
    new ProcessorError(
      403,
      "INVALID_SIGNATURE",
      "the signature does not match params: send params byte for byte as CreateManualUpload returned it (no pretty-printing, no re-encoding)",
    ),
  unknownAuthKey: (key: string) => new ProcessorError(403, "GET_ACCOUNT_UNKNOWN_AUTH_KEY", `params.auth.key "${key}" is not this processor's key`),
  expired: (at: Date) => new ProcessorError(403, "AUTH_EXPIRED", `the instruction expired at ${at.toISOString()}: ask CreateManualUpload for a new one`),
  reused: () =>
    new ProcessorError(403, "SIGNATURE_REUSE_DETECTED", "this instruction was already used: every batch needs a new instruction from CreateManualUpload"),
  unknownUpload: (id: string) => new ProcessorError(404, "UPLOAD_NOT_FOUND", `manual upload ${id} does not exist`),
  badExpectedCount: (text: string, max: number) =>
    new ProcessorError(400, "INVALID_FORM_DATA", `num_expected_upload_files must be a whole number from 1 to ${max}, got "${text}"`),
  noFiles: () => new ProcessorError(400, "NO_FILES", "the batch has no files: add them to the form, or give num_expected_upload_files and send them with tus"),
  tooManyFiles: (max: number) => new ProcessorError(413, "MAX_NUMBER_OF_FILES_EXCEEDED", `a batch holds at most ${max} files`),
  fileTooLarge: (name: string, max: number) =>
    new ProcessorError(413, "MAX_FILE_SIZE_EXCEEDED", `"${name}" is larger than ${max} bytes, the most one file may be`),
  batchTooLarge: (max: number) => new ProcessorError(413, "MAX_SIZE_EXCEEDED", `the batch is larger than ${max} bytes, the most one batch may be`),
  assemblyNotFound: () => new ProcessorError(404, "ASSEMBLY_NOT_FOUND", "no assembly has this id"),
};
