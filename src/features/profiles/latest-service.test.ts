import { describe, expect, it } from "vitest";
import { latestService } from "./latest-service.js";

const record = (rank: string, signOn: string, signOff: string) => ({ rank, signOn, signOnPrecision: "day", signOff, signOffPrecision: "day" });

describe("latest service", () => {
  it("is the contract signed on last, whatever the order of the records", () => {
    expect(
      latestService([
        record("third_officer", "2019-01-01", "2019-08-01"),
        record("chief_officer", "2024-03-01", "2024-10-01"),
        record("second_officer", "2021-01-01", "2021-09-01"),
      ])?.rank,
    ).toBe("chief_officer");
  });

  it("prefers the contract still on board when two start the same day, and skips records without a sign-on", () => {
    expect(
      latestService([record("second_officer", "2024-03-01", "2024-05-01"), record("chief_officer", "2024-03-01", ""), record("master", "", "")])?.rank,
    ).toBe("chief_officer");
    expect(latestService([])).toBeUndefined();
  });
});
