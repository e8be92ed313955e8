// What text layers do to tables: columns standing close come out joined by one space, narrow columns
// wrap their text onto the next line, a header's words wrap too; a two-column page interleaves its
// sidebar's lines with the main column's. Texts written here the way such PDFs read.
import { describe, expect, it } from "vitest";
import { readDocumentText } from "./read-document-text.js";

const today = "2026-03-01";

describe("a sea service record whose cells join and wrap", () => {
  const reading = readDocumentText(
    [
      [
        "SEA SERVICE RECORD",
        "Surname:  PEREIRA  First name(s):  NUWAN",
        "Date of birth:  14.02.1990  Nationality:  Sri Lankan",
        "No. Vessel name  Flag  Type  GRT  Rank  Sign on  Sign off Month  Company",
        "s",
        "1  EASTERN MERIDIAN Hong Kong  Panamax Bulk  46650  Oiler/Wiper  07/2024  01/2025  6.5  Pacific Crew",
        "II  Carrier  Services Inc.",
        "2  CORAL WAVE  Marshall  Fully  44870  Motormann  01/2023  09/2023  8.2  Coral Strait",
        "Islands  Refrigerated  lærling  Maritime",
        "LPG",
        "3  GOLDEN EXPLORER  Malta  Ro-Pax (Ro-Ro  32240  1st  2021  2022  7.7  Meridian Gas",
        "Passenger)  Assistant  Shipping",
        "Engineer",
        "CERTIFICATES",
        "Certificate  STCW  Number  Issued  Expires",
        "Officer in Charge of an Engineering  STCW III/1  LK-COC-5685469  07.09.2022  06.09.2027",
        "Watch",
        "Passenger Ship Safety Training  STCW V/2 (safety  TRN-2024-13514  25.11.2024  24.11.2029",
        "training)",
        "Proficiency in Survival Craft  STCW VI/2-1  PSCRB-2023-63218  01.02.2023  31.01.2028",
      ],
    ],
    { today },
  );

  it("splits joined cells and puts wrapped pieces back under their columns", () => {
    expect(
      reading.seaService.map(({ rank, rankCandidates, vesselName, flag, vesselType, grossTonnage, company, from, to }) => ({
        rank,
        rankCandidates,
        vesselName,
        flag,
        vesselType,
        grossTonnage,
        company,
        from: from?.date,
        to: to?.date,
      })),
    ).toEqual([
      {
        rank: "second_engineer",
        rankCandidates: undefined,
        vesselName: "GOLDEN EXPLORER",
        flag: "MT",
        vesselType: "ro_pax",
        grossTonnage: 32240,
        company: "Meridian Gas Shipping",
        from: "2021-01-01",
        to: "2022-01-01",
      },
      {
        // "Motormann" / "lærling": Norwegian for a wiper (an apprentice motorman), read whole.
        rank: "wiper",
        rankCandidates: undefined,
        vesselName: "CORAL WAVE",
        flag: "MH",
        vesselType: "lpg_carrier",
        grossTonnage: 44870,
        company: "Coral Strait Maritime",
        from: "2023-01-01",
        to: "2023-09-01",
      },
      {
        rank: "oiler",
        rankCandidates: ["oiler", "wiper"],
        vesselName: "EASTERN MERIDIAN II",
        flag: "HK",
        vesselType: "bulk_carrier_panamax",
        grossTonnage: 46650,
        company: "Pacific Crew Services Inc.",
        from: "2024-07-01",
        to: "2025-01-01",
      },
    ]);
    expect(reading.seaService[0]!.evidence.lines).toEqual([10, 11, 12]);
    expect(reading.seaService[0]!.evidence.reasoning).toContain("'1st Assistant Engineer' is a name of second_engineer");
  });

  it("reads wrapped certificate names whole", () => {
    expect(reading.certificates.map((certificate) => [certificate.code, certificate.name, certificate.number, certificate.evidence.lines])).toEqual([
      ["coc_oow_engine", "Officer in Charge of an Engineering Watch", "LK-COC-5685469", [15, 16]],
      ["cop_passenger_safety", "Passenger Ship Safety Training", "TRN-2024-13514", [17, 18]],
      ["cop_pscrb", "Proficiency in Survival Craft", "PSCRB-2023-63218", [19]],
    ]);
    expect(reading.unreadable).toEqual([]);
  });
});

