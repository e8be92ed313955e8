// A password-protected one-page PDF, written by hand because pdf-lib cannot encrypt: a catalog, a page,
// Helvetica, and one content stream RC4-encrypted under the standard security handler, the trailer
// naming the /Encrypt dictionary. Without the user password a reader refuses it (pdf-lib throws
// EncryptedPDFError); with it, the page says what `lines` say.
import { createHash } from "node:crypto";
import { objectKey, rc4, standardSecurity } from "./pdf-encryption.js";
import { toWinAnsi } from "./text-forms.js";

function literal(text: string): string {
  return `(${toWinAnsi(text).replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)")})`;
}

export interface EncryptedPdfOptions {
  userPassword: string;
  ownerPassword: string;
  // Makes the document id, so the same seed gives the same bytes.
  seed: string;
}

export function encryptedPdf(lines: readonly string[], options: EncryptedPdfOptions): Uint8Array {
  const documentId = createHash("md5").update(`encrypted-pdf/${options.seed}`).digest();
  // Print and copy allowed, nothing else (bits 3 and 5 set, the reserved high bits all 1).
  const security = standardSecurity(options.userPassword, options.ownerPassword, -44, documentId);

  const text = ["BT", "/F1 11 Tf", "14 TL", "56 780 Td", ...lines.map((line) => `${literal(line)} '`), "ET"].join("\n");
  // The content stream is object 5, generation 0.
  const encryptedContent = rc4(objectKey(security.fileKey, 5, 0), Buffer.from(text, "latin1"));

  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>"),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
    Buffer.concat([Buffer.from(`<< /Length ${encryptedContent.length} >>\nstream\n`), encryptedContent, Buffer.from("\nendstream")]),
    Buffer.from(`<< /Filter /Standard /V 1 /R 2 /O <${security.owner.toString("hex")}> /U <${security.user.toString("hex")}> /P ${security.permissions} >>`),
  ];

  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const id = documentId.toString("hex");
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id}> <${id}>] >>`,
    "startxref",
    String(length),
    "%%EOF",
    "",
  ].join("\n");
  chunks.push(Buffer.from(xref, "latin1"));
  return new Uint8Array(Buffer.concat(chunks));
}
