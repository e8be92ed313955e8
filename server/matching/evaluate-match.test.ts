// What a recruiter reads from a match: which experience counts for a posting (DOMAIN.md §5.3-5.5, §5.8),
// which criteria a posting leaves unset (absent fields, issue 14), the hard checks (§5.7) and the score.
import { describe, expect, it } from "vitest";
import { evaluateMatch } from "./evaluate-match.js";
import type { CandidateInput, PostingRequirements } from "./match-input.js";
import { FAILURE_REASONS } from "./match-result.js";
import { candidate, posting, record } from "./match-test-builders.js";

const today = "2025-01-15";

function evaluate(requirements: Partial<PostingRequirements>, person: Partial<CandidateInput>) {
  return evaluateMatch(posting(requirements), candidate(person), today);
}

// 2024-01-01 → 2024-06-28: 180 days, six 30-day months.
const sixMonths = { signOn: "2024-01-01", signOff: "2024-06-28" };

describe("criteria the posting does not set are not evaluated", () => {
  it("a posting without a vessel type has no vessel-type fields and counts every vessel", () => {
    const match = evaluate(
      { rank: "able_seaman", vesselTypeMandatory: true },
      { seaServiceRecords: [record("able_seaman", "tug", sixMonths.signOn, sixMonths.signOff)] },
    );
    for (const field of ["vesselType", "mainVesselType", "similarVesselType", "vesselTypeRelevantMonths", "requiredVesselType"] as const) {
      expect(match[field], field).toBeUndefined();
    }
    expect(match.confirmedRelevantMonths).toBe(6);
    expect(match.failureReasons).toEqual([]);
  });

  it("a posting without a rank has no rank fields and never fails on rank experience", () => {
    const match = evaluate({ vesselType: "tug" }, { seaServiceRecords: [record("messman", "tug", sixMonths.signOn, sixMonths.signOff)] });
    for (const field of ["mainRank", "similarRank", "mainRelevantMonths", "similarRelevantMonths", "requiredRank"] as const) {
      expect(match[field], field).toBeUndefined();
    }
    expect(match.vesselTypeRelevantMonths).toBe(6);
    expect(match.confirmedRelevantMonths).toBe(6);
    expect(match.failureReasons).toEqual([]);
  });

  it("a posting with neither counts all sea time as qualifying", () => {
    const match = evaluate(
      {},
      { seaServiceRecords: [record("messman", null, sixMonths.signOn, sixMonths.signOff), record("zz_unknown", "zz_unknown", "2023-01-01", "2023-01-30")] },
    );
    expect(match.totalSeaMonths).toBe(7);
    expect(match.qualifyingExperienceMonths).toBe(7);
  });

  it("a posting without required months has no requiredExperienceMonths and full experience", () => {
    for (const requiredExperienceMonths of [null, 0]) {
      const match = evaluate({ requiredExperienceMonths, experienceMandatory: true }, {});
      expect(match.requiredExperienceMonths).toBeUndefined();
      expect(match.experience).toBe(1);
      expect(match.experiencePercent).toBe(100);
      expect(match.failureReasons).toEqual([]);
    }
  });

  it("a score of zero is a score", () => {
    const match = evaluate({ rank: "master", vesselType: "lng_carrier", requiredExperienceMonths: 24, requiredCertificates: ["coc_master"] }, {});
    expect(match.score).toBe(0);
    expect(match.failureReasons).toEqual(["rank_experience_missing", "certificates_missing"]);
  });
});

