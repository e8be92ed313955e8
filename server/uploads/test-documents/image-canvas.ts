// Drawing an image document: shapes as SVG (rendered by librsvg without any font), and every text
// with the OCR-B font this folder ships (sharp's text input with `fontfile`). Text never goes through
// SVG <text>, which would use whatever fonts the machine has and make the pixels machine-dependent.
import { fileURLToPath } from "node:url";
import sharp, { type OverlayOptions } from "sharp";
import { toOcrb } from "./text-forms.js";

export const OCRB_FONT_FILE = fileURLToPath(new URL("./fonts/OCRB.otf", import.meta.url));
// The family name inside the font file.
const OCRB_FAMILY = "OCR B";

export interface TextItem {
  text: string;
  left: number;
  top: number;
  sizePt: number;
  color?: string;
  // Extra space between characters, in points (the MRZ is printed at a fixed pitch).
  letterSpacingPt?: number;
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function renderText(item: TextItem, dpi: number): Promise<OverlayOptions> {
  const spacing = item.letterSpacingPt ? ` letter_spacing="${Math.round(item.letterSpacingPt * 1024)}"` : "";
  const markup = `<span foreground="${item.color ?? "#1b1b1b"}"${spacing}>${escapeMarkup(toOcrb(item.text))}</span>`;
  const input = await sharp({ text: { text: markup, font: `${OCRB_FAMILY} ${item.sizePt}`, fontfile: OCRB_FONT_FILE, dpi, rgba: true } })
    .png()
    .toBuffer();
  return { input, left: Math.round(item.left), top: Math.round(item.top) };
}

export interface Canvas {
  width: number;
  height: number;
  background: string;
  // SVG elements (no <text>) drawn over the background, in the canvas's pixel coordinates.
  shapes: string;
  texts: TextItem[];
  // Dots per inch the page is drawn at: text sizes in points become pixels at this density.
  dpi: number;
}

// The page as a PNG with its density recorded, so later steps (degradations) know its resolution.
export async function renderCanvas(canvas: Canvas): Promise<Buffer> {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}">${canvas.shapes}</svg>`);
  const texts = await Promise.all(canvas.texts.filter((item) => item.text.trim() !== "").map((item) => renderText(item, canvas.dpi)));
  return sharp({ create: { width: canvas.width, height: canvas.height, channels: 3, background: canvas.background } })
    .composite([{ input: svg, left: 0, top: 0 }, ...texts])
    .withDensity(canvas.dpi)
    .png({ compressionLevel: 6 })
    .toBuffer();
}
