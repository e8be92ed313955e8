// The version the whole-answer caches of ListDocumentRequests, ListDocumentRequestProgress and
// GetOneDocumentRequest keep their answers under: the organization's document_request_versions row,
// which the triggers of migrations 0032 and 0039 move in the transaction of every write to what those
// answers read. Read before an answer is built and the answer stored under it
// (rpc/cached-whole-answer.ts), so a write the build did not see has moved it by the next call. Writes
// to anything else (matches, search entries, the job queue) leave it where it is, so a busy service
// keeps answering from the cache.
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/database.js";
import { preparedQuery } from "@/server/db/prepared.js";
import { documentRequestVersions } from "@/server/db/schema.js";

const versionOfOrganization = preparedQuery("document_request_version_of_org", (db) =>
  db
    .select({ version: documentRequestVersions.version })
    .from(documentRequestVersions)
    .where(eq(documentRequestVersions.organizationId, sql.placeholder("organizationId"))),
);

export async function documentRequestVersion(db: Db, organizationId: string): Promise<string> {
  const [row] = await versionOfOrganization(db, { organizationId });
  // No row: nothing written since the migration that made the table.
  return String(row?.version ?? 0);
}
