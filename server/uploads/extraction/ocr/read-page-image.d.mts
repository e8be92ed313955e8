import type { OcrLine } from "../document-engine.js";
export interface PageReaderOptions {
  minScore?: number;
  gapRatio?: number;
  boxGrowth?: number;
  cropGrowth?: number;
  // Rows of the detector's map read in one run (Infinity: the whole page at once).
  bandRows?: number;
  // Called after each model run with the time (performance.now()) it started; the reader waits for it.
  turn?: (stepStarted: number) => Promise<void>;
}
export function createPageReader(options?: PageReaderOptions): Promise<(path: string) => Promise<{ lines: Required<OcrLine>[]; skew: number }>>;
