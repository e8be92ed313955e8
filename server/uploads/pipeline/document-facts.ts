// What the pipeline learned from one document, in the shape the writer stores (person-writer.ts):
// who it names, what kind of document it is, and the career facts it holds, each with its evidence
// (page, snippet, reasoning), as the API's DocumentExtraction keeps them.
import type { PersonIdentity } from "./person-keys.js";

export type DocumentKind = "cv" | "certificate" | "seamans_book" | "passport" | "id_card" | "medical" | "other";

export interface Evidence {
  // From 0.
  page: number;
  snippet: string;
  reasoning: string[];
}

export interface DatePoint {
  date: string;
  precision: "day" | "month" | "year";
}

export interface SeaServiceFact {
  // One ranks.json value, or two for an ambiguous record ("2/O / 3/O").
  rankValues: string[];
  rankText: string;
  vesselType: string | null;
  vesselName: string;
  vesselFlag: string | null;
  company: string;
  from: DatePoint;
  // Absent while on board.
  to?: DatePoint;
  evidence: Evidence;
}

export interface CertificateFact {
  // certificates.json value.
  code: string;
  number: string;
  issuingCountry: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  stcw: boolean;
  evidence: Evidence;
}

export interface DocumentFacts {
  kind: DocumentKind;
  // certificates.json value or "cv", stored on the document; null when unknown.
  documentTypeCode: string | null;
  pageCount: number;
  identity: PersonIdentity;
  // Where the date of birth and nationality were read, for their extractions.
  identityEvidence: { dateOfBirth?: Evidence; nationality?: Evidence };
  seaService: SeaServiceFact[];
  certificates: CertificateFact[];
  // Files made from the document, stored beside it (file-store.ts's derivedFileKey): its thumbnail
  // ("thumbnail.webp") and the holder's face cropped from an identity document's photo page
  // ("face.jpg"), with where and how the face was found.
  thumbnail?: boolean;
  face?: Evidence;
}
