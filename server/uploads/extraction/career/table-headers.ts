// Header rows of sea-service and certificate tables, in the many words forms use (DOMAIN.md §4.3):
// "Rank / Position / Capacity", "Vessel / Name of Ship", "Sign On / Embarked / Joined"... Each header
// cell becomes a column concept; a row is a sea-service header when it names a rank or a vessel and a
// date, a certificate header when it names a certificate or document and its number or dates.

import type { Cell, Line } from "./document-text.js";
import { labelKey } from "./normalize-text.js";

export type SeaServiceConcept =
  | "index"
  | "rank"
  | "vessel"
  | "vesselAndType"
  | "vesselType"
  | "flag"
  | "grossTonnage"
  | "deadweight"
  | "power"
  | "from"
  | "to"
  | "period"
  | "duration"
  | "company"
  | "imo"
  | "ignored";

export type CertificateConcept = "name" | "regulation" | "number" | "issued" | "expires" | "issuer" | "index" | "ignored";

const SEA_SERVICE_HEADERS: [SeaServiceConcept, string[]][] = [
  ["index", ["no", "no.", "#", "sr", "sr no", "s/n", "sn", "item", "nr"]],
  ["rank", ["rank", "position", "capacity", "post", "designation", "rank/position", "position/rank", "rank held", "rank onboard", "function"]],
  [
    "vessel",
    [
      "vessel",
      "ship",
      "vessel's name",
      "vessel name",
      "name of ship",
      "name of vessel",
      "ship's name",
      "ship name",
      "vessels name",
      "ships name",
      "vessel/ship",
    ],
  ],
  ["vesselAndType", ["name of vessel/type", "vessel/type", "vessel name/type", "ship/type", "name of ship/type", "vessel (type)"]],
  ["vesselType", ["type", "vessel type", "ship type", "kind", "type of vessel", "type of ship", "vsl type", "kind of ship"]],
  ["flag", ["flag", "flag state", "registry", "port of registry", "flag/registry"]],
  ["grossTonnage", ["grt", "gt", "g.r.t.", "gross tonnage", "gross tons", "tonnage", "grt/gt", "gt/grt"]],
  ["deadweight", ["dwt", "deadweight", "dead weight", "dwt (mt)", "dwt/mt"]],
  ["power", ["kw", "bhp", "hp", "engine", "m/e", "main engine", "engine type", "make/type", "engine make", "kw/bhp", "engine power", "me type", "me make"]],
  [
    "from",
    [
      "from",
      "sign on",
      "signed on",
      "sign-on",
      "embarked",
      "joined",
      "date joined",
      "date of joining",
      "joining date",
      "start",
      "sign on date",
      "date from",
      "commenced",
      "sign in",
    ],
  ],
  [
    "to",
    [
      "to",
      "sign off",
      "signed off",
      "sign-off",
      "disembarked",
      "left",
      "date left",
      "date of leaving",
      "sign off date",
      "end",
      "until",
      "till",
      "date to",
      "sign out",
    ],
  ],
  [
    "period",
    ["period", "service period", "from/to", "from - to", "from-to", "dates", "inclusive dates", "sign on/off", "sign on/sign off", "period of service", "date"],
  ],
  ["duration", ["months", "total", "duration", "mos", "total months", "period (m/d)", "sea time", "days", "total period", "total days", "length"]],
  [
    "company",
    [
      "company",
      "manning agent",
      "manning agency",
      "principal",
      "owner",
      "owners",
      "manager",
      "managers",
      "operator",
      "crewing agency",
      "employer",
      "agency",
      "shipowner",
      "ship manager",
      "management",
      "company/agency",
      "principal/agency",
      "owner/manager",
      "manning",
      "company name",
    ],
  ],
  ["imo", ["imo", "imo no", "imo number"]],
  [
    "ignored",
    ["trade", "trading area", "cargo", "remarks", "reason", "reason for sign off", "crew nationality", "charterer", "dp class", "area", "nrt", "teu", "cbm"],
  ],
];

