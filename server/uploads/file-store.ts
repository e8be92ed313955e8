// Where received documents are kept: a directory (by default under the data directory), or an
// S3-compatible bucket (s3-file-store.ts). Keys are `<organization>/<upload>/<file>`, never a name a
// sender chose. A file is written to the store's own incoming folder first and moved into place whole,
// so a reader never sees half a file, and a crash leaves at worst a stray file in the incoming folder,
// never a row without its bytes.
import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";

// A received file's MD5 (hex) and size, as the processor measured them while writing it.
export interface ReceivedBytes {
  md5: string;
  sizeBytes: number;
}

export interface FileStore {
  // A path in the store's incoming folder to write a new file to, on the local disk.
  incomingPath(): Promise<string>;
  // Moves a file written at an incoming path into the store under key (the local file is gone after).
  // `received` is what the processor measured while the file arrived: a bucket sends the MD5 with it.
  keep(incomingPath: string, key: string, received: ReceivedBytes): Promise<void>;
  // Writes a whole file under key, replacing any there: a file derived from a received one (its
  // thumbnail, a face crop; derivedFileKey). The disk keeps no type; a bucket labels the object with it.
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  // The file's bytes. Rejects with MissingFileError when nothing is stored under key, before any byte
  // is sent, so that a caller can still answer "not found".
  read(key: string): Promise<Readable>;
  // Removes the file; nothing to remove is not an error.
  remove(key: string): Promise<void>;
}

// A key with no file behind it: a row whose bytes are gone (removed by hand, another bucket).
export class MissingFileError extends Error {
  constructor(readonly key: string) {
    super(`the file store holds no file under ${key}`);
    this.name = "MissingFileError";
  }
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

// Where new files are written before they are kept, on the local disk whichever the store.
export const incomingDirectoryIn = (storageDir: string) => join(storageDir, ".incoming");

export function diskFileStore(root: string): FileStore {
  const incoming = incomingDirectoryIn(root);
  const pathOf = (key: string) => join(root, assertFileKey(key));
  const incomingPath = async () => {
    await mkdir(incoming, { recursive: true });
    return join(incoming, randomUUID());
  };
  // The disk needs nothing of what was received: the file is moved, not sent.
  const keep = async (path: string, key: string) => {
    const target = pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    await rename(path, target);
  };
  return {
    incomingPath,
    keep,
    async put(key, bytes) {
      assertFileKey(key); // before anything is written
      const path = await incomingPath();
      await writeFile(path, bytes, { mode: 0o600 });
      await keep(path, key);
    },
    async read(key) {
      // Opened first, so that a missing file is an error of the call rather than of the stream.
      try {
        const handle = await open(pathOf(key), "r");
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new MissingFileError(key);
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
