// A free-text CV: details as lines, contracts told in sentences that wrap over lines, certificates as
// a bulleted list. Day-first dates (a Ukrainian engineer's).
import { describe, expect, it } from "vitest";
import { readDocumentText } from "./read-document-text.js";

const today = "2026-03-01";

const cv = [
  "CURRICULUM VITAE",
  "Oleksandr Kovalenko",
  "Chief Engineer  |  o.kovalenko@example.net  |  +380 67 123 4567",
  "Personal details",
  "Date of birth: 9 November 1978",
  "Place of birth: Odesa, Ukraine",
  "Nationality: Ukrainian",
  "Profile",
  "Experienced chief engineer with service on product tankers and container ships. Holder of a valid passport (No. FB0123456,",
  "valid until 28 February 2032) and seaman's book (No. AB 445566, valid until 3 March 2029).",
  "Sea experience",
  "Served as Ch. Eng. on MT Nordic Harmony (Product tanker (MR), 29,800 DWT) with Nordic Tankers AS from 12 March 2019 to",
  "15 November 2019.",
  "From March 2020 to December 2020: 2/E on M/V Baltic Trader, a container vessel of 18,500 GRT, managed by Baltic Lines.",
  "Served as First Engineer on MV Kaskelot (Panama flag) from 2017 to 2018 with Polar Shipping.",
  "Currently serving as C/E on MT Aurora Spirit (Oil/Chem Tanker, 11,000 DWT) with Aurora Shipping since May 2025.",
  "Certificates and training",
  "• Basic Safety Training - No. BST-7781, issued 01.02.2021, valid until 31.01.2026",
  "• Advanced Fire Fighting - No. AFF-2231, issued 03.02.2021, valid until 02.02.2026",
  "• COC Class III - No. 4411, issued 10.10.2015, no expiry",
  "• Engine Room Resource Management (ERM) - No. ERM-90, issued 12.06.2019",
  "• Hovercraft Pilot Licence - No. HP-2, issued 01.01.2010",
  "References available on request.",
];

describe("a free-text CV", () => {
  const reading = readDocumentText([cv], { today });

  it("reads the person from its lines and its top", () => {
    expect(reading.kind).toBe("cv");
    expect(Object.fromEntries(Object.entries(reading.identity).map(([name, field]) => [name, field.value]))).toEqual({
      givenNames: "Oleksandr",
      familyName: "Kovalenko",
      dateOfBirth: "1978-11-09",
      nationality: "UA",
      email: "o.kovalenko@example.net",
      phone: "+380671234567",
      passportNumber: "FB0123456",
      seamansBookNumber: "AB 445566",
    });
    expect(reading.identity.familyName!.evidence).toMatchObject({ page: 0, lines: [1], snippet: "Oleksandr Kovalenko" });
    expect(reading.identity.passportNumber!.evidence.lines).toEqual([8]);
  });

  it("reads each sentence that tells a contract, at the precision it gives", () => {
    expect(reading.seaService.map(({ evidence: _evidence, ...record }) => record)).toEqual([
      {
        rank: "second_engineer",
        rankText: "First Engineer",
        vesselName: "Kaskelot",
        flag: "PA",
        company: "Polar Shipping",
        from: { date: "2017-01-01", precision: "year" },
        to: { date: "2018-01-01", precision: "year" },
        ongoing: false,
      },
      {
        rank: "chief_engineer",
        rankText: "Ch. Eng.",
        vesselName: "Nordic Harmony",
        vesselType: "product_tanker",
        vesselTypeText: "Product tanker",
        deadweight: 29800,
        company: "Nordic Tankers AS",
        from: { date: "2019-03-12", precision: "day" },
        to: { date: "2019-11-15", precision: "day" },
        ongoing: false,
      },
      {
        rank: "second_engineer",
        rankText: "2/E",
        vesselName: "Baltic Trader",
        vesselType: "container_ship",
        vesselTypeText: "container vessel",
        grossTonnage: 18500,
        company: "Baltic Lines",
        from: { date: "2020-03-01", precision: "month" },
        to: { date: "2020-12-01", precision: "month" },
        ongoing: false,
      },
      {
        rank: "chief_engineer",
        rankText: "C/E",
        vesselName: "Aurora Spirit",
        vesselType: "oil_chemical_tanker",
        vesselTypeText: "Oil/Chem Tanker",
        deadweight: 11000,
        company: "Aurora Shipping",
        from: { date: "2025-05-01", precision: "month" },
        ongoing: true,
      },
    ]);
  });

  it("keeps a wrapped sentence's lines as its evidence", () => {
    const nordic = reading.seaService.find((record) => record.vesselName === "Nordic Harmony")!;
    expect(nordic.evidence).toMatchObject({ page: 0, lines: [11, 12], snippet: `${cv[11]}\n${cv[12]}` });
    expect(nordic.evidence.reasoning).toEqual(
      expect.arrayContaining(["'Ch. Eng.' is an abbreviation of chief_engineer", "'MT' is a vessel prefix, not part of the name"]),
    );
    const kaskelot = reading.seaService.find((record) => record.vesselName === "Kaskelot")!;
    // DOMAIN.md §1.3: a First Engineer is the second engineer.
    expect(kaskelot.evidence.reasoning).toContain("'First Engineer' is a name of second_engineer");
    const aurora = reading.seaService.find((record) => record.vesselName === "Aurora Spirit")!;
    expect(aurora.evidence.reasoning).toContain("'since': the contract is still running");
  });

  it("reads the bulleted certificates, a national class name among them", () => {
    expect(reading.certificates.map(({ evidence: _evidence, ...record }) => record)).toEqual([
      {
        code: "coc_oow_engine",
        name: "COC Class III",
        number: "4411",
        issueDate: { date: "2015-10-10", precision: "day" },
        expiryDate: "unlimited",
      },
      {
        code: "cop_aff",
        name: "Advanced Fire Fighting",
        number: "AFF-2231",
        issueDate: { date: "2021-02-03", precision: "day" },
        expiryDate: { date: "2026-02-02", precision: "day" },
      },
      {
        code: "cop_basic_training",
        name: "Basic Safety Training",
        number: "BST-7781",
        issueDate: { date: "2021-02-01", precision: "day" },
        expiryDate: { date: "2026-01-31", precision: "day" },
      },
      {
        code: "train_erm",
        name: "Engine Room Resource Management (ERM)",
        number: "ERM-90",
        issueDate: { date: "2019-06-12", precision: "day" },
      },
    ]);
    const coc = reading.certificates[0]!;
    expect(coc.evidence.lines).toEqual([19]);
    // The seafarer's ranks are engine ranks: class III is the engineering watch.
    expect(coc.evidence.reasoning[0]).toMatch(/class-3 certificate of competency, engine side/);
    // 03.02.2021 alone could be 2 March; the list's 31.01.2026 puts the day first.
    expect(reading.certificates[1]!.evidence.reasoning).toContain(
      "'03.02.2021' read day first: the document's other dates written with '.' put the day first (e.g. '31.01.2026')",
    );
  });

  it("lists the certificate line it could not name", () => {
    expect(reading.unreadable).toEqual([
      { section: "certificates", page: 0, line: 21, snippet: cv[21], reason: "'Hovercraft Pilot Licence' is not a certificate we know" },
    ]);
  });
});
