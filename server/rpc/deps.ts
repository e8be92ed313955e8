import type { Db } from "@/server/db/database.js";
import type { FileLinks } from "@/server/files/file-link-signature.js";
import type { FileStore } from "@/server/uploads/file-store.js";
import type { UploadSettings } from "@/server/uploads/upload-settings.js";

// What handlers get: the database, the signer of file links and the upload settings. Nothing else is global.
export interface Deps {
  db: Db;
  // Makes the signed, expiring links to documents and face images that answers carry
  // (files/file-link-signature.ts); the files route checks them. Under the same key it signs the
  // service's other tokens: the match lists' paging cursors (matching/match-cursor.ts).
  fileLinks: FileLinks;
  // Where CreateManualUpload sends files (the upload processor), what its instructions are signed
  // with, and their limits.
  uploads: UploadSettings;
  // Where uploaded documents are kept: the files route serves them by signed link.
  fileStore: FileStore;
}
