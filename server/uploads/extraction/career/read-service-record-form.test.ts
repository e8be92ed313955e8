// A "sea service record" form: an identity block and one wide table whose dates are month and year
// ("05/2025", "present"), some rows only years; a certificate table with STCW codes. Russian seafarer.
import { describe, expect, it } from "vitest";
import { readDocumentText } from "./read-document-text.js";

const form = [
  "SEA SERVICE RECORD",
  "Surname  IVANOV  First name(s)  SERGEI",
  "Date of birth  21.07.1982  Nationality  Russian",
  "Rank  Chief Officer  Phone  +7 911 234 56 78",
  "E-mail  s.ivanov82@example.com  Passport No.  75 1234567 (exp. 14.02.2031)",
  "Seaman's book  MK 0456789 (exp. 30.09.2028)",
  "No.  Vessel name  Flag  Type  GRT  Rank  Sign on  Sign off  Months  Company",
  "1  SEA FALCON  Malta  Container  41,000  C/O  05/2025  present  9.0  Falcon Lines",
  "2  NORTHERN STAR  Cyprus  Chem/Oil  8,900  C/O  07/2024  01/2025  6.1  Baltic Tankers Ltd",
  "3  IRON DUKE  Bahamas  Supramax  33,400  Ch. Off.  10/2023  04/2024  6.0  Duke Bulk",
  "4  POLAR BEAR  Liberia  PCTC  59,000  2/O  2022  2023  12.0  Polar Car Carriers",
  "5  KOLA  Russia  Reefer  5,200  2/O / 3/O  02/2021  13/2021  7.0  Murmansk Trawl",
  "CERTIFICATES",
  "Certificate  STCW  Number  Issued  Expires",
  "Chief Mate  STCW II/2 (Chief Mate)  CM-5567  15.03.2021  14.03.2026",
  "Ship Security Officer  STCW VI/5  SSO-221  02.05.2019  -",
  "Medical First Aid  STCW VI/4-1  MFA-318  11.11.2022  Unlimited",
];

describe("a sea service record form", () => {
  const reading = readDocumentText([form], { today: "2026-03-01" });

  it("is a CV, not the seaman's book its fields mention", () => {
    expect(reading.kind).toBe("cv");
  });

  it("reads the identity block", () => {
    expect(Object.fromEntries(Object.entries(reading.identity).map(([name, field]) => [name, field.value]))).toEqual({
      familyName: "IVANOV",
      givenNames: "SERGEI",
      dateOfBirth: "1982-07-21",
      nationality: "RU",
      phone: "+79112345678",
      email: "s.ivanov82@example.com",
      passportNumber: "75 1234567",
      seamansBookNumber: "MK 0456789",
    });
  });

  it("reads month-and-year and year-only dates at their precision, 'present' as ongoing", () => {
    expect(
      reading.seaService.map(({ rank, rankCandidates, vesselName, vesselType, flag, grossTonnage, company, from, to, ongoing }) => ({
        rank,
        rankCandidates,
        vesselName,
        vesselType,
        flag,
        grossTonnage,
        company,
        from,
        to,
        ongoing,
      })),
    ).toEqual([
      {
        rank: "second_officer",
        rankCandidates: undefined,
        vesselName: "POLAR BEAR",
        vesselType: "car_carrier",
        flag: "LR",
        grossTonnage: 59000,
        company: "Polar Car Carriers",
        from: { date: "2022-01-01", precision: "year" },
        to: { date: "2023-01-01", precision: "year" },
        ongoing: false,
      },
      {
        rank: "chief_officer",
        rankCandidates: undefined,
        vesselName: "IRON DUKE",
        vesselType: "bulk_carrier_handymax",
        flag: "BS",
        grossTonnage: 33400,
        company: "Duke Bulk",
        from: { date: "2023-10-01", precision: "month" },
        to: { date: "2024-04-01", precision: "month" },
        ongoing: false,
      },
      {
        rank: "chief_officer",
        rankCandidates: undefined,
        vesselName: "NORTHERN STAR",
        vesselType: "oil_chemical_tanker",
        flag: "CY",
        grossTonnage: 8900,
        company: "Baltic Tankers Ltd",
        from: { date: "2024-07-01", precision: "month" },
        to: { date: "2025-01-01", precision: "month" },
        ongoing: false,
      },
      {
        rank: "chief_officer",
        rankCandidates: undefined,
        vesselName: "SEA FALCON",
        vesselType: "container_ship",
        flag: "MT",
        grossTonnage: 41000,
        company: "Falcon Lines",
        from: { date: "2025-05-01", precision: "month" },
        to: undefined,
        ongoing: true,
      },
    ]);
    const falcon = reading.seaService.at(-1)!;
    expect(falcon.evidence).toMatchObject({ page: 0, lines: [7], snippet: form[7] });
    expect(falcon.evidence.reasoning).toEqual(
      expect.arrayContaining(["'05/2025' read as 2025-05 (month precision)", "flag 'Malta' is MT", "'present': the contract is still running"]),
    );
    expect(reading.seaService[1]!.evidence.reasoning).toContain("'Supramax' is a name of bulk_carrier_handymax");
  });

  it("sends a row with an impossible date to the unreadable list, and keeps the rest", () => {
    expect(reading.unreadable).toEqual([
      { section: "sea_service", page: 0, line: 11, snippet: form[11], reason: "'13/2021' is not a date: month 13 does not exist" },
    ]);
  });

  it("reads certificates by name or by their STCW regulation, a dash as no expiry", () => {
    expect(reading.certificates.map(({ code, number, issueDate, expiryDate }) => ({ code, number, issueDate, expiryDate }))).toEqual([
      { code: "coc_chief_mate", number: "CM-5567", issueDate: { date: "2021-03-15", precision: "day" }, expiryDate: { date: "2026-03-14", precision: "day" } },
      { code: "cop_mefa", number: "MFA-318", issueDate: { date: "2022-11-11", precision: "day" }, expiryDate: "unlimited" },
      { code: "cop_sso", number: "SSO-221", issueDate: { date: "2019-05-02", precision: "day" }, expiryDate: undefined },
      // The identity block's documents, with the expiry written beside their numbers.
      { code: "id_passport", number: "75 1234567", issueDate: undefined, expiryDate: { date: "2031-02-14", precision: "day" } },
      { code: "id_seamans_book", number: "MK 0456789", issueDate: undefined, expiryDate: { date: "2028-09-30", precision: "day" } },
    ]);
    expect(reading.certificates[2]!.evidence.reasoning).toContain("expiry written as '-': none given");
  });
});
