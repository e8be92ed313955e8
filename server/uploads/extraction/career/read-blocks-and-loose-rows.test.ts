// Contracts without a table header: résumé blocks whose period comes before the rank heading, and
// a seaman's book page read by OCR whose column headers were lost.
import { describe, expect, it } from "vitest";
import { readDocumentText } from "./read-document-text.js";

const today = "2026-03-01";

describe("résumé blocks, the period first", () => {
  const reading = readDocumentText(
    [
      [
        "RESUME",
        "Maria Clara SANTOS",
        "Nationality: Filipina",
        "WORK EXPERIENCE",
        "Mar 2021 – Oct 2021",
        "First Officer, MS Coral Princess",
        "Cruise ship, 91,000 GT – Coral Cruises",
        "Jan 2020 – Aug 2020",
        "1st Officer, MV Baltic Bay",
        "General cargo, 8,000 GT – Baltic Shipping",
      ],
    ],
    { today },
  );

  it("pairs each heading with the period above it", () => {
    expect(reading.kind).toBe("cv");
    expect(reading.identity.familyName?.value).toBe("SANTOS");
    expect(reading.identity.givenNames?.value).toBe("Maria Clara");
    expect(reading.seaService.map(({ evidence: _evidence, ...record }) => record)).toEqual([
      {
        rank: "chief_officer",
        rankCandidates: ["chief_officer", "first_officer"],
        rankText: "1st Officer",
        vesselName: "Baltic Bay",
        vesselType: "general_cargo",
        vesselTypeText: "General cargo",
        grossTonnage: 8000,
        company: "Baltic Shipping",
        from: { date: "2020-01-01", precision: "month" },
        to: { date: "2020-08-01", precision: "month" },
        ongoing: false,
      },
      {
        // DOMAIN.md §1.3: on a passenger ship the First Officer is a rank of its own.
        rank: "first_officer",
        rankCandidates: ["chief_officer", "first_officer"],
        rankText: "First Officer",
        vesselName: "Coral Princess",
        vesselType: "cruise_ship",
        vesselTypeText: "Cruise ship",
        grossTonnage: 91000,
        company: "Coral Cruises",
        from: { date: "2021-03-01", precision: "month" },
        to: { date: "2021-10-01", precision: "month" },
        ongoing: false,
      },
    ]);
    expect(reading.seaService[1]!.evidence).toMatchObject({ page: 0, lines: [4, 5, 6] });
    expect(reading.seaService[1]!.evidence.reasoning).toContain("on a passenger ship 'First Officer' is first_officer, a rank below the chief officer");
  });
});

describe("a seaman's book page read without its column headers", () => {
  it("reads each row's cells by what they hold", () => {
    const reading = readDocumentText(
      [
        [
          "SEAMAN'S BOOK  No. MM-40112",
          "SURNAME  GIVEN NAMES",
          "AUNG KO KO  -",
          "M.V. IRRAWADDY STAR  BULK CARRIER  24500  OILER  03.05.2022  11.01.2023",
          "MT YANGON PRIDE  CHEMICAL TANKER  8200  MOTORMAN  14.03.2023  20.11.2023",
          "MV SITTWE GLORY  CONTAINER  15300  NO.1 OILER  05.02.2024",
        ],
      ],
      { today },
    );
    expect(reading.kind).toBe("seamans_book");
    expect(reading.identity.familyName?.value).toBe("AUNG KO KO");
    expect(reading.identity.givenNames).toBeUndefined();
    expect(
      reading.seaService.map((record) => [
        record.rank,
        record.vesselName,
        record.vesselType,
        record.grossTonnage,
        record.from?.date,
        record.to?.date,
        record.ongoing,
      ]),
    ).toEqual([
      ["oiler", "IRRAWADDY STAR", "bulk_carrier", 24500, "2022-05-03", "2023-01-11", false],
      ["motorman", "YANGON PRIDE", "chemical_tanker", 8200, "2023-03-14", "2023-11-20", false],
      ["engine_foreman", "SITTWE GLORY", "container_ship", 15300, "2024-02-05", undefined, true],
    ]);
    expect(reading.seaService[0]!.evidence.reasoning).toContain("read from a table row without a header: each cell by what it holds");
    expect(reading.certificates).toMatchObject([{ code: "id_seamans_book", number: "MM-40112" }]);
  });
});
