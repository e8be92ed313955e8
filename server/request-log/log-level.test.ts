import { describe, expect, it } from "vitest";
import { logLevelFrom } from "./log-level.js";

describe("LOG_LEVEL", () => {
  it("is info when unset or empty, and takes pino's level names in any case", () => {
    expect(logLevelFrom(undefined)).toBe("info");
    expect(logLevelFrom("")).toBe("info");
    expect(logLevelFrom("WARN")).toBe("warn");
    expect(logLevelFrom(" silent ")).toBe("silent");
  });

  it("refuses anything else, naming the levels it takes", () => {
    expect(() => logLevelFrom("verbose")).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose"/);
    expect(() => logLevelFrom("1")).toThrow(/LOG_LEVEL/);
  });
});
