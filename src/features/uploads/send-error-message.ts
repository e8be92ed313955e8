// What went wrong sending a batch, in words. Uppy's error for an assembly the processor refused names
// the processor's code ("Transloadit: Could not create Assembly: SIGNATURE_REUSE_DETECTED") and carries
// its message as `details`.
export function sendErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = (error as Error & { details?: unknown }).details;
  return typeof details === "string" && details !== "" ? `${error.message} (${details})` : error.message;
}
