import { dayNumber } from "./calendar-day.js";

// How far ahead a recruiter wants to know about an expiry: a contract found today starts within weeks
// and runs for months, so a certificate expiring within this window needs renewing before joining.
export const expiryWarningDays = 90;

export type CertificateStatus =
  | { kind: "no-expiry" }
  | { kind: "expired"; daysAgo: number }
  // Valid today (a certificate is valid through its expiry date) and expiring within the warning window.
  | { kind: "expiring"; daysLeft: number }
  | { kind: "valid"; daysLeft: number };

export function certificateStatus(expiresOn: string, today: string): CertificateStatus {
  if (!expiresOn) return { kind: "no-expiry" };
  const daysLeft = dayNumber(expiresOn) - dayNumber(today);
  if (daysLeft < 0) return { kind: "expired", daysAgo: -daysLeft };
  if (daysLeft <= expiryWarningDays) return { kind: "expiring", daysLeft };
  return { kind: "valid", daysLeft };
}

// The certificates a recruiter must act on, soonest expiry first.
export function certificatesNeedingAttention<T extends { expiresOn: string }>(
  certificates: T[],
  today: string,
): { certificate: T; status: CertificateStatus }[] {
  return certificates
    .map((certificate) => ({ certificate, status: certificateStatus(certificate.expiresOn, today) }))
    .filter(({ status }) => status.kind === "expired" || status.kind === "expiring")
    .sort((a, b) => a.certificate.expiresOn.localeCompare(b.certificate.expiresOn));
}