const CERTIFICATE_HEADERS: [CertificateConcept, string[]][] = [
  ["index", ["#", "sr", "sr no", "item"]],
  [
    "name",
    [
      "certificate",
      "certificates",
      "document",
      "documents",
      "course",
      "courses",
      "training",
      "description",
      "name of certificate",
      "certificate name",
      "title",
      "certificate/course",
      "certificate/document",
      "license",
      "licence",
      "name",
      "course name",
      "document type",
      "type of certificate",
      "certificates/licences",
    ],
  ],
  ["regulation", ["stcw", "stcw reg", "regulation", "stcw regulation", "code", "stcw code", "grade"]],
  ["number", ["number", "no", "no.", "certificate no", "cert no", "doc no", "document no", "certificate number", "document number", "serial no", "nr"]],
  ["issued", ["date of issue", "issued", "issue date", "date issued", "issue", "valid from", "issued on", "date of iss"]],
  [
    "expires",
    [
      "valid until",
      "expiry",
      "expires",
      "expiry date",
      "date of expiry",
      "valid till",
      "valid to",
      "validity",
      "exp. date",
      "expiration",
      "expiration date",
      "exp date",
      "exp",
    ],
  ],
  [
    "issuer",
    [
      "issued by",
      "place of issue",
      "issuing authority",
      "authority",
      "issuing country",
      "country",
      "place",
      "issuing centre",
      "issuing center",
      "training center",
      "training centre",
      "issued at",
    ],
  ],
];

function dictionary<T extends string>(entries: [T, string[]][]): Map<string, T> {
  const map = new Map<string, T>();
  for (const [concept, headers] of entries) for (const header of headers) map.set(labelKey(header), concept);
  return map;
}

const seaServiceByKey = dictionary(SEA_SERVICE_HEADERS);
const certificateByKey = dictionary(CERTIFICATE_HEADERS);

export interface Column<T> {
  concept: T;
  header: string;
  start: number;
  end: number;
}

function conceptOf<T extends string>(text: string, map: Map<string, T>): T | undefined {
  const stripped = text.replace(/\((?:dd|mm|yy|yyyy|m\/d|d\/m)[^)]*\)/gi, "").replace(/[:.\s]+$/, "");
  return map.get(labelKey(stripped)) ?? map.get(labelKey(stripped.replace(/\(.*?\)/g, "")));
}

// A header cut short by wrapping ("Month" of "Months", the "s" on the next line).
function conceptOfCut<T extends string>(text: string, map: Map<string, T>): T | undefined {
  const key = labelKey(text);
  if (key.length < 4) return undefined;
  for (const [header, concept] of map) if (header.startsWith(key) && key.length >= header.length * 0.6) return concept;
  return undefined;
}

// Every cell of the row as a column; a cell that is no header of this kind of table is "ignored".
// Two headers that came out joined ("No. Vessel name", "Sign off Month") are two columns.
function columnsOf<T extends string>(cells: readonly Cell[], map: Map<string, T>, ignored: T): { columns: Column<T>[]; known: number } {
  let known = 0;
  const columns: Column<T>[] = [];
  for (const cell of cells) {
    const concept = conceptOf(cell.text, map);
    if (concept) {
      known++;
      columns.push({ concept, header: cell.text, start: cell.start, end: cell.end });
      continue;
    }
    const split = [...cell.text.matchAll(/ /g)]
      .map((space) => ({ left: cell.text.slice(0, space.index), right: cell.text.slice(space.index + 1), at: space.index }))
      .map((part) => ({ ...part, first: conceptOf(part.left, map), second: conceptOf(part.right, map) ?? conceptOfCut(part.right, map) }))
      .find((part) => part.first && part.second);
    if (split) {
      known += 2;
      columns.push({ concept: split.first!, header: split.left, start: cell.start, end: cell.start + split.at });
      columns.push({ concept: split.second!, header: split.right, start: cell.start + split.at + 1, end: cell.end });
      continue;
    }
    columns.push({ concept: ignored, header: cell.text, start: cell.start, end: cell.end });
  }
  return { columns, known };
}

export type TableHeader = { kind: "sea_service"; columns: Column<SeaServiceConcept>[] } | { kind: "certificates"; columns: Column<CertificateConcept>[] };

// A header row: at least three cells, nearly all of them headers of one kind of table.
export function readHeaderRow(line: Line): TableHeader | undefined {
  if (line.cells.length < 3) return undefined;
  const seaService = columnsOf(line.cells, seaServiceByKey, "ignored");
  const concepts = new Set(seaService.columns.map((column) => column.concept));
  const namesService = concepts.has("rank") || concepts.has("vessel") || concepts.has("vesselAndType");
  const datesService = concepts.has("from") || concepts.has("to") || concepts.has("period");
  if (namesService && datesService && seaService.known >= seaService.columns.length - 1) return { kind: "sea_service", columns: seaService.columns };

  const certificate = columnsOf(line.cells, certificateByKey, "ignored");
  const certificateConcepts = new Set(certificate.columns.map((column) => column.concept));
  const describesCertificate = (["number", "issued", "expires"] as const).filter((concept) => certificateConcepts.has(concept)).length >= 2;
  if (certificateConcepts.has("name") && describesCertificate && certificate.known >= certificate.columns.length - 1) {
    return { kind: "certificates", columns: certificate.columns };
  }
  return undefined;
}
