// A stored extraction as the API's DocumentExtraction: provenance plus at most one value, chosen by kind.
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import {
  DocumentExtractionKind,
  DocumentExtractionKindSchema,
  type DocumentExtraction,
  type DocumentExtractionJson,
  type DocumentExtractionSchema,
} from "@/gen/rpc/v1/common_pb.js";
import { enumJsonNames } from "@/server/rpc/enum-json.js";
import { timestampJsonFromText } from "@/server/rpc/timestamp-text.js";
import type { LatestExtraction } from "@/server/db/latest-extraction.js";
import type { ExtractionKind, ExtractionRow } from "./extraction-repository.js";

type DocumentExtractionInit = MessageInitShape<typeof DocumentExtractionSchema>;
// A stored file URL (face image) as the signed link the caller may open (files/file-link-signature.ts).
export type FileLinkOf = (storedUrl: string) => string;

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

// The oneof member that carries each kind's value, and what it is made from. Certificate kinds carry
// no value: the certificate itself is a separate record.
type ValueCase = NonNullable<DocumentExtraction["value"]["case"]>;
const valueFieldOf: Partial<Record<ExtractionKind, { case: ValueCase; from: "text" | "url" | "time" }>> = {
  date_of_birth: { case: "dateOfBirth", from: "time" },
  nationality: { case: "nationalityIso31661", from: "text" },
  country_of_residence: { case: "countryOfResidenceIso31661", from: "text" },
  face_image: { case: "faceImageUrl", from: "url" },
  at_sea_work_experience: { case: "atSeaWorkExperienceId", from: "text" },
  on_land_work_experience: { case: "onLandWorkExperienceId", from: "text" },
};

// The value oneof, as a message holds it (also a valid initializer).
function valueOf(kind: ExtractionKind, text: string | null, time: Timestamp | undefined, linkOf: FileLinkOf): DocumentExtraction["value"] {
  const field = valueFieldOf[kind];
  if (field?.from === "time") return time ? ({ case: field.case, value: time } as DocumentExtraction["value"]) : { case: undefined };
  if (!field || !text) return { case: undefined };
  return { case: field.case, value: field.from === "url" ? linkOf(text) : text } as DocumentExtraction["value"];
}

export function toDocumentExtraction(row: ExtractionRow | undefined, linkOf: FileLinkOf): DocumentExtractionInit | undefined {
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
    value: valueOf(row.kind, row.valueText, row.valueTime ? timestampFromDate(row.valueTime) : undefined, linkOf),
  };
}

// A latest extraction read as JSON (crew-profile-repository.ts), as the JSON connect writes for a
// DocumentExtraction (rpc/rendered-json-answer.ts). Every field but the value is required here, so a
// field added to the message is a type error until it is written.
export type DocumentExtractionJsonOf = Required<Omit<DocumentExtractionJson, ValueCase>> & Pick<DocumentExtractionJson, ValueCase>;

export function documentExtractionJsonOf(extraction: LatestExtraction, linkOf: FileLinkOf): DocumentExtractionJsonOf {
  const [kind, documentSetId, documentId, pageIndex, kindSequence, reasoning, snippet, createdAt, updatedAt, valueText, valueTime] = extraction;
  const json: DocumentExtractionJsonOf = {
    documentSetId,
    documentId,
    pageIndex: String(pageIndex),
    kind: kindNameOf[kind],
    kindSequence: String(kindSequence),
    reasoning,
    snippet,
    createdAt: timestampJsonFromText(createdAt),
    updatedAt: timestampJsonFromText(updatedAt),
  };
  const field = valueFieldOf[kind];
  if (field?.from === "time") {
    if (valueTime !== null) json[field.case as "dateOfBirth"] = timestampJsonFromText(valueTime);
  } else if (field && valueText) {
    json[field.case as Exclude<ValueCase, "dateOfBirth">] = field.from === "url" ? linkOf(valueText) : valueText;
  }
  return json;
}

const kindNameOf = enumJsonNames(DocumentExtractionKindSchema, kindOf);
