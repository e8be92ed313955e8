// Vessel names and sizes as sea-service records write them: the prefix ("MV", "M/T", "LNG/C") is not
// part of the name (DOMAIN.md §4.3), and tonnages use ",", "." or a space between thousands, or "k".

const PREFIX = /^(?:M\/V|M\.V\.?|MV|M\/T|M\.T\.?|MT|M\/S|MS|S\/S|SS|LNG\/C|LPG\/C|LNGC|LPGC|M\/Y|MY|S\/Y|SY|F\/V|R\/V|RV|MSV|M\/Tk|Tug|TUG)\b\.?\s*/i;

export function stripVesselPrefix(text: string): { name: string; prefix?: string } {
  const trimmed = text.trim().replace(/[,;]+$/, "");
  const match = PREFIX.exec(trimmed);
  if (!match || match[0].length === trimmed.length) return { name: trimmed };
  return { name: trimmed.slice(match[0].length).trim(), prefix: match[0].trim() };
}

export function hasVesselPrefix(text: string): boolean {
  const match = PREFIX.exec(text.trim());
  return !!match && match[0].length < text.trim().length;
}

// "32,456", "32.456", "32 456", "32456", "32k", "32,456 GT" → 32456; not "5.4" (months), not a year.
export function readTonnage(text: string): number | undefined {
  const match = /^\s*(\d{1,3}(?:[,. ]\d{3})+|\d+(?:[.,]\d+)?\s*[kK]|\d{3,7})\s*(?:mt|t|tons?|grt|gt|dwt|nrt)?\s*$/i.exec(text);
  if (!match) return undefined;
  const written = match[1]!;
  const value = /k$/i.test(written) ? Math.round(Number(written.replace(/\s*k$/i, "").replace(",", ".")) * 1000) : Number(written.replace(/[,. ]/g, ""));
  // No seagoing ship measures less.
  return value >= 50 ? value : undefined;
}

// A tonnage with its unit inside a longer text: "32,000 DWT", "(bulk carrier, 32,000 GRT)", "32k dwt".
export function findTonnages(text: string): { value: number; unit: "grossTonnage" | "deadweight"; text: string }[] {
  const found: { value: number; unit: "grossTonnage" | "deadweight"; text: string }[] = [];
  for (const match of text.matchAll(
    /(?<![\d,.])(\d{1,3}(?:[,. ]\d{3})+|\d+(?:[.,]\d+)?\s*[kK]|\d{3,7})\s*(g\.?r\.?t\.?|g\.?t\.?|gross\s+tonnage|gross\s+tons|d\.?w\.?t\.?|deadweight|mt\s+dwt)(?![\p{L}])/giu,
  )) {
    const value = readTonnage(match[1]!);
    if (value === undefined) continue;
    found.push({ value, unit: /^d|dwt|dead/i.test(match[2]!) ? "deadweight" : "grossTonnage", text: match[0] });
  }
  return found;
}
