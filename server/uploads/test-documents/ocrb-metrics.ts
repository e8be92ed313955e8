// OCR-B as sharp draws it advances about 0.81 em per character (measured: 44 MRZ characters at 9 pt
// and 300 dpi are 1341 px wide). Used to centre and to fit text on image documents.
export function ocrbCharacterWidth(sizePt: number, dpi: number): number {
  return ((sizePt * dpi) / 72) * 0.81;
}

// Words into lines of at most `perLine` characters (OCR-B is monospaced).
export function wrapMonospaced(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > perLine) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}
