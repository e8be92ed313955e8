import { Code, ConnectError } from "@connectrpc/connect";

export function notFound(what: string, id: string): ConnectError {
  return new ConnectError(`${what} ${id} not found`, Code.NotFound);
}

export function unimplemented(operation: string, issue: string): ConnectError {
  return new ConnectError(`${operation} is not implemented yet (${issue})`, Code.Unimplemented);
}