describe("which experience counts", () => {
  it("counts any bulk size as main for a generic bulk-carrier posting", () => {
    const match = evaluate(
      { vesselType: "bulk_carrier" },
      { seaServiceRecords: [record("able_seaman", "bulk_carrier_handysize", sixMonths.signOn, sixMonths.signOff)] },
    );
    expect(match).toMatchObject({ mainVesselType: true, similarVesselType: false, vesselTypeRelevantMonths: 6 });
    // An ore carrier's parent is the bulk carrier: main too, although the parent's similarity list weighs it 0.75.
    const oreCarrier = evaluate(
      { vesselType: "bulk_carrier" },
      { seaServiceRecords: [record("able_seaman", "ore_carrier", sixMonths.signOn, sixMonths.signOff)] },
    );
    expect(oreCarrier).toMatchObject({ mainVesselType: true, qualifyingExperienceMonths: 6 });
  });

  it("treats a generic bulk-carrier record as similar (0.75) for a Capesize posting until its size is known", () => {
    const match = evaluate(
      { vesselType: "bulk_carrier_capesize" },
      { seaServiceRecords: [record("able_seaman", "bulk_carrier", sixMonths.signOn, sixMonths.signOff)] },
    );
    expect(match).toMatchObject({ mainVesselType: false, similarVesselType: true, vesselType: true, vesselTypeRelevantMonths: 0 });
    // 180 days × 0.75 = 135 days: 4 whole months.
    expect(match.qualifyingExperienceMonths).toBe(4);
  });

  it("counts a two-rank record as possible, never confirmed, at the weaker rank's weight", () => {
    const match = evaluate(
      { rank: "second_officer", vesselType: "product_tanker" },
      { seaServiceRecords: [record("second_officer/third_officer", "product_tanker", sixMonths.signOn, sixMonths.signOff)] },
    );
    expect(match).toMatchObject({ confirmedRelevantMonths: 0, possibleRelevantMonths: 6, mainRank: false, similarRank: false, qualifyingExperienceMonths: 3 });
    expect(match.similarRelevantMonths).toBe(6);
    expect(match.failureReasons).toEqual([]);
  });

  it("does not let a double-booked CV inflate experience: overlapping days count once", () => {
    const once = evaluate({ rank: "oiler" }, { seaServiceRecords: [record("oiler", "tug", sixMonths.signOn, sixMonths.signOff)] });
    const twice = evaluate(
      { rank: "oiler" },
      { seaServiceRecords: [record("oiler", "tug", sixMonths.signOn, sixMonths.signOff), record("oiler", "psv", "2024-02-01", "2024-05-01")] },
    );
    expect(twice.qualifyingExperienceMonths).toBe(once.qualifyingExperienceMonths);
    expect(twice.totalSeaMonths).toBe(6);
  });

  it("counts a same-day sign-off and sign-on once", () => {
    const match = evaluate({}, { seaServiceRecords: [record("oiler", "tug", "2024-01-01", "2024-01-30"), record("oiler", "tug", "2024-01-30", "2024-02-28")] });
    // 30 + 30 days with one shared: 59 days.
    expect(match.totalSeaMonths).toBe(1);
  });

  it("gives each day the weight of the best record covering it", () => {
    const match = evaluate(
      { rank: "second_officer", vesselType: "product_tanker" },
      {
        seaServiceRecords: [
          record("third_officer", "product_tanker", "2024-01-01", "2024-06-28"), // 0.5
          record("second_officer", "product_tanker", "2024-04-01", "2024-06-28"), // 1, on the last 89 days
        ],
      },
    );
    // 91 days × 0.5 + 89 days × 1 = 134.5 days.
    expect(match.qualifyingExperienceMonths).toBe(4);
    expect(match.mainRelevantMonths).toBe(2);
    expect(match.similarRelevantMonths).toBe(3);
  });

  it("counts unknown ranks and vessel types to total sea time only", () => {
    const match = evaluate(
      { rank: "bosun", vesselType: "tug" },
      { seaServiceRecords: [record("deck_wizard", "space_ship", sixMonths.signOn, sixMonths.signOff)] },
    );
    expect(match).toMatchObject({ totalSeaMonths: 6, qualifyingExperienceMonths: 0, vesselType: false, hasQualifyingExperience: false });
    expect(match.failureReasons).toEqual(["rank_experience_missing"]);
  });

  it("matches a rank or vessel type the domain does not know to itself only, and names it", () => {
    const match = evaluate(
      { rank: "deck_wizard", vesselType: "space_ship", requiredExperienceMonths: 6 },
      {
        seaServiceRecords: [
          record("sky_pilot", "air_ship", "2023-01-01", "2023-12-26"),
          record("deck_wizard", "space_ship", sixMonths.signOn, sixMonths.signOff),
        ],
      },
    );
    expect(match).toMatchObject({
      mainRank: true,
      mainVesselType: true,
      confirmedRelevantMonths: 6,
      totalSeaMonths: 18,
      matchedRank: "deck_wizard",
      matchedVesselType: "space_ship",
    });
    expect(match.failureReasons).toEqual([]);
  });

  it("counts cadet time toward a 3/O posting only as a quarter, never as time in rank", () => {
    const match = evaluate(
      { rank: "third_officer", requiredExperienceMonths: 12 },
      { seaServiceRecords: [record("deck_cadet", "container_ship", "2023-01-01", "2023-12-26")] },
    );
    expect(match).toMatchObject({ similarRank: true, mainRank: false, confirmedRelevantMonths: 0, mainRelevantMonths: 0, qualifyingExperienceMonths: 3 });
  });

  it("marks figures estimated only when an estimated record is what makes them count", () => {
    const exact = record("bosun", "tug", sixMonths.signOn, sixMonths.signOff);
    const yearOnlyElsewhere = record("bosun", "dredger", "2022-01-01", "2022-01-01", "year");
    expect(evaluate({ rank: "bosun", vesselType: "tug" }, { seaServiceRecords: [exact, yearOnlyElsewhere] }).containsEstimatedMonths).toBe(false);
    const monthOnly = record("bosun", "tug", "2023-01-01", "2023-05-01", "month");
    expect(evaluate({ rank: "bosun", vesselType: "tug" }, { seaServiceRecords: [exact, monthOnly] }).containsEstimatedMonths).toBe(true);
    const monthOnlyUnderExact = record("bosun", "tug", "2024-02-01", "2024-04-01", "month");
    expect(evaluate({ rank: "bosun", vesselType: "tug" }, { seaServiceRecords: [exact, monthOnlyUnderExact] }).containsEstimatedMonths).toBe(false);
  });

  it("counts a contract on board up to the evaluation date", () => {
    const match = evaluate({ rank: "bosun" }, { seaServiceRecords: [record("bosun", "tug", "2024-10-18", null)] });
    // 18 Oct 2024 - 15 Jan 2025: 90 days.
    expect(match).toMatchObject({ confirmedRelevantMonths: 3, containsEstimatedMonths: true });
  });
});

