// What readDocumentText returns: the kind of a document and what it says about a seafarer (identity,
// sea service, certificates), every piece with the line(s) it came from and why it was read that way,
// as the API's DocumentExtraction keeps page, snippet and reasoning.

export type DocumentKind = "cv" | "certificate" | "seamans_book" | "passport" | "id_card" | "medical" | "other";

export interface Evidence {
  // The page, counted from 0 (as DocumentExtraction.page_index).
  page: number;
  // The lines of that page the value was read from, counted from 0, in reading order.
  lines: number[];
  // Those lines as read, joined by "\n".
  snippet: string;
  // How the text became the value, in words a recruiter can check: "'2/O' is an abbreviation of second_officer".
  reasoning: string[];
}

export interface Field<T> {
  value: T;
  evidence: Evidence;
}

export type DatePrecision = "day" | "month" | "year";

// A date as precise as the document gives it: "Mar 2019" is { date: "2019-03-01", precision: "month" },
// "2019" is { date: "2019-01-01", precision: "year" }. The date is the first day of what is known.
export interface PartialDate {
  date: string; // YYYY-MM-DD
  precision: DatePrecision;
}

export interface Identity {
  givenNames?: Field<string>;
  familyName?: Field<string>;
  // Only when the document gives it under its own label (Philippine forms: the mother's maiden name).
  middleName?: Field<string>;
  dateOfBirth?: Field<string>; // YYYY-MM-DD
  nationality?: Field<string>; // ISO 3166-1 alpha-2
  email?: Field<string>;
  // E.164 ("+639171234567") when the number carries a country code; otherwise the digits as written.
  phone?: Field<string>;
  passportNumber?: Field<string>;
  seamansBookNumber?: Field<string>;
}

export interface SeaServiceRecord {
  // A ranks.json value; absent when the rank text is not a rank we know (rankText keeps it).
  rank?: string;
  // More than one when the text names two ranks ("Oiler/Wiper", "2/O / 3/O") or an ambiguous one
  // ("First Officer", "Engineer"); rank is then the reading we chose (DOMAIN.md §1.3).
  rankCandidates?: string[];
  rankText?: string;
  vesselType?: string; // a vessel-types.json value
  vesselTypeText?: string;
  vesselName?: string; // without its prefix (MV, M/T, LNG/C…), as written
  flag?: string; // ISO 3166-1 alpha-2
  company?: string;
  grossTonnage?: number;
  deadweight?: number;
  from?: PartialDate;
  to?: PartialDate;
  // The contract is still running ("present", "to date", "current"): `to` is then absent.
  ongoing: boolean;
  evidence: Evidence;
}

export interface CertificateRecord {
  // A certificates.json value (its `value`, never the printed code).
  code: string;
  // The certificate's name as the document writes it.
  name: string;
  number?: string;
  issueDate?: PartialDate;
  expiryDate?: PartialDate | "unlimited";
  issuingCountry?: string; // ISO 3166-1 alpha-2
  evidence: Evidence;
}

// A line of a sea-service or certificate table (or list) that could not be read, and why.
export interface UnreadableLine {
  section: "sea_service" | "certificates";
  page: number;
  line: number;
  snippet: string;
  reason: string;
}

export interface DocumentReading {
  kind: DocumentKind;
  // Why the document was taken to be of its kind.
  kindReasoning: string[];
  identity: Identity;
  seaService: SeaServiceRecord[];
  certificates: CertificateRecord[];
  unreadable: UnreadableLine[];
}

export interface ReadOptions {
  // The day the document is read, YYYY-MM-DD: two-digit years, dates of birth and "present" are
  // judged against it.
  today: string;
}
