// The repairs as a person reads them: "line 2 position 15: O read as 0 (date of birth)". Neighbouring
// positions repaired for the same reason are told once ("line 1 positions 38–44: KKLKKKK read as
// <<<<<<< (…)"). A character that differs from the OCR's only by its case is no repair.
import { type MrzChar } from "./mrz-characters.js";
import { type MrzLayout, fieldAt } from "./mrz-layout.js";

interface Change {
  line: number;
  position: number; // 0-based
  char: MrzChar;
  reason: string;
}

export function describeRepairs(layout: MrzLayout, lines: readonly MrzChar[][]): string[] {
  const groups: Change[][] = [];
  lines.forEach((line, lineIndex) => {
    line.forEach((char, position) => {
      if (char.ocr.toUpperCase() === char.value) return;
      const reason = char.reason ?? fieldAt(layout, lineIndex, position)?.label ?? "MRZ alphabet";
      const change = { line: lineIndex, position, char, reason };
      const group = groups.at(-1);
      const last = group?.at(-1);
      const joins =
        last !== undefined && last.line === lineIndex && last.position === position - 1 && last.reason === reason && isAdded(last.char) === isAdded(char);
      if (group !== undefined && joins) group.push(change);
      else groups.push([change]);
    });
  });
  return groups.map(describeGroup);
}

function describeGroup(group: Change[]): string {
  const first = group[0];
  const last = group.at(-1);
  if (first === undefined || last === undefined) return "";
  const where =
    group.length === 1
      ? `line ${first.line + 1} position ${first.position + 1}`
      : `line ${first.line + 1} positions ${first.position + 1}–${last.position + 1}`;
  if (isAdded(first.char)) return `${where}: ${group.length === 1 ? "filler" : `${group.length} fillers`} added (${first.reason})`;
  const read = group.map((change) => change.char.ocr).join("");
  const now = group.map((change) => change.char.value).join("");
  return `${where}: ${read} read as ${now} (${first.reason})`;
}

function isAdded(char: MrzChar): boolean {
  return char.ocr === "";
}
