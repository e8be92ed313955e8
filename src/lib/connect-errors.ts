import { Code, ConnectError } from "@connectrpc/connect";

export interface ErrorDescription {
  title: string;
  advice: string;
  // snake_case Connect code, as on the wire
  code: string;
  message: string;
}

const plainWords: Partial<Record<Code, [string, string]>> = {
  [Code.NotFound]: ["Not found", "It may have been removed, or the link is wrong."],
  [Code.PermissionDenied]: ["No permission", "Your API key is not allowed to read this."],
  [Code.Unauthenticated]: ["Not signed in", "The API key was not accepted. Sign in again."],
  [Code.DeadlineExceeded]: ["Timed out", "The service took too long to answer. Try again."],
  [Code.Unavailable]: ["Service down", "The service cannot be reached right now. Try again in a moment."],
  [Code.Unimplemented]: ["Not available yet", "The service does not offer this yet."],
  [Code.InvalidArgument]: ["Invalid request", "The service rejected what was asked."],
  [Code.ResourceExhausted]: ["Too many requests", "Wait a moment and try again."],
  [Code.Internal]: ["Service error", "Something went wrong in the service. Try again."],
  [Code.Canceled]: ["Cancelled", "The request was cancelled."],
};

export function codeName(code: Code): string {
  return (Code[code] ?? "unknown").replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase();
}

export function describeError(error: unknown): ErrorDescription {
  const connectError = ConnectError.from(error);
  const [title, advice] = plainWords[connectError.code] ?? ["Something went wrong", "Try again."];
  return { title, advice, code: codeName(connectError.code), message: connectError.rawMessage };
}

// Codes that answer the same however often the same request is sent: retrying them cannot help.
const finalCodes = new Set([Code.NotFound, Code.PermissionDenied, Code.Unauthenticated, Code.InvalidArgument, Code.Unimplemented]);

export function canRetry(error: unknown): boolean {
  return !(error instanceof ConnectError && finalCodes.has(error.code));
}

// A read of one record by its id: not_found, or invalid_argument for an id that is not one (the service
// validates ids), both mean there is no such record.
export function isMissingRecord(error: unknown): boolean {
  return error instanceof ConnectError && (error.code === Code.NotFound || error.code === Code.InvalidArgument);
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ConnectError && error.code === Code.Unauthenticated;
}

// A service that does not offer an operation yet (an older deployment, or one still being built)
// answers `unimplemented`: the views say so in a quiet line instead of an error panel with nothing to
// retry.
export function isUnimplemented(error: unknown): boolean {
  return error instanceof ConnectError && error.code === Code.Unimplemented;
}
