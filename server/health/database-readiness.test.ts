import { describe, expect, it } from "vitest";
import { createDatabaseReadiness } from "./database-readiness.js";

describe("database readiness", () => {
  it("shares a waiting query between probes, and gives up on it after four timeouts so a database that came back is seen", async () => {
    let clock = 0;
    let queries = 0;
    let healthy = false;
    const db = {
      // A hung database: the query never settles. Once healthy, it answers at once.
      execute: () => {
        queries += 1;
        return healthy ? Promise.resolve({ rows: [] }) : new Promise<never>(() => {});
      },
    } as unknown as Parameters<typeof createDatabaseReadiness>[0];
    const probe = createDatabaseReadiness(db, 5, () => clock);

    expect(await probe()).toEqual({ ready: false, reason: "the database did not answer within 5 ms" });
    clock += 10;
    expect((await probe()).ready).toBe(false);
    expect(queries).toBe(1);

    healthy = true;
    clock += 11;
    expect(await probe()).toEqual({ ready: true });
    expect(queries).toBe(2);
  });
});
