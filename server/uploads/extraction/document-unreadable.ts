// Why a file could not be read at all: it fails alone, with this reason on the upload.
export type UnreadableReason = "empty" | "encrypted" | "damaged" | "unsupported";

export class DocumentUnreadable extends Error {
  constructor(
    readonly reason: UnreadableReason,
    message: string,
  ) {
    super(message);
  }
}
