// LOG_LEVEL for `npm start` (main.ts): pino's level names, "info" by default (one line per request);
// "silent" turns logging off.
const levels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof levels)[number];

export function logLevelFrom(value: string | undefined): LogLevel {
  const level = (value ?? "").trim().toLowerCase() || "info";
  if ((levels as readonly string[]).includes(level)) return level as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${levels.join(", ")}; got "${value}"`);
}
