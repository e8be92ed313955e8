// A table row's cells put under the table's columns. When a row has as many cells as the header has
// columns, cell i is under column i unless that is plainly wrong (a date under "Rank"). Otherwise
// (an empty cell leaves no trace in text, two cells run together, OCR splits one) cells are matched to
// columns in order by how well each fits: a dynamic programme over (cell, column) that may skip
// either, maximising the total fit.

import type { Cell } from "./document-text.js";
import type { Column } from "./table-headers.js";

// A fit this low means "this cell cannot be under this column".
export const IMPOSSIBLE = -10;
const SKIP_CELL = -2;

export function alignCells<T extends string>(
  cells: readonly Cell[],
  columns: readonly Column<T>[],
  fit: (cell: Cell, concept: T) => number,
): (Column<T> | undefined)[] {
  if (cells.length === columns.length && cells.every((cell, index) => fit(cell, columns[index]!.concept) > IMPOSSIBLE)) return [...columns];

  const rows = cells.length + 1;
  const cols = columns.length + 1;
  const score: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(Number.NEGATIVE_INFINITY));
  const step: ("assign" | "skipCell" | "skipColumn")[][] = Array.from({ length: rows }, () => new Array(cols).fill("skipColumn"));
  score[0]![0] = 0;
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      if (i === 0 && j === 0) continue;
      let best = Number.NEGATIVE_INFINITY;
      let how: "assign" | "skipCell" | "skipColumn" = "skipColumn";
      if (i > 0 && j > 0) {
        const value = score[i - 1]![j - 1]! + fit(cells[i - 1]!, columns[j - 1]!.concept);
        if (value > best) [best, how] = [value, "assign"];
      }
      if (i > 0 && score[i - 1]![j]! + SKIP_CELL > best) [best, how] = [score[i - 1]![j]! + SKIP_CELL, "skipCell"];
      if (j > 0 && score[i]![j - 1]! > best) [best, how] = [score[i]![j - 1]!, "skipColumn"];
      score[i]![j] = best;
      step[i]![j] = how;
    }
  }
  const assigned: (Column<T> | undefined)[] = new Array(cells.length).fill(undefined);
  let i = cells.length;
  let j = columns.length;
  while (i > 0 || j > 0) {
    const how = step[i]![j]!;
    if (how === "assign") {
      if (fit(cells[i - 1]!, columns[j - 1]!.concept) > IMPOSSIBLE) assigned[i - 1] = columns[j - 1];
      i--;
      j--;
    } else if (how === "skipCell") i--;
    else j--;
  }
  return assigned;
}
