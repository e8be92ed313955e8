// Dates as CVs, certificates and service books write them (DOMAIN.md §4.3 and §5.4): found anywhere in
// a text with their precision. Numeric day/month dates whose order the date alone cannot tell
// (03/04/2019) are kept with both readings; date-order.ts decides between them for the whole document.

import { daysInMonth } from "@/server/matching/calendar-days.js";
import type { DatePrecision, PartialDate } from "./document-reading.js";

const ENGLISH_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// Ukrainian and Russian service-record books write the month in words, in the genitive (DOMAIN.md §4.3).
const CYRILLIC_MONTHS: Record<string, number> = {
  січня: 1,
  лютого: 2,
  березня: 3,
  квітня: 4,
  травня: 5,
  червня: 6,
  липня: 7,
  серпня: 8,
  вересня: 9,
  жовтня: 10,
  листопада: 11,
  грудня: 12,
  января: 1,
  февраля: 2,
  марта: 3,
  апреля: 4,
  мая: 5,
  июня: 6,
  июля: 7,
  августа: 8,
  сентября: 9,
  октября: 10,
  ноября: 11,
  декабря: 12,
};

const MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const CYRILLIC_MONTH = `(${Object.keys(CYRILLIC_MONTHS).join("|")})`;
const START = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}])";

export type DateForm = "year-month-day" | "numeric" | "day-month-name" | "month-name-day" | "month-name" | "month-year" | "year";

// One date written in a text. `day`/`month` are final unless `alternative` is set: then the text is a
// numeric date whose two first numbers could be read either way; `day`/`month` hold the day-first
// reading and `alternative` the month-first one.
export interface DateMention {
  text: string;
  start: number;
  end: number;
  form: DateForm;
  precision: DatePrecision;
  year: number;
  month: number; // 1 when the precision is year
  day: number; // 1 when the precision is month or year
  separator?: string; // of a numeric date: "/", ".", "-"
  alternative?: { month: number; day: number };
  // What the date itself shows about day/month order: a number above 12 can only be the day.
  showsOrder?: "day-first" | "month-first";
  // The text looks like a date but is not one (31.02.2019); the reason, for the unreadable list.
  invalid?: string;
}

interface Pattern {
  form: DateForm;
  regex: RegExp;
  read: (groups: string[], today: string) => Omit<DateMention, "text" | "start" | "end" | "form"> | undefined;
}

function monthOfName(name: string): number {
  return ENGLISH_MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

// A two-digit year: the century that puts it no later than ten years after today (expiry dates run
// up to ten years ahead; anything later is last century).
function fullYear(text: string, today: string): number {
  const digits = text.replace(/\D/g, "");
  if (digits.length === 4) return Number(digits);
  const year = 2000 + Number(digits);
  return year <= Number(today.slice(0, 4)) + 10 ? year : year - 100;
}

function dayMonth(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12) return `month ${month} does not exist`;
  if (day < 1 || day > daysInMonth(year, month)) return `${year}-${String(month).padStart(2, "0")} has no day ${day}`;
  return undefined;
}

// A day, month and year in digits (12.03.2019, 03/12/19): which is the day is decided here where the
// numbers show it, and left as an alternative otherwise.
function numericDate([, first, separator, second, year]: string[], today: string): Omit<DateMention, "text" | "start" | "end" | "form"> {
  const a = Number(first);
  const b = Number(second);
  const y = fullYear(year!, today);
  const dayFirstInvalid = dayMonth(y, b, a);
  const monthFirstInvalid = dayMonth(y, a, b);
  if (dayFirstInvalid && monthFirstInvalid) return { precision: "day", year: y, month: b, day: a, separator, invalid: dayFirstInvalid };
  if (dayFirstInvalid) return { precision: "day", year: y, month: a, day: b, separator, showsOrder: "month-first" };
  if (monthFirstInvalid) return { precision: "day", year: y, month: b, day: a, separator, showsOrder: a > 12 ? "day-first" : undefined };
  const alternative = a === b ? undefined : { month: a, day: b };
  return { precision: "day", year: y, month: b, day: a, separator, alternative };
}

