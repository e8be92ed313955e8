// Every demo date is anchored to one fixed reference date, never to the clock, so reruns are identical.
export const REFERENCE_DATE = new Date("2026-11-01T00:00:00Z");
const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + Math.round(days * DAY_MS));
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + Math.round(hours * 3_600_000));
}

export function daysAgo(days: number): Date {
  return addDays(REFERENCE_DATE, -days);
}

// "2026-11-01" (a SQL date).
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function iso(date: Date): string {
  return date.toISOString();
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTHS_SHORT = MONTHS.map((m) => m.slice(0, 3));

export function monthName(date: Date): string {
  return MONTHS[date.getUTCMonth()]!;
}

const pad = (n: number) => String(n).padStart(2, "0");

// 14.03.1985
export function dotted(date: Date): string {
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

// 14 MAR 1985
export function dayMonYear(date: Date): string {
  return `${pad(date.getUTCDate())} ${MONTHS_SHORT[date.getUTCMonth()]!.toUpperCase()} ${date.getUTCFullYear()}`;
}

// 03/2021
export function monthSlashYear(date: Date): string {
  return `${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

// YYMMDD as in an MRZ.
export function mrzDate(date: Date): string {
  return `${pad(date.getUTCFullYear() % 100)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

// The date, but never later than an hour before the reference date.
export function notAfterReference(date: Date): Date {
  const limit = REFERENCE_DATE.getTime() - 3_600_000;
  return date.getTime() > limit ? new Date(limit) : date;
}
