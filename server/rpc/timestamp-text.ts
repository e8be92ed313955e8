// A timestamptz as PostgreSQL writes it in JSON ("2026-02-05T00:00:00.123456+00:00", any offset) to
// a google.protobuf.Timestamp message, built as the message itself rather than through create(): a
// large answer holds hundreds of them. Milliseconds, like a Date: Date.parse drops the microseconds,
// so clients see exactly what they saw when these went through Date and timestampFromDate.
import type { Timestamp } from "@bufbuild/protobuf/wkt";

export function timestampFromText(text: string): Timestamp {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`not a timestamp: ${text}`);
  const seconds = Math.floor(ms / 1000);
  return { $typeName: "google.protobuf.Timestamp", seconds: BigInt(seconds), nanos: (ms - seconds * 1000) * 1_000_000 };
}
