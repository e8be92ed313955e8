// The person a document names, as a recruiter would file them. Labelled fields first (a form's,
// a passport's, a certificate's); then what layouts say without labels: a certificate's holder after
// "This is to certify that", a CV's name at the top, an e-mail address or an international phone
// number anywhere. A value that does not look like what its label promises is not taken.

import { evidenceOf, type Line } from "./document-text.js";
import type { DocumentKind, Field, Identity } from "./document-reading.js";
import { findEmail, findPhone } from "./contact.js";
import { findCountryIn, readCountry } from "./countries.js";
import type { DateOrder } from "./date-order.js";
import { findDates } from "./dates.js";
import { findDocumentNumber, isHeaderLine } from "./document-fields.js";
import { findLabelPairs, type LabelPair } from "./label-pairs.js";
import { labelOf, type LabelField } from "./labels.js";
import { cleanName, looksLikeName, splitFullName } from "./person-name.js";
import { findRanks, readRankExactly } from "./rank-names.js";
import { headingOf } from "./sections.js";
import { isVesselTypeName } from "./vessel-type-names.js";

interface Candidate<T> {
  value: T;
  lines: Line[];
  reasoning: string[];
}

// A full name, split already when the layout shows the split (given names over a family name).
type NamedCandidate = Candidate<string> & { split?: { givenNames?: string; familyName?: string } };

const field = <T>(candidate: Candidate<T>): Field<T> => ({ value: candidate.value, evidence: evidenceOf(candidate.lines, candidate.reasoning) });

const TITLE_WORDS =
  /\b(curriculum|vitae|resume|résumé|bio-?data|application|form|cv|profile|seafarer|personal|certificate|passport|book|record|service|republic|kingdom|federation|ministry|maritime|authority)\b/i;
const COMPANY_WORDS =
  /\b(inc|ltd|limited|corp|shipping|manning|maritime|agency|services|management|crew|company|lines|group|training|center|centre|academy|institute)\b/i;

export interface IdentityContext {
  kind: DocumentKind;
  today: string;
  dateOrder: DateOrder;
}

function numberField(pair: LabelPair, today: string, what: string): Candidate<string> | undefined {
  const number = findDocumentNumber(pair.value, today);
  return number ? { value: number, lines: pair.lines, reasoning: [`'${number}' is under the label '${pair.label}': the ${what} number`] } : undefined;
}

