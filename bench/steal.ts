// The share of the machine's CPU time that the hypervisor gave to others while we wanted it ("steal",
// from /proc/stat's first line). On a shared virtual machine it comes and goes, and every latency
// measured while it is high is worse for reasons outside the service: on 2026-11-22, WhoAmI (no
// database) went from a p99 of 19 ms to 156 ms on the same build, with steal at about 30%.
import { readFileSync } from "node:fs";

export interface CpuTimes {
  total: number;
  steal: number;
}

// Cumulative ticks of all CPUs; undefined where /proc/stat cannot be read (not Linux).
export function readCpuTimes(): CpuTimes | undefined {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user.
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { total, steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
}

// Steal as a percentage of all CPU time between two readings.
export function stealPercent(before: CpuTimes | undefined, after: CpuTimes | undefined): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}
