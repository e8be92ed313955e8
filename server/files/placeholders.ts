// Small, honest placeholders for the demo files: an initials avatar, a document thumbnail and a
// readable HTML stand-in for a document showing what the demo extractor "read" from it.
import { createHash } from "node:crypto";

export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function hue(seed: string): number {
  return createHash("sha256").update(seed).digest().readUInt16BE(0) % 360;
}

export function initials(givenName: string | null, familyName: string | null): string {
  const letters = [givenName, familyName]
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => Array.from(part.trim())[0]!.toUpperCase());
  if (letters.length === 0) return "?";
  if (letters.length === 1) {
    // Single-name holders: first letters of the first two words, if any.
    const words = (familyName ?? givenName ?? "").trim().split(/\s+/);
    return words
      .slice(0, 2)
      .map((w) => Array.from(w)[0]!.toUpperCase())
      .join("");
  }
  return letters.slice(0, 2).join("");
}

export function avatarSvg(id: string, givenName: string | null, familyName: string | null): string {
  const h = hue(id);
  const text = escapeXml(initials(givenName, familyName));
  const label = escapeXml([givenName, familyName].filter(Boolean).join(" ") || "Crew member");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${label}">` +
    `<circle cx="64" cy="64" r="64" fill="hsl(${h} 45% 38%)"/>` +
    `<circle cx="64" cy="64" r="58" fill="none" stroke="hsl(${h} 45% 60%)" stroke-width="2"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="48" font-weight="600" fill="#fff">${text}</text>` +
    `</svg>`
  );
}

export function thumbnailSvg(documentId: string, name: string, contentType: string): string {
  const h = hue(documentId);
  const kind = contentType === "application/pdf" ? "PDF" : contentType.startsWith("image/") ? "IMG" : "DOC";
  const shortName = name.length > 22 ? `${name.slice(0, 21)}…` : name;
  const lines = [52, 64, 76, 88, 100, 112].map((y, i) => `<rect x="18" y="${y}" width="${i % 3 === 2 ? 48 : 84}" height="5" rx="2" fill="#d5dbe3"/>`).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160" viewBox="0 0 120 160" role="img" aria-label="${escapeXml(name)}">` +
    `<rect x="1" y="1" width="118" height="158" rx="6" fill="#fff" stroke="#c4ccd6"/>` +
    `<rect x="1" y="1" width="118" height="36" rx="6" fill="hsl(${h} 40% 40%)"/>` +
    `<text x="60" y="25" text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" font-weight="700" fill="#fff">${kind}</text>` +
    lines +
    `<text x="60" y="146" text-anchor="middle" font-family="system-ui, sans-serif" font-size="9" fill="#445">${escapeXml(shortName)}</text>` +
    `</svg>`
  );
}

export interface PlaceholderExtraction {
  kind: string;
  pageIndex: number;
  snippet: string;
  reasoning: string[];
}

const KIND_LABELS: Record<string, string> = {
  date_of_birth: "Date of birth",
  nationality: "Nationality",
  country_of_residence: "Country of residence",
  on_land_work_experience: "Work ashore",
  at_sea_work_experience: "Sea service",
  certificate: "Certificate",
  stcw_certificate: "STCW certificate",
  face_image: "Photo",
};

export function documentHtml(input: {
  name: string;
  contentType: string;
  pageCount: number;
  sizeBytes: number;
  crewName: string;
  extractions: PlaceholderExtraction[];
}): string {
  const pages = new Map<number, PlaceholderExtraction[]>();
  for (const e of input.extractions) {
    const list = pages.get(e.pageIndex) ?? [];
    list.push(e);
    pages.set(e.pageIndex, list);
  }
  const body: string[] = [];
  for (let page = 0; page < input.pageCount; page++) {
    const items = pages.get(page) ?? [];
    body.push(`<section><h2>Page ${page + 1}</h2>`);
    if (items.length === 0) body.push(`<p class="muted">Nothing was extracted from this page.</p>`);
    else {
      body.push("<dl>");
      for (const item of items) {
        body.push(
          `<dt>${escapeXml(KIND_LABELS[item.kind] ?? item.kind)}</dt><dd><q>${escapeXml(item.snippet)}</q>` +
            (item.reasoning.length ? `<ul>${item.reasoning.map((r) => `<li>${escapeXml(r)}</li>`).join("")}</ul>` : "") +
            `</dd>`,
        );
      }
      body.push("</dl>");
    }
    body.push("</section>");
  }
  const kb = Math.round(input.sizeBytes / 1024);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(input.name)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1d2733;line-height:1.45}
header{border-bottom:1px solid #d5dbe3;margin-bottom:1rem}.muted{color:#5b6776}
section{border:1px solid #d5dbe3;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}
h1{font-size:1.35rem;margin:.2rem 0}h2{font-size:1rem;color:#3a4757}dt{font-weight:600;margin-top:.6rem}
q{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f3f5f8;padding:.1rem .3rem;border-radius:4px;quotes:none;word-break:break-word}
ul{margin:.3rem 0;padding-left:1.2rem;color:#3a4757;font-size:.9rem}
</style></head>
<body><header><h1>${escapeXml(input.name)}</h1>
<p class="muted">Demo document generated by the Crew demo seed — a stand-in for the ${escapeXml(input.contentType)} file of ${escapeXml(input.crewName)} (${input.pageCount} page${input.pageCount === 1 ? "" : "s"}, ${kb} KB). It shows what the extractor quoted from each page, not the original.</p></header>
${body.join("\n")}
</body></html>
`;
}
