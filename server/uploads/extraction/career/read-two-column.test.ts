// Two-column layouts. A designed CV whose sidebar (contact, documents, certificates) shares lines with
// the main column's experience blocks where the text layer put them on one line; and a form read
// column by column, its labels first, then its values.
import { describe, expect, it } from "vitest";
import { readDocumentText } from "./read-document-text.js";

const today = "2026-03-01";

const designed = [
  "CONTACT",
  "Phone                        Rahul",
  "+91 98200 12345              SHARMA",
  "E-mail                       Chief Officer",
  "rahul.sharma85@example.org",
  "PERSONAL                     Sea experience",
  "Date of birth                C/O - MV OCEAN PIONEER",
  "12-Mar-1985                  Bulk Carrier | 32,000 GT | Panama flag",
  "Nationality                  Mar-19 - Nov-19 | Blue Anchor Shipmanagement",
  "Indian                       2/O - MT NORDIC HARMONY",
  "DOCUMENTS                    Product Tanker | 11,200 GT | Liberia flag",
  "Passport                     Jan-18 - Sep-18 | Nordic Tankers",
  "J8369854, valid to 01-Jul-2029",
  "Seaman's book                2/O - LNG/C ARCTIC VOYAGER",
  "MUM123456, valid to 15-Aug-2027  LNG Carrier | 95,000 GT | Marshall Islands flag",
  "CERTIFICATES                 Feb-17 - Aug-17 | Arctic Gas Management",
  "Basic Safety Training",
  "No. BST-5521 | 02-Feb-2021 - 01-Feb-2026",
  "GMDSS GOC",
  "No. GOC-1187 | 10-Oct-2020 - 09-Oct-2025",
];

describe("a designed two-column CV", () => {
  const reading = readDocumentText([designed], { today });

  it("finds each label's value beside it or under it, whichever fits", () => {
    expect(reading.kind).toBe("cv");
    expect(Object.fromEntries(Object.entries(reading.identity).map(([name, field]) => [name, field.value]))).toEqual({
      givenNames: "Rahul",
      familyName: "SHARMA",
      dateOfBirth: "1985-03-12",
      nationality: "IN",
      email: "rahul.sharma85@example.org",
      phone: "+919820012345",
      passportNumber: "J8369854",
      seamansBookNumber: "MUM123456",
    });
    // "Nationality" shares its line with a contract's dates: its value is the line under it.
    expect(reading.identity.nationality!.evidence).toMatchObject({ page: 0, lines: [8, 9] });
    expect(reading.identity.familyName!.evidence.lines).toEqual([1, 2]);
  });

  it("reads each experience block: a rank heading, its details and its period ('Mar-19' is March 2019)", () => {
    expect(reading.seaService.map(({ evidence: _evidence, ...record }) => record)).toEqual([
      {
        rank: "second_officer",
        rankText: "2/O",
        vesselName: "ARCTIC VOYAGER",
        vesselType: "lng_carrier",
        vesselTypeText: "LNG Carrier",
        grossTonnage: 95000,
        flag: "MH",
        company: "Arctic Gas Management",
        from: { date: "2017-02-01", precision: "month" },
        to: { date: "2017-08-01", precision: "month" },
        ongoing: false,
      },
      {
        rank: "second_officer",
        rankText: "2/O",
        vesselName: "NORDIC HARMONY",
        vesselType: "product_tanker",
        vesselTypeText: "Product Tanker",
        grossTonnage: 11200,
        flag: "LR",
        company: "Nordic Tankers",
        from: { date: "2018-01-01", precision: "month" },
        to: { date: "2018-09-01", precision: "month" },
        ongoing: false,
      },
      {
        rank: "chief_officer",
        rankText: "C/O",
        vesselName: "OCEAN PIONEER",
        vesselType: "bulk_carrier",
        vesselTypeText: "Bulk Carrier",
        grossTonnage: 32000,
        flag: "PA",
        company: "Blue Anchor Shipmanagement",
        from: { date: "2019-03-01", precision: "month" },
        to: { date: "2019-11-01", precision: "month" },
        ongoing: false,
      },
    ]);
    expect(reading.seaService[2]!.evidence).toMatchObject({ page: 0, lines: [6, 7, 8] });
    expect(reading.seaService[2]!.evidence.reasoning).toEqual(expect.arrayContaining(["'Mar-19' read as 2019-03 (month precision)", "flag 'Panama' is PA"]));
  });

  it("reads the sidebar's certificates from a name line and the details under it", () => {
    expect(
      reading.certificates.map(({ code, number, issueDate, expiryDate, evidence }) => ({ code, number, issueDate, expiryDate, lines: evidence.lines })),
    ).toEqual([
      {
        code: "coc_gmdss_goc",
        number: "GOC-1187",
        issueDate: { date: "2020-10-10", precision: "day" },
        expiryDate: { date: "2025-10-09", precision: "day" },
        lines: [18, 19],
      },
      {
        code: "cop_basic_training",
        number: "BST-5521",
        issueDate: { date: "2021-02-02", precision: "day" },
        expiryDate: { date: "2026-02-01", precision: "day" },
        lines: [16, 17],
      },
      // The sidebar's documents, not the contract period printed beside them.
      { code: "id_passport", number: "J8369854", issueDate: undefined, expiryDate: { date: "2029-07-01", precision: "day" }, lines: [11, 12] },
      { code: "id_seamans_book", number: "MUM123456", issueDate: undefined, expiryDate: { date: "2027-08-15", precision: "day" }, lines: [13, 14] },
    ]);
  });
});

