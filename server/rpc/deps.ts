import type { Db } from "../db/database.js";

// What handlers get: the database and the address links are built from. Nothing else is global.
export interface Deps {
  db: Db;
  // Base for the service's own URLs (documents, face images), e.g. http://localhost:8080.
  publicUrl: string;
}