export function readIdentity(lines: readonly Line[], context: IdentityContext): Identity {
  const pairs = findLabelPairs(lines);
  const byField = (wanted: LabelField) => pairs.filter((pair) => pair.field === wanted);
  const first = <T>(candidates: (Candidate<T> | undefined)[]) => candidates.find((candidate): candidate is Candidate<T> => !!candidate);
  const identity: Identity = {};

  // Nationality first: it tells how a name is ordered and how an ambiguous date of birth reads.
  const nationality = first(
    byField("nationality").map((pair) => {
      const country = readCountry(pair.value) ?? findCountryIn(pair.value);
      return country && { value: country.alpha2, lines: pair.lines, reasoning: [`under the label '${pair.label}'`, country.how] };
    }),
  );
  if (nationality) identity.nationality = field(nationality);
  else if (context.kind === "passport" || context.kind === "id_card") {
    // A passport without a readable nationality field: the state that issued it.
    const header = lines.slice(0, 4).find((line) => isHeaderLine(line) && findCountryIn(line.text));
    const country = header && findCountryIn(header.text);
    if (header && country)
      identity.nationality = field({
        value: country.alpha2,
        lines: [header],
        reasoning: [`the ${context.kind === "passport" ? "passport" : "identity card"} is issued by ${country.alpha2} (${country.how})`],
      });
  }
  context.dateOrder.setNationality(identity.nationality?.value);
  const nationalityCode = identity.nationality?.value;

  // Names.
  const nameOf = (wanted: LabelField) =>
    first(
      byField(wanted).map((pair) =>
        looksLikeName(pair.value) && !labelOf(pair.value) && !namesAShip(pair.value)
          ? { value: cleanName(pair.value), lines: pair.lines, reasoning: [`under the label '${pair.label}'`] }
          : undefined,
      ),
    );
  const family = nameOf("familyName");
  const given = nameOf("givenNames");
  const middle = nameOf("middleName");
  if (family) identity.familyName = field(family);
  if (given) identity.givenNames = field(given);
  if (middle) identity.middleName = field(middle);
  if (!family && !given) {
    const full: NamedCandidate | undefined = nameOf("fullName") ?? certificateHolder(lines) ?? (context.kind === "cv" ? nameAtTop(lines) : undefined);
    if (full) {
      if (full.split) {
        if (full.split.familyName) identity.familyName = field({ ...full, value: full.split.familyName });
        if (full.split.givenNames) identity.givenNames = field({ ...full, value: full.split.givenNames });
      } else {
        const split = splitFullName(full.value, nationalityCode);
        const reasoning = [...full.reasoning, split.reasoning];
        if (split.familyName) identity.familyName = field({ value: split.familyName, lines: full.lines, reasoning });
        if (split.givenNames) identity.givenNames = field({ value: split.givenNames, lines: full.lines, reasoning });
      }
    }
  }

  // Date of birth: a whole date, of someone between 14 and 100 years old.
  const year = Number(context.today.slice(0, 4));
  const dateOfBirth = first(
    byField("dateOfBirth").map((pair) => {
      const mention = findDates(pair.value, context.today).find((date) => date.precision === "day" && !date.invalid);
      if (!mention) return undefined;
      const resolved = context.dateOrder.resolve(mention);
      const born = Number(resolved.date.date.slice(0, 4));
      if (born > year - 14 || born < year - 100) return undefined;
      const reasoning = [`under the label '${pair.label}'`, `'${mention.text}' read as ${resolved.date.date}`];
      if (resolved.reasoning) reasoning.push(resolved.reasoning);
      return { value: resolved.date.date, lines: pair.lines, reasoning };
    }),
  );
  if (dateOfBirth) identity.dateOfBirth = field(dateOfBirth);

  // Contact.
  const email =
    first(
      byField("email").map((pair) =>
        findEmail(pair.value) ? { value: findEmail(pair.value)!, lines: pair.lines, reasoning: [`under the label '${pair.label}'`] } : undefined,
      ),
    ) ??
    first(
      lines.map((line) => (findEmail(line.text) ? { value: findEmail(line.text)!, lines: [line], reasoning: ["an e-mail address in the text"] } : undefined)),
    );
  if (email) identity.email = field(email);
  const phone =
    first(
      byField("phone").map((pair) => {
        const found = findPhone(pair.value);
        return found && { value: found.value, lines: pair.lines, reasoning: [`under the label '${pair.label}'`, found.reasoning] };
      }),
    ) ??
    first(
      lines.map((line) => {
        const found = findPhone(line.text);
        // Unlabelled, only a number written with "+" is surely a phone number.
        return found && /^\(?\+/.test(found.written) && !/\//.test(found.written)
          ? { value: found.value, lines: [line], reasoning: ["a phone number with a country code in the text", found.reasoning] }
          : undefined;
      }),
    );
  if (phone) identity.phone = field(phone);

  // Document numbers. "No." alone is the number of the document itself.
  const passport = first([
    ...byField("passportNumber").map((pair) => numberField(pair, context.today, "passport")),
    ...(context.kind === "passport" ? byField("documentNumber").map((pair) => numberField(pair, context.today, "passport")) : []),
    numberInProse(lines, /\bpassport\b/, "passport", context.today),
  ]);
  if (passport) identity.passportNumber = field(passport);
  const book = first([
    ...byField("seamansBookNumber").map((pair) => numberField(pair, context.today, "seaman's book")),
    ...(context.kind === "seamans_book"
      ? [...byField("documentNumber").map((pair) => numberField(pair, context.today, "seaman's book")), bookNumberInTitle(lines, context.today)]
      : []),
    numberInProse(lines, /\b(?:seam[ae]n'?s?\s+book|discharge\s+book|sirb|cdc)\b/, "seaman's book", context.today),
  ]);
  if (book) identity.seamansBookNumber = field(book);
  return identity;
}

// A certificate's holder: the line after "This is to certify that", or the rest of that line.
function certificateHolder(lines: readonly Line[]): Candidate<string> | undefined {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const match = /\b(?:certify\s+that|certifies\s+that|issued\s+to|awarded\s+to|granted\s+to)\b[:,]?\s*(.*)$/i.exec(line.text);
    if (!match) continue;
    const sameLine = match[1]!.trim();
    const candidate =
      sameLine !== "" ? { text: sameLine, lines: [line] } : lines[index + 1] && { text: lines[index + 1]!.cells[0]!.text, lines: [line, lines[index + 1]!] };
    if (candidate && looksLikeName(candidate.text) && !labelOf(candidate.text)) {
      return { value: cleanName(candidate.text), lines: candidate.lines, reasoning: ["the certificate's holder, named after 'This is to certify that'"] };
    }
  }
  return undefined;
}

// "Ch.Cook - MV Cape Meridian", "M.V. IRRAWADDY STAR": a contract or a vessel, not a person.
const namesAShip = (text: string) => /(?<![\p{L}])(?:M\.?\/?[VT]\.?|LNG\/?C|LPG\/?C)(?![\p{L}])/u.test(text) || findRanks(text).length > 0;

const nameLike = (text: string) =>
  looksLikeName(text) &&
  !namesAShip(text) &&
  text.split(/\s+/).length <= 5 &&
  !TITLE_WORDS.test(text) &&
  !COMPANY_WORDS.test(text) &&
  !headingOf(text) &&
  !labelOf(text) &&
  !readRankExactly(text) &&
  // A contract's vessel type or flag ("High-Speed Passenger Craft", "Portugal flag").
  !isVesselTypeName(text) &&
  !/\bflag\b/i.test(text);

// A CV's name at its top: the first name-like cell, or two ("Juan Carlo" over "DELA CRUZ"). Any cell
// of a line, since a designed CV puts its sidebar beside the name. A name of one word ("Siti": many
// Indonesians have no other) only on the first three lines, since a single word further down is more
// often a sidebar's or a contract's; a name of two words or more down to the tenth.
function nameAtTop(lines: readonly Line[]): NamedCandidate | undefined {
  const top = lines.filter((line) => line.page === 0).slice(0, 10);
  for (let index = 0; index < top.length; index++) {
    const line = top[index]!;
    for (const cell of line.cells) {
      const text = cell.text;
      if (!nameLike(text)) continue;
      // The family name in capitals on one of the next two lines, nearest under the given names.
      const below = top.slice(index + 1, index + 3).flatMap((next) => next.cells.filter((other) => nameLike(other.text)).map((other) => ({ next, other })));
      const found = below.sort((a, b) => Math.abs(a.other.start - cell.start) - Math.abs(b.other.start - cell.start))[0];
      const next = found?.next;
      const under = found?.other;
      if (next && under && under.text === under.text.toUpperCase() && text !== text.toUpperCase()) {
        return {
          value: `${text} ${under.text}`,
          lines: [line, next],
          reasoning: [`the name at the top of the CV: given names '${text}' over the family name '${under.text}' in capitals`],
          split: { givenNames: cleanName(text), familyName: cleanName(under.text) },
        };
      }
      if (text.split(/\s+/).length < 2) {
        if (index < 3) return { value: cleanName(text), lines: [line], reasoning: ["the one-word name at the top of the CV"] };
        continue;
      }
      return { value: cleanName(text), lines: [line], reasoning: ["the name at the top of the CV"] };
    }
  }
  return undefined;
}

// Numbers told in running text: "Holder of a valid passport (No. FB0123456, valid until ...)", the
// sentence possibly wrapped between the label and the number ("passport (No." / "FB0123456, ...").
function numberInProse(lines: readonly Line[], document: RegExp, what: string, today: string): Candidate<string> | undefined {
  const pattern = new RegExp(`${document.source}[^.;:]{0,30}?\\b(?:No|Nr|Number)\\b\\.?\\s*[:.]?\\s*([A-Z0-9][A-Z0-9 -]{4,})`, "i");
  // A sentence on one line first; then two lines, the sentence wrapped.
  const spans = [...lines.map((line) => [line]), ...lines.slice(1).map((line, index) => [lines[index]!, line])];
  for (const span of spans) {
    const match = pattern.exec(span.map((part) => part.text).join(" "));
    const number = match && findDocumentNumber(match[1]!, today);
    if (number) return { value: number, lines: span, reasoning: [`'${number}' is given as the ${what} number in the text`] };
  }
  return undefined;
}

// A seaman's book prints its number by the title: "SEAMAN'S BOOK   No. E0412345".
function bookNumberInTitle(lines: readonly Line[], today: string): Candidate<string> | undefined {
  for (const line of lines.slice(0, 5)) {
    const match = /\bNo\b\.?\s*[:.]?\s*([A-Z0-9][A-Z0-9 -]{4,})/i.exec(line.text);
    const number = match && findDocumentNumber(match[1]!, today);
    if (number) return { value: number, lines: [line], reasoning: [`'${number}' is the number printed by the book's title`] };
  }
  return undefined;
}
