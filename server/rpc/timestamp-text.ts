// A timestamptz as PostgreSQL writes it in JSON ("2026-02-05T00:00:00.123456+00:00", any offset) to
// a google.protobuf.Timestamp message, built as the message itself rather than through create(): a
// large answer holds hundreds of them. Milliseconds, like a Date: Date.parse drops the microseconds,
// so clients see exactly what they saw when these went through Date and timestampFromDate.
import { toJson } from "@bufbuild/protobuf";
import { TimestampSchema, type Timestamp } from "@bufbuild/protobuf/wkt";

export function timestampFromText(text: string): Timestamp {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`not a timestamp: ${text}`);
  const seconds = Math.floor(ms / 1000);
  return { $typeName: "google.protobuf.Timestamp", seconds: BigInt(seconds), nanos: (ms - seconds * 1000) * 1_000_000 };
}

// The same instant as google.protobuf.Timestamp's JSON ("2026-02-05T00:00:00.123Z"; no fraction when
// it is zero), to the millisecond like timestampFromText. Text in UTC ("+00:00", how the service's
// sessions write it) is rewritten directly; anything else goes through a Date. protobuf-es formats
// every Timestamp through `new Date().toISOString()`, which was the largest single cost of a
// 25-application ListCrewProfilesByApplicationIDs answer (about 250 timestamps).
const utcText = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/;

export function timestampJsonFromText(text: string): string {
  const utc = utcText.exec(text);
  if (!utc || utc[1]!.startsWith("0000")) return toJson(TimestampSchema, timestampFromText(text)) as string;
  const milliseconds = (utc[2] ?? "").padEnd(3, "0").slice(0, 3);
  return milliseconds === "000" ? `${utc[1]}Z` : `${utc[1]}.${milliseconds}Z`;
}
