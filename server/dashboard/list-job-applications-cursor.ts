// Opaque cursors for ListJobApplications: base64url of the (createdAt, id) key of an application,
// createdAt kept to the microsecond so that keyset comparisons in SQL are exact.
import { Code, ConnectError } from "@connectrpc/connect";

export interface ApplicationKey {
  // RFC 3339 UTC with six fractional digits, as the database renders it.
  createdAt: string;
  id: string;
}

const timePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(key: ApplicationKey): string {
  return Buffer.from(`${key.createdAt}|${key.id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): ApplicationKey {
  const [createdAt = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !timePattern.test(createdAt) || !uuidPattern.test(id)) {
    throw new ConnectError(`paging cursor "${cursor}" is not a cursor this service returned`, Code.InvalidArgument);
  }
  return { createdAt, id };
}
