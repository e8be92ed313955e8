// The match lists' cursors, without a server: what they carry survives the round trip, every alteration
// and every other key or organization fails to verify, and their signatures cannot pass for a file
// link's. The breakdown's keys, absent when not evaluated.
import { describe, expect, it } from "vitest";
import { fileLinkSignature, tokenSignature } from "@/server/files/file-link-signature.js";
import { matchBreakdown } from "./match-breakdown.js";
import { decodeMatchCursor, encodeMatchCursor, MATCH_CURSOR_DOMAIN, type MatchCursor } from "./match-cursor.js";
import type { MatchResult } from "./match-result.js";

const secret = "s".repeat(64);
const sign = (domain: string, text: string) => tokenSignature(secret, domain, text);
const org = "0b7c2f9e-1d2a-4c3b-8e5f-6a7b8c9d0e1f";
const otherOrg = "5d3e1a2b-7c8d-4e9f-a0b1-c2d3e4f5a6b7";
const cursor: MatchCursor = {
  list: { kind: "posting", id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f", eligibleOnly: true, applied: "not_applied" },
  snapshotMs: 1_795_579_850_956,
  direction: "before",
  position: { score: 87, confirmed: 120, matchId: "52983c2f-3249-d1cc-9a0a-65cd990b8f40" },
};

describe("match cursors", () => {
  it("carry the list, its filters, the snapshot, the direction and the position, in base64url", () => {
    const text = encodeMatchCursor(sign, org, cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeMatchCursor(sign, org, text)).toEqual(cursor);
    const candidate: MatchCursor = { ...cursor, list: { kind: "candidate", id: cursor.list.id, eligibleOnly: false, applied: "any" }, direction: "after" };
    expect(decodeMatchCursor(sign, org, encodeMatchCursor(sign, org, candidate))).toEqual(candidate);
  });

  it("fail to verify when any character changes, under another key or for another organization", () => {
    const text = encodeMatchCursor(sign, org, cursor);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (let index = 0; index < text.length; index++) {
      const replacement = alphabet[(alphabet.indexOf(text[index]!) + 1) % alphabet.length]!;
      expect(decodeMatchCursor(sign, org, text.slice(0, index) + replacement + text.slice(index + 1))).toBeUndefined();
    }
    expect(decodeMatchCursor(sign, otherOrg, text)).toBeUndefined();
    expect(decodeMatchCursor((domain, signed) => tokenSignature("t".repeat(64), domain, signed), org, text)).toBeUndefined();
    for (const junk of ["", "x", text.slice(0, 43), `${text}=`, text.slice(1)]) expect(decodeMatchCursor(sign, org, junk)).toBeUndefined();
  });

  it("are signed in a domain of their own", () => {
    expect(() => tokenSignature(secret, "crew-file-link-v1", "x")).toThrow(RangeError);
    expect(tokenSignature(secret, MATCH_CURSOR_DOMAIN, "/p\no\n1")).not.toBe(fileLinkSignature(secret, "/p", "o", 1));
  });
});

describe("the match breakdown", () => {
  const result = {
    score: 40,
    failureReasons: ["certificates_missing"],
    needsVerification: ["nationality"],
    requiredCertificates: ["stcw_basic_safety"],
    certificateCount: 0,
    certificateCheck: { held: [], missing: ["stcw_basic_safety"], expired: [], expiringDuringContract: [] },
    experience: 1,
    experiencePercent: 100,
    qualifyingExperienceMonths: 3,
    confirmedRelevantMonths: 3,
    possibleRelevantMonths: 3,
    containsEstimatedMonths: false,
    totalSeaMonths: 30,
    hasQualifyingExperience: true,
  } satisfies MatchResult;

  it("has every key of an evaluated criterion and none of one not evaluated, never null", () => {
    expect(matchBreakdown(result, "2026-11-25", 3)).toStrictEqual({
      eligible: false,
      failureReasons: ["certificates_missing"],
      needsVerification: ["nationality"],
      requiredCertificates: ["stcw_basic_safety"],
      certificateCount: 0,
      certificates: { held: [], missing: ["stcw_basic_safety"], expired: [], expiringDuringContract: [] },
      experience: 1,
      experiencePercent: 100,
      qualifyingExperienceMonths: 3,
      confirmedRelevantMonths: 3,
      possibleRelevantMonths: 3,
      containsEstimatedMonths: false,
      totalSeaMonths: 30,
      evaluatedOn: "2026-11-25",
      modelVersion: 3,
    });
    const ranked = matchBreakdown(
      { ...result, failureReasons: [], requiredRank: "cook", mainRank: false, similarRank: true, matchedRank: "chief_cook" },
      "2026-11-25",
      3,
    );
    expect(ranked).toMatchObject({ eligible: true, requiredRank: "cook", mainRank: false, similarRank: true, matchedRank: "chief_cook" });
    expect(ranked).not.toHaveProperty("mainRelevantMonths");
    expect(Object.keys(ranked)).not.toContain("hasQualifyingExperience");
    expect(Object.keys(ranked)).not.toContain("score");
  });
});
