// One certificate put together from what a layout gives (a table row, a list item, a certificate's
// own labelled fields): the name read to a certificates.json value, the dates resolved and checked.

import { evidenceOf, type Line } from "./document-text.js";
import type { CertificateRecord, PartialDate } from "./document-reading.js";
import type { DateOrder } from "./date-order.js";
import type { DateMention } from "./dates.js";
import { findCountryIn, readCountry } from "./countries.js";
import type { CertificateNameReading } from "./certificate-names.js";
import { daysBetween, notAfter } from "./partial-dates.js";

export interface CertificateParts {
  lines: Line[];
  nameText: string;
  name?: CertificateNameReading;
  number?: string;
  issued?: DateMention;
  expires?: DateMention;
  // "Unlimited", "Permanent", "No expiry": the certificate does not expire.
  unlimitedText?: string;
  issuerText?: string;
  reasoning: string[];
}

export type BuiltCertificate = { record: CertificateRecord } | { problem: string };

export const UNLIMITED = /^(?:unlimited|permanent|no\s+expiry|no\s+expiration|lifetime|valid\s+for\s+life|indefinite|does\s+not\s+expire|not\s+expiring)\b/i;

// Certificates are valid for whole years (5 for STCW, 2 for a medical), often less a day.
function wholeYears(issued: PartialDate | undefined, expires: PartialDate | undefined): boolean {
  if (!issued || !expires) return true;
  const days = daysBetween(issued.date, expires.date);
  if (days <= 0) return false;
  const years = Math.round(days / 365.25);
  return years >= 1 && Math.abs(days - years * 365.25) <= 4;
}

const describe = (what: string, mention: DateMention, date: PartialDate) => `${what} '${mention.text}' read as ${date.date} (${date.precision} precision)`;

function cleanNumber(text: string): string {
  return text
    .replace(/^(?:no|nr|number|#)\s*[.:]?\s*/i, "")
    .replace(/[,;.]+$/, "")
    .trim();
}

export function buildCertificate(parts: CertificateParts, dateOrder: DateOrder): BuiltCertificate {
  if (!parts.name) return { problem: `'${parts.nameText}' is not a certificate we know` };
  if (parts.issued?.invalid) return { problem: `'${parts.issued.text}' is not a date: ${parts.issued.invalid}` };
  if (parts.expires?.invalid) return { problem: `'${parts.expires.text}' is not a date: ${parts.expires.invalid}` };
  const reasoning = [...parts.name.reasoning];
  const record: CertificateRecord = { code: parts.name.code, name: parts.nameText.trim(), evidence: evidenceOf(parts.lines, []) };
  if (parts.number) {
    const number = cleanNumber(parts.number);
    if (number && /\d/.test(number)) record.number = number;
  }
  const resolved = dateOrder.resolvePair(parts.issued, parts.expires, wholeYears, "a validity of whole years");
  if (parts.issued && resolved.first) {
    record.issueDate = resolved.first.date;
    reasoning.push(describe("issued", parts.issued, record.issueDate));
    if (resolved.first.reasoning) reasoning.push(resolved.first.reasoning);
  }
  if (parts.expires && resolved.second) {
    record.expiryDate = resolved.second.date;
    reasoning.push(describe("expires", parts.expires, record.expiryDate));
    if (resolved.second.reasoning) reasoning.push(resolved.second.reasoning);
    if (record.issueDate && !notAfter(record.issueDate, record.expiryDate)) {
      return { problem: `the expiry (${parts.expires.text}) is before the issue date (${parts.issued!.text})` };
    }
  } else if (parts.unlimitedText) {
    record.expiryDate = "unlimited";
    reasoning.push(`'${parts.unlimitedText}': the certificate does not expire`);
  }
  if (parts.issuerText) {
    const country = readCountry(parts.issuerText) ?? findCountryIn(parts.issuerText);
    if (country) {
      record.issuingCountry = country.alpha2;
      reasoning.push(`issued in ${country.alpha2}: ${country.how}`);
    }
  }
  record.evidence = evidenceOf(parts.lines, [...reasoning, ...parts.reasoning]);
  return { record };
}
