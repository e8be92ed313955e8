import type { Db } from "@/server/db/database.js";
import type { FileLinks } from "@/server/files/file-link-signature.js";

// What handlers get: the database and the signer of file links. Nothing else is global.
export interface Deps {
  db: Db;
  // Makes the signed, expiring links to documents and face images that answers carry
  // (files/file-link-signature.ts); the files route checks them. Under the same key it signs the
  // service's other tokens: the match lists' paging cursors (matching/match-cursor.ts).
  fileLinks: FileLinks;
}
