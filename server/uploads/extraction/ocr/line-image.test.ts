// A box cut out along the page's skew comes out level.
import { describe, expect, it } from "vitest";
import { boxCorners, lineImage } from "./line-image.mjs";

const WIDTH = 300;
const HEIGHT = 120;

// A white page with a dark bar 6 pixels thick, tilted `degrees` (y downwards) through (150, 60).
function tiltedBar(degrees: number): Uint8Array {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3).fill(255);
  for (let x = 0; x < WIDTH; x++) {
    const centre = 60 + (x - 150) * slope;
    for (let y = 0; y < HEIGHT; y++) if (Math.abs(y - centre) < 3) rgb.fill(0, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
  }
  return rgb;
}

// The row of the line image where a column's darkness is centred.
function darkCentre(image: { data: Float32Array; width: number; height: number }, column: number): number {
  let weight = 0;
  let sum = 0;
  for (let row = 0; row < image.height; row++) {
    const dark = 1 - image.data[row * image.width + column]!;
    weight += dark;
    sum += dark * row;
  }
  return sum / weight;
}

describe("lineImage", () => {
  it("samples a tilted line along the page's skew: its bar is level, in the middle, 48 pixels high", () => {
    const angle = (3 * Math.PI) / 180;
    // The bar's centre in the upright frame: v = −x sin + y cos at (150, 60).
    const v = -150 * Math.sin(angle) + 60 * Math.cos(angle);
    const u = 150 * Math.cos(angle) + 60 * Math.sin(angle);
    const image = lineImage(tiltedBar(3), WIDTH, HEIGHT, { u0: u - 120, u1: u + 120, v0: v - 12, v1: v + 12 }, angle);
    expect(image.height).toBe(48);
    expect(image.width).toBe(480);
    const rows = [20, 240, 460].map((column) => darkCentre(image, column));
    // Within the bar's own staircase of pixels; cut straight across, it would drift by 25 rows.
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThan(1.5);
    expect(Math.abs(rows[1]! - 23.5)).toBeLessThan(1.5);
    const straight = lineImage(tiltedBar(3), WIDTH, HEIGHT, { u0: 30, u1: 270, v0: 48, v1: 72 }, 0);
    const drift = [20, 460].map((column) => darkCentre(straight, column));
    expect(Math.abs(drift[1]! - drift[0]!)).toBeGreaterThan(10);
  });

  it("reports the box's corners on the page, turned back by the skew", () => {
    const angle = Math.PI / 2;
    const corners = boxCorners({ u0: 0, u1: 10, v0: 0, v1: 2 }, angle).map(([x, y]) => [x + 0, y + 0]);
    expect(corners).toEqual([
      [0, 0],
      [0, 10],
      [-2, 10],
      [-2, 0],
    ]);
  });
});
