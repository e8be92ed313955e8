// What the upload's handlers and the processor share (server/main.ts makes it from UploadConfig):
// where the processor is, the auth key and secret instructions are signed with, and the limits.
import type { UploadConfig, UploadLimits } from "./upload-config.js";

export interface UploadSettings {
  processorUrl: string;
  authKey: string;
  authSecret: string;
  limits: UploadLimits;
  instructionTtlSeconds: number;
}

// Tokens signed under the service's link key get a domain each (files/file-link-signature.ts); the
// local processor's auth secret is the one of this domain, so it needs no secret of its own.
export const UPLOAD_AUTH_SECRET_DOMAIN = "crew-upload-auth-v1";

// The settings from the configuration: the auth secret is UPLOAD_AUTH_SECRET's, or derived from the
// service's link key under its own domain.
export function uploadSettingsFrom(config: UploadConfig, tokenSignature: (domain: string, text: string) => string): UploadSettings {
  return {
    processorUrl: config.processorUrl,
    authKey: config.authKey,
    authSecret: config.authSecret ?? tokenSignature(UPLOAD_AUTH_SECRET_DOMAIN, config.authKey),
    limits: config.limits,
    instructionTtlSeconds: config.instructionTtlSeconds,
  };
}
