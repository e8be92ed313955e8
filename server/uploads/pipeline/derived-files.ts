// Files the pipeline makes from a received one and keeps beside it in the file store (derivedFileKey):
// its thumbnail and, for a passport, the holder's face. Both are served like the original, through a
// signed link only (files/files-route.ts), at /files/uploads/<file id>/derived/<name>: a path of its
// own, so that neither can be taken for an upload that happens to be named "face.jpg".
import { cropFace } from "../extraction/face-crop.js";
import type { PageText } from "../extraction/read-file-text.js";
import { derivedFileKey, type FileStore } from "../file-store.js";
import type { ManualUploadFileRow } from "../uploads-repository.js";
import type { Evidence } from "./document-facts.js";
import type { MrzOnPage } from "./document-facts-from-reading.js";

// Each derived file's name and type.
export const derivedFileTypes = { "thumbnail.webp": "image/webp", "face.jpg": "image/jpeg" } as const;
export type DerivedFileName = keyof typeof derivedFileTypes;

export const isDerivedFileName = (name: string): name is DerivedFileName => Object.hasOwn(derivedFileTypes, name);

// Where a derived file is served from (the files route signs it per call).
export function derivedFilePath(file: Pick<ManualUploadFileRow, "id">, name: DerivedFileName): string {
  return `/files/uploads/${file.id}/derived/${name}`;
}

type StoredFile = Pick<ManualUploadFileRow, "storageKey">;

// Stored under the file's key, replacing an earlier run's (a job that crashed is run again).
export async function storeThumbnail(store: FileStore, file: StoredFile, webp: Buffer): Promise<true> {
  await store.put(derivedFileKey(file.storageKey, "thumbnail.webp"), webp, derivedFileTypes["thumbnail.webp"]);
  return true;
}

// The face on the page where a passport's MRZ was read, stored, with its evidence; undefined when the
// page has no portrait to be found (no image kept: read from a text layer; nothing but background).
export async function storeFace(store: FileStore, file: StoredFile, found: MrzOnPage, page: PageText): Promise<Evidence | undefined> {
  if (!page.image || !page.ocr) return undefined;
  let face: Awaited<ReturnType<typeof cropFace>>;
  try {
    face = await cropFace(page.image, page.ocr);
  } catch {
    // An image the crop cannot handle costs the profile its face, never the document its facts (nor
    // the upload its completion: the job would fail on it again at every try).
    return undefined;
  }
  if (!face) return undefined;
  await store.put(derivedFileKey(file.storageKey, "face.jpg"), face.jpeg, derivedFileTypes["face.jpg"]);
  return {
    page: found.page,
    snippet: found.mrz.lines.join("\n"),
    reasoning: [
      `Cropped the holder's portrait from the passport's photo page (page ${found.page + 1}), the page whose machine-readable zone (${found.mrz.format}) was read.`,
      ...face.reasoning,
    ],
  };
}
