// DOMAIN.md §5.9, to the month: 2/O on a product tanker, 12 months required, one expired tanker course.
// The spec floors month figures (days / 30), so the model's 13.6 confirmed months show as 13.
import { describe, expect, it } from "vitest";
import { evaluateMatch } from "./evaluate-match.js";
import { candidate, posting, record } from "./match-test-builders.js";

const secondOfficerOnProductTanker = posting({
  rank: "second_officer",
  vesselType: "product_tanker",
  requiredExperienceMonths: 12,
  joinDate: "2025-03-01",
  requiredCertificates: [
    "coc_oow_deck",
    "coc_gmdss_goc",
    "cop_tanker_basic_oil_chem",
    "cop_tanker_advanced_oil",
    "med_seafarer_medical",
    "cop_basic_training",
    "visa_us_c1d",
  ],
  allowedNationalities: ["PH", "IN", "UA"],
  minAge: 21,
  maxAge: 55,
});

const filipinoOfficer = candidate({
  nationality: "PH",
  dateOfBirth: "1990-05-02",
  seaServiceRecords: [
    record("third_officer", "product_tanker", "2019-01-10", "2019-07-20"), // 192 days, similar 0.5 × main
    record("second_officer/third_officer", "product_tanker", "2019-10-01", "2020-05-01", "month"), // 15 Oct - 15 May: 214 days
    record("second_officer", "chemical_tanker", "2020-09-01", "2021-03-15"), // 196 days, main × similar 0.5
    record("second_officer", "product_tanker", "2021-03-10", "2021-09-30"), // 205 days, overlaps the previous by 6
    record("second_officer", "bulk_carrier", "2022-01-01", "2022-01-01", "year"), // 1 Apr - 30 Sep: 183 days, weight 0
    record("second_officer", "product_tanker", "2023-06-01", "2023-12-20"), // 203 days
  ],
  certificates: [
    { certificate: "coc_oow_deck", expiresOn: "2027-01-01" },
    { certificate: "coc_gmdss_goc", expiresOn: "2026-05-01" },
    { certificate: "cop_tanker_advanced_oil", expiresOn: "2025-02-01" },
    { certificate: "med_seafarer_medical", expiresOn: "2025-08-01" },
    { certificate: "cop_basic_training", expiresOn: "2028-01-01" },
    { certificate: "visa_us_c1d", expiresOn: "2029-01-01" },
  ],
});

describe("the worked example of DOMAIN.md §5.9", () => {
  const match = evaluateMatch(secondOfficerOnProductTanker, filipinoOfficer, "2025-01-15");

  it("counts 1,187 days of sea time once each: 39 whole months", () => {
    expect(match.totalSeaMonths).toBe(39);
  });

  it("confirms only the 2/O months on product tankers: 408 days, 13 months", () => {
    expect(match.confirmedRelevantMonths).toBe(13);
  });

  it("adds the two-rank 2/O / 3/O contract to the possible months: 622 days, 20 months", () => {
    expect(match.possibleRelevantMonths).toBe(20);
  });

  it("counts every rank on product tankers toward the vessel type: 814 days, 27 months", () => {
    expect(match.vesselTypeRelevantMonths).toBe(27);
  });

  it("counts 2/O time on product and chemical tankers once where they overlap: 598 days, 19 months", () => {
    expect(match.mainRelevantMonths).toBe(19);
  });

  it("counts the 3/O and the two-rank contracts as similar: 406 days, 13 months", () => {
    expect(match.similarRelevantMonths).toBe(13);
  });

  it("weights each day by its best record: (96 + 107 + 95 + 205 + 203) / 30 = 23 qualifying months", () => {
    expect(match.qualifyingExperienceMonths).toBe(23);
    expect(match.experience).toBe(1);
    expect(match.experiencePercent).toBe(100);
  });

  it("marks the figures estimated because of the month-only contract", () => {
    expect(match.containsEstimatedMonths).toBe(true);
  });

  it("finds main and similar ranks and vessel types", () => {
    expect(match).toMatchObject({ mainRank: true, similarRank: true, mainVesselType: true, similarVesselType: true, vesselType: true });
    expect(match.matchedRank).toBe("second_officer");
    expect(match.matchedVesselType).toBe("product_tanker");
  });

  it("fails both tanker requirements as expired: the basic one was only met by the expired advanced course", () => {
    expect(match.certificateCheck.expired).toEqual(["cop_tanker_basic_oil_chem", "cop_tanker_advanced_oil"]);
    expect(match.certificateCheck.missing).toEqual([]);
    expect(match.certificateCount).toBe(5);
    expect(match.failureReasons).toEqual(["certificates_expired"]);
  });

  it("scores 97.1 before the failure and 49 after halving", () => {
    expect(match.score).toBe(49);
  });

  it("carries the posting's requirements", () => {
    expect(match.requiredRank).toBe("second_officer");
    expect(match.requiredExperienceMonths).toBe(12);
    expect(match.requiredCertificates).toEqual(secondOfficerOnProductTanker.requiredCertificates);
  });
});
