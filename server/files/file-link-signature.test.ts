import { describe, expect, it } from "vitest";
import { createFileLinks, fileLinkExpiry, fileLinkSignature, signedFileLink, verifiedFileLinkOrganization } from "./file-link-signature.js";

const secret = "a".repeat(64);
const org = "0b7c2f9e-1d2a-4c3b-8e5f-6a7b8c9d0e1f";
const otherOrg = "5d3e1a2b-7c8d-4e9f-a0b1-c2d3e4f5a6b7";
const path = "/files/0b7c2f9e-1d2a-4c3b-8e5f-6a7b8c9d0e1f/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f/CV_J%C4%81nis.pdf";
const now = Date.UTC(2026, 10, 24, 12, 0, 0);

// The path and query of a link, as the files route sees them.
function parts(link: string) {
  const url = new URL(link);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe("file link signatures", () => {
  it("signs the path, the organization and the expiry into the query string of an absolute link", () => {
    const links = createFileLinks({ secret, ttlSeconds: 3600, publicUrl: "https://crew.example/", now: () => now });
    const link = links.link(path, org);
    expect(link).toMatch(new RegExp(`^https://crew\\.example${path.replace(/[.]/g, "\\.")}\\?org=${org}&expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const { path: linkPath, query } = parts(link);
    expect(linkPath).toBe(path);
    expect(verifiedFileLinkOrganization(secret, linkPath, query, now)).toBe(org);
    expect(links.verifiedOrganization(linkPath, query)).toBe(org);
  });

  it("hands out no link for no URL, and a URL of other storage as stored", () => {
    const links = createFileLinks({ secret, ttlSeconds: 3600, publicUrl: "https://crew.example", now: () => now });
    expect(links.link("", org)).toBe("");
    expect(links.link(null, org)).toBe("");
    expect(links.link("https://storage.example/x.pdf", org)).toBe("https://storage.example/x.pdf");
    expect(links.link("files/faces/x.svg", org)).toMatch(/^https:\/\/crew\.example\/files\/faces\/x\.svg\?org=/);
  });

  it("lives at least the configured lifetime and less than 13/12 of it, so links made minutes apart are the same", () => {
    for (const offset of [0, 1, 999, 1000, 299_999, 300_000, 300_001]) {
      const at = now + offset;
      const expires = fileLinkExpiry(at, 3600);
      expect(expires * 1000 - at).toBeGreaterThanOrEqual(3600_000);
      expect(expires * 1000 - at).toBeLessThan(3900_000);
    }
    expect(fileLinkExpiry(now + 1000, 3600)).toBe(fileLinkExpiry(now + 200_000, 3600));
    // A lifetime of a few seconds is kept to the second.
    expect(fileLinkExpiry(now + 900, 2) * 1000 - (now + 900)).toBeGreaterThanOrEqual(2000);
    expect(fileLinkExpiry(now + 900, 2) * 1000 - (now + 900)).toBeLessThan(3000);
  });

  it("refuses a link whose path, organization, expiry or signature was changed", () => {
    const expires = fileLinkExpiry(now, 3600);
    const sig = fileLinkSignature(secret, path, org, expires);
    const query = { org, expires: String(expires), sig };
    expect(verifiedFileLinkOrganization(secret, path, query, now)).toBe(org);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    for (const [what, linkPath, changed] of [
      ["path", path.replace("CV_", "CW_"), query],
      ["organization", path, { ...query, org: otherOrg }],
      ["expiry", path, { ...query, expires: String(expires + 3600) }],
      ["signature", path, { ...query, sig: flipped }],
      ["secret", path, { ...query, sig: fileLinkSignature("b".repeat(64), path, org, expires) }],
    ] as const) {
      expect(verifiedFileLinkOrganization(secret, linkPath, changed, now), what).toBeUndefined();
    }
  });

  it("refuses a link without its signed fields, with malformed ones, or past its expiry", () => {
    const link = signedFileLink(secret, "http://crew.test", path, org, 1_800_000_000);
    const { query } = parts(link);
    expect(verifiedFileLinkOrganization(secret, path, query, 1_799_999_999_000)).toBe(org);
    expect(verifiedFileLinkOrganization(secret, path, query, 1_800_000_000_000)).toBeUndefined();
    expect(verifiedFileLinkOrganization(secret, path, {}, now)).toBeUndefined();
    expect(verifiedFileLinkOrganization(secret, path, { org: query.org, expires: query.expires }, now)).toBeUndefined();
    expect(verifiedFileLinkOrganization(secret, path, { ...query, sig: [query.sig, query.sig] }, now)).toBeUndefined();
    expect(verifiedFileLinkOrganization(secret, path, { ...query, sig: `${query.sig}=` }, now)).toBeUndefined();
    expect(verifiedFileLinkOrganization(secret, path, { ...query, org: org.toUpperCase() }, now)).toBeUndefined();
    expect(verifiedFileLinkOrganization(secret, path, { ...query, expires: "1.8e9" }, now)).toBeUndefined();
  });
});
