// Periods in a text: two dates joined by a dash or a word ("12.03.2019 - 15.11.2019", "March 2019 to
// November 2020", "2016 – 2019"), a date followed by an open end ("05/2021 - present", "since March
// 2025", "12 Jan 2024 till date").

import { findDates, OPEN_END, type DateMention } from "./dates.js";

export interface DateRange {
  from: DateMention;
  to?: DateMention;
  // The words that say the period has not ended ("present", "till date", "since").
  openText?: string;
  start: number;
  end: number;
}

const CONNECTOR = /^\s*(?:-+|–|—|~|to|till|til|until|up\s+to|through|thru|and|\s\/\s)\s*$/i;
const OPEN_CONNECTOR = /^\s*(?:(?:-+|–|—|~|to|till|til|until|up\s+to)\s*)?/i;

export function openEndAfter(text: string, position: number): { text: string; end: number } | undefined {
  const rest = text.slice(position);
  const connector = OPEN_CONNECTOR.exec(rest)![0];
  const open = OPEN_END.exec(rest.slice(connector.length));
  if (!open) return undefined;
  // A bare "date" is an open end only after a connector ("to date", "till date").
  if (/^date$/i.test(open[0]) && connector.trim() === "") return undefined;
  const openText = rest.slice(connector.length, connector.length + open[0].length);
  return {
    text: /^date$/i.test(openText) ? rest.slice(0, connector.length + open[0].length).trim() : openText,
    end: position + connector.length + open[0].length,
  };
}

export function findRanges(text: string, mentions: readonly DateMention[]): DateRange[] {
  const ranges: DateRange[] = [];
  for (let index = 0; index < mentions.length; index++) {
    const from = mentions[index]!;
    const next = mentions[index + 1];
    if (next && CONNECTOR.test(text.slice(from.end, next.start))) {
      ranges.push({ from, to: next, start: from.start, end: next.end });
      index++;
      continue;
    }
    const open = openEndAfter(text, from.end);
    if (open) {
      ranges.push({ from, openText: open.text, start: from.start, end: open.end });
      continue;
    }
    const since = /\b(since|from)\s*$/i.exec(text.slice(0, from.start));
    if (since && since[1]!.toLowerCase() === "since") ranges.push({ from, openText: "since", start: since.index, end: from.end });
  }
  return ranges;
}

export function findRangesIn(text: string, today: string): DateRange[] {
  return findRanges(text, findDates(text, today));
}