describe("hard checks", () => {
  const bosunSixMonths = { seaServiceRecords: [record("bosun", "tug", sixMonths.signOn, sixMonths.signOff)] };

  it("rank_experience_missing: only without any main, two-rank or similar rank record", () => {
    expect(evaluate({ rank: "bosun" }, { seaServiceRecords: [record("messman", "tug", "2024-01-01", "2024-02-01")] }).failureReasons).toEqual([
      "rank_experience_missing",
    ]);
    expect(evaluate({ rank: "bosun" }, { seaServiceRecords: [record("able_seaman", "tug", "2024-01-01", "2024-02-01")] }).failureReasons).toEqual([]);
    expect(evaluate({ rank: "bosun" }, { seaServiceRecords: [record("bosun/messman", "tug", "2024-01-01", "2024-02-01")] }).failureReasons).toEqual([]);
  });

  it("insufficient_experience: a mandatory requirement not met, shown in floored months (11.9 shows 11, never 12)", () => {
    const twelve = { seaServiceRecords: [record("bosun", "tug", "2023-01-01", "2023-12-26")] }; // 360 days
    const justShort = { seaServiceRecords: [record("bosun", "tug", "2023-01-01", "2023-12-25")] }; // 359 days
    const short = evaluate({ rank: "bosun", requiredExperienceMonths: 12, experienceMandatory: true }, justShort);
    expect(short.failureReasons).toEqual(["insufficient_experience"]);
    expect(short.qualifyingExperienceMonths).toBe(11);
    expect(short.experience).toBeCloseTo(359 / 360, 12);
    expect(short.experiencePercent).toBe(99);
    expect(evaluate({ rank: "bosun", requiredExperienceMonths: 12, experienceMandatory: true }, twelve).failureReasons).toEqual([]);
    expect(evaluate({ rank: "bosun", requiredExperienceMonths: 12 }, justShort).failureReasons).toEqual([]);
  });

  it("vessel_type_experience_missing: mandatory vessel type without main or similar service", () => {
    expect(evaluate({ vesselType: "lng_carrier", vesselTypeMandatory: true }, bosunSixMonths).failureReasons).toEqual(["vessel_type_experience_missing"]);
    expect(evaluate({ vesselType: "ocean_tug", vesselTypeMandatory: true }, bosunSixMonths).failureReasons).toEqual([]);
    expect(evaluate({ vesselType: "lng_carrier" }, bosunSixMonths).failureReasons).toEqual([]);
  });

  it("certificates_missing: neither held nor met by a certificate that satisfies it", () => {
    expect(evaluate({ requiredCertificates: ["coc_oow_deck"] }, {}).failureReasons).toEqual(["certificates_missing"]);
    const master = { certificates: [{ certificate: "coc_master", expiresOn: "2027-01-01" }] };
    const met = evaluate({ requiredCertificates: ["coc_oow_deck", "coc_chief_mate"] }, master);
    expect(met.failureReasons).toEqual([]);
    expect(met.certificateCheck.held).toEqual(["coc_oow_deck", "coc_chief_mate"]);
    // A limited CoC never satisfies an unlimited requirement.
    const limited = { certificates: [{ certificate: "coc_master_500_3000", expiresOn: "2027-01-01" }] };
    expect(evaluate({ requiredCertificates: ["coc_master"] }, limited).failureReasons).toEqual(["certificates_missing"]);
    // Nor does a near-coastal II/3 CoC satisfy II/1.
    const nearCoastal = { certificates: [{ certificate: "coc_deck_small_ships", expiresOn: "2027-01-01" }] };
    expect(evaluate({ requiredCertificates: ["coc_oow_deck"] }, nearCoastal).failureReasons).toEqual(["certificates_missing"]);
  });

  it("certificates_missing follows satisfaction through composites and chains (basic training meets PST)", () => {
    const basicTraining = { certificates: [{ certificate: "cop_basic_training", expiresOn: "2027-01-01" }] };
    expect(evaluate({ requiredCertificates: ["cop_pst", "cop_efa"] }, basicTraining).failureReasons).toEqual([]);
    const medicalCare = { certificates: [{ certificate: "cop_meca", expiresOn: null }] };
    expect(evaluate({ requiredCertificates: ["cop_efa"] }, medicalCare).failureReasons).toEqual([]);
  });

  it("certificates_expired: held only by documents expired at the join date; valid on its expiry day; no expiry is valid", () => {
    const requirements = { requiredCertificates: ["med_seafarer_medical"], joinDate: "2025-03-01" };
    expect(evaluate(requirements, { certificates: [{ certificate: "med_seafarer_medical", expiresOn: "2025-02-28" }] }).failureReasons).toEqual([
      "certificates_expired",
    ]);
    expect(evaluate(requirements, { certificates: [{ certificate: "med_seafarer_medical", expiresOn: "2025-03-01" }] }).failureReasons).toEqual([]);
    expect(
      evaluate({ requiredCertificates: ["vac_yellow_fever"] }, { certificates: [{ certificate: "vac_yellow_fever", expiresOn: null }] }).failureReasons,
    ).toEqual([]);
    const renewed = [
      { certificate: "med_seafarer_medical", expiresOn: "2024-01-01" },
      { certificate: "med_flag", expiresOn: "2026-01-01" },
    ];
    expect(evaluate(requirements, { certificates: renewed }).failureReasons).toEqual([]);
  });

  it("checks certificates on the evaluation date when the join date has passed or is not set", () => {
    const medical = { certificates: [{ certificate: "med_seafarer_medical", expiresOn: "2025-01-10" }] };
    expect(evaluate({ requiredCertificates: ["med_seafarer_medical"], joinDate: "2025-01-01" }, medical).failureReasons).toEqual(["certificates_expired"]);
    expect(evaluate({ requiredCertificates: ["med_seafarer_medical"] }, medical).failureReasons).toEqual(["certificates_expired"]);
  });

  it("lists certificates that expire during the contract, without failing", () => {
    const match = evaluate(
      { requiredCertificates: ["med_seafarer_medical", "id_passport"], joinDate: "2025-03-01", contractMonths: 6 },
      {
        certificates: [
          { certificate: "med_seafarer_medical", expiresOn: "2025-05-01" },
          { certificate: "id_passport", expiresOn: "2030-05-01" },
        ],
      },
    );
    expect(match.certificateCheck.expiringDuringContract).toEqual(["med_seafarer_medical"]);
    expect(match.failureReasons).toEqual([]);
  });

  it("visa_missing: a required visa missing or expired, never reported as a certificate failure", () => {
    expect(evaluate({ requiredCertificates: ["visa_us_c1d"] }, {}).failureReasons).toEqual(["visa_missing"]);
    expect(
      evaluate({ requiredCertificates: ["visa_us_c1d"] }, { certificates: [{ certificate: "visa_us_c1d", expiresOn: "2024-01-01" }] }).failureReasons,
    ).toEqual(["visa_missing"]);
    expect(
      evaluate({ requiredCertificates: ["visa_us_c1d"] }, { certificates: [{ certificate: "visa_us_c1d", expiresOn: "2029-01-01" }] }).failureReasons,
    ).toEqual([]);
  });

  it("nationality_not_accepted: only against a list the posting sets; unknown nationality needs verification", () => {
    expect(evaluate({ allowedNationalities: ["PH", "IN"] }, { nationality: "FR" }).failureReasons).toEqual(["nationality_not_accepted"]);
    expect(evaluate({ allowedNationalities: ["PH", "IN"] }, { nationality: "ph" }).failureReasons).toEqual([]);
    expect(evaluate({ allowedNationalities: null }, { nationality: "FR" }).failureReasons).toEqual([]);
    expect(evaluate({ allowedNationalities: [] }, { nationality: "FR" }).failureReasons).toEqual([]);
    const unknown = evaluate({ allowedNationalities: ["PH"] }, { nationality: null });
    expect(unknown.failureReasons).toEqual([]);
    expect(unknown.needsVerification).toEqual(["nationality"]);
  });

  it("age_out_of_range: age at the join date, a birthday on the join date counting; unknown birth date needs verification", () => {
    const limits = { minAge: 21, maxAge: 55, joinDate: "2025-03-01" };
    expect(evaluate(limits, { dateOfBirth: "2004-03-02" }).failureReasons).toEqual(["age_out_of_range"]); // 20
    expect(evaluate(limits, { dateOfBirth: "2004-03-01" }).failureReasons).toEqual([]); // 21 that day
    expect(evaluate(limits, { dateOfBirth: "1969-03-02" }).failureReasons).toEqual([]); // 55
    expect(evaluate(limits, { dateOfBirth: "1969-03-01" }).failureReasons).toEqual(["age_out_of_range"]); // 56 that day
    const unknown = evaluate(limits, { dateOfBirth: null });
    expect(unknown.failureReasons).toEqual([]);
    expect(unknown.needsVerification).toEqual(["date_of_birth"]);
  });

  it("counts a 29 February birthday as passed on 1 March of a common year", () => {
    expect(evaluate({ minAge: 21, joinDate: "2025-02-28" }, { dateOfBirth: "2004-02-29" }).failureReasons).toEqual(["age_out_of_range"]);
    expect(evaluate({ minAge: 21, joinDate: "2025-03-01" }, { dateOfBirth: "2004-02-29" }).failureReasons).toEqual([]);
  });

  it("reports each reason once, in the fixed order, and never a certificate code", () => {
    const match = evaluate(
      {
        rank: "master",
        vesselType: "lng_carrier",
        requiredExperienceMonths: 36,
        experienceMandatory: true,
        vesselTypeMandatory: true,
        requiredCertificates: ["coc_master", "cop_gas_advanced", "med_seafarer_medical", "cop_basic_training", "visa_us_c1d", "visa_schengen"],
        allowedNationalities: ["NO"],
        maxAge: 30,
        joinDate: "2025-03-01",
      },
      {
        nationality: "PH",
        dateOfBirth: "1970-01-01",
        seaServiceRecords: [record("messman", "tug", sixMonths.signOn, sixMonths.signOff)],
        certificates: [
          { certificate: "med_seafarer_medical", expiresOn: "2024-01-01" },
          { certificate: "cop_basic_training", expiresOn: "2024-06-01" },
        ],
      },
    );
    expect(match.failureReasons).toEqual([...FAILURE_REASONS]);
    expect(match.certificateCheck).toMatchObject({
      missing: ["coc_master", "cop_gas_advanced", "visa_us_c1d", "visa_schengen"],
      expired: ["med_seafarer_medical", "cop_basic_training"],
    });
    expect(match.score).toBeLessThanOrEqual(50);
  });
});

