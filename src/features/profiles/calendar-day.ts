// Calendar dates as whole day numbers (days since 1970-01-01), so that date arithmetic never meets a
// time zone or a daylight-saving hour.
const dayMs = 86_400_000;

export function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split("-").map(Number);
  return Date.UTC(year!, month! - 1, day!) / dayMs;
}

// The recruiter's today, in their own time zone.
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}
