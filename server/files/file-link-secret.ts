// The key file links are signed with (file-link-signature.ts), when FILE_LINK_SECRET does not give
// one: made at first start, kept in the data directory, readable by its owner only. Kept rather than
// made at every start, so that the links a dashboard holds still open after a restart.
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const fileLinkSecretFileName = "file-link-secret";
// A random key of 32 bytes, written as 64 hex digits; a key given by hand must be as long.
export const minFileLinkSecretLength = 32;

export function loadOrCreateFileLinkSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, fileLinkSecretFileName);
  // Written whole under a name of its own, then linked into place: a process starting beside this one
  // never reads a half-written key, and of two made at once the first linked is the one both use.
  if (!existsSync(path)) {
    const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    try {
      linkSync(draft, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < minFileLinkSecretLength) {
    throw new Error(
      `${path} holds a file link secret of ${secret.length} characters; it needs at least ${minFileLinkSecretLength} (delete the file to have a new one made)`,
    );
  }
  if (process.platform !== "win32" && (statSync(path).mode & 0o077) !== 0) {
    console.warn(`warning: ${path} can be read by other users; it signs every file link (chmod 600 it)`);
  }
  return secret;
}
