// A file as the processor received it: written to the store's incoming folder while its MD5 and size
// are taken, then sniffed. A file longer than it may be is cut off at the limit and reported, so a
// sender cannot fill the disk past the instruction's limits.
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromFile } from "file-type";

export interface ReceivedFile {
  path: string;
  name: string;
  declaredContentType: string;
  sizeBytes: number;
  md5: string;
  // What the bytes are; "" when file-type does not know them (text, an empty file).
  contentType: string;
}

export type WriteOutcome = { ok: true; file: Omit<ReceivedFile, "contentType"> } | { ok: false; overBytes: number };

// Writes `source` to `path`, at most `maxBytes` of it (the rest is read and dropped, so the request can
// still be answered).
export async function writeReceivedFile(
  source: Readable,
  path: string,
  meta: { name: string; declaredContentType: string },
  maxBytes: number,
): Promise<WriteOutcome> {
  const md5 = createHash("md5");
  let size = 0;
  let over = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        over = true;
        done();
        return;
      }
      md5.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(source, counter, createWriteStream(path, { flags: "wx", mode: 0o600 }));
  if (over) {
    await rm(path, { force: true });
    return { ok: false, overBytes: size };
  }
  return { ok: true, file: { path, name: meta.name, declaredContentType: meta.declaredContentType, sizeBytes: size, md5: md5.digest("hex") } };
}

// The content's own type, whatever the name or the sender said.
export async function sniffedContentType(path: string): Promise<string> {
  const type = await fileTypeFromFile(path);
  if (!type) return "";
  // file-type calls HEIC photos image/heic or image/heif by their brand; both are the same decoder's.
  return type.mime === "image/heif" ? "image/heic" : type.mime;
}
