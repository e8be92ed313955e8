export interface UprightLine {
  upright: { x: number; y: number; width: number; height: number };
}
export function inReadingOrder<T extends UprightLine>(lines: readonly T[]): T[];
