// Where the holder's portrait is on a passport's photo page (an ICAO 9303 TD3 data page), found from
// what the OCR saw of the page and from its pixels:
//   1. the machine-readable zone: the OCR's MRZ-like rows at the foot of the page. Its characters are
//      OCR-B at 10 per inch, so their pitch gives the page's scale in millimetres, whatever the photo's
//      resolution;
//   2. the area to search: by ICAO 9303 (Part 4, zone V) the portrait sits at the left of the page,
//      above the MRZ, left of the printed data fields. From the MRZ's left edge to where the data
//      fields' column starts, and, in height, the tallest stretch of that strip without text (the
//      state's name and "PASSPORT" above the portrait are text; the portrait is not);
//   3. the portrait in it: the largest area that differs clearly from the page's background (the
//      head and shoulders, or the whole photo when its backdrop or a frame differs too), widened to a
//      passport photo's proportions on each side where no edge of the photo showed (ICAO 9303 Part 3:
//      the shoulders fill about four fifths of the photo's width and the crown sits about an eighth of
//      its height below the top edge).
import sharp from "sharp";
import { looksLikeMrzRow, mrzCharsOf } from "./mrz/mrz-characters.js";
import type { OcrLine } from "./document-engine.js";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

// A page's pixels, decoded once for both the search and the crop.
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export interface PortraitBox {
  box: Box;
  // How it was found, in a recruiter's words (the face extraction's reasoning).
  reasoning: string[];
}

interface Row extends Box {
  text: string;
  characters: number;
}

// OCR-B in an MRZ: 10 characters per inch.
const MM_PER_MRZ_CHARACTER = 2.54;
// A row of at least this many MRZ characters is a line of the zone, or a large part of one (a TD3 line
// has 44); the visual zone's capitals ("PASSPORT", "P", a code) are shorter.
const MIN_MRZ_ROW_CHARACTERS = 20;
// The analysis resolution: a head is 25 to 35 mm wide, so 2 pixels per millimetre is plenty, and the
// averaging that scaling down does erases the page's fine security lines and a scan's noise.
const ANALYSIS_PX_PER_MM = 2;
// A colour this far (RGB distance, 0 to 441) from the page's background is part of something drawn on
// it: a face, hair, clothes, a signature. Tints and the MRZ's lighter band stay well below.
const FOREGROUND_DISTANCE = 60;
// A passport photo's composition (ICAO 9303 Part 3), for a head and shoulders found without the photo's
// edges: the shoulders span about four fifths of the photo's width; above the crown, an eighth of the
// photo's height, about 0.16 of the head-and-shoulders' own; the shoulders reach the bottom edge.
const SHOULDERS_SHARE_OF_WIDTH = 0.8;
const CROWN_MARGIN_OF_FIGURE = 0.16;
const BOTTOM_MARGIN_OF_FIGURE = 0.02;

