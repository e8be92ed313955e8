// Certificates listed outside a table: bulleted lines ("• Basic Safety Training - No. BST-123,
// issued 01.02.2020, valid until 01.02.2025"), a line of cells without a header ("GOC  G-5521
// 12.03.2021  11.03.2026"), and a sidebar's name line with its details on the line below ("ECDIS" /
// "No. 778 | 02-Feb-2022 - unlimited").

import type { Cell, Line } from "./document-text.js";
import type { CertificateRecord, UnreadableLine } from "./document-reading.js";
import type { DateOrder } from "./date-order.js";
import { findCertificateNames, readCertificateName, type NameContext } from "./certificate-names.js";
import { buildCertificate, UNLIMITED, type CertificateParts } from "./certificate-record.js";
import { hasDetails, readCertificateDetails, type CertificateDetails } from "./certificate-details.js";
import { findDates } from "./dates.js";
import { labelOf, splitLabel } from "./labels.js";
import type { Section } from "./sections.js";

export interface CertificateItemsReading {
  records: CertificateRecord[];
  unreadable: UnreadableLine[];
  // The cells the certificates were read from: no other reader takes them.
  cells: Cell[];
}

const BULLET = /^\s*(?:[•·▪‣◦*–-]|\d{1,2}[.)])\s+/;
const DETAIL_START = /^(?:No\b\.?|Nr\b\.?|#|Cert(?:ificate)?\.?\s*No)/i;

// The name: the text before the details begin (a dash, "No.", a bar, the first date), unless the
// text before "No.", a bar or a date is a name as a whole ("Basic (safety) training - PST, FPFF").
function nameZone(text: string, today: string): string {
  const firstDate = findDates(text, today)[0];
  const cut = (end: number) => text.slice(0, firstDate && firstDate.start < end ? firstDate.start : end).trim();
  const beforeNumber = text.search(/\s*(?:[-–—,]\s*)?(?:\b(?:No|Nr)\b\.?\s*[:.]?\s*[A-Z0-9-]*\d|\|)/i);
  const wide = cut(beforeNumber < 0 ? text.length : beforeNumber).replace(/[\s\-–—,]+$/, "");
  if (wide !== "" && readCertificateName(wide, { certificateContext: true })?.written.length === wide.length) return wide;
  const end = text.search(/\s+[-–—]\s+|,\s*(?=(?:No|Nr|Cert|issued|valid|exp)\b)|\s+(?=(?:No|Nr)\b\.?\s*[:.]?\s*[A-Z0-9]*\d)|\s*\|\s*|\s*\(\s*(?:No|Nr)\b/i);
  return cut(end < 0 ? text.length : end);
}

function mergeDetails(target: CertificateDetails, source: CertificateDetails): void {
  target.number ??= source.number;
  target.issued ??= source.issued;
  target.expires ??= source.expires;
  target.unlimitedText ??= source.unlimitedText;
  target.issuerText ??= source.issuerText;
}

interface ItemContext {
  dateOrder: DateOrder;
  today: string;
  department?: string;
  claimed: ReadonlySet<Cell>;
}

type ItemReading = { parts: CertificateParts; cells: Cell[] } | { problem: string; cells: Cell[] } | undefined;

const CERTIFICATE_PREFIX = /^(?:[\s\W]*(?:coc|cop|cert(?:ificate)?|stcw|licen[cs]e|national))*[\s\W]*$/i;
const DANGLING = /(?:valid\s+(?:until|till|to)|expir\w*|issued(?:\s+on)?|[-–—])\s*:?\s*$/i;

// One item from the cell that names it: its name (with the rest of it wrapped under it), then its
// details from the same cell, the cells beside it, or the line under it.
function readItem(lines: readonly Line[], position: number, cell: Cell, inSection: boolean, context: ItemContext): ItemReading {
  const line = lines[position]!;
  const names: NameContext = { certificateContext: inSection, department: context.department };
  const text = cell.text.replace(BULLET, "");
  const label = splitLabel(text);
  // A labelled field is identity's, unless it is a document's number ("Passport No.: P826...").
  if (label && !["passportNumber", "seamansBookNumber"].includes(label.field)) return undefined;
  // Details without a name ("No. 778 | 02-Feb-2022") belong to a name above them.
  if (DETAIL_START.test(text.trim())) return undefined;
  const zone = label ? label.label : nameZone(text, context.today);
  if (zone === "") return undefined;
  const next = lines[position + 1];
  let name = readCertificateName(zone, names);
  // A name known only once its wrapped rest is read with it ("Officer in Charge of an Engineering" / "Watch").
  const restUnder = !name && next ? nameRest(next.cells, cell, context.today) : undefined;
  if (restUnder) name = readCertificateName(`${zone} ${restUnder.text}`, names);
  // The name starts the item, after a bullet and words like "CoC" at most.
  const leading = name ? (restUnder ? `${zone} ${restUnder.text}` : zone).slice(0, name.start) : "";
  if (!name || (name.start > 3 && !CERTIFICATE_PREFIX.test(leading))) {
    const looksLikeItem = inSection && hasDetails(readCertificateDetails(text, context.today)) && line.cells.length <= 2;
    return looksLikeItem ? { problem: `'${zone}' is not a certificate we know`, cells: line.cells } : undefined;
  }

  const parts: CertificateParts = { lines: [line], nameText: zone, name, reasoning: [] };
  const cells = [cell];
  let rest = label ? label.value : text.slice(text.indexOf(zone) + zone.length);
  // "passport (No. U795…, valid until …) and seaman's book (No. IST-37…)": up to the next certificate.
  const nextName = findCertificateNames(rest, { certificateContext: false }).find(
    (match) => match.start > 0 && match.entry.meaning.code !== name.code && !/\b(?:No|Nr)\b\.?\s*[:.]?\s*$/i.test(rest.slice(0, match.start)),
  );
  if (nextName) rest = rest.slice(0, nextName.start);
  // "... valid until" / "10.04.2029": a list item whose last date wrapped onto the next line.
  const wrappedDate = next?.cells[0];
  if (DANGLING.test(rest) && wrappedDate && findDates(wrappedDate.text, context.today)[0]?.start === 0) {
    rest = `${rest} ${wrappedDate.text}`;
    parts.lines.push(next!);
    cells.push(wrappedDate);
  }
  const details = readCertificateDetails(rest, context.today);
  const restHasDetails = hasDetails(details);

  // A row of cells without a header: the cells after the name up to the next field of the line
  // ("Passport No.: P826  Seaman's book: C907"), when they start with the number (in a page of two
  // columns, the cells beside a name can be the other column's).
  const following = line.cells.slice(line.cells.indexOf(cell) + 1);
  const stop = following.findIndex((other) => labelOf(other.text) || splitLabel(other.text) || readCertificateName(other.text, names)?.written === other.text);
  const beside = stop < 0 ? following : following.slice(0, stop);
  const besideDetails = readCertificateDetails(beside.map((other) => other.text).join(" | "), context.today, { apart: true });
  if (!hasDetails(details) && beside.length > 0 && besideDetails.number) {
    mergeDetails(details, besideDetails);
    cells.push(...beside);
  }

  // A sidebar: the details on the line below, in the cell nearest under the name; a name that wraps
  // puts its rest between ("High-voltage (>1000 V) safety/operation" / "training").
  let detailAt = position + 1;
  const wrappedName = next && nameRest(next.cells, cell, context.today);
  if (!hasDetails(details) && wrappedName && lines[detailAt + 1] && detailCellsBelow(lines[detailAt + 1]!.cells, cell, context.today).length > 0) {
    // The whole first line is the name when it holds no details ("CoC Second Engineer - 3000 kW or" / "more").
    parts.nameText = `${restHasDetails ? zone : text.trim()} ${wrappedName.text}`;
    parts.name = readCertificateName(parts.nameText, names) ?? name;
    parts.lines.push(next!);
    cells.push(wrappedName);
    detailAt++;
  }
  const below = lines[detailAt];
  if (!hasDetails(details) && below) {
    const detail = detailCellsBelow(below.cells, cell, context.today);
    const end = periodEnd(detail, lines[detailAt + 1], context.today);
    if (end) detail.push(end);
    if (detail.length > 0) {
      mergeDetails(details, readCertificateDetails(detail.map((part) => part.text).join(" | "), context.today, { apart: true }));
      parts.lines.push(below, ...(end ? [lines[detailAt + 1]!] : []));
      cells.push(...detail);
    }
  }
  // Outside a certificate section a name alone is not a certificate held ("Passport" as a label).
  if (!hasDetails(details) && !inSection) return undefined;
  return { parts: { ...parts, ...details }, cells };
}

export function readCertificateItems(lines: readonly Line[], sectionOf: (line: Line) => Section | undefined, context: ItemContext): CertificateItemsReading {
  const reading: CertificateItemsReading = { records: [], unreadable: [], cells: [] };
  const used = new Set<Cell>();
  const free = (cell: Cell) => !used.has(cell) && !context.claimed.has(cell);
  for (let position = 0; position < lines.length; position++) {
    const line = lines[position]!;
    const inSection = ["certificates", "documents"].includes(sectionOf(line) ?? "");
    for (const cell of line.cells.filter(free)) {
      const item = readItem(lines, position, cell, inSection, context);
      if (!item) continue;
      item.cells.forEach((taken) => used.add(taken));
      const built = "parts" in item ? buildCertificate(item.parts, context.dateOrder) : item;
      if ("record" in built) reading.records.push(built.record);
      else reading.unreadable.push({ section: "certificates", page: line.page, line: line.index, snippet: line.text, reason: built.problem });
      break;
    }
  }
  reading.cells = [...used];
  return reading;
}

// Details: "No. 778", "unlimited", dates with their words, a document number before them
// ("C5NTYZPJ1, valid to 15-Feb-2033"); not a text of words.
const isDetail = (cell: Cell, today: string) => {
  const text = cell.text.trim();
  if (DETAIL_START.test(text) || UNLIMITED.test(text)) return true;
  if (findDates(text, today).length === 0) return false;
  const words = text.replace(/\b(?:valid|until|till|to|unlimited|issued|expires)\b/gi, "").replace(/\b(?=[A-Z0-9-]*\d)[A-Z0-9-]{5,}\b/g, "");
  return !/\p{L}{4,}/u.test(words);
};

// The details under a name: the detail cell nearest below it, with the cells ruled off after it.
function detailCellsBelow(cells: readonly Cell[], above: Cell, today: string): Cell[] {
  const nearest = cells.filter((cell) => isDetail(cell, today)).sort((a, b) => Math.abs(a.start - above.start) - Math.abs(b.start - above.start))[0];
  if (!nearest) return [];
  const group = [nearest];
  for (let index = cells.indexOf(nearest) + 1; index < cells.length && cells[index]!.afterRule && isDetail(cells[index]!, today); index++)
    group.push(cells[index]!);
  return group;
}

// A period cut at its dash ("03-Jun-2025 -" / "02-Jun-2030"): the date that ends it, on the next line.
function periodEnd(group: readonly Cell[], next: Line | undefined, today: string): Cell | undefined {
  if (!next || !/[-–—]\s*$/.test(group.at(-1)?.text ?? "")) return undefined;
  const cell = next.cells.find((candidate) => findDates(candidate.text, today)[0]?.start === 0 || UNLIMITED.test(candidate.text));
  return cell && cell.text.length <= 24 ? cell : undefined;
}

// The rest of a wrapped name under it: a short text that is no detail and no certificate of its own.
function nameRest(cells: readonly Cell[], above: Cell, today: string): Cell | undefined {
  const cell = [...cells].sort((a, b) => Math.abs(a.start - above.start) - Math.abs(b.start - above.start))[0];
  if (!cell || isDetail(cell, today) || findDates(cell.text, today).length > 0 || cell.text.split(/\s+/).length > 4) return undefined;
  // A name cut after a comma, a dash or a small word goes on, whatever the next words are ("... EFA," / "PSSR").
  if (/(?:[,\-–/&]|\b(?:and|of|the|for|in|to|with))\s*$/i.test(above.text)) return cell;
  return readCertificateName(cell.text, { certificateContext: true })?.written === cell.text ? undefined : cell;
}
