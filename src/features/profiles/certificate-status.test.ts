import { describe, expect, it } from "vitest";
import { certificateStatus, certificatesNeedingAttention } from "./certificate-status.js";

const today = "2026-11-24";

describe("certificate status", () => {
  it("is valid through its expiry date and expired the day after", () => {
    expect(certificateStatus("2026-11-24", today)).toEqual({ kind: "expiring", daysLeft: 0 });
    expect(certificateStatus("2026-11-23", today)).toEqual({ kind: "expired", daysAgo: 1 });
  });

  it("warns of an expiry within 90 days, not of one on day 91", () => {
    expect(certificateStatus("2027-02-22", today)).toEqual({ kind: "expiring", daysLeft: 90 });
    expect(certificateStatus("2027-02-23", today)).toEqual({ kind: "valid", daysLeft: 91 });
  });

  it("knows certificates without expiry", () => {
    expect(certificateStatus("", today)).toEqual({ kind: "no-expiry" });
  });

  it("lists the expired and expiring ones, soonest expiry first", () => {
    const certificates = [
      { name: "valid", expiresOn: "2030-01-01" },
      { name: "expiring", expiresOn: "2027-01-10" },
      { name: "none", expiresOn: "" },
      { name: "expired", expiresOn: "2021-05-01" },
    ];
    expect(certificatesNeedingAttention(certificates, today).map(({ certificate }) => certificate.name)).toEqual(["expired", "expiring"]);
  });
});
