import { describe, expect, it } from "vitest";
import { parseMatchBreakdown, rankFit, vesselFit } from "@/src/lib/match-breakdown.js";
import { breakdownJson } from "./match-fixtures.js";

describe("parseMatchBreakdown", () => {
  it("reads every key of a full breakdown", () => {
    const b = parseMatchBreakdown(
      breakdownJson({ eligible: false, failureReasons: ["certificates_expired"], needsVerification: ["date_of_birth"], containsEstimatedMonths: true }),
    );
    expect(b).toMatchObject({
      eligible: false,
      failureReasons: ["certificates_expired"],
      needsVerification: ["date_of_birth"],
      requiredRank: "chief_officer",
      requiredVesselType: "bulk_carrier",
      requiredExperienceMonths: 12,
      matchedRank: "chief_officer",
      certificateCount: 3,
      mainRank: true,
      similarRank: true,
      mainRelevantMonths: 18,
      similarRelevantMonths: 6,
      vesselTypeRelevantMonths: 30,
      experience: 1,
      experiencePercent: 100,
      qualifyingExperienceMonths: 21,
      confirmedRelevantMonths: 16,
      possibleRelevantMonths: 20,
      containsEstimatedMonths: true,
      totalSeaMonths: 48,
      evaluatedOn: "2026-11-20",
      modelVersion: 1,
    });
    expect(b.certificates.held).toHaveLength(3);
  });

  it("leaves criteria the posting does not set undefined", () => {
    const b = parseMatchBreakdown({ failureReasons: [], requiredCertificates: [], qualifyingExperienceMonths: 40, confirmedRelevantMonths: 40 });
    expect(b.requiredRank).toBeUndefined();
    expect(b.requiredVesselType).toBeUndefined();
    expect(b.requiredExperienceMonths).toBeUndefined();
    expect(b.mainRank).toBeUndefined();
    expect(b.vesselTypeRelevantMonths).toBeUndefined();
    expect(b.eligible).toBe(true);
    // Without required months experience is complete.
    expect(b.experience).toBe(1);
    expect(rankFit(b)).toBe("any");
    expect(vesselFit(b)).toBe("any");
  });

  it("never throws on what is not a breakdown, and keeps only values of the right type", () => {
    for (const input of [undefined, null, 42, "text", [], { failureReasons: "certificates_missing" }]) {
      const b = parseMatchBreakdown(input);
      expect(b.failureReasons).toEqual([]);
      expect(b.eligible).toBe(true);
      expect(b.qualifyingExperienceMonths).toBe(0);
    }
    const b = parseMatchBreakdown({
      eligible: "yes",
      failureReasons: ["age_out_of_range", 7, null, "age_out_of_range"],
      requiredExperienceMonths: "12",
      qualifyingExperienceMonths: -3,
      confirmedRelevantMonths: 10,
      possibleRelevantMonths: 4,
      experience: 7,
      experiencePercent: Number.NaN,
      certificates: { held: "coc_master", missing: ["coc_master"] },
      mainRank: 1,
    });
    // "eligible" of the wrong type: decided by the failures.
    expect(b.eligible).toBe(false);
    expect(b.failureReasons).toEqual(["age_out_of_range"]);
    expect(b.requiredExperienceMonths).toBe(12);
    expect(b.qualifyingExperienceMonths).toBe(0);
    // Possible months include the confirmed ones.
    expect(b.possibleRelevantMonths).toBe(10);
    expect(b.experience).toBe(1);
    expect(b.experiencePercent).toBe(100);
    expect(b.certificates).toEqual({ held: [], missing: ["coc_master"], expired: [], expiringDuringContract: [] });
    expect(b.mainRank).toBeUndefined();
  });
});

describe("rank and vessel-type fit", () => {
  it("tells main, a two-rank entry, similar and none apart", () => {
    expect(rankFit(parseMatchBreakdown(breakdownJson()))).toBe("main");
    expect(rankFit(parseMatchBreakdown(breakdownJson({ mainRank: false, similarRank: true })))).toBe("similar");
    expect(rankFit(parseMatchBreakdown(breakdownJson({ mainRank: false, similarRank: false })))).toBe("possible");
    expect(rankFit(parseMatchBreakdown(breakdownJson({ mainRank: false, similarRank: false, failureReasons: ["rank_experience_missing"] })))).toBe("none");
    expect(vesselFit(parseMatchBreakdown(breakdownJson()))).toBe("main");
    expect(vesselFit(parseMatchBreakdown(breakdownJson({ mainVesselType: false, similarVesselType: true })))).toBe("similar");
    expect(vesselFit(parseMatchBreakdown(breakdownJson({ mainVesselType: false, similarVesselType: false, vesselType: false })))).toBe("none");
  });
});
