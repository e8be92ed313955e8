// The media types the service reads, by the names a recruiter knows them. The instruction says which
// types an upload accepts; this only names them, and finds a type the browser left blank (Chromium
// gives no type to a .heic photo, for one).
const shortNames: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/tiff": "TIFF",
  "image/webp": "WebP",
  "image/heic": "HEIC",
};

const longNames: Record<string, string> = {
  "application/pdf": "PDF document",
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
  "image/tiff": "TIFF image",
  "image/webp": "WebP image",
  "image/heic": "HEIC photo",
};

const byExtension: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  tif: "image/tiff",
  tiff: "image/tiff",
  webp: "image/webp",
  heic: "image/heic",
  heif: "image/heic",
};

// Spellings browsers and systems use for the same types.
const aliases: Record<string, string> = { "image/jpg": "image/jpeg", "image/pjpeg": "image/jpeg", "image/heif": "image/heic" };

function extensionOf(name: string): string {
  return /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
}

// The type a file says it is: the browser's, else its name's extension; "" when neither says.
export function contentTypeOf(file: { name: string; type: string }): string {
  const declared = file.type.toLowerCase();
  if (declared) return aliases[declared] ?? declared;
  return byExtension[extensionOf(file.name)] ?? "";
}

// "PDF document", "JPEG image". A type the service does not read is named by the file's extension
// ("DOCX file") rather than a media type as long as the table; bytes of no known type (what an empty
// file sniffs as) are an unknown type.
export function typeName(contentType: string, fileName = ""): string {
  const known = longNames[contentType];
  if (known) return known;
  const extension = extensionOf(fileName);
  if (extension) return `${extension.toUpperCase()} file`;
  if (!contentType || contentType === "application/octet-stream") return "Unknown type";
  return contentType;
}

// "PDF, JPEG, PNG, TIFF, WebP or HEIC".
export function typeList(contentTypes: readonly string[]): string {
  const names = contentTypes.map((type) => shortNames[type] ?? type);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
