import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileLinkSecretFileName, loadOrCreateFileLinkSecret } from "./file-link-secret.js";

describe("the file link secret in the data directory", () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "crew-secret-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("is made at first start, readable by its owner only, and the same at every later start", () => {
    const dataDir = join(newDir(), "not-yet-there");
    const secret = loadOrCreateFileLinkSecret(dataDir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dataDir, fileLinkSecretFileName)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateFileLinkSecret(dataDir)).toBe(secret);
    expect(readdirSync(dataDir)).toEqual([fileLinkSecretFileName]);
  });

  it("is different in another data directory", () => {
    expect(loadOrCreateFileLinkSecret(newDir())).not.toBe(loadOrCreateFileLinkSecret(newDir()));
  });

  it("refuses a kept secret that is too short", () => {
    const dataDir = newDir();
    writeFileSync(join(dataDir, fileLinkSecretFileName), "short\n");
    chmodSync(join(dataDir, fileLinkSecretFileName), 0o600);
    expect(() => loadOrCreateFileLinkSecret(dataDir)).toThrow(/at least 32/);
  });
});
