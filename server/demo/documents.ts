// Demo documents: CVs, passport scans and certificate scans with plausible names, sizes and page
// counts; their URLs point at the demo file route (server/files), which renders a placeholder.
import { iso } from "./dates.js";
import type { Row } from "./insert.js";
import { asciiFold } from "./names.js";
import { demoHex, type Rng } from "./random.js";
import { certificate } from "./reference.js";

export interface DocumentSpec {
  id: string;
  setId: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  pageCount: number;
  typeCode: string; // "cv" or a certificates.json value
  createdAt: Date;
}

const SHORT_NAMES: Record<string, string> = {
  id_passport: "Passport",
  id_seamans_book: "Seamans_book",
  med_seafarer_medical: "Medical_certificate",
  cop_basic_training: "BST_certificate",
  vac_yellow_fever: "Yellow_fever_card",
  visa_us_c1d: "US_C1D_visa",
  coe_flag_endorsement: "Flag_endorsement",
  coc_gmdss_goc: "GMDSS_GOC",
  train_ecdis_generic: "ECDIS",
};

export function documentFileName(rng: Rng, typeCode: string, person: { givenName: string | null; familyName: string | null }, year: number): string {
  const family = (person.familyName ?? "crew").replace(/\s+/g, "_");
  const given = (person.givenName ?? "").replace(/\s+/g, "_");
  if (typeCode === "cv") {
    return rng.pick([
      `CV_${given ? `${given}_` : ""}${family}.pdf`,
      `${family.toUpperCase()}${given ? `_${given}` : ""}_CV_${year}.pdf`,
      `Resume - ${[person.givenName, person.familyName].filter(Boolean).join(" ")}.pdf`,
      `bio-data_${asciiFold(family)}.pdf`,
    ]);
  }
  const info = certificate(typeCode);
  const short =
    SHORT_NAMES[typeCode] ??
    (info.category === "coc"
      ? `CoC_${info.code
          .replace(/^STCW\s*/, "")
          .replace(/[^A-Za-z0-9]+/g, "-")
          .replace(/-+$/, "")}`
      : info.code.replace(/[^A-Za-z0-9]+/g, "_").replace(/_+$/, ""));
  const extension = typeCode === "id_passport" || rng.chance(0.3) ? rng.pick(["jpg", "jpeg", "png", "pdf"]) : "pdf";
  return `${short}_${family}.${extension}`;
}

export function contentTypeFor(name: string): string {
  if (/\.pdf$/i.test(name)) return "application/pdf";
  if (/\.png$/i.test(name)) return "image/png";
  return "image/jpeg";
}

export function documentSpec(
  rng: Rng,
  input: { id: string; setId: string; typeCode: string; person: { givenName: string | null; familyName: string | null }; createdAt: Date },
): DocumentSpec {
  const name = documentFileName(rng, input.typeCode, input.person, input.createdAt.getUTCFullYear());
  const contentType = contentTypeFor(name);
  const pageCount =
    contentType !== "application/pdf" ? 1 : input.typeCode === "cv" ? rng.int(2, 4) : input.typeCode === "id_seamans_book" ? rng.int(4, 8) : rng.int(1, 2);
  const sizeBytes = contentType === "application/pdf" ? pageCount * rng.int(60_000, 420_000) : rng.int(250_000, 2_600_000);
  return { id: input.id, setId: input.setId, name, contentType, sizeBytes, pageCount, typeCode: input.typeCode, createdAt: input.createdAt };
}

export function documentRow(organizationId: string, spec: DocumentSpec): Row {
  const base = `/files/${organizationId}/${spec.id}`;
  return {
    id: spec.id,
    organization_id: organizationId,
    document_set_id: spec.setId,
    content_type: spec.contentType,
    size_bytes: spec.sizeBytes,
    name: spec.name,
    original_url: `${base}/${encodeURIComponent(spec.name)}`,
    original_md5: demoHex(32, "md5", spec.id),
    thumbnail_url: `${base}/thumbnail.svg`,
    page_count: spec.pageCount,
    document_type_code: spec.typeCode,
    created_at: iso(spec.createdAt),
  };
}
