// A certificate's number, dates and issuer written after its name in running text: "- No. BST-12345,
// issued 01.02.2020, valid until 01.02.2025", "| 01-Mar-2020 - 01-Mar-2025", "(No. 4411, no expiry,
// issued by MARINA)". A date's role comes from the words before it; without them two dates are the
// issue and the expiry, in that order, and one date is the issue.

import { findDates, type DateMention } from "./dates.js";
import { findRanges } from "./date-ranges.js";
import { UNLIMITED } from "./certificate-record.js";

export interface CertificateDetails {
  number?: string;
  issued?: DateMention;
  expires?: DateMention;
  unlimitedText?: string;
  issuerText?: string;
}

const NUMBER = /(?:\b(?:cert(?:ificate)?\.?\s*)?(?:No|Nr|Number)\b\.?|#)\s*[:.]?\s*((?:[A-Z]{1,4} )?[A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*)/i;
const ISSUED_WORDS = /(issu|dated|date of iss|from)[\p{L}\s.]*[:.]?\s*$/iu;
const EXPIRY_WORDS = /(valid|exp|until|till|to)[\p{L}\s.]*[:.]?\s*$/iu;
const ISSUER = /\b(?:issued\s+by|issuing\s+authority|issued\s+at|by)\s*:?\s+([\p{Lu}][^,;|()]*)/u;

export interface DetailOptions {
  // The text is cells beside or under the name (a row without a header, a sidebar's next line): its
  // first value may be the number without "No.", and its dates are whole dates (a month-and-year
  // period there is another column's contract, not a certificate's validity).
  apart?: boolean;
}

export function readCertificateDetails(text: string, today: string, options: DetailOptions = {}): CertificateDetails {
  const details: CertificateDetails = {};
  const number = NUMBER.exec(text);
  if (number) details.number = number[1];
  else if (options.apart) {
    const first = text
      .trim()
      .split(/[|,;(]|\s{2,}/)[0]!
      .trim();
    if (/^[A-Z0-9][A-Z0-9/ -]{2,}$/i.test(first) && (first.match(/\d/g) ?? []).length >= 3 && findDates(first, today).length === 0) details.number = first;
  }
  const dates = findDates(text, today).filter(
    (mention) =>
      (!number || mention.start >= number.index + number[0].length || mention.end <= number.index) && (!options.apart || mention.precision === "day"),
  );
  let previousEnd = 0;
  const unassigned: DateMention[] = [];
  for (const mention of dates) {
    const before = text.slice(previousEnd, mention.start);
    if (EXPIRY_WORDS.test(before) && !details.expires) details.expires = mention;
    else if (ISSUED_WORDS.test(before) && !details.issued) details.issued = mention;
    else unassigned.push(mention);
    previousEnd = mention.end;
  }
  const range = findRanges(text, dates).find((found) => found.to);
  if (range && !details.issued && !details.expires) {
    details.issued = range.from;
    details.expires = range.to;
  } else {
    for (const mention of unassigned) {
      if (!details.issued) details.issued = mention;
      else if (!details.expires) details.expires = mention;
    }
  }
  if (!details.expires) {
    const unlimited = text
      .split(/[,;|()]/)
      .map((piece) => piece.replace(/^\s*(?:valid\s*(?:until|till)?|expiry|expires|exp\.?)\s*[:.]?\s*/i, "").trim())
      .find((piece) => UNLIMITED.test(piece));
    if (unlimited) details.unlimitedText = unlimited;
  }
  const issuer = ISSUER.exec(text);
  if (issuer) details.issuerText = issuer[1]!.trim();
  return details;
}

export function hasDetails(details: CertificateDetails): boolean {
  return !!(details.number || details.issued || details.expires || details.unlimitedText);
}
