import type { OcrLine } from "../document-engine.js";
export interface PageReaderOptions {
  minScore?: number;
  gapRatio?: number;
  boxGrowth?: number;
  cropGrowth?: number;
}
export function createPageReader(options?: PageReaderOptions): Promise<(path: string) => Promise<{ lines: Required<OcrLine>[]; skew: number }>>;