const boxOf = (line: OcrLine): Box | undefined => {
  if (!line.box || line.box.length !== 4) return undefined;
  const xs = line.box.map(([x]) => x);
  const ys = line.box.map(([, y]) => y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
};

const right = (box: Box) => box.left + box.width;
const bottom = (box: Box) => box.top + box.height;
// Whole pixels inside the page, edges rounded rather than sizes, so that no rounding reaches past it.
const pixelBox = (left: number, top: number, rightEdge: number, bottomEdge: number, page: RawImage): Box => {
  const [x0, y0] = [Math.max(0, Math.round(left)), Math.max(0, Math.round(top))];
  const [x1, y1] = [Math.min(page.width, Math.round(rightEdge)), Math.min(page.height, Math.round(bottomEdge))];
  return { left: x0, top: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
};
const describe = (box: Box) => `${Math.round(box.width)} × ${Math.round(box.height)} px at (${Math.round(box.left)}, ${Math.round(box.top)})`;

// The MRZ's rows: the lowest long MRZ-like row and those just above it (two for a TD3).
function mrzRows(rows: readonly Row[]): Row[] {
  const candidates = rows.filter((row) => row.characters >= MIN_MRZ_ROW_CHARACTERS && looksLikeMrzRow(row.text));
  const lowest = candidates.reduce<Row | undefined>((low, row) => (!low || bottom(row) > bottom(low) ? row : low), undefined);
  if (!lowest) return [];
  return candidates.filter((row) => bottom(row) >= lowest.top - 3 * lowest.height && row.left < right(lowest) && right(row) > lowest.left);
}

// The tallest stretch of [top, bottom) not crossed by any of the rows.
function tallestGap(rows: readonly Box[], top: number, bottomEdge: number): { top: number; bottom: number } {
  let best = { top, bottom: top };
  let from = top;
  for (const row of [...rows].sort((a, b) => a.top - b.top)) {
    if (row.top > from && row.top - from > best.bottom - best.top) best = { top: from, bottom: Math.min(row.top, bottomEdge) };
    from = Math.max(from, bottom(row));
  }
  if (bottomEdge - from > best.bottom - best.top) best = { top: from, bottom: bottomEdge };
  return best;
}

// Which sides of a component's bounding box it runs along: a photo's edges, or the frame printed
// round it, rather than the outline of a head and shoulders.
interface Edges {
  top: boolean;
  left: boolean;
  right: boolean;
}

interface Component extends Box {
  edges: Edges;
}

// A side is an edge when the component fills at least this share of the band two cells deep along it:
// a line one cell thick along seven tenths of the side. The crown of a head fills about a fifth.
const EDGE_COVERAGE = 0.35;

// The largest 8-connected set of true cells: its bounding box, and which of its sides are edges.
function largestComponent(mask: Uint8Array, width: number, height: number): Component | undefined {
  const label = new Int32Array(mask.length);
  const stack: number[] = [];
  let best: { id: number; cells: number; box: Box } | undefined;
  let id = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || label[start]) continue;
    id++;
    let cells = 0;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    label[start] = id;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      const x = at % width;
      const y = (at - x) / width;
      cells++;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (mask[next] && !label[next]) {
            label[next] = id;
            stack.push(next);
          }
        }
      }
    }
    if (!best || cells > best.cells) best = { id, cells, box: { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 } };
  }
  if (!best) return undefined;
  const { box } = best;
  // Two cells deep: an edge drawn at a slant, or blurred, straddles two.
  const coverage = (x0: number, y0: number, x1: number, y1: number) => {
    let hits = 0;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (label[y * width + x] === best.id) hits++;
    return hits / ((x1 - x0 + 1) * (y1 - y0 + 1));
  };
  const lastX = box.left + box.width - 1;
  const lastY = box.top + box.height - 1;
  return {
    ...box,
    edges: {
      top: coverage(box.left, box.top, lastX, Math.min(lastY, box.top + 1)) >= EDGE_COVERAGE,
      left: coverage(box.left, box.top, Math.min(lastX, box.left + 1), lastY) >= EDGE_COVERAGE,
      right: coverage(Math.max(box.left, lastX - 1), box.top, lastX, lastY) >= EDGE_COVERAGE,
    },
  };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// What differs from the background inside `area` of the page: the largest such area, in page pixels.
async function foregroundIn(page: RawImage, area: Box, pxPerMm: number): Promise<Component | undefined> {
  const scale = Math.min(1, ANALYSIS_PX_PER_MM / pxPerMm);
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));
  const { data } = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: page.channels } })
    .extract(area)
    .removeAlpha()
    .toColourspace("srgb")
    .resize({ width, height, fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The background: the median colour of the area's rim, which the portrait does not fill.
  const rim: [number[], number[], number[]] = [[], [], []];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x !== 0 && y !== 0 && x !== width - 1 && y !== height - 1) continue;
      for (let channel = 0; channel < 3; channel++) rim[channel]!.push(data[(y * width + x) * 3 + channel]!);
    }
  }
  const background = rim.map(median);
  const mask = new Uint8Array(width * height);
  for (let cell = 0; cell < mask.length; cell++) {
    const distance = Math.hypot(data[cell * 3]! - background[0]!, data[cell * 3 + 1]! - background[1]!, data[cell * 3 + 2]! - background[2]!);
    mask[cell] = distance > FOREGROUND_DISTANCE ? 1 : 0;
  }
  const found = largestComponent(mask, width, height);
  if (!found) return undefined;
  return {
    left: area.left + found.left / scale,
    top: area.top + found.top / scale,
    width: found.width / scale,
    height: found.height / scale,
    edges: found.edges,
  };
}

