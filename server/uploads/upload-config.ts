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
  // Where received files are kept.
  storageDir: string;
}

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

export function readUploadConfig(env: NodeJS.ProcessEnv, dataDir: string): UploadConfig {
  const processorPort = whole(env, "UPLOAD_PORT", 8081, 0, 65535);
  const limits = {
    maxFileCount: whole(env, "UPLOAD_MAX_FILES", 200, 1, 10_000),
    maxFileSizeBytes: whole(env, "UPLOAD_MAX_FILE_BYTES", 50 * MIB, 1, 2 ** 40),
    maxTotalSizeBytes: whole(env, "UPLOAD_MAX_BATCH_BYTES", 1024 * MIB, 1, 2 ** 44),
  };
  if (limits.maxFileSizeBytes > limits.maxTotalSizeBytes) throw new Error("UPLOAD_MAX_FILE_BYTES cannot be more than UPLOAD_MAX_BATCH_BYTES");
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
  };
}
