// An S3-compatible service for a test: s3rver in this process, on a free loopback port, keeping its
// objects in a temporary folder, with one empty bucket. Nothing leaves the machine.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3StoreConfig } from "@/server/uploads/upload-config.js";

export interface TestS3 {
  // The settings that reach it, as UPLOAD_S3_* would give them.
  config: S3StoreConfig;
  close(): Promise<void>;
}

export async function startTestS3(options: { bucket?: string; prefix?: string } = {}): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), "crew-s3rver-"));
  const bucket = options.bucket ?? "crew-test";
  const s3rver = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await s3rver.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      prefix: options.prefix ?? "",
      // An IP address has no host name to put the bucket in: it goes in the path.
      forcePathStyle: true,
      // s3rver's one account (it checks signatures against it).
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    async close() {
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
