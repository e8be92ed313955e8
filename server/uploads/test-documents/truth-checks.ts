// Checks shared by the tests: the strings a file's truth says it prints, and an independent reading of
// printed dates (written apart from the generator's formatting) to prove that each date's text and
// value agree.
import type { DocumentFields, PrintedDate } from "./truth-types.js";

// Everything the truth says the document shows as text.
export function expectedTexts(fields: DocumentFields): string[] {
  const texts: (string | null | undefined)[] = [];
  const identity = fields.identity;
  if (identity) texts.push(identity.surname, identity.givenNames, identity.middleName, identity.fullName, identity.placeOfBirth);
  if (fields.contact) texts.push(fields.contact.email, fields.contact.phoneText);
  for (const document of fields.documents ?? []) texts.push(document.number);
  for (const record of fields.seaService ?? []) {
    texts.push(record.rankText, record.vesselNameText, record.vesselTypeText, record.company, record.from.text, record.to.text);
  }
  for (const certificate of fields.certificates ?? []) texts.push(certificate.nameText, certificate.number);
  return texts.filter((text): text is string => typeof text === "string" && text.trim() !== "");
}

// Case and spacing do not count: a table cell may wrap a value over two lines.
export function squash(text: string): string {
  return text.toLowerCase().replace(/\s+/g, "");
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function monthNumber(word: string): number | null {
  const index = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return index === -1 ? null : index + 1;
}

const two = (value: number) => String(value).padStart(2, "0");

// The ISO value (YYYY-MM-DD, YYYY-MM or YYYY) a printed date denotes, or null if the text is not a
// date of that precision. `order` settles 03/04/2019.
export function readPrintedDate(text: string, precision: PrintedDate["precision"], order: "dmy" | "mdy" | "ymd" | null): string | null {
  const trimmed = text.trim();
  let match: RegExpExecArray | null;
  if (precision === "year") return /^\d{4}$/.test(trimmed) ? trimmed : null;
  if (precision === "month") {
    if ((match = /^(\d{2})\/(\d{4})$/.exec(trimmed))) return `${match[2]}-${match[1]}`;
    if ((match = /^([A-Za-z]+) (\d{4})$/.exec(trimmed)) && monthNumber(match[1]!)) return `${match[2]}-${two(monthNumber(match[1]!)!)}`;
    // "Mar-19" is March 2019 (a month and a two-digit year), never 19 March.
    if ((match = /^([A-Za-z]{3})-(\d{2})$/.exec(trimmed)) && monthNumber(match[1]!)) return `20${match[2]}-${two(monthNumber(match[1]!)!)}`;
    return null;
  }
  if ((match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed))) return trimmed;
  if ((match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(trimmed))) return `${match[3]}-${match[2]}-${match[1]}`;
  if ((match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed))) {
    return order === "mdy" ? `${match[3]}-${match[1]}-${match[2]}` : `${match[3]}-${match[2]}-${match[1]}`;
  }
  if ((match = /^(\d{1,2})[- ]([A-Za-z]+)[- ](\d{4})$/.exec(trimmed)) && monthNumber(match[2]!)) {
    return `${match[3]}-${two(monthNumber(match[2]!)!)}-${two(Number(match[1]))}`;
  }
  return null;
}
