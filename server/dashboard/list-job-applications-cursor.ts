// Opaque cursors for ListJobApplications: base64url of the (createdAt, id) key of an application,
// createdAt kept to the microsecond so that keyset comparisons in SQL are exact.
import { Code, ConnectError } from "@connectrpc/connect";
import { CURSOR_TIME_PATTERN, UUID_PATTERN } from "@/server/db/cursor-keys.js";

export interface ApplicationKey {
  // RFC 3339 UTC with six fractional digits, as the database renders it.
  createdAt: string;
  id: string;
}

const timePattern = new RegExp(`^${CURSOR_TIME_PATTERN}$`);
const uuidPattern = new RegExp(`^${UUID_PATTERN}$`, "i");

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
