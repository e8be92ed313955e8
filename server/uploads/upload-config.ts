// The upload's settings, from the environment (README, "Configuration"). Defaults make `npm start`
// work with none: the processor on its own port beside the service, files under the data directory.
import { join, resolve } from "node:path";

export interface UploadLimits {
  // Files in one batch, at most.
  maxFileCount: number;
  // Bytes in one file, at most.
  maxFileSizeBytes: number;
  // Bytes in the whole batch, at most.
  maxTotalSizeBytes: number;
}

export interface UploadConfig {
  limits: UploadLimits;
  // How long an instruction can be used (once).
  instructionTtlSeconds: number;
  // The processor's listening port and host, and the address callers reach it at (upload_url).
  processorPort: number;
  processorHost: string;
  processorUrl: string;
  // Transloadit's auth key and secret: the key names the secret in params.auth.key. Unset secret: one
  // derived from the service's link key (the local processor shares it); set both to use a hosted
  // Transloadit-compatible service.
  authKey: string;
  authSecret: string | undefined;
  // Where received files are kept, or, with s3, where they wait on the local disk until sent there.
  storageDir: string;
  // The S3-compatible bucket files are kept in instead of storageDir (UPLOAD_S3_BUCKET set).
  s3: S3StoreConfig | undefined;
}

export interface S3StoreConfig {
  bucket: string;
  // The service's address (MinIO, R2, Ceph...); unset: AWS S3 of the region.
  endpoint: string | undefined;
  region: string;
  // Put before every key, "" or ending in "/".
  prefix: string;
  // Bucket in the path (http://host/bucket/key) rather than the host name: MinIO's default, and the
  // only way to an endpoint given as an IP address.
  forcePathStyle: boolean;
  // Unset: the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

// One PUT takes at most 5 GiB (S3's own limit), and keep() sends a file in one PUT.
const maxS3FileBytes = 5 * 1024 ** 3;

// The media types the pipeline reads: documents as scanned, photographed (HEIC on phones) or written.
export const acceptedContentTypes = ["application/pdf", "image/jpeg", "image/png", "image/tiff", "image/webp", "image/heic"] as const;

const MIB = 1024 * 1024;

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  return value;
}

function readS3Config(env: NodeJS.ProcessEnv): S3StoreConfig | undefined {
  const bucket = env.UPLOAD_S3_BUCKET || undefined;
  if (bucket === undefined) return undefined;
  const endpoint = env.UPLOAD_S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error(`UPLOAD_S3_ENDPOINT must be an http:// or https:// address, got "${endpoint}"`);
  }
  const prefix = (env.UPLOAD_S3_PREFIX ?? "").replace(/^\/+|\/+$/g, "");
  if (!/^[A-Za-z0-9._\-/]*$/.test(prefix)) {
    throw new Error(`UPLOAD_S3_PREFIX may hold only letters, digits, ".", "_", "-" and "/", got "${env.UPLOAD_S3_PREFIX}"`);
  }
  const pathStyle = (env.UPLOAD_S3_FORCE_PATH_STYLE ?? "").toLowerCase();
  if (!["", "true", "false", "1", "0"].includes(pathStyle)) {
    throw new Error(`UPLOAD_S3_FORCE_PATH_STYLE must be true or false, got "${env.UPLOAD_S3_FORCE_PATH_STYLE}"`);
  }
  const accessKeyId = env.UPLOAD_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.UPLOAD_S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error("UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY are set together, or neither (the SDK's default credentials)");
  }
  return {
    bucket,
    endpoint: endpoint?.replace(/\/$/, ""),
    region: env.UPLOAD_S3_REGION || env.AWS_REGION || "us-east-1",
    prefix: prefix === "" ? "" : `${prefix}/`,
    forcePathStyle: pathStyle === "true" || pathStyle === "1",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export function readUploadConfig(env: NodeJS.ProcessEnv, dataDir: string): UploadConfig {
  const processorPort = whole(env, "UPLOAD_PORT", 8081, 0, 65535);
  const limits = {
    maxFileCount: whole(env, "UPLOAD_MAX_FILES", 200, 1, 10_000),
    maxFileSizeBytes: whole(env, "UPLOAD_MAX_FILE_BYTES", 50 * MIB, 1, 2 ** 40),
    maxTotalSizeBytes: whole(env, "UPLOAD_MAX_BATCH_BYTES", 1024 * MIB, 1, 2 ** 44),
  };
  if (limits.maxFileSizeBytes > limits.maxTotalSizeBytes) throw new Error("UPLOAD_MAX_FILE_BYTES cannot be more than UPLOAD_MAX_BATCH_BYTES");
  const s3 = readS3Config(env);
  if (s3 && limits.maxFileSizeBytes > maxS3FileBytes) {
    throw new Error(`UPLOAD_MAX_FILE_BYTES cannot be more than ${maxS3FileBytes} (5 GiB, one PUT) with UPLOAD_S3_BUCKET`);
  }
  const authSecret = env.UPLOAD_AUTH_SECRET || undefined;
  if (authSecret !== undefined && authSecret.length < 16) throw new Error("UPLOAD_AUTH_SECRET must be at least 16 characters");
  return {
    limits,
    instructionTtlSeconds: whole(env, "UPLOAD_INSTRUCTION_TTL_SECONDS", 3600, 10, 7 * 24 * 3600),
    processorPort,
    processorHost: env.UPLOAD_HOST ?? env.HOST ?? "127.0.0.1",
    processorUrl: (env.UPLOAD_URL ?? `http://localhost:${processorPort}`).replace(/\/$/, ""),
    authKey: env.UPLOAD_AUTH_KEY || "crew-local",
    authSecret,
    storageDir: resolve(env.UPLOAD_DIR ?? join(dataDir, "uploads")),
    s3,
  };
}