export async function locatePortrait(page: RawImage, ocr: readonly OcrLine[]): Promise<PortraitBox | undefined> {
  const rows: Row[] = [];
  for (const line of ocr) {
    const box = boxOf(line);
    if (box) rows.push({ ...box, text: line.text, characters: mrzCharsOf(line.text).length });
  }
  const mrz = mrzRows(rows);
  if (mrz.length === 0) return undefined;
  const mrzLeft = Math.min(...mrz.map((row) => row.left));
  const mrzTop = Math.min(...mrz.map((row) => row.top));
  // The page's scale from the widest row's character pitch (a row the OCR cut short still has it).
  const widest = mrz.reduce((wide, row) => (row.width > wide.width ? row : wide));
  const pxPerMm = widest.width / widest.characters / MM_PER_MRZ_CHARACTER;
  const mm = (millimetres: number) => millimetres * pxPerMm;

  // The data fields' column: the leftmost edge, well right of the MRZ's, where three or more lines of
  // text above the MRZ start (a header's word that happens to start there is one line).
  const above = rows.filter((row) => !mrz.includes(row) && bottom(row) <= mrzTop && row.top >= mrzTop - mm(85));
  const lefts = above.map((row) => row.left).filter((x) => x >= mrzLeft + mm(18));
  const fieldsLeft = Math.min(...lefts.filter((x) => lefts.filter((other) => Math.abs(other - x) <= mm(2)).length >= 3));
  const left = mrzLeft - mm(6);
  const rightEdge = Number.isFinite(fieldsLeft) ? Math.min(fieldsLeft - mm(1.5), mrzLeft + mm(50)) : mrzLeft + mm(40);
  const inStrip = above.filter((row) => row.left < rightEdge && right(row) > left);
  const gap = tallestGap(inStrip, Math.max(0, mrzTop - mm(80)), mrzTop - mm(1));
  const area = pixelBox(left, gap.top, rightEdge, gap.bottom, page);
  // Smaller than the smallest portrait ICAO allows (26 × 32 mm), give or take a margin: not a photo page.
  if (area.width < mm(20) || area.height < mm(25)) return undefined;

  const figure = await foregroundIn(page, area, pxPerMm);
  // A head alone is at least about 12 mm wide and 15 mm tall on any passport.
  if (!figure || figure.width < mm(12) || figure.height < mm(15)) return undefined;
  // Widened to a photo's proportions on each side where no edge of the photo (or of its frame) was
  // found; a side that is an edge stays.
  const widening = (figure.width / SHOULDERS_SHARE_OF_WIDTH - figure.width) / 2;
  const photoLeft = Math.max(area.left, figure.edges.left ? figure.left : figure.left - widening);
  const photoRight = Math.min(right(area), figure.edges.right ? right(figure) : right(figure) + widening);
  const photoTop = Math.max(area.top, figure.edges.top ? figure.top : figure.top - figure.height * CROWN_MARGIN_OF_FIGURE);
  const photoBottom = Math.min(bottom(area), bottom(figure) + figure.height * BOTTOM_MARGIN_OF_FIGURE);
  const box = pixelBox(photoLeft, photoTop, photoRight, photoBottom, page);
  return {
    box,
    reasoning: [
      `Located the machine-readable zone at the foot of the page (${mrz.length} rows from x ${Math.round(mrzLeft)}, y ${Math.round(mrzTop)}); its OCR-B characters, 2.54 mm apart, put the page at ${pxPerMm.toFixed(1)} px per mm.`,
      `By ICAO 9303 the portrait sits left of the printed data fields, above the zone: searched the area without text there, ${describe(area)}.`,
      `The portrait is the largest area there that differs from the page's background (${describe(figure)}), widened to a passport photo's proportions where no edge of the photo showed: ${describe(box)}.`,
    ],
  };
}
