import { Code, ConnectError } from "@connectrpc/connect";

// A service that does not offer matching yet (an older deployment) answers `unimplemented`: the views say
// so in a quiet line instead of an error panel with nothing to retry.
export function isUnimplemented(error: unknown): boolean {
  return error instanceof ConnectError && error.code === Code.Unimplemented;
}