const PATTERNS: Pattern[] = [
  {
    form: "year-month-day",
    regex: new RegExp(`${START}(\\d{4})([-./])(\\d{1,2})\\2(\\d{1,2})${END}`, "giu"),
    read: ([, year, separator, month, day]) => {
      const y = Number(year);
      const invalid = dayMonth(y, Number(month), Number(day));
      return { precision: "day", year: y, month: Number(month), day: Number(day), separator, invalid };
    },
  },
  {
    // The same, its separators mixed as OCR reads a dot ("19.04-2025"): only with a four-digit year.
    form: "numeric",
    regex: new RegExp(`${START}(\\d{1,2})(?:\\.(\\d{1,2})-|-(\\d{1,2})\\.)(\\d{4})${END}`, "giu"),
    read: ([whole, first, dotFirst, dashFirst, year], today) => numericDate([whole!, first!, ".", (dotFirst ?? dashFirst)!, year!], today),
  },
  {
    form: "numeric",
    regex: new RegExp(`${START}(\\d{1,2})([-./])(\\d{1,2})\\2(\\d{4}|\\d{2})${END}`, "giu"),
    read: (match, today) => numericDate(match, today),
  },
  {
    form: "day-month-name",
    regex: new RegExp(`${START}(\\d{1,2})(?:st|nd|rd|th)?(?:\\s*(?:of\\s+)?|[-./]\\s*)${MONTH}(?:,?\\s*|[-./]\\s*)(\\d{4}|\\d{2})${END}`, "giu"),
    read: ([, day, month, year], today) => {
      const y = fullYear(year!, today);
      const m = monthOfName(month!);
      return { precision: "day", year: y, month: m, day: Number(day), invalid: dayMonth(y, m, Number(day)) };
    },
  },
  {
    form: "day-month-name",
    regex: new RegExp(`${START}(\\d{1,2})\\s*${CYRILLIC_MONTH}\\s*(\\d{4})(?:\\s*р\\.|\\s*г\\.)?`, "giu"),
    read: ([, day, month, year]) => {
      const m = CYRILLIC_MONTHS[month!.toLowerCase()]!;
      return { precision: "day", year: Number(year), month: m, day: Number(day), invalid: dayMonth(Number(year), m, Number(day)) };
    },
  },
  {
    form: "month-name-day",
    regex: new RegExp(`${START}${MONTH}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})${END}`, "giu"),
    read: ([, month, day, year]) => {
      const m = monthOfName(month!);
      return { precision: "day", year: Number(year), month: m, day: Number(day), invalid: dayMonth(Number(year), m, Number(day)) };
    },
  },
  {
    // "March 2019", "Mar-19" (March 2019, never 19 March: DOMAIN.md §4.3), "MAR.2019", "Mar'19".
    form: "month-name",
    regex: new RegExp(`${START}${MONTH}(?:,?\\s*|[-./'’]\\s*)(\\d{4}|'?\\d{2})${END}`, "giu"),
    read: ([, month, year], today) => ({ precision: "month", year: fullYear(year!, today), month: monthOfName(month!), day: 1 }),
  },
  {
    form: "month-year",
    regex: new RegExp(`${START}(\\d{1,2})([-./])(\\d{4})${END}`, "giu"),
    read: ([, month, separator, year]) => {
      const m = Number(month);
      if (m < 1) return undefined;
      // "13/2021" in a date column is a date gone wrong, not a year with a stray number.
      if (m > 12) return { precision: "month", year: Number(year), month: m, day: 1, separator, invalid: `month ${m} does not exist` };
      return { precision: "month", year: Number(year), month: m, day: 1, separator };
    },
  },
  {
    // A year alone. Not part of a number written with thousands separators ("32,019").
    form: "year",
    regex: /(?<![\p{L}\p{N},.])(?<!\p{L}[-/])(?<!\d )((?:19[4-9]|20\d)\d)(?![\p{L}\p{N}]|[,.]\d|[-/]\d*\p{L})/gu,
    read: ([, year]) => ({ precision: "year", year: Number(year), month: 1, day: 1 }),
  },
];

// OCR reads 0 as O and 1 as l or I inside numbers ("12.O3.2O19"); such tokens are repaired before
// dates are searched, character for character, so positions stay those of the text as read.
function repairDigits(text: string): string {
  return text.replace(/(?<![\p{L}])[\dOoIl./-]{4,}(?![\p{L}])/gu, (token) => {
    if (token.replace(/\D/g, "").length < 3) return token;
    return token.replace(/(?<=[\d./-])[OoIl]|[OoIl](?=[\d./-])/g, (letter) => (/[Oo]/.test(letter) ? "0" : "1"));
  });
}

// And the other way: the O of OCT and NOV read as a zero between a day and a year ("130CT1989",
// "05 N0V 2021"), a month name no other reading gives. Same length, so positions stay.
function repairMonthNames(text: string): string {
  return text.replace(/(?<=\d[\s.-]?)(0CT|N0V)(?=[\s.-]?\d{2})/gi, (name) => name.replace("0", "O"));
}

// Every date in a text, left to right; where two readings overlap the longer one is the date.
export function findDates(text: string, today: string): DateMention[] {
  const searched = repairDigits(repairMonthNames(text));
  const found: DateMention[] = [];
  for (const pattern of PATTERNS) {
    for (const match of searched.matchAll(pattern.regex)) {
      const read = pattern.read(match as unknown as string[], today);
      // "JAN-7201" is a model number, not a date.
      if (!read || read.year < 1900 || read.year > 2100) continue;
      const start = match.index;
      const end = start + match[0].length;
      found.push({ ...read, text: text.slice(start, end), start, end, form: pattern.form });
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: DateMention[] = [];
  for (const mention of found) {
    if (chosen.every((taken) => mention.end <= taken.start || mention.start >= taken.end)) chosen.push(mention);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// The mention as a date, day first or month first where it could be either.
export function partialDateOf(mention: DateMention, monthFirst = false): PartialDate {
  const { month, day } = monthFirst && mention.alternative ? mention.alternative : mention;
  return { date: isoOf(mention.year, month, day), precision: mention.precision };
}

// Words that end a contract's dates without a date: it is still running.
export const OPEN_END =
  /^(?:present|current(?:ly)?|on\s?-?board|now|ongoing|to\s?date|till\s?date|until\s?now|till\s?now|up\s?to\s?now|up\s?to\s?date|still\s+on\s?board|continuing|date)\b/i;
