// A small flowing-layout writer over pdf-lib for text PDFs: lines, wrapped paragraphs, label/value
// grids and ruled tables that break across A4 pages. Every string goes through toWinAnsi, the only
// characters the standard fonts can encode, so the text a reader extracts is exactly what the truth says.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { toWinAnsi } from "./text-forms.js";

export const A4: [number, number] = [595.28, 841.89];

export type FontFamily = "helvetica" | "times" | "courier";

const FAMILIES: Record<FontFamily, [StandardFonts, StandardFonts]> = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
};

export interface PdfMetadata {
  title: string;
  author?: string;
  // Fixed dates keep the bytes the same for the same seed.
  date: string;
}

// An empty document with fixed metadata (pdf-lib would otherwise stamp the current time).
export async function createPdf(metadata: PdfMetadata): Promise<PDFDocument> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const date = new Date(`${metadata.date}T09:30:00Z`);
  document.setTitle(toWinAnsi(metadata.title));
  if (metadata.author) document.setAuthor(toWinAnsi(metadata.author));
  document.setProducer("Crew test-document generator (pdf-lib)");
  document.setCreator("Crew test-document generator");
  document.setCreationDate(date);
  document.setModificationDate(date);
  return document;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: [number, number, number];
}

export interface Column {
  header: string;
  width: number;
}

export interface FlowOptions {
  margin?: number;
  // The flow's column, in points from the page's left edge (default: the page between the margins).
  left?: number;
  right?: number;
  // Drawn on every page the flow starts (a sidebar's background).
  onPage?: (page: PDFPage) => void;
}

// Text flowing down a column. Several flows may share one document: pages are shared by index, so a
// sidebar and a main column of the same page stay on the same page when either runs onto the next.
export class PdfFlow {
  page!: PDFPage;
  y = 0;
  private pageIndex = -1;
  readonly left: number;
  readonly right: number;
  readonly margin: number;

  private constructor(
    readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly options: FlowOptions,
  ) {
    this.margin = options.margin ?? 48;
    this.left = options.left ?? this.margin;
    this.right = options.right ?? A4[0] - this.margin;
    this.newPage();
  }

  static async create(document: PDFDocument, family: FontFamily, options: FlowOptions = {}): Promise<PdfFlow> {
    const [regularName, boldName] = FAMILIES[family];
    return new PdfFlow(document, await document.embedFont(regularName), await document.embedFont(boldName), options);
  }

  get width(): number {
    return this.right - this.left;
  }

  newPage(): void {
    this.pageIndex++;
    this.page = this.pageIndex < this.document.getPageCount() ? this.document.getPage(this.pageIndex) : this.document.addPage(A4);
    this.options.onPage?.(this.page);
    this.y = A4[1] - this.margin;
  }

