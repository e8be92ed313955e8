// Transloadit's signature scheme, which the instruction and the processor share: the signature is
// "<algorithm>:" and the hex HMAC of the params string's exact bytes under the auth secret. The
// service signs with sha384 (the Transloadit SDK's default); the processor also accepts sha256 and
// sha512, and the legacy unprefixed sha1, as Transloadit does.
import { createHmac, timingSafeEqual } from "node:crypto";

const algorithms = new Set(["sha1", "sha256", "sha384", "sha512"]);

export function signParams(params: string, secret: string): string {
  return `sha384:${createHmac("sha384", secret).update(params, "utf8").digest("hex")}`;
}

export function paramsSignatureHolds(params: string, signature: string, secret: string): boolean {
  const colon = signature.indexOf(":");
  const algorithm = colon === -1 ? "sha1" : signature.slice(0, colon).toLowerCase();
  const hex = colon === -1 ? signature : signature.slice(colon + 1);
  if (!algorithms.has(algorithm) || !/^[0-9a-f]+$/i.test(hex)) return false;
  const expected = createHmac(algorithm, secret).update(params, "utf8").digest();
  const given = Buffer.from(hex, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
