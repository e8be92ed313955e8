// The file store's settings (README, "Configuration"): the directory unless UPLOAD_S3_BUCKET is set,
// and every UPLOAD_S3_* value checked at start with a message naming the variable.
import { describe, expect, it } from "vitest";
import { readUploadConfig } from "./upload-config.js";

describe("where files are kept", () => {
  it("is a directory under the data directory when no bucket is set", () => {
    const config = readUploadConfig({ UPLOAD_S3_ENDPOINT: "http://ignored:9000" }, "/data");
    expect(config.storageDir).toBe("/data/uploads");
    expect(config.s3).toBeUndefined();
  });

  it("is the bucket when UPLOAD_S3_BUCKET is set, with its address, region, prefix, addressing and key", () => {
    const config = readUploadConfig(
      {
        UPLOAD_S3_BUCKET: "crew-files",
        UPLOAD_S3_ENDPOINT: "https://minio.internal:9000/",
        UPLOAD_S3_REGION: "eu-central-1",
        UPLOAD_S3_PREFIX: "/crew/prod/",
        UPLOAD_S3_FORCE_PATH_STYLE: "true",
        UPLOAD_S3_ACCESS_KEY_ID: "id",
        UPLOAD_S3_SECRET_ACCESS_KEY: "secret",
      },
      "/data",
    );
    expect(config.s3).toEqual({
      bucket: "crew-files",
      endpoint: "https://minio.internal:9000",
      region: "eu-central-1",
      prefix: "crew/prod/",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
  });

  it("defaults to AWS S3 in AWS_REGION (else us-east-1), no prefix, host-style addressing and the SDK's credentials", () => {
    expect(readUploadConfig({ UPLOAD_S3_BUCKET: "b" }, "/data").s3).toEqual({
      bucket: "b",
      endpoint: undefined,
      region: "us-east-1",
      prefix: "",
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(readUploadConfig({ UPLOAD_S3_BUCKET: "b", AWS_REGION: "ap-south-1" }, "/data").s3?.region).toBe("ap-south-1");
  });

  it("refuses settings that cannot work, naming the variable", () => {
    const bucket = { UPLOAD_S3_BUCKET: "b" };
    expect(() => readUploadConfig({ ...bucket, UPLOAD_S3_ENDPOINT: "minio:9000" }, "/d")).toThrow(/UPLOAD_S3_ENDPOINT must be an http/);
    expect(() => readUploadConfig({ ...bucket, UPLOAD_S3_FORCE_PATH_STYLE: "yes" }, "/d")).toThrow(/UPLOAD_S3_FORCE_PATH_STYLE must be true or false/);
    expect(() => readUploadConfig({ ...bucket, UPLOAD_S3_PREFIX: "a b" }, "/d")).toThrow(/UPLOAD_S3_PREFIX may hold only/);
    expect(() => readUploadConfig({ ...bucket, UPLOAD_S3_ACCESS_KEY_ID: "id" }, "/d")).toThrow(/set together, or neither/);
    expect(() => readUploadConfig({ ...bucket, UPLOAD_S3_SECRET_ACCESS_KEY: "s" }, "/d")).toThrow(/set together, or neither/);
    const huge = { UPLOAD_MAX_FILE_BYTES: String(6 * 1024 ** 3), UPLOAD_MAX_BATCH_BYTES: String(8 * 1024 ** 3) };
    expect(readUploadConfig(huge, "/d").limits.maxFileSizeBytes).toBe(6 * 1024 ** 3);
    expect(() => readUploadConfig({ ...bucket, ...huge }, "/d")).toThrow(/UPLOAD_MAX_FILE_BYTES cannot be more than 5368709120/);
  });
});