describe("score", () => {
  it("leaves out the rank and vessel components a posting does not set", () => {
    expect(evaluate({}, {}).score).toBe(100);
    // Rank set, candidate without rank experience: experience 1 (none required), rank 0, certificates 1 → 60/80, halved.
    expect(evaluate({ rank: "bosun" }, {}).score).toBe(38);
  });

  it("gives a two-rank fit 0.75 and a similar fit its weight", () => {
    const twoRank = evaluate({ rank: "bosun" }, { seaServiceRecords: [record("bosun/able_seaman", "tug", sixMonths.signOn, sixMonths.signOff)] });
    // (50 + 20 × 0.75 + 10) / 80 = 93.75 → 94.
    expect(twoRank.score).toBe(94);
    const similar = evaluate({ rank: "bosun" }, { seaServiceRecords: [record("able_seaman", "tug", sixMonths.signOn, sixMonths.signOff)] });
    // (50 + 20 × 0.5 + 10) / 80 = 87.5 → 88.
    expect(similar.score).toBe(88);
  });

  it("never puts an ineligible candidate above 50", () => {
    const match = evaluate(
      { rank: "bosun", allowedNationalities: ["PH"] },
      { nationality: "FR", seaServiceRecords: [record("bosun", "tug", sixMonths.signOn, sixMonths.signOff)] },
    );
    expect(match.score).toBe(50);
  });
});

describe("the evaluation date", () => {
  it("is required as a YYYY-MM-DD date: the engine never reads the clock", () => {
    expect(() => evaluateMatch(posting(), candidate(), "15/01/2025")).toThrow(RangeError);
  });
});

describe("the candidate's best-fitting rank and vessel type", () => {
  it("shows the posting's rank when served in it, else the closest rank, else the latest", () => {
    const records = [record("able_seaman", "tug", "2020-01-01", "2020-06-01"), record("messman", "bulk_carrier", "2024-01-01", "2024-06-01")];
    expect(evaluate({ rank: "bosun", vesselType: "ahts" }, { seaServiceRecords: records })).toMatchObject({
      matchedRank: "able_seaman",
      matchedVesselType: "tug",
    });
    expect(evaluate({ rank: "master", vesselType: "lng_carrier" }, { seaServiceRecords: records })).toMatchObject({
      matchedRank: "messman",
      matchedVesselType: "bulk_carrier",
    });
    expect(evaluate({ rank: "bosun" }, {}).matchedRank).toBeUndefined();
  });
});
