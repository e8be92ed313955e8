// cvPdf: a person's CV as a text PDF in one of four layouts seen from crewing applicants.
import { bioDataCv } from "./cv-bio-data.js";
import { freeTextCv } from "./cv-free-text.js";
import { seaServiceRecordCv } from "./cv-sea-service-record.js";
import { twoColumnCv } from "./cv-two-column.js";
import { DEFAULT_REFERENCE_DATE } from "./dates.js";
import type { GeneratedDocument } from "./generated-document.js";
import type { Person } from "./person-types.js";

export const CV_LAYOUTS = ["bio-data", "free-text", "sea-service-record", "two-column"] as const;
export type CvLayout = (typeof CV_LAYOUTS)[number];

const LAYOUTS: Record<CvLayout, (person: Person, referenceDate: string) => Promise<GeneratedDocument>> = {
  "bio-data": bioDataCv,
  "free-text": freeTextCv,
  "sea-service-record": seaServiceRecordCv,
  "two-column": twoColumnCv,
};

export function cvPdf(person: Person, layout: CvLayout, referenceDate = DEFAULT_REFERENCE_DATE): Promise<GeneratedDocument> {
  return LAYOUTS[layout](person, referenceDate);
}
