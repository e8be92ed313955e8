// A seaman's book's record page as OCR gives it (text-lines.ts: cells apart by two spaces): cells that
// wrap onto the row's second and third lines (the rank's abbreviation, the rest of the rank or of the
// vessel type), a tonnage that all but touches the rank, a dot read as a dash, and the newest entry
// not yet signed off.
import { describe, expect, it } from "vitest";
import { readDocumentText } from "./read-document-text.js";

const page = [
  "SEAMAN'S BOOK  No. C0864580",
  "SURNAME  GIVEN NAMES  DATE OF BIRTH",
  "CRUZ  JOHN PAUL CASTILLO  11 JUN 1992",
  "NATIONALITY",
  "FILIPINO",
  "RECORD OF SEA SERVICE",
  "NAME OF VESSEL / TYPE  GRT  CAPACITY  SIGNED ON  SIGNED OFF",
  "MV SOUTHERN PIONEER II  18660  ORDINARY  14.01.2023  25.11.2023",
  "BULK CARRIER -  SEAMAN (OS)  SINGAPORE  SANTOS",
  "HANDYSIZE",
  "MV OCEAN PIONEER  44560  ABLE SEAMAN  13.09.2024  03.04.2025",
  "BULK CARRIER  (AB)  ROTTERDAM  DURBAN",
  "MT PACIFIC FALCON  147670 ABLE SEAMAN  19.04-2025  04.11.2025",
  "CRUDE OIL TANKER  (AB)  DURBAN  SANTOS",
  "MS PACIFIC TRADER  59030  BOSUN  06.12.2025",
  "CRUISE SHIP  MANILA",
];

describe("a seaman's book page read by OCR", () => {
  const reading = readDocumentText([page], { today: "2026-02-01" });

  it("reads every entry, its wrapped lines put back in their cells", () => {
    expect(reading.kind).toBe("seamans_book");
    expect(
      reading.seaService.map((record) => ({
        rank: record.rank,
        type: record.vesselType,
        from: record.from?.date,
        to: record.to?.date,
        ongoing: record.ongoing,
      })),
    ).toEqual([
      { rank: "ordinary_seaman", type: "bulk_carrier_handysize", from: "2023-01-14", to: "2023-11-25", ongoing: false },
      { rank: "able_seaman", type: "bulk_carrier", from: "2024-09-13", to: "2025-04-03", ongoing: false },
      { rank: "able_seaman", type: "crude_oil_tanker", from: "2025-04-19", to: "2025-11-04", ongoing: false },
      { rank: "bosun", type: "cruise_ship", from: "2025-12-06", to: undefined, ongoing: true },
    ]);
    expect(reading.unreadable).toEqual([]);
  });

  it("reads the holder's nationality from the field under its label", () => {
    expect(reading.identity.nationality?.value).toBe("PH");
  });

  it("says why the newest entry counts as still running", () => {
    expect(reading.seaService.at(-1)!.evidence.reasoning).toContain("the latest contract has no sign-off date: still on board");
  });

  it("keeps an unknown end for an older entry without a sign-off", () => {
    const lines = [...page.slice(0, 10), "MV OCEAN PIONEER  44560  ABLE SEAMAN  13.09.2024", "BULK CARRIER  (AB)  ROTTERDAM", ...page.slice(12)];
    const records = readDocumentText([lines], { today: "2026-02-01" }).seaService;
    const older = records.find((record) => record.from?.date === "2024-09-13");
    expect(older).toMatchObject({ rank: "able_seaman", ongoing: false });
    expect(older?.to).toBeUndefined();
  });
});

describe("a passport number told in a wrapped sentence", () => {
  it("is read across the line break", () => {
    const cv = [
      "CURRICULUM VITAE",
      "Vikram D'Souza",
      "Date of birth: 5 May 1991",
      "Experienced master. Holder of a valid passport (No.",
      "P9222446, valid until 3 September 2027) and seaman's book (No. MUM 540153).",
    ];
    expect(readDocumentText([cv], { today: "2026-02-01" }).identity.passportNumber?.value).toBe("P9222446");
  });
});
