// Where received documents are kept: a directory (by default under the data directory). Keys are
// `<organization>/<upload>/<file>`, never a name a sender chose. A file is written to the store's own
// incoming folder first and moved into place whole, so a reader never sees half a file, and a crash
// leaves at worst a stray file in the incoming folder, never a row without its bytes.
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";

export interface FileStore {
  // A path in the store's incoming folder to write a new file to, on the same disk as the store.
  incomingPath(): Promise<string>;
  // Moves a file written at an incoming path into the store under key.
  keep(incomingPath: string, key: string): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

// A received file's key, optionally with a suffix for a file derived from it (`.thumbnail.webp`).
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9a-f-]{36}(\.[a-z]+)*$/;

// Every store checks each key it is given, so that no caller can reach outside the store's keys.
export function assertFileKey(key: string): string {
  if (!KEY.test(key)) throw new RangeError(`not a file key: ${key}`);
  return key;
}

export function fileKey(organizationId: string, uploadId: string, fileId: string): string {
  return assertFileKey(`${organizationId}/${uploadId}/${fileId}`.toLowerCase());
}

// The key of a file derived from a received one (its thumbnail, a face cropped from it).
export function derivedFileKey(key: string, suffix: string): string {
  return assertFileKey(`${assertFileKey(key)}.${suffix}`);
}

export function diskFileStore(root: string): FileStore {
  const incoming = join(root, ".incoming");
  const pathOf = (key: string) => join(root, assertFileKey(key));
  return {
    async incomingPath() {
      await mkdir(incoming, { recursive: true });
      return join(incoming, randomUUID());
    },
    async keep(incomingPath, key) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(incomingPath, target);
    },
    read(key) {
      return createReadStream(pathOf(key));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