  ensureSpace(height: number): void {
    if (this.y - height < this.margin) this.newPage();
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  // One line at (x, y) without moving the cursor.
  draw(text: string, x: number, y: number, style: TextStyle = {}): void {
    const printable = toWinAnsi(text);
    if (printable === "") return;
    const [red, green, blue] = style.color ?? [0.1, 0.1, 0.1];
    this.page.drawText(printable, { x, y, size: style.size ?? 10, font: this.font(style), color: rgb(red, green, blue) });
  }

  // Breaks text into lines that fit the width, at spaces (or inside a word too long for a line).
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const font = this.font(style);
    const size = style.size ?? 10;
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    let current = "";
    for (const word of toWinAnsi(text).split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (!fits(current)) {
        let cut = current.length - 1;
        while (cut > 1 && !fits(current.slice(0, cut))) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 10) * 1.3;
  }

  // A wrapped paragraph at the cursor; returns the lines drawn.
  paragraph(text: string, style: TextStyle = {}, indent = 0, spaceAfter = 4): string[] {
    const lines = this.wrap(text, this.width - indent, style);
    for (const line of lines) {
      this.ensureSpace(this.lineHeight(style));
      this.y -= this.lineHeight(style);
      this.draw(line, this.left + indent, this.y, style);
    }
    this.y -= spaceAfter;
    return lines;
  }

  // Wrapped lines, each centred in the column.
  centered(text: string, style: TextStyle = {}, spaceAfter = 4): string[] {
    const lines = this.wrap(text, this.width, style);
    for (const line of lines) {
      this.ensureSpace(this.lineHeight(style));
      this.y -= this.lineHeight(style);
      const width = this.font(style).widthOfTextAtSize(line, style.size ?? 10);
      this.draw(line, this.left + (this.width - width) / 2, this.y, style);
    }
    this.y -= spaceAfter;
    return lines;
  }

  heading(text: string, size = 12): void {
    this.ensureSpace(size * 3);
    this.y -= size * 1.6;
    this.draw(text, this.left, this.y, { size, bold: true, color: [0.12, 0.2, 0.38] });
    this.y -= 4;
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.7, color: rgb(0.12, 0.2, 0.38) });
    this.y -= 4;
  }

  // Label/value pairs in `columns` columns, the label in bold above nothing: "Label: value" per cell.
  grid(pairs: readonly (readonly [string, string])[], columns = 2, size = 9.5): void {
    const cellWidth = this.width / columns;
    for (let index = 0; index < pairs.length; index += columns) {
      const row = pairs.slice(index, index + columns);
      const cells = row.map(([label, value]) => ({ label: `${label}:`, lines: this.wrap(value, cellWidth - 100, { size }) }));
      const height = Math.max(1, ...cells.map((cell) => cell.lines.length)) * this.lineHeight({ size }) + 3;
      this.ensureSpace(height);
      cells.forEach((cell, column) => {
        const x = this.left + column * cellWidth;
        this.draw(cell.label, x, this.y - this.lineHeight({ size }), { size, bold: true });
        cell.lines.forEach((line, lineIndex) => this.draw(line, x + 96, this.y - this.lineHeight({ size }) * (lineIndex + 1), { size }));
      });
      this.page.drawLine({
        start: { x: this.left, y: this.y - height },
        end: { x: this.right, y: this.y - height },
        thickness: 0.3,
        color: rgb(0.7, 0.7, 0.7),
      });
      this.y -= height;
    }
    this.y -= 6;
  }

  // A ruled table; the header row repeats on every page it runs onto.
  table(columns: readonly Column[], rows: readonly (readonly string[])[], size = 8): void {
    const scale = this.width / columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => column.width * scale);
    const drawRow = (cells: readonly string[], style: TextStyle, shade: boolean) => {
      const wrapped = cells.map((cell, index) => this.wrap(cell, widths[index]! - 6, style));
      const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * this.lineHeight(style) + 4;
      if (this.y - height < this.margin) {
        this.newPage();
        if (!shade)
          drawRow(
            columns.map((column) => column.header),
            { size, bold: true },
            true,
          );
      }
      if (shade) this.page.drawRectangle({ x: this.left, y: this.y - height, width: this.width, height, color: rgb(0.9, 0.92, 0.95) });
      let x = this.left;
      wrapped.forEach((lines, index) => {
        lines.forEach((line, lineIndex) => this.draw(line, x + 3, this.y - this.lineHeight(style) * (lineIndex + 1), style));
        this.page.drawLine({ start: { x, y: this.y }, end: { x, y: this.y - height }, thickness: 0.4, color: rgb(0.55, 0.55, 0.55) });
        x += widths[index]!;
      });
      this.page.drawLine({ start: { x: this.right, y: this.y }, end: { x: this.right, y: this.y - height }, thickness: 0.4, color: rgb(0.55, 0.55, 0.55) });
      this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.4, color: rgb(0.55, 0.55, 0.55) });
      this.page.drawLine({
        start: { x: this.left, y: this.y - height },
        end: { x: this.right, y: this.y - height },
        thickness: 0.4,
        color: rgb(0.55, 0.55, 0.55),
      });
      this.y -= height;
    };
    drawRow(
      columns.map((column) => column.header),
      { size, bold: true },
      true,
    );
    for (const row of rows) drawRow(row, { size }, false);
    this.y -= 8;
  }

  space(points: number): void {
    this.y -= points;
  }
}
