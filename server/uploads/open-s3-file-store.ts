// The bucket store as `npm start` runs it (UPLOAD_S3_*): the client for the configured service, and a
// HeadBucket before anything else, so that a wrong bucket, address or key stops the start with what
// to fix rather than failing the first upload.
import { HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { FileStore } from "./file-store.js";
import { s3FileStore } from "./s3-file-store.js";
import type { S3StoreConfig } from "./upload-config.js";

export function s3ClientFor(config: S3StoreConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where an operation requires one. Since 3.729 the SDK adds a CRC32 to every PUT by
    // default, sending a streamed body aws-chunked with the checksum as a trailer; a service that does
    // not know that encoding stores the chunk framing as the object's bytes (s3rver does: the object
    // came back longer than the file sent). Content-MD5, older than any S3-compatible service, and the
    // ETag (s3-file-store.ts) vouch for the bytes instead.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function whyUnreachable(error: unknown): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status === 404) return "no such bucket";
  if (status === 403) return "access denied: check UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY (or the SDK's default credentials)";
  if (status === 301) return "the bucket is in another region: check UPLOAD_S3_REGION";
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export async function openS3FileStore(config: S3StoreConfig, incomingDir: string, timeoutMs = 15_000): Promise<FileStore> {
  const client = s3ClientFor(config);
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    client.destroy();
    const where = config.endpoint ?? `AWS S3 (${config.region})`;
    throw new Error(`UPLOAD_S3_BUCKET "${config.bucket}" is not reachable at ${where}: ${whyUnreachable(error)}`, { cause: error });
  }
  return s3FileStore({ client, bucket: config.bucket, prefix: config.prefix, incomingDir });
}
