// Contracts told in sentences: "Served as Second Officer on MV Ocean Star (bulk carrier, 32,000 DWT)
// from March 2019 to November 2020 with Acme Shipping.", "From 03/2019 to 11/2020: 2/O on M/V Ocean
// Star, a bulker of 32,000 GRT, managed by Acme.", "Currently serving as C/E on MT Nordic Harmony
// since May 2025." A sentence is a contract when it has one period and a rank (or a named vessel).

import { readCountry } from "./countries.js";
import { findDates } from "./dates.js";
import { findRanges } from "./date-ranges.js";
import type { Passage } from "./passages.js";
import { findRanks, rankReadingOf, readRankExactly, type RankReading } from "./rank-names.js";
import type { ServiceParts } from "./sea-service-record.js";
import { findTonnages } from "./vessel-names.js";
import { chooseVesselType, findVesselTypes, readVesselType, type VesselTypeReading } from "./vessel-type-names.js";

interface Span {
  start: number;
  end: number;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

// A vessel named after its prefix: capitalised words up to the first word that is not ("from", "(").
const PROSE_VESSEL =
  /(?<![\p{L}])(M\/V|M\.V\.|MV|M\/T|M\.T\.|MT|M\/S|MS|SS|LNG\/C|LPG\/C|LNGC|LPGC|M\/Y|F\/V|R\/V|Tug|TUG)\s+(?!(?:DWT|GT|GRT)\b)((?:[\p{Lu}\d][\p{L}\d'’-]*)(?:\s+[\p{Lu}\d][\p{L}\d'’-]*)*)/u;
const COMPANY =
  /\b(?:with|for|managed by|operated by|owned by|employed by|company:?|manning agent:?|principal:?)\s+((?:[\p{Lu}][\p{L}&'’.-]*)(?:\s+(?:[\p{Lu}][\p{L}&'’.-]*|of|and|&))*)/u;
const FLAG = /\b([\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?)[\s-]+flag(?:ged)?\b|\bflag(?:\s+state)?\s*[:-]?\s*([\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?)/u;

function rankAfterAs(text: string): (RankReading & Span) | undefined {
  for (const match of text.matchAll(/\b(?:as|capacity:?|rank:?|position:?)\s+(?:an?\s+)?/gi)) {
    const from = match.index + match[0].length;
    // The whole phrase up to "on <vessel>" first: "as D/C (3rd Officer) on MV ..." is a two-rank record.
    const phrase = /^(.+?)(?=\s+(?:on|onboard|aboard|on board|in|with|from|since)\b|[,;]|$)/i.exec(text.slice(from))?.[1];
    const whole = phrase ? readRankExactly(phrase) : undefined;
    if (whole) return { ...whole, start: from, end: from + phrase!.length };
    const found = findRanks(text.slice(from), true)[0];
    if (found && found.start === 0) return { ...rankReadingOf(found), start: from, end: from + found.end };
  }
  return undefined;
}

// "...: CO on MV Eastern Navigator": the words just before "on <vessel>" name the rank, however short.
function rankBeforeVessel(text: string, vesselStart: number): (RankReading & Span) | undefined {
  const before = text.slice(0, vesselStart).replace(/\s+(?:on|onboard|aboard|on board|in)\s*$/i, "");
  if (before.length === text.slice(0, vesselStart).length) return undefined;
  const words = [...before.matchAll(/[^\s:,;]+/g)];
  for (let count = Math.min(4, words.length); count >= 1; count--) {
    const start = words[words.length - count]!.index;
    const reading = readRankExactly(before.slice(start));
    if (reading) return { ...reading, start, end: before.length };
  }
  return undefined;
}

// The type written right after the vessel ("MV Kaskelot (Handymax, 32,140 GRT)") or as "a <type> of"
// is a type even when the word is short or plain ("Handy", "Cape").
function typeBesideVessel(text: string, vesselEnd: number): VesselTypeReading | undefined {
  const after = text.slice(vesselEnd);
  const written = /^\s*\(([^,()]+(?:\([^)]*\))?)/.exec(after)?.[1] ?? /^,?\s+an?\s+(.+?)\s+(?:of|with|built|managed)\b/i.exec(after)?.[1];
  return written ? readVesselType(written.trim()) : undefined;
}

export function proseServiceParts(sentence: Passage, today: string): ServiceParts | undefined {
  const text = sentence.text;
  const ranges = findRanges(text, findDates(text, today));
  if (ranges.length !== 1) return undefined;
  const range = ranges[0]!;
  const taken: Span[] = [range];
  const parts: ServiceParts = { lines: sentence.lines, from: range.from, to: range.to, openText: range.openText, reasoning: [] };

  const vessel = PROSE_VESSEL.exec(text);
  // "• CoC Chief Engineer - No. 4411, 12.03.2020 - 11.03.2025" is a certificate, not a contract.
  if (!vessel && /\b(?:no\.|nr\.|cert(?:ificate)?|valid|issued|expir\w*|licen[cs]e|coc|cop)\b/i.test(text)) return undefined;
  if (vessel) {
    parts.vesselText = `${vessel[1]} ${vessel[2]}`;
    taken.push({ start: vessel.index, end: vessel.index + vessel[0].length });
  }
  const company = COMPANY.exec(text);
  if (company) {
    const name = company[1]!.replace(/[.,]+$/, "");
    const start = company.index + company[0].indexOf(company[1]!);
    if (!readCountry(name) && !taken.some((span) => overlaps(span, { start, end: start + name.length }))) {
      parts.company = name;
      taken.push({ start, end: start + name.length });
    }
  }
  const rank =
    rankAfterAs(text) ??
    (vessel ? rankBeforeVessel(text, vessel.index) : undefined) ??
    findRanks(text).find((match) => !taken.some((span) => overlaps(span, match)));
  if (rank) {
    parts.rank = "rank" in rank ? rank : rankReadingOf(rank);
    parts.rankText = parts.rank.written;
    taken.push({ start: rank.start, end: rank.end });
  }
  const flag = FLAG.exec(text);
  if (flag) {
    const country = flag[1] ?? flag[2]!;
    if (readCountry(country)) {
      parts.flagText = country;
      taken.push({ start: flag.index, end: flag.index + flag[0].length });
    }
  }
  const type =
    (vessel ? typeBesideVessel(text, vessel.index + vessel[0].length) : undefined) ??
    chooseVesselType(findVesselTypes(text).filter((match) => !taken.some((span) => overlaps(span, match))));
  if (type) parts.vesselType = type;
  for (const tonnage of findTonnages(text)) {
    if (!parts[tonnage.unit]) parts[tonnage.unit] = { value: tonnage.value, text: tonnage.text };
  }
  if (!parts.rank && !parts.vesselText) return undefined;
  parts.reasoning.push("read from a sentence");
  return parts;
}
