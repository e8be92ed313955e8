// Reads back the text of the PDFs this folder generates, for the tests. pdf-lib writes nothing but
// text-showing operators with hex strings in the standard fonts' WinAnsi encoding, inside
// Flate-compressed page content streams; we load the file with pdf-lib (it must parse), inflate each
// page's content stream and decode every `<hex> Tj`. This is what a text extractor does with these
// files, without depending on one: it checks the text is really in the PDF, in the order drawn.
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from "pdf-lib";

// WinAnsiEncoding's 0x80-0x9F (PDF 1.7 Annex D). Node's TextDecoder("windows-1252") decodes these
// bytes as C1 control characters, so the table is written out.
const WIN_ANSI_80_9F: Record<number, string> = {
  0x80: "€",
  0x82: "‚",
  0x83: "ƒ",
  0x84: "„",
  0x85: "…",
  0x86: "†",
  0x87: "‡",
  0x88: "ˆ",
  0x89: "‰",
  0x8a: "Š",
  0x8b: "‹",
  0x8c: "Œ",
  0x8e: "Ž",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
  0x98: "˜",
  0x99: "™",
  0x9a: "š",
  0x9b: "›",
  0x9c: "œ",
  0x9e: "ž",
  0x9f: "Ÿ",
};

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => WIN_ANSI_80_9F[byte] ?? String.fromCharCode(byte)).join("");
}

function streamBytes(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.get(PDFName.of("Filter"));
  if (filter === undefined) return stream.contents;
  if (filter === PDFName.of("FlateDecode")) return inflateSync(stream.contents);
  throw new Error(`unexpected content-stream filter ${String(filter)}`);
}

function contentStreams(document: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] {
  const resolved = contents ? document.context.lookup(contents) : undefined;
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => contentStreams(document, item));
  return [];
}

// The text runs of each page, in drawing order.
export async function pdfTextRuns(bytes: Uint8Array): Promise<string[][]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  return document.getPages().map((page) => {
    const runs: string[] = [];
    for (const stream of contentStreams(document, page.node.get(PDFName.of("Contents")))) {
      const operators = Buffer.from(streamBytes(stream)).toString("latin1");
      for (const match of operators.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
        runs.push(decodeWinAnsi(Buffer.from(match[1]!.replace(/\s+/g, ""), "hex")));
      }
    }
    return runs;
  });
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfTextRuns(bytes)).map((runs) => runs.join("\n")).join("\n\f\n");
}
