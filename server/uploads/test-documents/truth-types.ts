// The truth of a generated corpus: for every file, what a perfect extractor would read from it and
// whose document it is. Values use the domain's stable keys (ranks.json, vessel-types.json and
// certificates.json `value`s, ISO 3166-1 alpha-2 nationalities, ISO dates); texts keep what the
// document prints, so a benchmark can score both the normalisation and the reading.

export type DatePrecision = "day" | "month" | "year";

// A date as one document prints it. `value` carries exactly the known parts: "2019-03-12" (day),
// "2019-03" (month) or "2019" (year).
export interface PrintedDate {
  value: string;
  precision: DatePrecision;
  text: string;
}

// The open end of a contract still running ("present", "till date", "onboard").
export interface OpenEnd {
  value: null;
  precision: "open";
  text: string;
}

export type ServiceEnd = PrintedDate | OpenEnd;

export interface IdentityTruth {
  // As printed on this document. A holder with a single name (Myanmar, some Indonesians) has it all in
  // `surname` and an empty `givenNames`, as the MRZ's primary identifier does.
  surname: string;
  givenNames: string;
  // The name as one string, where the document writes it so ("Juan Carlo Reyes Santos", "ZHANG Wei").
  fullName?: string;
  // Philippine documents and CVs show the mother's maiden name as a middle name.
  middleName: string | null;
  dateOfBirth: string;
  // ISO 3166-1 alpha-2.
  nationality: string;
  // null where the document does not show it.
  sex: "M" | "F" | null;
  placeOfBirth: string | null;
}

export interface IdentityDocumentTruth {
  type: "passport" | "id_card" | "seamans_book";
  number: string;
  // ISO 3166-1 alpha-2 of the issuing state.
  issuingState: string;
  issueDate: string | null;
  expiryDate: string | null;
}

export interface MrzTruth {
  format: "TD3" | "TD1";
  lines: string[];
  // The fields as an ICAO 9303 parser returns them: codes as printed (fillers stripped), dates YYMMDD.
  documentCode: string;
  issuingStateCode: string;
  documentNumber: string;
  nationalityCode: string;
  surname: string;
  givenNames: string;
  birthDate: string;
  sex: "M" | "F";
  expiryDate: string;
}

export interface ContactTruth {
  email: string;
  // E.164 (+639171234567); `phoneText` is how the document writes it.
  phone: string;
  phoneText: string;
}

export interface SeaServiceTruth {
  // ranks.json value. A two-rank record ("2/O / 3/O", "AB/OS") names both candidates: it is evidence
  // of either, never confirmed time in one (DOMAIN.md §1.3).
  rank: string;
  secondRank: string | null;
  rankText: string;
  // The name without its prefix (MV, MT, LNG/C), and as printed.
  vesselName: string;
  vesselNameText: string;
  // vessel-types.json value.
  vesselType: string;
  vesselTypeText: string;
  grossTonnage: number | null;
  company: string | null;
  from: PrintedDate;
  to: ServiceEnd;
}

export interface CertificateTruth {
  // certificates.json `value` (the stable key) and `code` (as certificates print it).
  value: string;
  code: string;
  // The name as this document writes it (an abbreviation in a CV, the full title on the certificate).
  nameText: string;
  number: string | null;
  issueDate: string | null;
  // null: the document shows no expiry ("Unlimited", "-").
  expiryDate: string | null;
}

export interface DocumentFields {
  identity?: IdentityTruth;
  contact?: ContactTruth;
  // The identity documents this file is (a passport page) or lists (a CV's documents section).
  documents?: IdentityDocumentTruth[];
  mrz?: MrzTruth;
  seaService?: SeaServiceTruth[];
  certificates?: CertificateTruth[];
}

export type DocumentKind = "cv" | "passport" | "id_card" | "seamans_book" | "certificate" | "invoice" | "empty";

// Why a file belongs to no person.
export type NoPersonReason = "unrelated" | "encrypted" | "truncated" | "empty";

export type MediaType = "application/pdf" | "image/png" | "image/jpeg";

export type Degradation =
  | { kind: "noise"; sigma: number; seed: number }
  | { kind: "blur"; sigma: number }
  | { kind: "jpeg"; quality: number }
  // Resampled so that the page is scanned at about this many dots per inch.
  | { kind: "lowResolution"; dpi: number }
  | { kind: "rotate"; degrees: number }
  // The image placed on an A4 page of a PDF with no text layer, as a scanner's "scan to PDF" makes it.
  | { kind: "scanPdf" };

export interface FileTruth {
  name: string;
  kind: DocumentKind;
  // What the bytes are, whatever the name says; null for an empty file.
  mediaType: MediaType | null;
  // The person the file belongs to, or null with the reason.
  personId: string | null;
  noPersonReason: NoPersonReason | null;
  // The person whose document the bytes were made from, even when they cannot be read (encrypted,
  // truncated): a benchmark can tell "rightly refused" from "missed".
  sourcePersonId: string | null;
  // Which drawing of the kind: a CV layout ("bio-data"), "td3", "td1", "stcw-pdf"...
  variant: string;
  // Whether a PDF carries extractable text (false for images and scanned PDFs).
  textLayer: boolean;
  degradations: Degradation[];
  // The name's extension disagrees with the bytes (a PNG named .pdf).
  misnamed: boolean;
  // How the document writes dates whose parts could be read either way (03/04/2019).
  dateOrder: "dmy" | "mdy" | "ymd" | null;
  // The user password of an encrypted PDF.
  password: string | null;
  // The file's length and SHA-256, so a benchmark can check it reads the file the truth describes.
  size: number;
  sha256: string;
  // What a perfect extractor reads from this file; empty when it cannot be read.
  fields: DocumentFields;
}

export interface PersonSummary {
  id: string;
  surname: string;
  givenNames: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  // Other people of the pile who share this person's printed name: the grouping must not merge them.
  sameNameAs: string[];
  // Names of the readable files that belong to this person.
  files: string[];
}

export interface CorpusTruth {
  generator: string;
  seed: number;
  referenceDate: string;
  people: PersonSummary[];
  files: FileTruth[];
}
