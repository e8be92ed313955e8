// Label/value pairs wherever a layout puts them:
//   "Surname: SANTOS"                       a label and its value in one cell;
//   "Surname    SANTOS    Given names  JUAN" cells side by side;
//   "Surname" / "SANTOS"                    the value on the line under its label (OCR of a passport);
//   "Surname   Given names" / "SANTOS  JUAN" a row of labels over a row of values;
//   "Surname:" / "Given names:" / "SANTOS" / "JUAN"   a column of labels, then a column of values
//                                                     (a two-column block read column by column).

import type { Cell, Line } from "./document-text.js";
import { labelMatch, splitLabel, type LabelField } from "./labels.js";
import { labelKey } from "./normalize-text.js";

export interface LabelPair {
  field: LabelField;
  // The label as written and its letters-only key ("dateofissue"), for readers with labels of their own.
  label: string;
  key: string;
  value: string;
  lines: Line[];
  valueCell?: Cell;
}

interface Item {
  cell: Cell;
  field?: LabelField;
  key?: string;
  label?: string;
  value?: string;
}

function itemOf(cell: Cell): Item {
  const bare = labelMatch(cell.text);
  if (bare) return { cell, field: bare.field, key: bare.key, label: cell.text.replace(/[:.\s]+$/, "") };
  const split = splitLabel(cell.text);
  if (split) return { cell, field: split.field, key: split.key, label: split.label, value: split.value };
  return { cell };
}

// How far below a label its value is looked for.
const BELOW_LINES = 3;
// A value that says the field is empty.
const NO_VALUE = /^(?:[-–—]+|n\/?a|nil|none)$/i;

function nearest(cells: readonly Cell[], to: Cell): Cell | undefined {
  return [...cells].sort((a, b) => Math.abs(a.start - to.start) - Math.abs(b.start - to.start))[0];
}

export function findLabelPairs(lines: readonly Line[]): LabelPair[] {
  const pairs: LabelPair[] = [];
  const pair = (item: Item, value: string, lines: Line[], valueCell?: Cell) =>
    pairs.push({ field: item.field!, label: item.label!, key: item.key ?? labelKey(item.label!), value: value.trim(), lines, valueCell });

  let position = 0;
  while (position < lines.length) {
    const line = lines[position]!;
    const items = line.cells.map(itemOf);
    const bareLabels = items.every((item) => item.field && item.value === undefined);
    if (bareLabels) {
      // A run of label-only lines, then as many lines of values.
      const labelLines: Item[][] = [];
      let next = position;
      while (next < lines.length) {
        const run = lines[next]!.cells.map(itemOf);
        if (!run.every((item) => item.field && item.value === undefined)) break;
        labelLines.push(run);
        next++;
      }
      // A column of single labels over as many single values is paired line by line; otherwise only
      // the last line of labels is over values (a title above a row of labels is no label of them).
      const candidates = lines.slice(next, next + labelLines.length);
      const column =
        labelLines.length > 1 &&
        labelLines.every((labels) => labels.length === 1) &&
        candidates.length === labelLines.length &&
        candidates.every((values) => values.cells.length === 1 && !itemOf(values.cells[0]!).field);
      const rows = column ? labelLines.map((labels, index) => ({ labels, labelLine: lines[position + index]!, values: candidates[index]! })) : [];
      if (!column) {
        // The last line of labels over the next lines, down to the next label line; a row of labels
        // over a row of as many values is paired with that row only ("SURNAME  GIVEN NAMES" /
        // "AUNG KO KO  -": the dash is the given names' value, nothing further down).
        const labels = labelLines.at(-1)!;
        for (let step = 0; step < BELOW_LINES && lines[next + step]; step++) {
          const values = lines[next + step]!;
          if (values.cells.every((cell) => itemOf(cell).field)) break;
          rows.push({ labels, labelLine: lines[next - 1]!, values });
          if (labels.length > 1 && values.cells.length === labels.length) break;
        }
      }
      for (const { labels, labelLine, values } of rows) {
        const valueItems = values.cells.map(itemOf);
        labels.forEach((label, labelIndex) => {
          const cell = labels.length === values.cells.length ? values.cells[labelIndex] : nearest(values.cells, label.cell);
          const item = cell && valueItems[values.cells.indexOf(cell)];
          if (cell && item && !item.field) pair(label, cell.text, [labelLine, values], cell);
        });
      }
      position = column ? next + candidates.length : next;
      continue;
    }
    for (let index = 0; index < items.length; index++) {
      const item = items[index]!;
      if (!item.field) continue;
      if (item.value !== undefined) {
        pair(item, item.value, [line], item.cell);
        continue;
      }
      // The value beside the label, and the one under it: in a two-column page the cell beside a label
      // can be the other column's, so both are offered and the reader keeps the one that fits.
      const next = items[index + 1];
      if (next && !next.field) {
        pair(item, next.cell.text, [line], next.cell);
        // "Given name(s):  -": the form says there is none; a value further down is another field's.
        if (NO_VALUE.test(next.cell.text.trim())) {
          index++;
          continue;
        }
      }
      // Under it: the next lines' cells nearest below, down to the next label (the other column's
      // lines can come between a label and its value).
      for (let step = 1; step <= BELOW_LINES; step++) {
        const below = lines[position + step];
        const cell = below && nearest(below.cells, item.cell);
        if (!below || !cell) break;
        const under = itemOf(cell);
        if (under.field) break;
        pair(item, cell.text, [line, below], cell);
      }
      if (next && !next.field) index++;
    }
    position++;
  }
  return pairs;
}
