import { describe, expect, it } from "vitest";
import { AnswerCache, type Compressors } from "./answer-cache.js";

const utf8 = new TextEncoder();
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");
const hour = 3_600_000;

// Compressors that count their calls and "compress" to a marked copy of the same length.
function countingCompressors() {
  const calls = { br: 0, gzip: 0 };
  const compressors: Compressors = {
    br: async (json) => (calls.br++, utf8.encode(`br:${text(json)}`)),
    gzip: async (json) => (calls.gzip++, utf8.encode(`gz:${text(json)}`)),
  };
  return { calls, compressors };
}

describe("AnswerCache", () => {
  it("answers a held entry at its version and builds again when the version moved", async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxAgeMs: hour });
    let builds = 0;
    const build = (json: string) => async () => (builds++, utf8.encode(json));
    expect(text((await cache.getOrBuild("org-a", "v1", build("one"))).json)).toBe("one");
    expect(text((await cache.getOrBuild("org-a", "v1", build("not built"))).json)).toBe("one");
    expect(text((await cache.getOrBuild("org-a", "v2", build("two"))).json)).toBe("two");
    expect(builds).toBe(2);
    // Another key is another entry: one organization's answer is never another's.
    expect(text((await cache.getOrBuild("org-b", "v2", build("b"))).json)).toBe("b");
    expect(cache.get("org-a")).toMatchObject({ version: "v2" });
  });

  it("lets calls that miss at once share one build, and its failure, and builds again after a failure", async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxAgeMs: hour });
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      builds++;
      await gate;
      return utf8.encode("shared");
    };
    const waiting = Array.from({ length: 5 }, () => cache.getOrBuild("org", "v1", slow));
    release();
    expect((await Promise.all(waiting)).map((answer) => text(answer.json))).toEqual(Array(5).fill("shared"));
    expect(builds).toBe(1);

    const failing = async () => {
      builds++;
      throw new Error("the database went away");
    };
    const failed = await Promise.allSettled([cache.getOrBuild("org", "v2", failing), cache.getOrBuild("org", "v2", failing)]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(builds).toBe(2);
    expect(text((await cache.getOrBuild("org", "v2", async () => (builds++, utf8.encode("again")))).json)).toBe("again");
    expect(builds).toBe(3);
  });

  it("keeps a build that began later when an earlier one finishes after it", async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxAgeMs: hour });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const early = cache.getOrBuild("org", "v1", async () => (await gate, utf8.encode("older")));
    await cache.getOrBuild("org", "v2", async () => utf8.encode("newer"));
    release();
    expect(text((await early).json)).toBe("older");
    expect(cache.get("org")).toMatchObject({ version: "v2" });
  });

  // Entries carry signed links: past maxAgeMs (half a link's lifetime) they are built again.
  it("drops an entry once its maximum age has passed since its build began", async () => {
    let clock = 0;
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxAgeMs: 50, now: () => clock });
    const slowBuild = async () => ((clock += 30), utf8.encode("slow"));
    await cache.getOrBuild("org", "v1", slowBuild);
    expect(cache.get("org")).toBeDefined();
    // 30 ms of the 50 went into the build: the entry is past its age 20 ms after it was stored.
    clock += 20;
    expect(cache.get("org")).toBeDefined();
    clock += 1;
    expect(cache.get("org")).toBeUndefined();
    let rebuilt = false;
    await cache.getOrBuild("org", "v1", async () => ((rebuilt = true), utf8.encode("again")));
    expect(rebuilt).toBe(true);
  });

  // An answer made of another cache's entries (a match list's first page of its items) carries links
  // as old as its oldest part.
  it("drops an entry built of older parts once its oldest part is maxPartAgeMs old, or it is maxAgeMs old itself", async () => {
    let clock = 100;
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxAgeMs: 20, maxPartAgeMs: 50, now: () => clock });
    await cache.getOrBuild("org", "v1", async () => ({ json: utf8.encode("of older parts"), oldest: 70 }));
    expect(cache.get("org")).toMatchObject({ oldest: 70 });
    clock = 115;
    expect(cache.get("org")).toBeDefined();
    // Its oldest part is 51 ms old, the entry itself 16.
    clock = 121;
    expect(cache.get("org")).toBeUndefined();

    // Parts of now: the entry's own age decides.
    await cache.getOrBuild("org", "v2", async () => ({ json: utf8.encode("parts of now"), oldest: 121 }));
    clock = 141;
    expect(cache.get("org")).toBeDefined();
    clock = 142;
    expect(cache.get("org")).toBeUndefined();

    // A build of old parts that began after the held entry's build is still the newer answer.
    await cache.getOrBuild("org", "v3", async () => utf8.encode("fresh parts"));
    await cache.getOrBuild("org", "v4", async () => ({ json: utf8.encode("old parts, newer version"), oldest: 120 }));
    expect(cache.get("org")).toMatchObject({ version: "v4" });
    // A part can be no newer than the build: an oldest after the build's start counts from the start.
    await cache.getOrBuild("org", "v5", async () => ({ json: utf8.encode("parts of later"), oldest: 500 }));
    expect(cache.get("org")).toMatchObject({ version: "v5", oldest: 142 });
  });

  it("holds at most maxBytes, dropping the least recently used first, compressed copies counted", async () => {
    const { compressors } = countingCompressors();
    // Room for two entries of 1,000 bytes of JSON (each counts its key, version and some bookkeeping
    // too), not for three, nor for two with a compressed copy each.
    const cache = new AnswerCache({ maxBytes: 2_500, maxAgeMs: hour, compressors });
    const json = utf8.encode("x".repeat(1_000));
    cache.set("a", "v", json);
    cache.set("b", "v", json);
    expect(cache.get("a")).toBeDefined();
    cache.set("c", "v", json);
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, false, true]);

    // c's copy makes room for one entry only: a, used less recently, goes.
    await cache.get("c")!.compressed!("gzip");
    expect([cache.get("a"), cache.get("c")].map(Boolean)).toEqual([false, true]);
  });

  it("makes each compressed copy once per entry, and anew for a new entry", async () => {
    const { calls, compressors } = countingCompressors();
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxAgeMs: hour, compressors });
    const first = await cache.getOrBuild("org", "v1", async () => utf8.encode("{}"));
    const copies = await Promise.all([first.compressed!("br"), first.compressed!("br"), first.compressed!("gzip")]);
    expect(copies.map(text)).toEqual(["br:{}", "br:{}", "gz:{}"]);
    expect(text(await (await cache.getOrBuild("org", "v1", async () => utf8.encode("no"))).compressed!("br"))).toBe("br:{}");
    expect(calls).toEqual({ br: 1, gzip: 1 });

    const second = await cache.getOrBuild("org", "v2", async () => utf8.encode("[]"));
    expect(text(await second.compressed!("br"))).toBe("br:[]");
    expect(calls).toEqual({ br: 2, gzip: 1 });
  });

  it("holds no compressed copies unless given compressors", () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, maxAgeMs: hour });
    expect(cache.set("item", "v1", utf8.encode("{}")).compressed).toBeUndefined();
  });
});
