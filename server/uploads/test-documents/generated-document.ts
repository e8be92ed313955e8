// What every document generator returns: the bytes and what a perfect extractor reads from them.
import type { DocumentFields, DocumentKind, MediaType } from "./truth-types.js";

export interface GeneratedDocument {
  kind: DocumentKind;
  bytes: Uint8Array;
  mediaType: MediaType;
  variant: string;
  textLayer: boolean;
  dateOrder: "dmy" | "mdy" | "ymd" | null;
  fields: DocumentFields;
}