describe("a form read column by column", () => {
  // OCR of a two-column block reads the label column, then the value column.
  const reading = readDocumentText(
    [
      [
        "CREW APPLICATION",
        "Surname:",
        "Given names:",
        "Date of birth:",
        "Nationality:",
        "NGUYEN",
        "Van Minh",
        "14.05.1991",
        "Vietnamese",
        "Rank  Vessel  Type  From  To",
        "AB  MV SAIGON PEARL  General Cargo  14.01.2024  30.09.2024",
        "OS  MV SAIGON PEARL  General Cargo  02.02.2023  18.10.2023",
      ],
    ],
    { today },
  );

  it("pairs the labels with the values in order", () => {
    expect(Object.fromEntries(Object.entries(reading.identity).map(([name, field]) => [name, field.value]))).toEqual({
      familyName: "NGUYEN",
      givenNames: "Van Minh",
      dateOfBirth: "1991-05-14",
      nationality: "VN",
    });
    expect(reading.identity.familyName!.evidence).toMatchObject({ lines: [1, 5], snippet: "Surname:\nNGUYEN" });
    expect(reading.seaService.map((record) => [record.rank, record.from?.date, record.to?.date])).toEqual([
      ["ordinary_seaman", "2023-02-02", "2023-10-18"],
      ["able_seaman", "2024-01-14", "2024-09-30"],
    ]);
  });
});

describe("a CV of a person whose whole name is one word", () => {
  const identityOf = (lines: string[]) => readDocumentText([lines], { today }).identity;

  it("takes the one word at the CV's top, not a contract's vessel type, flag or company further down", () => {
    const designed = identityOf([
      "CONTACT  RIZKY",
      "Phone",
      "+62 886 4239 8297  Bosun",
      "E-mail",
      "rrizky.bsn@mail.test  Sea experience",
      "Address",
      "223 Dock Lane, Cilacap, Indonesia  Boatswain - MS Jade Glory",
      "High-Speed Passenger Craft | 31,080 GT | Portugal flag",
      "PERSONAL  12-May-2025 - 25-Dec-2025 | Amberline Bulk Carriers S.A.",
      "Date of birth",
      "01-Apr-1981  Bosun/Able Seaman (AB) - MS Jade Glory",
    ]);
    expect(designed.familyName?.value).toBe("RIZKY");
    expect(designed.givenNames).toBeUndefined();

    const plain = identityOf([
      "CURRICULUM VITAE",
      "Siti",
      "3rd Engineer | siti.siti@example.com | +62 808 0941 7112",
      "Personal details",
      "Date of birth: 2 March 1993",
      "Nationality: Indonesian",
    ]);
    expect(plain.familyName?.value).toBe("Siti");
    expect(plain.dateOfBirth?.value).toBe("1993-03-02");
  });
});
