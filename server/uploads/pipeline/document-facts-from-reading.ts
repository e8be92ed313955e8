// A document's facts (document-facts.ts) from what the readers found: the machine-readable zone of an
// identity document (extraction/mrz) and the career reader's reading of its text (extraction/career).
// The MRZ wins for what it holds, where its check digits vouch for it; the text gives the rest.
import { certificateByValue } from "@/server/domain/certificates.js";
import type { DocumentReading, Evidence as ReadingEvidence, PartialDate } from "../extraction/career/document-reading.js";
import type { MrzReading } from "../extraction/mrz/mrz-reading.js";
import type { CertificateFact, DocumentFacts, DocumentKind, Evidence, SeaServiceFact } from "./document-facts.js";
import { normalName, type PersonIdentity } from "./person-keys.js";

export interface MrzOnPage {
  page: number;
  mrz: MrzReading;
}

const evidenceOf = (evidence: ReadingEvidence): Evidence => ({ page: evidence.page, snippet: evidence.snippet, reasoning: evidence.reasoning });

function mrzEvidence({ page, mrz }: MrzOnPage, field: string): Evidence {
  const kind = mrz.documentCode.startsWith("P") ? "passport" : "identity card";
  return {
    page,
    snippet: mrz.lines.join("\n"),
    reasoning: [
      `Read the ${field} in the machine-readable zone (${mrz.format}) of the ${kind}.`,
      mrz.valid ? "Every check digit of the zone holds." : `Some fields could not be verified: ${mrz.unverified.join(", ")}.`,
      ...mrz.repairs.map((repair) => `Corrected by the check digits: ${repair}.`),
    ],
  };
}

function kindOf(reading: DocumentReading, mrz: MrzOnPage | undefined): DocumentKind {
  if (mrz) return mrz.mrz.documentCode.startsWith("P") ? "passport" : "id_card";
  return reading.kind;
}

function typeCodeOf(kind: DocumentKind, certificates: readonly CertificateFact[]): string | null {
  if (kind === "passport") return "id_passport";
  if (kind === "seamans_book") return "id_seamans_book";
  if (kind === "cv") return "cv";
  if (kind === "certificate" || kind === "medical") return certificates[0]?.code ?? null;
  return null;
}

// The MRZ spells a name without what its alphabet lacks (ICAO 9303: D'SOUZA is DSOUZA, WIŚNIEWSKI is
// WISNIEWSKI, SCHRÖDER is SCHROEDER or SCHRODER, ÅSE is AASE); the visual zone prints it as it is.
// Where the printed name has the MRZ's letters, read by those rules (its accents possibly lost to the
// OCR), the printed spelling is kept; otherwise the MRZ's.
function asPrinted(mrzName: string, printed: string | undefined): string {
  if (!printed) return mrzName;
  const letters = (name: string) => normalName(name.replace(/ß/g, "SS")).replace(/ /g, "");
  const transliterated = letters(mrzName).replace(/(AE|OE|UE|AA)/g, (pair) => `(?:${pair}|${pair[0]})`);
  return new RegExp(`^${transliterated}$`).test(letters(printed)) ? printed : mrzName;
}

const dateOf = (point: PartialDate | undefined) => point?.date ?? null;

function seaServiceFacts(reading: DocumentReading): SeaServiceFact[] {
  const facts: SeaServiceFact[] = [];
  for (const record of reading.seaService) {
    const ranks = record.rankCandidates && record.rankCandidates.length > 1 ? record.rankCandidates.slice(0, 2) : record.rank ? [record.rank] : [];
    // A record without a rank or a start, or one that ended on an unknown day, counts no months: it is
    // not stored as sea service (the reader lists why among its unreadable lines).
    if (ranks.length === 0 || !record.from || (!record.to && !record.ongoing)) continue;
    facts.push({
      rankValues: ranks,
      rankText: record.rankText ?? ranks.join(" / "),
      vesselType: record.vesselType ?? null,
      vesselName: record.vesselName ?? "",
      vesselFlag: record.flag ?? null,
      company: record.company ?? "",
      from: record.from,
      to: record.ongoing ? undefined : record.to,
      evidence: evidenceOf(record.evidence),
    });
  }
  return facts;
}

function certificateFacts(reading: DocumentReading): CertificateFact[] {
  return reading.certificates.map((certificate) => {
    const known = certificateByValue.get(certificate.code);
    return {
      code: certificate.code,
      number: certificate.number ?? "",
      issuingCountry: certificate.issuingCountry ?? null,
      issuedOn: dateOf(certificate.issueDate),
      expiresOn: certificate.expiryDate === "unlimited" ? null : dateOf(certificate.expiryDate),
      stcw: known?.category === "coc" || known?.category === "cop",
      evidence: evidenceOf(certificate.evidence),
    };
  });
}

export function documentFactsFromReading(reading: DocumentReading, found: MrzOnPage | undefined, pageCount: number): DocumentFacts {
  const kind = kindOf(reading, found);
  const text = reading.identity;
  const identity: PersonIdentity = {};
  const identityEvidence: DocumentFacts["identityEvidence"] = {};
  const certificates = certificateFacts(reading);
  const mrz = found?.mrz;
  if (found && mrz) {
    // A name the MRZ could not vouch for gives way to the visual zone's, when there is one.
    if (mrz.surname && (!mrz.unverified.includes("name") || !text.familyName)) {
      identity.familyName = asPrinted(mrz.surname, text.familyName?.value);
      if (mrz.givenNames) identity.givenNames = asPrinted(mrz.givenNames, text.givenNames?.value);
    }
    if (mrz.dateOfBirth && !mrz.unverified.includes("dateOfBirth")) {
      identity.dateOfBirth = mrz.dateOfBirth;
      identityEvidence.dateOfBirth = mrzEvidence(found, "date of birth");
    }
    if (mrz.nationality) {
      identity.nationality = mrz.nationality;
      identityEvidence.nationality = mrzEvidence(found, "nationality");
    }
    if (!mrz.unverified.includes("documentNumber")) {
      if (kind === "passport") {
        identity.passportNumber = mrz.documentNumber;
        certificates.unshift({
          code: "id_passport",
          number: mrz.documentNumber,
          issuingCountry: mrz.nationality ?? null,
          issuedOn: null,
          expiresOn: mrz.unverified.includes("expiryDate") ? null : (mrz.expiryDate ?? null),
          stcw: false,
          evidence: mrzEvidence(found, "document number and expiry date"),
        });
      }
    }
  }
  identity.familyName ??= text.familyName?.value;
  identity.givenNames ??= text.givenNames?.value;
  if (!identity.dateOfBirth && text.dateOfBirth) {
    identity.dateOfBirth = text.dateOfBirth.value;
    identityEvidence.dateOfBirth = evidenceOf(text.dateOfBirth.evidence);
  }
  if (!identity.nationality && text.nationality) {
    identity.nationality = text.nationality.value;
    identityEvidence.nationality = evidenceOf(text.nationality.evidence);
  }
  identity.passportNumber ??= text.passportNumber?.value;
  identity.seamansBookNumber = text.seamansBookNumber?.value;
  identity.email = text.email?.value;
  identity.phone = text.phone?.value;
  return {
    kind,
    documentTypeCode: typeCodeOf(kind, certificates),
    pageCount,
    identity,
    identityEvidence,
    seaService: seaServiceFacts(reading),
    certificates,
  };
}
