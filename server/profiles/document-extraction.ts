// A stored extraction as the API's DocumentExtraction: provenance plus at most one value, chosen by kind.
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { DocumentExtractionKind, type DocumentExtractionSchema } from "../../gen/rpc/v1/common_pb.js";
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

function valueOf(row: ExtractionRow, publicUrl: string): DocumentExtractionInit["value"] {
  const text = row.valueText;
  switch (row.kind) {
    case "date_of_birth":
      return row.valueTime ? { case: "dateOfBirth", value: timestampFromDate(row.valueTime) } : undefined;
    case "nationality":
      return text ? { case: "nationalityIso31661", value: text } : undefined;
    case "country_of_residence":
      return text ? { case: "countryOfResidenceIso31661", value: text } : undefined;
    case "face_image":
      return text ? { case: "faceImageUrl", value: absoluteUrl(publicUrl, text) } : undefined;
    case "at_sea_work_experience":
      return text ? { case: "atSeaWorkExperienceId", value: text } : undefined;
    case "on_land_work_experience":
      return text ? { case: "onLandWorkExperienceId", value: text } : undefined;
    default:
      // Certificate kinds carry no value: the certificate itself is a separate record.
      return undefined;
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
    value: valueOf(row, publicUrl),
  };
}
