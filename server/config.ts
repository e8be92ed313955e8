// Configuration from the environment, read once. Defaults make `npm start` work with no settings.
import { resolve } from "node:path";
import { minFileLinkSecretLength } from "./files/file-link-secret.js";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  // The address the dashboard and document links are served from (used in printed hints and URLs).
  publicUrl: string;
  // The key file links are signed with; unset: the one kept in dataDir (files/file-link-secret.ts).
  fileLinkSecret: string | undefined;
  fileLinkTtlSeconds: number;
}

// An hour: long enough that a page a recruiter keeps open while reading a candidate's documents keeps
// working links, short enough that a link that leaks (a forwarded URL, a proxy log, browser history)
// stops opening a passport within the hour.
const defaultFileLinkTtlSeconds = 3600;
const maxFileLinkTtlSeconds = 7 * 24 * 3600;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST ?? "127.0.0.1";
  const fileLinkSecret = env.FILE_LINK_SECRET || undefined;
  if (fileLinkSecret !== undefined && fileLinkSecret.length < minFileLinkSecretLength) {
    throw new Error(`FILE_LINK_SECRET must be at least ${minFileLinkSecretLength} characters (for example: openssl rand -hex 32)`);
  }
  const fileLinkTtlSeconds = Number(env.FILE_LINK_TTL_SECONDS || defaultFileLinkTtlSeconds);
  if (!Number.isInteger(fileLinkTtlSeconds) || fileLinkTtlSeconds < 1 || fileLinkTtlSeconds > maxFileLinkTtlSeconds) {
    throw new Error(`FILE_LINK_TTL_SECONDS must be a whole number of seconds from 1 to ${maxFileLinkTtlSeconds}, got "${env.FILE_LINK_TTL_SECONDS}"`);
  }
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    fileLinkSecret,
    fileLinkTtlSeconds,
  };
}
