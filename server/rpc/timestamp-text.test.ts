import { toJson } from "@bufbuild/protobuf";
import { TimestampSchema, timestampFromDate } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import { timestampFromText, timestampJsonFromText } from "./timestamp-text.js";

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

describe("timestampJsonFromText", () => {
  it("writes what protobuf-es writes for the same Timestamp, for every fraction length and offset", () => {
    const texts = [
      "2026-02-05T00:00:00+00:00",
      "2026-02-05T00:00:00.1+00:00",
      "2026-02-05T00:00:00.12+00:00",
      "2026-02-05T00:00:00.123+00:00",
      "2026-02-05T00:00:00.0005+00:00",
      "2026-02-05T00:00:00.123456+00:00",
      "2026-02-05T00:00:00.999999+00:00",
      "2026-02-05T02:00:00.5+02:00",
      "2026-02-04T19:30:00.999999-04:30",
      "1969-12-31T23:59:59.999999+00:00",
      "0099-01-01T00:00:00+00:00",
    ];
    // And a spread of instants as PostgreSQL writes them in UTC.
    for (let i = 0; i < 500; i++) {
      const ms = Math.floor(Math.random() * 4e12) - 1e12;
      const micros = Math.floor(Math.random() * 1000);
      const iso = new Date(ms).toISOString().slice(0, 19);
      const fraction = `${String(((ms % 1000) + 1000) % 1000).padStart(3, "0")}${String(micros).padStart(3, "0")}`.replace(/0+$/, "");
      texts.push(`${iso}${fraction ? `.${fraction}` : ""}+00:00`);
    }
    for (const text of texts) expect(timestampJsonFromText(text), text).toBe(toJson(TimestampSchema, timestampFromText(text)));
  });
});
