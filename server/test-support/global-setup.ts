// One database for the whole server test run, migrated once: the embedded PGlite in a temporary
// directory by default, or a fresh database on the PostgreSQL server named by DATABASE_URL (the CI's
// second lane). Test files build their own app in-process against it and insert their own data under
// organizations of their own, so they never see each other's rows.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/server/db/database.js";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    // Whether every connection reaches one database session (the embedded database): see db/pool.ts.
    databaseSharedSession: boolean;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `crew_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    await database.close();
    project.provide("databaseUrl", url.toString());
    project.provide("databaseSharedSession", false);
    return async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "crew-test-"));
  const database = await openDatabase({ dataDir });
  // Keep the embedded database process up for the run: test files connect to it through its URL.
  project.provide("databaseUrl", database.url);
  project.provide("databaseSharedSession", true);
  return async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
