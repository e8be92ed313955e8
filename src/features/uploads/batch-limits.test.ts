import { describe, expect, it } from "vitest";
import { checkBatch, describeLimits, type BatchLimits } from "./batch-limits.js";
import { contentTypeOf, typeList } from "./file-kinds.js";
import { formatBytes } from "@/src/lib/file-size.js";

const MiB = 1024 * 1024;
const limits: BatchLimits = {
  maxFileCount: 200,
  maxFileSizeBytes: 50 * MiB,
  maxTotalSizeBytes: 1024 * MiB,
  allowedContentTypes: ["application/pdf", "image/jpeg", "image/png", "image/tiff", "image/webp", "image/heic"],
};

const pdf = (key: string, size: number) => ({ key, name: `${key}.pdf`, size, contentType: "application/pdf" });

describe("checking a batch against an instruction's limits", () => {
  it("accepts a batch within every limit, up to the limits themselves", () => {
    const check = checkBatch([pdf("a", 50 * MiB), ...Array.from({ length: 199 }, (_, index) => pdf(`b${index}`, 1000))], limits);
    expect(check.refusedFiles.size).toBe(0);
    expect(check.batchRefusals).toEqual([]);
  });

  it("refuses a batch over the total size, saying how large it is", () => {
    const check = checkBatch(
      Array.from({ length: 21 }, (_, index) => pdf(`f${index}`, 50 * MiB)),
      limits,
    );
    expect(check.refusedFiles.size).toBe(0);
    expect(check.batchRefusals).toEqual(["1.03 GB in all: one upload takes at most 1 GB. Remove some files, or upload them in two batches."]);
    // Just over: in bytes, not "1 GB in all: at most 1 GB".
    expect(checkBatch([pdf("a", 40 * MiB), pdf("b", 984 * MiB + 1)], limits).batchRefusals[0]).toMatch(/^1,073,741,825 bytes in all: /);
  });

  it("names a type the service does not read, or one the file did not give", () => {
    const check = checkBatch(
      [
        { key: "zip", name: "certificates.zip", size: 10, contentType: "application/zip" },
        { key: "blank", name: "README", size: 10, contentType: "" },
      ],
      limits,
    );
    expect(check.refusedFiles.get("zip")).toBe("ZIP file: the service reads only PDF, JPEG, PNG, TIFF, WebP or HEIC files");
    expect(check.refusedFiles.get("blank")).toBe("Unknown type: the service reads only PDF, JPEG, PNG, TIFF, WebP or HEIC files");
  });

  it("says the limits in a recruiter's words", () => {
    expect(describeLimits(limits)).toBe("PDF, JPEG, PNG, TIFF, WebP or HEIC; up to 200 files, 50 MB each, 1 GB in all");
  });
});

describe("file types and sizes", () => {
  it("takes the browser's type, else the name's extension", () => {
    expect(contentTypeOf({ name: "IMG_0042.HEIC", type: "" })).toBe("image/heic");
    expect(contentTypeOf({ name: "scan.tif", type: "" })).toBe("image/tiff");
    expect(contentTypeOf({ name: "photo.jpg", type: "image/jpg" })).toBe("image/jpeg");
    expect(contentTypeOf({ name: "README", type: "" })).toBe("");
  });

  it("lists types as a sentence", () => {
    expect(typeList(["application/pdf"])).toBe("PDF");
    expect(typeList(["application/pdf", "image/png"])).toBe("PDF or PNG");
  });

  it("writes sizes in steps of 1,024", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1023)).toBe("1023 B");
    expect(formatBytes(48_000)).toBe("46.9 KB");
    expect(formatBytes(50 * MiB)).toBe("50 MB");
    expect(formatBytes(150 * MiB + 1)).toBe("150 MB");
    expect(formatBytes(1024 * MiB)).toBe("1 GB");
    expect(formatBytes(1.5 * MiB)).toBe("1.5 MB");
  });
});
