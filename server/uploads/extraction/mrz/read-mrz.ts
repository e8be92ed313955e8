// Reads the machine-readable zone of an identity document out of the OCR text of a whole page
// (issue 15). Pure and deterministic: the same text and the same `today` give the same reading.
//
//   1. find the blocks of rows that can be an MRZ (find-mrz-blocks.ts);
//   2. repair each as the grammar decides (repair-by-field-kind.ts), then as the check digits decide
//      (repair-by-check-digits.ts), never choosing between two readings that both fit;
//   3. keep the block whose check digits hold best, say which fields stay in doubt
//      (unverified-fields.ts) and read its fields.
import { type ParsedMrz, allChecksHold, detailOf, parseMrz } from "./check-digits.js";
import { findMrzBlocks, type MrzBlock } from "./find-mrz-blocks.js";
import { textOf } from "./mrz-characters.js";
import { assertIsoDate, birthDateFromMrz, expiryDateFromMrz, isMrzDate } from "./mrz-dates.js";
import { type FieldId, charsOf, fieldSpan, readField } from "./mrz-layout.js";
import { isGrammaticalName, splitName } from "./mrz-name.js";
import { type MrzReading, type MrzUnverifiedField } from "./mrz-reading.js";
import { nationalityFromMrzCode } from "./nationality.js";
import { repairByCheckDigits } from "./repair-by-check-digits.js";
import { repairByFieldKind } from "./repair-by-field-kind.js";
import { describeRepairs } from "./repair-messages.js";
import { unverifiedFields } from "./unverified-fields.js";

export interface ReadMrzOptions {
  today: string; // YYYY-MM-DD: decides the centuries of the dates (mrz-dates.ts)
}

interface RepairedBlock {
  block: MrzBlock;
  parsed: ParsedMrz;
  checksHolding: number;
  unverified: MrzUnverifiedField[];
  grammaticalName: boolean;
  repairs: string[];
}

export function readMrz(text: string, options: ReadMrzOptions): MrzReading | undefined {
  assertIsoDate(options.today);
  const seen = new Set<string>();
  let best: RepairedBlock | undefined;
  for (const block of findMrzBlocks(text)) {
    const key = `${block.layout.format}:${block.lines.map((line) => line.map((char) => `${char.ocr}${char.value}`).join("")).join("/")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const repaired = repairBlock(block);
    if (repaired !== undefined && (best === undefined || isBetter(repaired, best))) best = repaired;
  }
  return best === undefined ? undefined : readingOf(best, options.today);
}

function repairBlock(block: MrzBlock): RepairedBlock | undefined {
  const { layout, lines } = block;
  repairByFieldKind(layout, lines);
  repairByCheckDigits(layout, lines);
  const parsed = parseMrz(layout.format, lines.map(textOf));
  if (parsed === undefined) return undefined;
  const checksHolding = Object.values(parsed.checks).filter(Boolean).length;
  // Capitals and digits in the right places are not enough (a CV's table of sea service has them):
  // an MRZ we can read has two check digits holding and a date that exists.
  const dates = (["dateOfBirth", "expiryDate"] as const).map((id) => readField(layout, lines, id));
  if (checksHolding < 2 || !dates.some(isMrzDate)) return undefined;
  const name = fieldSpan(layout, "name");
  return {
    block,
    parsed,
    checksHolding,
    unverified: unverifiedFields(layout, lines, parsed.checks),
    grammaticalName: name !== undefined && isGrammaticalName(charsOf(lines, name)),
    repairs: [...block.layoutRepairs, ...describeRepairs(layout, lines)],
  };
}

// More check digits holding, then fewer fields in doubt, a name that follows the grammar, fewer
// characters dropped or added, fewer repairs.
function isBetter(candidate: RepairedBlock, best: RepairedBlock): boolean {
  const ranks = (block: RepairedBlock) => [
    block.checksHolding,
    -block.unverified.length,
    block.grammaticalName ? 1 : 0,
    -block.block.edits,
    -block.repairs.length,
  ];
  const left = ranks(candidate);
  const right = ranks(best);
  const differing = left.findIndex((value, index) => value !== right[index]);
  return differing >= 0 && (left[differing] ?? 0) > (right[differing] ?? 0);
}

function readingOf(repaired: RepairedBlock, today: string): MrzReading {
  const { block, parsed, unverified, repairs } = repaired;
  const { layout } = block;
  const lines = block.lines.map(textOf);
  const read = (id: FieldId) => readField(layout, block.lines, id);
  const longNumber = layout.format !== "TD3" && read("documentNumberCheck") === "<";
  const optionalParts = [longNumber ? afterLongNumber(read("optionalData")) : read("optionalData"), read("optionalData2")];
  const sex = read("sex");
  const nationalityCode = read("nationality");
  return {
    format: layout.format,
    documentCode: read("documentCode").replace(/<+$/, ""),
    issuingState: read("issuingState"),
    ...splitName(read("name")),
    documentNumber: detailOf(parsed.result, "documentNumber")?.value ?? asText(read("documentNumber")),
    nationalityCode,
    nationality: nationalityFromMrzCode(nationalityCode),
    sex: sex === "M" || sex === "F" || sex === "X" ? sex : undefined,
    dateOfBirth: birthDateFromMrz(read("dateOfBirth"), today),
    expiryDate: expiryDateFromMrz(read("expiryDate"), today),
    optionalData: optionalParts.map(asText).filter(Boolean).join(" "),
    lines,
    checks: parsed.checks,
    repairs,
    unverified,
    valid: allChecksHold(parsed.checks) && unverified.length === 0,
  };
}

// The long document number's remainder and check digit open the optional data; what follows its
// closing filler is optional data proper.
function afterLongNumber(optional: string): string {
  const closing = optional.indexOf("<");
  return closing < 0 ? "" : optional.slice(closing);
}

function asText(field: string): string {
  return field.replace(/<+$/, "").replaceAll("<", " ").trim();
}
