// What the job queue keeps of a failed run (error-text.ts): where it failed, and what the database said
// when the error that reached the job wraps the database's own one.
import { describe, expect, it } from "vitest";
import { describeError, errorText } from "./error-text.js";

describe("a failed run's error text", () => {
  it("keeps the stack, then each cause's words", () => {
    const database = new Error('invalid input syntax for type uuid: "not-a-uuid"');
    const wrapped = new Error("Failed query: select 1 where $1::uuid is not null", { cause: database });
    const text = errorText(wrapped);
    expect(text).toMatch(/^Error: Failed query: select 1/);
    expect(text).toContain("error-text.test.ts");
    expect(text).toMatch(/\ncaused by: Error: invalid input syntax for type uuid: "not-a-uuid"/);
  });

  it("says what was thrown when it is not an error", () => {
    expect(errorText("the extractor is down")).toBe("the extractor is down");
    expect(errorText(new Error("outer", { cause: "a string cause" }))).toMatch(/\ncaused by: a string cause$/);
  });

  it("ends on a chain of causes that loops, and bounds its length", () => {
    const first = new Error("first");
    const second = new Error("second", { cause: first });
    first.cause = second;
    // describeError unbounded: errorText's 4,000 characters may end before the fifth cause's stack.
    expect(describeError(first).match(/caused by/g)).toHaveLength(5);
    expect(errorText(new Error("x".repeat(10_000))).length).toBeLessThanOrEqual(4003);
  });

  it("keeps the database's words after a long quoted statement", () => {
    const database = new Error('invalid input syntax for type uuid: "not-a-uuid"');
    const text = errorText(new Error(`Failed query: select ${"a, ".repeat(3000)}1`, { cause: database }));
    expect(text.length).toBeLessThanOrEqual(4003);
    expect(text).toMatch(/^Error: Failed query: select a, a/);
    expect(text).toContain('caused by: Error: invalid input syntax for type uuid: "not-a-uuid"');
  });
});
