import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import { timestampFromText } from "./timestamp-text.js";

describe("timestampFromText", () => {
  it("reads PostgreSQL's JSON timestamptz text, any offset, to the millisecond like a Date", () => {
    for (const text of [
      "2026-02-05T00:00:00+00:00",
      "2026-02-05T00:00:00.123456+00:00",
      "2026-02-05T02:00:00.5+02:00",
      "2026-02-04T19:30:00.999999-04:30",
      "1969-12-31T23:59:59.999999+00:00",
      "0099-01-01T00:00:00+00:00",
    ]) {
      expect(timestampFromText(text), text).toEqual(timestampFromDate(new Date(text)));
    }
    expect(timestampFromText("2026-02-04T19:30:00.999999-04:30")).toMatchObject({ seconds: 1770249600n, nanos: 999_000_000 });
  });

  it("refuses what is not a timestamp", () => {
    expect(() => timestampFromText("infinity")).toThrow(/not a timestamp/);
  });
});
