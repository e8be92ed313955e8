// A search item's textMatch: the fragment that matched, with the matching words in <mark>…</mark>.
// The title when it matched, else the summary around its first match (about 24 words, "…" where cut),
// else the reference; "" when only the posting's rank or vessel type matched. The rest of the text is
// HTML-escaped (&, <, >), so the fragment can be shown as HTML as it is.
import { postingSynonyms, type SynonymTable } from "./domain-synonyms.js";
import type { MatchTerms } from "./search-query.js";
import { tokenize, type Token } from "./search-text.js";

const wordsBefore = 6;
const fragmentWords = 24;

export function textMatch(fields: { title: string; summary: string; shortId: string }, terms: MatchTerms): string {
  for (const [text, whole] of [
    [fields.title, true],
    [fields.summary, false],
    [fields.shortId, true],
  ] as const) {
    const tokens = tokenize(text);
    const marked = markedTokens(tokens, terms, postingSynonyms);
    if (marked.size === 0) continue;
    if (whole) return render(text, tokens, marked, 0, tokens.length);
    const first = Math.min(...marked);
    const start = Math.max(0, first - wordsBefore);
    return render(text, tokens, marked, start, Math.min(tokens.length, start + fragmentWords));
  }
  return "";
}

// The text whole with its matching words marked, when any matches; `keys` are what the text stands
// for as a whole (a rank's label: its rank's key), and one of them matched marks every word.
export function markedText(text: string, terms: MatchTerms, synonyms: SynonymTable, keys: readonly string[] = []): string | undefined {
  const tokens = tokenize(text);
  const marked = keys.some((key) => terms.keys.has(key)) ? new Set(tokens.keys()) : markedTokens(tokens, terms, synonyms);
  return marked.size === 0 ? undefined : render(text, tokens, marked, 0, tokens.length);
}

function markedTokens(tokens: readonly Token[], terms: MatchTerms, synonyms: SynonymTable): Set<number> {
  const marked = new Set<number>();
  tokens.forEach((token, i) => {
    if (terms.exact.has(token.word) || terms.prefixes.some((prefix) => token.word.startsWith(prefix))) marked.add(i);
  });
  if (terms.keys.size > 0) {
    for (const name of synonyms.namesIn(tokens.map((token) => token.word))) {
      if (!name.keys.some((key) => terms.keys.has(key))) continue;
      for (let i = name.start; i < name.end; i++) marked.add(i);
    }
  }
  return marked;
}

// Tokens [from, to) of the text with the marked ones wrapped; a run of marked words with only space,
// or one of the marks that join a word's parts (Operator's, IV/2, JP-102), between them is one mark.
const joinsMarks = /^(?:\s+|['’\-/.])$/u;

function render(text: string, tokens: readonly Token[], marked: ReadonlySet<number>, from: number, to: number): string {
  const begin = from === 0 ? 0 : tokens[from]!.start;
  const end = to === tokens.length ? text.length : tokens[to - 1]!.end;
  let out = from === 0 ? "" : "…";
  let at = begin;
  for (let i = from; i < to; i++) {
    if (!marked.has(i)) continue;
    let last = i;
    while (last + 1 < to && marked.has(last + 1) && joinsMarks.test(text.slice(tokens[last]!.end, tokens[last + 1]!.start))) last++;
    out += escapeHtml(text.slice(at, tokens[i]!.start)) + "<mark>" + escapeHtml(text.slice(tokens[i]!.start, tokens[last]!.end)) + "</mark>";
    at = tokens[last]!.end;
    i = last;
  }
  out += escapeHtml(text.slice(at, end));
  return to === tokens.length ? out : `${out}…`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
