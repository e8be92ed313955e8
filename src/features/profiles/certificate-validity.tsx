import { Badge } from "@/src/components/badge.js";
import { CalendarDate } from "@/src/components/calendar-date.js";
import type { CertificateStatus } from "./certificate-status.js";

function days(count: number): string {
  return `${count} day${count === 1 ? "" : "s"}`;
}

// A certificate's validity in words: expired and expiring ones stand out, with their date.
export function CertificateValidity({ expiresOn, status }: { expiresOn: string; status: CertificateStatus }) {
  switch (status.kind) {
    case "no-expiry":
      return <>No expiry</>;
    case "expired":
      return (
        <Badge tone="red">
          Expired&nbsp;
          <CalendarDate value={expiresOn} />
        </Badge>
      );
    case "expiring":
      return (
        <Badge tone="amber">
          Expires&nbsp;
          <CalendarDate value={expiresOn} />
          &nbsp;({status.daysLeft === 0 ? "today" : `in ${days(status.daysLeft)}`})
        </Badge>
      );
    case "valid":
      return (
        <>
          Valid until <CalendarDate value={expiresOn} />
        </>
      );
  }
}
