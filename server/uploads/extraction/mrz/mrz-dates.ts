// MRZ dates are YYMMDD: the century is a decision (DOMAIN.md §4.1), taken against the caller's
// `today` so that a reading is the same whenever it is repeated.
//   - Date of birth: the latest century that does not put the birth after today. With today
//     2026-11-24, 261124 is 2026-11-24 but 261125 is 1926-11-25, and 27… to 99… are 19YY.
//   - Expiry: the century that puts the date within 50 years of today (today−50y … today+50y), so
//     with today in 2026, 00…76 are 20YY and 77…99 are 19YY (a long-expired document, read as such
//     rather than as one valid until the 2080s).
// A date that is not a calendar date (month 13, 30 February, unknown parts written as fillers) is
// undefined, never rounded.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MRZ_DATE = /^(\d{2})(\d{2})(\d{2})$/;

export function assertIsoDate(text: string): void {
  if (isoParts(text) === undefined) throw new RangeError(`today must be a calendar date written YYYY-MM-DD, got "${text}"`);
}

// Whether YYMMDD has a month and a day that can exist (the year is not known yet).
export function isMrzDate(yymmdd: string): boolean {
  const parts = mrzParts(yymmdd);
  return parts !== undefined && calendarDate(2000, parts.month, parts.day) !== undefined;
}

export function birthDateFromMrz(yymmdd: string, today: string): string | undefined {
  const now = isoParts(today);
  const parts = mrzParts(yymmdd);
  if (now === undefined || parts === undefined) return undefined;
  let year = now.year - (now.year % 100) + parts.yy;
  if (isoDate(year, parts.month, parts.day) > today) year -= 100;
  return calendarDate(year, parts.month, parts.day);
}

export function expiryDateFromMrz(yymmdd: string, today: string): string | undefined {
  const now = isoParts(today);
  const parts = mrzParts(yymmdd);
  if (now === undefined || parts === undefined) return undefined;
  let year = now.year - (now.year % 100) + parts.yy;
  const candidate = isoDate(year, parts.month, parts.day);
  if (candidate > isoDate(now.year + 50, now.month, now.day)) year -= 100;
  else if (candidate < isoDate(now.year - 50, now.month, now.day)) year += 100;
  return calendarDate(year, parts.month, parts.day);
}

function mrzParts(yymmdd: string): { yy: number; month: number; day: number } | undefined {
  const match = MRZ_DATE.exec(yymmdd);
  if (!match) return undefined;
  return { yy: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function isoParts(text: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return calendarDate(year, month, day) === undefined ? undefined : { year, month, day };
}

function calendarDate(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return isoDate(year, month, day);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// Zero-padded, so that dates compare as strings.
function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
