// The engine's lines in reading order: rows top to bottom, each row left to right. Pieces of one row
// (the cells of a table row, an MRZ line cut at a gap in its fillers) are on one row when their
// vertical centres lie within half a line's height of each other, so that a piece a pixel higher
// never jumps ahead of the row's first (the MRZ reader joins a row's pieces in the order given).
// Plain JavaScript for the worker thread; types in reading-order.d.mts.
export function inReadingOrder(lines) {
  const sorted = [...lines].sort((a, b) => a.upright.y - b.upright.y);
  const rows = [];
  for (const line of sorted) {
    const row = rows.at(-1);
    const centre = row ? row.reduce((sum, other) => sum + other.upright.y, 0) / row.length : 0;
    const height = row ? Math.max(line.upright.height, ...row.map((other) => other.upright.height)) : 0;
    if (row && Math.abs(line.upright.y - centre) <= height / 2) row.push(line);
    else rows.push([line]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.upright.x - b.upright.x));
}
