import { describe, expect, it } from "vitest";
import { allowedIndices, ctcDecode, isLatinCharacter } from "./ctc-decode.mjs";

// Index 0 is the blank; the dictionary's characters follow.
const dictionary = ["A", "B", "０", "中", "é", " "];

function output(steps: number[][]): Float32Array {
  return Float32Array.from(steps.flat());
}

describe("ctcDecode", () => {
  const allowed = allowedIndices(dictionary);

  it("keeps to Latin characters: a step whose best is a Chinese or full-width character gives its best Latin one", () => {
    expect([...allowed]).toEqual([0, 1, 2, 5, 6]);
    const steps = output([
      [0.1, 0.05, 0.2, 0.6, 0.0, 0.0, 0.05], // "０" best, then B
      [0.0, 0.3, 0.0, 0.0, 0.7, 0.0, 0.0], // "中" best, then A
    ]);
    expect(ctcDecode(steps, 2, 7, dictionary, allowed).text).toBe("BA");
  });

  it("collapses repeats, and a blank between two of them keeps both", () => {
    const steps = output([
      [0, 1, 0, 0, 0, 0, 0],
      [0, 1, 0, 0, 0, 0, 0],
      [1, 0, 0, 0, 0, 0, 0],
      [0, 1, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 1],
      [0, 0, 0, 0, 0, 1, 0],
    ]);
    expect(ctcDecode(steps, 6, 7, dictionary, allowed)).toEqual({ text: "AA é", confidence: 1 });
  });

  it("knows the Latin script from the rest", () => {
    expect(["a", "Z", "<", "ñ", "Ł", "ž"].every(isLatinCharacter)).toBe(true);
    expect(["中", "０", "（", "α", "×", "ab"].some(isLatinCharacter)).toBe(false);
  });
});
