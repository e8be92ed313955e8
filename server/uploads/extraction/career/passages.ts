// Running text put back together: a PDF wraps a sentence over several lines ("Served as Second Officer
// on MV Ocean Star (bulk carrier) from March" / "2019 to November 2020 with Acme Shipping."), so the
// lines of a paragraph are joined, then cut into sentences, each remembering the lines it came from.

import type { Line } from "./document-text.js";

export interface Passage {
  text: string;
  lines: Line[];
}

const BULLET = /^\s*(?:[•·▪‣◦*–-]|\d{1,2}[.)])\s+/;

// Words whose dot does not end a sentence: "No. 12345", "Ch. Eng.", "Capt. Reyes", "Co. Ltd".
// Company suffixes ("Ltd.", "Inc.") are not among them: they usually end the sentence.
const ABBREVIATIONS = new Set([
  "no",
  "nos",
  "nr",
  "ch",
  "capt",
  "co",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "jr",
  "sr",
  "asst",
  "eng",
  "engr",
  "off",
  "approx",
  "incl",
  "vs",
  "ma",
  "sta",
  "sto",
  "chem",
  "prod",
  "gen",
  "cont",
  "adv",
  "elec",
]);

// Paragraphs of single-cell lines: a paragraph ends after a line ending a sentence (., :, ;), before a
// bulleted line, and at any line `isBreak` refuses (a heading, a table line).
export function paragraphsOf(lines: readonly Line[], isBreak: (line: Line) => boolean): Passage[] {
  const paragraphs: Passage[] = [];
  let current: Line[] = [];
  const close = () => {
    if (current.length === 0) return;
    paragraphs.push({ text: current.map((line) => line.text.trim()).join(" "), lines: current });
    current = [];
  };
  for (const line of lines) {
    if (isBreak(line)) {
      close();
      continue;
    }
    const previous = current.at(-1);
    const ended = previous && /[.;:]\s*$/.test(previous.text) && !endsWithAbbreviation(previous.text);
    // A sentence ends a paragraph at a line's end unless the next line goes on in lower case
    // ("... with Pacific Crew Services Inc." / "from 19 October 2021 to ...").
    if (BULLET.test(line.text) || (previous && previous.page !== line.page) || (ended && !/^\s*\p{Ll}/u.test(line.text))) close();
    current.push(line);
  }
  close();
  return paragraphs;
}

function endsWithAbbreviation(text: string): boolean {
  const word = /([\p{L}]+)\.\s*$/u.exec(text)?.[1];
  return !!word && (ABBREVIATIONS.has(word.toLowerCase()) || word.length === 1);
}

// The lines of a paragraph a stretch of its text comes from.
function linesOf(paragraph: Passage, start: number, end: number): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const line of paragraph.lines) {
    const length = line.text.trim().length;
    if (offset < end && offset + length > start) lines.push(line);
    offset += length + 1;
  }
  return lines.length > 0 ? lines : [paragraph.lines[0]!];
}

// Sentences end at ".", "!" or "?" followed by a space and a capital, unless the word before the dot
// is an abbreviation or an initial.
export function sentencesOf(paragraph: Passage): Passage[] {
  const sentences: Passage[] = [];
  let start = 0;
  for (const match of paragraph.text.matchAll(/([\p{L}\p{N}]*)([.!?])\s+(?=[\p{Lu}\d•])/gu)) {
    const word = match[1]!;
    if (match[2] === "." && (ABBREVIATIONS.has(word.toLowerCase()) || /^\p{L}$/u.test(word))) continue;
    const end = match.index + match[0].length;
    const text = paragraph.text.slice(start, end).trim();
    if (text) sentences.push({ text, lines: linesOf(paragraph, start, end) });
    start = end;
  }
  const rest = paragraph.text.slice(start).trim();
  if (rest) sentences.push({ text: rest, lines: linesOf(paragraph, start, paragraph.text.length) });
  return sentences;
}

// A stretch of text cut at every sentence end, abbreviations or not: for a "sentence" that turned out
// to tell two contracts.
export function cutHard(passage: Passage): Passage[] {
  const pieces: Passage[] = [];
  let start = 0;
  for (const match of passage.text.matchAll(/[.;]\s+(?=[\p{Lu}])/gu)) {
    const end = match.index + match[0].length;
    pieces.push({ text: passage.text.slice(start, end).trim(), lines: linesOf(passage, start, end) });
    start = end;
  }
  pieces.push({ text: passage.text.slice(start).trim(), lines: linesOf(passage, start, passage.text.length) });
  return pieces.filter((piece) => piece.text !== "");
}
