export interface Region {
  // Indices y × width + x of the region's pixels.
  pixels: number[];
  // Their mean probability.
  score: number;
}
// A kernel box in the upright frame, in the map's pixels; `grow` is its unclip distance for a ratio of 1.
export interface KernelBox {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  grow: number;
  score: number;
}
export const REGION_DEFAULTS: { threshold: number; minScore: number; minPixels: number; maxSkewDegrees: number };
export function findRegions(prob: ArrayLike<number>, width: number, height: number, options?: { threshold?: number; minPixels?: number }): Region[];
export function regionAxis(pixels: readonly number[], width: number): { angle: number; elongation: number };
export function pageSkew(regions: readonly Region[], width: number, options?: { maxSkewDegrees?: number }): number;
export function gapCuts(columns: ArrayLike<number>, minGap: number, thin?: number): [number, number][];
export function textBoxes(regions: readonly Region[], width: number, angle: number, options?: { minScore?: number; gapRatio?: number }): KernelBox[];
export function grownBox(box: KernelBox, ratio: number): { u0: number; u1: number; v0: number; v1: number };
