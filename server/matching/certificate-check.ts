// Which of the posting's required certificates (visas included) the candidate holds and is valid at the
// join date, which are missing and which are expired (DOMAIN.md §5.7, §3 `satisfiedBy`).
// A requirement is met by the certificate itself or by any certificate that satisfies it; it is valid
// when the latest expiry among those the candidate holds is on or after the check day (an expiry date is
// the last valid day; no expiry: always valid). The contract end only feeds `expiringDuringContract`:
// the spec checks validity at the join date (decision, README-decisions.md).
import type { CertificateCheck } from "./match-result.js";
import { certificateExpiry, type PreparedCandidate } from "./prepared-candidate.js";
import type { PreparedPosting, RequiredCertificate } from "./prepared-posting.js";

// Latest expiry among the holdings that meet a requirement: NaN when none is held.
function bestExpiry(requirement: RequiredCertificate, candidate: PreparedCandidate): number {
  let best = Number.NaN;
  const satisfiers = requirement.satisfiers;
  if (satisfiers.length === 0) return candidate.otherCertificateExpiry.get(requirement.value) ?? Number.NaN;
  for (let i = 0; i < satisfiers.length; i++) {
    const expiry = certificateExpiry(candidate, satisfiers[i]!);
    if (!Number.isNaN(expiry) && !(expiry <= best)) best = expiry;
  }
  return best;
}

export interface CertificateOutcome {
  check: CertificateCheck;
  certificatesMissing: boolean;
  certificatesExpired: boolean;
  visaMissing: boolean;
}

export function checkCertificates(posting: PreparedPosting, candidate: PreparedCandidate): CertificateOutcome {
  const check: CertificateCheck = { held: [], missing: [], expired: [], expiringDuringContract: [] };
  let certificatesMissing = false;
  let certificatesExpired = false;
  let visaMissing = false;
  for (const requirement of posting.requiredCertificates) {
    const expiry = bestExpiry(requirement, candidate);
    if (Number.isNaN(expiry)) {
      check.missing.push(requirement.value);
      if (requirement.visa) visaMissing = true;
      else certificatesMissing = true;
    } else if (expiry < posting.checkDay) {
      check.expired.push(requirement.value);
      if (requirement.visa) visaMissing = true;
      else certificatesExpired = true;
    } else {
      check.held.push(requirement.value);
      if (expiry < posting.contractEndDay) check.expiringDuringContract.push(requirement.value);
    }
  }
  return { check, certificatesMissing, certificatesExpired, visaMissing };
}
