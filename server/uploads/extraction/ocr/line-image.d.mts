export interface UprightBox {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
}
export function lineImage(
  rgb: ArrayLike<number>,
  width: number,
  height: number,
  box: UprightBox,
  angle: number,
  targetHeight?: number,
): { data: Float32Array; width: number; height: number };
export function boxCorners(box: UprightBox, angle: number): [number, number][];
