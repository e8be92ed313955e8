import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { DocumentExtraction } from "@/gen/rpc/v1/common_pb.js";
import { fileUrl } from "./transport.js";

// The values the dashboard shows of a profile's latest extractions (rpc.v1.DocumentExtraction, whose
// value is a oneof): "" (or undefined) when the extraction is absent or holds another kind.

// The date of birth as the calendar day the document gives ('YYYY-MM-DD'), never shifted by a time zone.
export function birthDay(extraction: DocumentExtraction | undefined): string {
  return extraction?.value.case === "dateOfBirth" ? timestampDate(extraction.value.value).toISOString().slice(0, 10) : "";
}

// ISO 3166-1 alpha-2.
export function nationalityCode(extraction: DocumentExtraction | undefined): string {
  return extraction?.value.case === "nationalityIso31661" ? extraction.value.value : "";
}

// The face image's signed link, made absolute against the service's address.
export function faceImageUrl(extraction: DocumentExtraction | undefined, baseUrl: string): string | undefined {
  return extraction?.value.case === "faceImageUrl" ? fileUrl(baseUrl, extraction.value.value) : undefined;
}
