// A search's textMatch (SearchJobPostings', SearchCrewProfiles') is HTML: the matching words in
// <mark>…</mark>, everything else escaped. It is never put into the page as HTML: only the <mark> tags
// are read, and every other character (a stray tag included) becomes text.

export interface TextMatchPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

// The fragment as text runs, marked or not; adjacent runs of the same kind are joined.
export function parseTextMatch(html: string): TextMatchPart[] {
  const parts: TextMatchPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === "<mark>") marked = true;
    else if (tag === "</mark>") marked = false;
    else if (piece) {
      const text = decodeEntities(piece);
      const last = parts.at(-1);
      if (last && last.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}

export function plainText(parts: TextMatchPart[]): string {
  return parts.map((part) => part.text).join("");
}
