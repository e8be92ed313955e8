// The engine's pieces in reading order, and MRZ rows found in pieces picked out to be read again.
import { describe, expect, it } from "vitest";
import { mrzRowOfWrongLength, readingOfMrzLength, runBox, splitMrzRows } from "./mrz-rows.mjs";
import { inReadingOrder } from "./reading-order.mjs";

const piece = (text: string, x: number, y: number, width = 100, height = 24) => ({ text, upright: { x, y, width, height } });

describe("inReadingOrder", () => {
  it("reads rows top to bottom and each row left to right, a piece a pixel higher included", () => {
    const lines = [piece("<<<<<<<<", 700, 664), piece("P<PHLRAMOS<<JUAN<<<", 150, 665), piece("P4559491N7PHL", 150, 720), piece("Authority", 400, 520)];
    expect(inReadingOrder(lines).map((line) => line.text)).toEqual(["Authority", "P<PHLRAMOS<<JUAN<<<", "<<<<<<<<", "P4559491N7PHL"]);
  });
});

describe("splitMrzRows", () => {
  it("picks the MRZ row found in pieces, not a whole MRZ row nor a row of words", () => {
    const lines = inReadingOrder([
      piece("SIGNED ON", 900, 300),
      piece("SIGNED OFF", 1100, 300),
      piece("P<PHLRAMOS<<JUAN<<<", 150, 665, 420),
      piece("<<<<<<<<<<<<", 724, 663, 238),
      piece("P4559491N7PHL0505169M2608204<<<<<<<<<<<<<<<6", 150, 720, 814),
    ]);
    const runs = splitMrzRows(lines);
    expect(runs.map((run) => run.map((line) => line.text))).toEqual([["P<PHLRAMOS<<JUAN<<<", "<<<<<<<<<<<<"]]);
    expect(runBox(runs[0]!)).toEqual({ u0: 150, u1: 962, v0: 651, v1: 677 });
  });
});

describe("an MRZ row of the wrong length", () => {
  const short = "P<PHLSANTOS<<JUAN<DELA<CRU<<<<<<<<<<<<<<<<<";

  it("is told by its length alone, and only for a row of the MRZ's characters", () => {
    expect(mrzRowOfWrongLength(short)).toBe(true);
    expect(mrzRowOfWrongLength(`${short}<`)).toBe(false);
    expect(mrzRowOfWrongLength("I<UTOD231458907<<<<<<<<<<<<<<<")).toBe(false);
    expect(mrzRowOfWrongLength("P<PHLSANTOS<<JUAN")).toBe(false);
    expect(mrzRowOfWrongLength("SEAFARER'S IDENTIFICATION AND RECORD BOOK")).toBe(false);
  });

  it("takes the most confident reading of an exact length, or none", () => {
    const readings = [
      { text: short, confidence: 0.95 },
      { text: "P<PHLSANTOS<<JUAN<DELA<CRUZ<<<<<<<<<<<<<<<<<", confidence: 0.9 },
      { text: "P<PHLSANTOS<<JUAN<DELA<CRUZZ<<<<<<<<<<<<<<<<", confidence: 0.8 },
    ];
    expect(readingOfMrzLength(readings)?.text).toBe("P<PHLSANTOS<<JUAN<DELA<CRUZ<<<<<<<<<<<<<<<<<");
    expect(readingOfMrzLength([readings[0]!])).toBeUndefined();
  });
});
