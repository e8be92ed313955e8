// Positioned pieces of text (a PDF's text items, an OCR engine's lines) put back into the lines a
// reader sees: pieces whose vertical centres lie within half a line's height of each other are one
// line, read left to right. A wide gap between two pieces becomes two spaces, the way table cells
// read in text, so that a table's columns stay apart (the career reader splits cells on them).

export interface TextPiece {
  text: string;
  // Left edge and vertical centre, in the same units for every piece of a page; y grows downwards.
  x: number;
  y: number;
  width: number;
  height: number;
}

export function visualLines(pieces: readonly TextPiece[]): string[] {
  const sorted = pieces.filter((piece) => piece.text.trim() !== "").sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextPiece[][] = [];
  for (const piece of sorted) {
    const row = rows.at(-1);
    const centre = row ? row.reduce((sum, p) => sum + p.y, 0) / row.length : 0;
    const height = row ? Math.max(...row.map((p) => p.height), piece.height) : piece.height;
    if (row && Math.abs(piece.y - centre) <= height / 2) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    const ordered = row.sort((a, b) => a.x - b.x);
    let line = "";
    let end = Number.NEGATIVE_INFINITY;
    for (const piece of ordered) {
      const text = piece.text.trim();
      // A character is about half as wide as the line is high: more than two of them apart is a column.
      const gap = piece.x - end;
      if (line !== "") line += gap > piece.height * 1.2 ? "  " : " ";
      line += text;
      end = piece.x + piece.width;
    }
    return line;
  });
}
