// A stored extraction as the API's DocumentExtraction: provenance plus at most one value, chosen by kind.
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import { DocumentExtractionKind, type DocumentExtraction, type DocumentExtractionSchema } from "../../gen/rpc/v1/common_pb.js";
import { timestampFromText } from "../rpc/timestamp-text.js";
import type { LatestExtraction } from "./crew-profile-repository.js";
import type { ExtractionKind, ExtractionRow } from "./extraction-repository.js";
import { absoluteUrl } from "./public-url.js";

type DocumentExtractionInit = MessageInitShape<typeof DocumentExtractionSchema>;

const kindOf: Record<ExtractionKind, DocumentExtractionKind> = {
  date_of_birth: DocumentExtractionKind.DATE_OF_BIRTH,
  nationality: DocumentExtractionKind.NATIONALITY,
  country_of_residence: DocumentExtractionKind.COUNTRY_OF_RESIDENCE,
  on_land_work_experience: DocumentExtractionKind.ON_LAND_WORK_EXPERIENCE,
  at_sea_work_experience: DocumentExtractionKind.AT_SEA_WORK_EXPERIENCE,
  certificate: DocumentExtractionKind.CERTIFICATE,
  stcw_certificate: DocumentExtractionKind.STCW_CERTIFICATE,
  face_image: DocumentExtractionKind.FACE_IMAGE,
};

// The value oneof, as a message holds it (also a valid initializer).
function valueOf(kind: ExtractionKind, text: string | null, time: Timestamp | undefined, publicUrl: string): DocumentExtraction["value"] {
  const noValue = { case: undefined };
  switch (kind) {
    case "date_of_birth":
      return time ? { case: "dateOfBirth", value: time } : noValue;
    case "nationality":
      return text ? { case: "nationalityIso31661", value: text } : noValue;
    case "country_of_residence":
      return text ? { case: "countryOfResidenceIso31661", value: text } : noValue;
    case "face_image":
      return text ? { case: "faceImageUrl", value: absoluteUrl(publicUrl, text) } : noValue;
    case "at_sea_work_experience":
      return text ? { case: "atSeaWorkExperienceId", value: text } : noValue;
    case "on_land_work_experience":
      return text ? { case: "onLandWorkExperienceId", value: text } : noValue;
    default:
      // Certificate kinds carry no value: the certificate itself is a separate record.
      return noValue;
  }
}

export function toDocumentExtraction(row: ExtractionRow | undefined, publicUrl: string): DocumentExtractionInit | undefined {
  if (!row) return undefined;
  return {
    documentSetId: row.documentSetId,
    documentId: row.documentId,
    pageIndex: BigInt(row.pageIndex),
    kind: kindOf[row.kind],
    kindSequence: BigInt(row.kindSequence),
    reasoning: row.reasoning,
    snippet: row.snippet,
    createdAt: timestampFromDate(row.createdAt),
    updatedAt: timestampFromDate(row.updatedAt),
    value: valueOf(row.kind, row.valueText, row.valueTime ? timestampFromDate(row.valueTime) : undefined, publicUrl),
  };
}

// The same, from a latest extraction read as JSON (crew-profile-repository.ts), built as the message
// itself: a list answer holds a hundred of them, and create() would walk each one again.
export function documentExtractionOf(extraction: LatestExtraction, publicUrl: string): DocumentExtraction {
  const [kind, documentSetId, documentId, pageIndex, kindSequence, reasoning, snippet, createdAt, updatedAt, valueText, valueTime] =
    extraction;
  return {
    $typeName: "rpc.v1.DocumentExtraction",
    documentSetId,
    documentId,
    pageIndex: BigInt(pageIndex),
    kind: kindOf[kind],
    kindSequence: BigInt(kindSequence),
    reasoning,
    snippet,
    createdAt: timestampFromText(createdAt),
    updatedAt: timestampFromText(updatedAt),
    value: valueOf(kind, valueText, valueTime === null ? undefined : timestampFromText(valueTime), publicUrl),
  };
}
