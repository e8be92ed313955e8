// The file store in an S3-compatible bucket (UPLOAD_S3_BUCKET; open-s3-file-store.ts makes it from the
// configuration): one object per key, under an optional prefix. A file still arrives on the local disk
// first (the incoming folder, or tus's), where the processor takes its MD5 and type; keep() then sends
// it whole in one PUT, with the MD5 the processor took, and removes the local copy, so the bucket never
// holds half a file.
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type PutObjectCommandOutput, type S3Client } from "@aws-sdk/client-s3";
import { assertFileKey, MissingFileError, type FileStore } from "./file-store.js";

export interface S3FileStoreOptions {
  client: S3Client;
  bucket: string;
  // Put before every key, ending in "/" ("crew/"), or "" for none.
  prefix: string;
  // The local folder new files are written to before they are sent.
  incomingDir: string;
}

// Whether the bucket says it stored other bytes than were sent. A single PUT's ETag is the MD5 of the
// stored bytes, except for an object encrypted with a KMS key or the caller's own key (SSE-KMS, SSE-C),
// whose ETag is something else: nothing to compare then, and Content-MD5 alone vouches for the bytes.
// Checked although S3 checks Content-MD5, because not every S3-compatible service does (s3rver does not).
function storedOtherBytes(answer: PutObjectCommandOutput, md5: Buffer): boolean {
  if (answer.SSECustomerAlgorithm || answer.ServerSideEncryption?.startsWith("aws:kms")) return false;
  const etag = answer.ETag?.replaceAll('"', "").toLowerCase() ?? "";
  return /^[0-9a-f]{32}$/.test(etag) && etag !== md5.toString("hex");
}

export function s3FileStore(options: S3FileStoreOptions): FileStore {
  const { client, bucket, prefix, incomingDir } = options;
  const objectKey = (key: string) => `${prefix}${assertFileKey(key)}`;

  async function send(key: string, body: Readable | Uint8Array, size: number, md5: Buffer, contentType?: string) {
    const Key = objectKey(key);
    const answer = await client.send(
      new PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentLength: size, ContentMD5: md5.toString("base64"), ContentType: contentType }),
    );
    if (storedOtherBytes(answer, md5)) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      throw new Error(
        `bucket ${bucket} stored other bytes than were sent for ${Key} (ETag ${answer.ETag}, MD5 "${md5.toString("hex")}"); the object was removed`,
      );
    }
  }

  return {
    async incomingPath() {
      await mkdir(incomingDir, { recursive: true });
      return join(incomingDir, randomUUID());
    },
    async keep(incomingPath, key, received) {
      assertFileKey(key);
      const body = createReadStream(incomingPath);
      try {
        await send(key, body, received.sizeBytes, Buffer.from(received.md5, "hex"));
      } finally {
        // A PUT that failed before reading to the end leaves the file open otherwise.
        body.destroy();
      }
      await rm(incomingPath, { force: true });
    },
    async put(key, bytes, contentType) {
      await send(key, bytes, bytes.length, createHash("md5").update(bytes).digest(), contentType);
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        // On Node the SDK hands over the response itself, an IncomingMessage.
        if (!(answer.Body instanceof Readable)) throw new Error(`bucket ${bucket} answered ${key} without a readable body`);
        return answer.Body;
      } catch (error) {
        if ((error as Error).name === "NoSuchKey") throw new MissingFileError(key);
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a DELETE of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
