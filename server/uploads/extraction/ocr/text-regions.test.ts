// The detector's map made into boxes: regions, the page's skew, and row-long regions split where
// their kernel thins to a bridge (two table cells joined by a rule or a stamp's stroke).
import { describe, expect, it } from "vitest";
import { findRegions, gapCuts, pageSkew, textBoxes } from "./text-regions.mjs";

const WIDTH = 400;
const HEIGHT = 200;

function map(draw: (set: (x: number, y: number) => void) => void): Float32Array {
  const prob = new Float32Array(WIDTH * HEIGHT);
  draw((x, y) => {
    if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) prob[Math.round(y) * WIDTH + Math.round(x)] = 0.9;
  });
  return prob;
}

function block(set: (x: number, y: number) => void, left: number, top: number, width: number, height: number) {
  for (let y = top; y < top + height; y++) for (let x = left; x < left + width; x++) set(x, y);
}

// A line of text's kernel, tilted by `degrees` (y grows downwards), `thickness` pixels thick.
function tiltedLine(set: (x: number, y: number) => void, left: number, right: number, y0: number, degrees: number, thickness = 8) {
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let x = left; x <= right; x++) for (let t = 0; t < thickness; t++) set(x, y0 + (x - left) * slope + t);
}

describe("gapCuts", () => {
  it("finds each blank or thin stretch at least as long as asked, never a shorter one", () => {
    expect(gapCuts([3, 3, 0, 0, 0, 0, 3, 3, 0, 3], 3)).toEqual([[2, 6]]);
    expect(gapCuts([3, 0, 0, 3], 3)).toEqual([]);
    expect(gapCuts([8, 8, 1, 1, 1, 8], 3, 2)).toEqual([[2, 5]]);
  });
});

describe("textBoxes", () => {
  it("splits two cells joined by a thin bridge longer than the kernel is thick, and keeps a short bridge", () => {
    const long = map((set) => {
      block(set, 20, 50, 80, 10);
      block(set, 130, 50, 80, 10);
      block(set, 100, 59, 30, 1); // a rule under the gap
    });
    const regions = findRegions(long, WIDTH, HEIGHT);
    expect(regions).toHaveLength(1);
    const boxes = textBoxes(regions, WIDTH, 0);
    expect(boxes.map((box) => [box.u0, box.u1])).toEqual([
      [20, 100],
      [130, 210],
    ]);

    const short = map((set) => {
      block(set, 20, 50, 80, 10);
      block(set, 104, 50, 80, 10);
      block(set, 100, 59, 4, 1);
    });
    expect(textBoxes(findRegions(short, WIDTH, HEIGHT), WIDTH, 0)).toHaveLength(1);
  });

  it("drops regions the detector is unsure of", () => {
    const prob = new Float32Array(WIDTH * HEIGHT);
    for (let y = 50; y < 60; y++) for (let x = 20; x < 100; x++) prob[y * WIDTH + x] = 0.4;
    expect(textBoxes(findRegions(prob, WIDTH, HEIGHT), WIDTH, 0)).toEqual([]);
  });
});

describe("pageSkew", () => {
  it.each([2.5, -1.5, 0])("measures a page turned %s degrees from its lines, and takes each box along it", (degrees) => {
    const prob = map((set) => {
      tiltedLine(set, 20, 360, 30, degrees);
      tiltedLine(set, 20, 300, 80, degrees);
      tiltedLine(set, 20, 340, 130, degrees);
      block(set, 370, 170, 6, 6); // a dot: no say in the skew
    });
    const regions = findRegions(prob, WIDTH, HEIGHT);
    const angle = pageSkew(regions, WIDTH);
    expect((angle * 180) / Math.PI).toBeCloseTo(degrees, 0);
    // Upright, each line's box is as thick as its kernel, not as tall as its slope.
    for (const box of textBoxes(regions, WIDTH, angle).filter((box) => box.u1 - box.u0 > 100)) {
      expect(box.v1 - box.v0).toBeLessThan(11);
    }
  });

  it("says 0 when too few lines say", () => {
    const prob = map((set) => tiltedLine(set, 20, 360, 30, 3));
    expect(pageSkew(findRegions(prob, WIDTH, HEIGHT), WIDTH)).toBe(0);
  });
});
