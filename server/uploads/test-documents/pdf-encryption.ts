// The PDF standard security handler, revision 2 (40-bit RC4; PDF 1.7 §7.6.3, algorithms 2-4): enough
// to write a genuinely encrypted PDF, so a reader that ignores /Encrypt reads noise, as with real ones.
// RC4 and 40-bit keys are broken cryptography; they are used here only because that is what such files
// contain.
import { createHash } from "node:crypto";

// The padding string of algorithm 2.
const PASSWORD_PADDING = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");

export function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + state[i]! + key[i % key.length]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const output = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index++) {
    i = (i + 1) & 0xff;
    j = (j + state[i]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
    output[index] = data[index]! ^ state[(state[i]! + state[j]!) & 0xff]!;
  }
  return output;
}

function padPassword(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, "latin1"), PASSWORD_PADDING]).subarray(0, 32);
}

const md5 = (...parts: Uint8Array[]) => {
  const hash = createHash("md5");
  for (const part of parts) hash.update(part);
  return hash.digest();
};

export interface StandardSecurity {
  owner: Buffer;
  user: Buffer;
  permissions: number;
  fileKey: Buffer;
}

export function standardSecurity(userPassword: string, ownerPassword: string, permissions: number, documentId: Uint8Array): StandardSecurity {
  // Algorithm 3: the owner entry is the padded user password, RC4'd with a key from the owner password.
  const owner = rc4(md5(padPassword(ownerPassword)).subarray(0, 5), padPassword(userPassword));
  // Algorithm 2: the file key.
  const permissionBytes = Buffer.alloc(4);
  permissionBytes.writeInt32LE(permissions);
  const fileKey = md5(padPassword(userPassword), owner, permissionBytes, documentId).subarray(0, 5);
  // Algorithm 4 (revision 2): the user entry is the padding string RC4'd with the file key.
  const user = rc4(fileKey, PASSWORD_PADDING);
  return { owner, user, permissions, fileKey };
}

// Algorithm 1: each object's strings and streams use a key mixed with its number and generation.
export function objectKey(fileKey: Uint8Array, objectNumber: number, generation: number): Buffer {
  const suffix = Buffer.from([objectNumber & 0xff, (objectNumber >> 8) & 0xff, (objectNumber >> 16) & 0xff, generation & 0xff, (generation >> 8) & 0xff]);
  return md5(fileKey, suffix).subarray(0, Math.min(fileKey.length + 5, 16));
}
