// The database keys that paging cursors carry, as text, and the shapes that check them when a cursor
// comes back: a uuid as PostgreSQL writes it, and a created_at rendered by the database itself.
// created_at is kept to the microsecond (a Date would drop them), so that the keyset comparison in SQL
// against the column is exact. Cursors whose time is something else on purpose (the uploads' and match
// lists' milliseconds since the epoch) do not use these.

// The column as cursor text: RFC 3339 UTC with six fractional digits ("2026-02-05T00:00:00.123456Z").
export const cursorTimeSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// RegExp sources, to build a cursor's whole pattern from: the text cursorTimeSql writes, and a uuid in
// lower case.
export const CURSOR_TIME_PATTERN = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z`;
export const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
