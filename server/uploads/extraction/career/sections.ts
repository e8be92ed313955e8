// Section headings of CVs and forms ("SEA SERVICE (latest first)", "Certificates and training",
// "PERSONAL DATA"): what the lines under them are about. A heading is a short line, or a short cell
// of a line whose other cells belong to another column.

import type { Line } from "./document-text.js";
import { labelKey } from "./normalize-text.js";

export type Section = "personal" | "documents" | "certificates" | "sea_service" | "other";

const HEADINGS: [Section, string[]][] = [
  [
    "sea_service",
    [
      "sea service",
      "sea services",
      "sea service record",
      "record of sea service",
      "sea experience",
      "seagoing experience",
      "sea-going experience",
      "sea going service",
      "seagoing service",
      "sea time",
      "sea service details",
      "employment history",
      "employment record",
      "work experience",
      "experience",
      "previous experience",
      "previous employment",
      "service record",
      "career",
      "professional experience",
      "onboard experience",
      "shipboard experience",
    ],
  ],
  [
    "certificates",
    [
      "certificates",
      "certificate",
      "certificates and training",
      "certificates & training",
      "certificates and courses",
      "stcw certificates",
      "training",
      "trainings",
      "courses",
      "training and courses",
      "licenses",
      "licences",
      "licenses and certificates",
      "certificates of competency",
      "certificates of proficiency",
      "qualifications",
      "stcw courses",
      "documents and certificates",
      "other certificates",
      "training certificates",
    ],
  ],
  ["documents", ["documents", "travel documents", "travel documents / identity", "identity documents", "seafarer documents", "personal documents"]],
  ["personal", ["personal data", "personal details", "personal information", "personal particulars", "contact", "contact details", "personal", "profile"]],
  [
    "other",
    ["education", "educational attainment", "references", "reference", "languages", "next of kin", "declaration", "summary", "objective", "skills", "remarks"],
  ],
];

const byKey = new Map<string, Section>();
for (const [section, headings] of HEADINGS) for (const heading of headings) byKey.set(labelKey(heading), section);

export function headingOf(text: string): Section | undefined {
  // "training)" is the wrapped end of a cell, not a heading: headings start with a capital.
  if (!/^\p{Lu}/u.test(text.trim()) || (text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return undefined;
  const stripped = text.replace(/\(.*?\)/g, "").replace(/[:.\s]+$/, "");
  if (stripped.split(/\s+/).length > 6) return undefined;
  return byKey.get(labelKey(stripped));
}

// The heading a line is, when one of its cells is a heading and nothing in the line is a value.
export function lineHeading(line: Line): Section | undefined {
  for (const cell of line.cells) {
    const section = headingOf(cell.text);
    if (section) return section;
  }
  return undefined;
}

// The section each line is in: the last heading above it. Keyed by page and line, so that a copy of a
// line (with some cells taken) finds its section too.
export function sectionsOf(lines: readonly Line[], isHeader: (line: Line) => boolean): (line: Line) => Section | undefined {
  const sections = new Map<string, Section | undefined>();
  let current: Section | undefined;
  for (const line of lines) {
    const heading = line.cells.length <= 2 && !isHeader(line) ? lineHeading(line) : undefined;
    if (heading) current = heading;
    sections.set(`${line.page}:${line.index}`, current);
  }
  return (line) => sections.get(`${line.page}:${line.index}`);
}