describe("a bio-data table whose close columns joined", () => {
  it("finds the cells by what they hold", () => {
    const reading = readDocumentText(
      [
        [
          "APPLICATION FORM / SEAFARER BIO-DATA",
          "Rank  Vessel  Type  GRT  From  To  Company",
          "D/C (3rd Officer) MT Pacific Unity  Aframax Tanker  98,750  01/2026  Present  Pelican Bay Ship Management",
          "DCDT  MV Coral Fortune  Bulk Carrier - Capesize 99,570  2024-11-06  2025-10-16  Pelican Bay Ship Management",
          "Cadet (Engine) 11/2023  Tug Harbour Star V  Tug  453  2023-11-02  2024-06-30  Harbour Towage",
        ],
      ],
      { today },
    );
    expect(
      reading.seaService.map(({ rank, rankCandidates, vesselName, vesselType, grossTonnage, from, ongoing }) => ({
        rank,
        rankCandidates,
        vesselName,
        vesselType,
        grossTonnage,
        from: from?.date,
        ongoing,
      })),
    ).toEqual([
      {
        rank: "engine_cadet",
        rankCandidates: undefined,
        vesselName: "Harbour Star V",
        vesselType: "tug",
        grossTonnage: 453,
        from: "2023-11-02",
        ongoing: false,
      },
      {
        rank: "deck_cadet",
        rankCandidates: undefined,
        vesselName: "Coral Fortune",
        vesselType: "bulk_carrier_capesize",
        grossTonnage: 99570,
        from: "2024-11-06",
        ongoing: false,
      },
      // The bracket holds the capacity served: a cadet sailing as third officer.
      {
        rank: "third_officer",
        rankCandidates: ["deck_cadet", "third_officer"],
        vesselName: "Pacific Unity",
        vesselType: "crude_oil_tanker",
        grossTonnage: 98750,
        from: "2026-01-01",
        ongoing: true,
      },
    ]);
  });
});

describe("a two-column CV whose sidebar lines come between the main column's", () => {
  const reading = readDocumentText(
    [
      [
        "CONTACT  Ivan",
        "Phone",
        "+385 94 450 5558  BABIC",
        "E-mail",
        "babic79@example.org  Master",
        "Sea experience",
        "PERSONAL",
        "Master - MV Ocean Harmony",
        "Date of birth",
        "Car Carrier | 48,670 GT | Singapore flag",
        "24-Apr-1970",
        "31-Aug-2025 - 18-Jan-2026 | Pacific Crew Services Inc.",
        "Nationality  CPT - MV Cape Pioneer",
        "Croatian  FSV | 3,292 GT | Portugal flag",
        "DOCUMENTS  31-Jan-2025 - 10-Jun-2025 | Pacific Crew Services Inc.",
        "Passport",
        "C/O - MV Atlantic Pioneer",
        "142104482, valid to 01-Sep-2026",
        "Platform Supply Vessel (PSV) | 5,097 GT | Portugal flag",
        "CERTIFICATES  26-Jun-2024 - 27-Nov-2024 | Pacific Crew Services Inc.",
        "Basic (safety) training - PST, FPFF, EFA,",
        "PSSR",
        "No. 32-274843 | 10-Nov-2023 -",
        "09-Nov-2028",
      ],
    ],
    { today },
  );

  it("reads the sidebar's fields two lines under their labels", () => {
    expect(Object.fromEntries(Object.entries(reading.identity).map(([name, field]) => [name, field.value]))).toEqual({
      givenNames: "Ivan",
      familyName: "BABIC",
      dateOfBirth: "1970-04-24",
      nationality: "HR",
      email: "babic79@example.org",
      phone: "+385944505558",
      passportNumber: "142104482",
    });
    expect(reading.identity.dateOfBirth!.evidence.lines).toEqual([8, 10]);
  });

  it("reads each block and leaves the sidebar to the certificates", () => {
    expect(reading.seaService.map((record) => [record.rank, record.vesselName, record.vesselType, record.flag, record.from?.date, record.to?.date])).toEqual([
      ["chief_officer", "Atlantic Pioneer", "psv", "PT", "2024-06-26", "2024-11-27"],
      ["master", "Cape Pioneer", "psv", "PT", "2025-01-31", "2025-06-10"],
      ["master", "Ocean Harmony", "car_carrier", "SG", "2025-08-31", "2026-01-18"],
    ]);
    expect(reading.certificates.map((certificate) => [certificate.code, certificate.number, certificate.expiryDate])).toEqual([
      ["cop_basic_training", "32-274843", { date: "2028-11-09", precision: "day" }],
      ["id_passport", "142104482", { date: "2026-09-01", precision: "day" }],
    ]);
  });
});
