// What a document is, from what it says (never from its file name). Titles count most: the words a
// document is headed with in its first lines ("SEAMAN'S BOOK", "PASSPORT", "CERTIFICATE OF
// PROFICIENCY", "CURRICULUM VITAE"), then its MRZ, then its body (a sea-service table, "This is to
// certify that"). A document about something else (an invoice) is "other".

import type { Cell, Line } from "./document-text.js";
import { labelOf } from "./labels.js";
import type { DocumentKind } from "./document-reading.js";

export interface KindSignals {
  lines: readonly Line[]; // every line, MRZ included, in reading order
  seaServiceRecords: number;
  seaServiceTable: boolean;
  certificateRecords: number;
  identityLabels: number; // labelled identity fields found (surname, date of birth...)
}

interface Rule {
  kind: DocumentKind;
  title: RegExp;
  why: string;
}

// Titles, most specific first: a seaman's book is headed "SEAFARER'S IDENTITY..." and carries sea
// service; a medical certificate is a certificate.
const TITLES: Rule[] = [
  {
    kind: "seamans_book",
    title:
      /\b(seam[ae]n'?s?\s*(?:book|record\s*book|discharge\s*book)|seafarer'?s?\s*(?:identification\s*and\s*record|record)\s*book|discharge\s*book|continuous\s*discharge\s*certificate|service\s*record\s*book)\b/i,
    why: "headed as a seaman's book",
  },
  { kind: "passport", title: /^\W*(?:passport|pasaporte|passeport|reisepass|паспорт)\b|\bpassport\s*\/|\/\s*passport\b/i, why: "headed 'PASSPORT'" },
  { kind: "id_card", title: /\b(identity\s*card|id\s*card|national\s*id|identification\s*card|carte\s*d'identit[eé])\b/i, why: "headed as an identity card" },
  {
    kind: "medical",
    title:
      /\b(medical\s*(?:fitness\s*)?(?:certificate|examination|report)|certificate\s*of\s*medical\s*fitness|fitness\s*certificate|pre-?employment\s*medical|peme|eng\s*1)\b/i,
    why: "headed as a medical certificate",
  },
  {
    kind: "certificate",
    title:
      /\b(certificate\s*of\s*(?:competency|proficiency|training|completion|attendance|endorsement|competence)|endorsement\s*attesting|training\s*certificate)\b/i,
    why: "headed as a certificate",
  },
  {
    kind: "cv",
    title: /\b(curriculum\s*vitae|r[eé]sum[eé]|bio-?\s*data|application\s*form|sea\s*service\s*record|seafarer'?s?\s*profile|crew\s*application|^cv$)\b/i,
    why: "headed as a CV / application form",
  },
];

const OTHER =
  /\b(invoice|receipt|bill\s*to|amount\s*due|subtotal|vat\s*(?:no|number|reg)|quotation|purchase\s*order|payment\s*terms|tax\s*invoice|statement\s*of\s*account)\b/i;

// "Passport No.  P1234567A", "Seaman's book  MK 0456789": a label with its value is a field of a form,
// not the document's title. A book's title is followed by its own number ("No. E0412345").
function isField(cells: readonly Cell[], index: number): boolean {
  const cell = cells[index]!;
  if (/\b(no|nr|number)\b\.?\s*[:.]?\s*$/i.test(cell.text) || /:\s*\S/.test(cell.text)) return true;
  const next = cells[index + 1];
  return !!labelOf(cell.text) && !!next && !/^no\b/i.test(next.text) && !labelOf(next.text);
}

export function documentKind(signals: KindSignals): { kind: DocumentKind; reasoning: string[] } {
  const text = signals.lines.filter((line) => !line.mrz);
  const titleZone = text.filter((line) => line.page === 0).slice(0, 8);
  const mrz = signals.lines.filter((line) => line.mrz).map((line) => line.text.replace(/\s/g, ""));

  if (text.slice(0, 12).some((line) => OTHER.test(line.text)) && signals.seaServiceRecords === 0) {
    return { kind: "other", reasoning: ["an invoice or business paper: it is about no seafarer"] };
  }
  // The first line that is a title decides; a rule earlier in TITLES wins within one line.
  for (const line of titleZone) {
    for (const rule of TITLES) {
      const cell = line.cells.find((candidate, index) => rule.title.test(candidate.text) && !isField(line.cells, index));
      if (cell) return { kind: rule.kind, reasoning: [`${rule.why}: '${line.text.trim()}'`] };
    }
  }
  if (mrz.some((line) => /^P[A-Z<]/.test(line) && line.length >= 40)) return { kind: "passport", reasoning: ["its MRZ is a passport's (TD3, 'P')"] };
  if (mrz.some((line) => /^[IAC][A-Z<]/.test(line) && line.length <= 36)) return { kind: "id_card", reasoning: ["its MRZ is an identity card's (TD1/TD2)"] };
  if (signals.seaServiceTable || signals.seaServiceRecords >= 1) {
    return { kind: "cv", reasoning: [`it lists sea service (${signals.seaServiceRecords} contract${signals.seaServiceRecords === 1 ? "" : "s"})`] };
  }
  if (text.some((line) => /\b(certify\s+that|has\s+successfully\s+completed|has\s+been\s+found\s+(?:duly\s+)?qualified)\b/i.test(line.text))) {
    return { kind: "certificate", reasoning: ["it certifies a person's training or competence"] };
  }
  if (text.some((line) => /\bfit\s+for\s+(?:sea\s+)?(?:duty|service)\b/i.test(line.text)))
    return { kind: "medical", reasoning: ["it states fitness for sea duty"] };
  if (signals.identityLabels >= 3 && signals.certificateRecords >= 2)
    return { kind: "cv", reasoning: ["a person's particulars and certificates: an application form"] };
  return { kind: "other", reasoning: ["nothing in it is a seafarer's CV, certificate, book or identity document"] };
}
