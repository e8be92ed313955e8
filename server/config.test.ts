import { describe, expect, it } from "vitest";
import { readConfig } from "./config.js";

describe("configuration of file links", () => {
  it("defaults to links of one hour signed with the key kept in the data directory", () => {
    const config = readConfig({});
    expect(config.fileLinkTtlSeconds).toBe(3600);
    expect(config.fileLinkSecret).toBeUndefined();
  });

  it("takes a lifetime in whole seconds and a key of at least 32 characters", () => {
    const config = readConfig({ FILE_LINK_TTL_SECONDS: "600", FILE_LINK_SECRET: "k".repeat(32) });
    expect(config.fileLinkTtlSeconds).toBe(600);
    expect(config.fileLinkSecret).toBe("k".repeat(32));
  });

  it("refuses a lifetime that is not a whole number of seconds from 1 to a week, and a short key", () => {
    for (const ttl of ["0", "-5", "1.5", "ten", "604801"]) {
      expect(() => readConfig({ FILE_LINK_TTL_SECONDS: ttl }), ttl).toThrow(/FILE_LINK_TTL_SECONDS must be a whole number of seconds from 1 to 604800/);
    }
    expect(() => readConfig({ FILE_LINK_SECRET: "too short" })).toThrow(/FILE_LINK_SECRET must be at least 32 characters/);
  });
});
