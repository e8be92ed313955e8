import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { embedderFromEnvironment } from "./embedder-config.js";
import { cosineDistance } from "./embedder.js";
import { embedLexically, lexicalEmbedder } from "./lexical-embedder.js";

describe("the lexical embedder", () => {
  it("gives every text one fixed-size, L2-normalised vector, the same each time", async () => {
    const embedder = lexicalEmbedder();
    expect(embedder.name).toBe("lexical-hash-256-v1");
    const [a, b] = await embedder.embed(["Chief Engineer — LNG carrier", "chief engineer, LNG Carrier"]);
    expect(a).toHaveLength(256);
    expect(Math.hypot(...a!)).toBeCloseTo(1, 6);
    // Case and punctuation are not words: the two texts are one.
    expect([...b!]).toEqual([...a!]);
    expect([...embedLexically("Chief Engineer — LNG carrier")]).toEqual([...a!]);
  });

  it("puts texts sharing words, word order and spellings closer", () => {
    const query = embedLexically("bulk carrier cook");
    const near = cosineDistance(query, embedLexically("Cook, bulk carrier"));
    const misspelt = cosineDistance(query, embedLexically("Bulk carier cok"));
    const far = cosineDistance(query, embedLexically("Second Officer, crude oil tanker"));
    expect(near).toBeLessThan(misspelt);
    expect(misspelt).toBeLessThan(far);
    expect(cosineDistance(query, embedLexically("%"))).toBe(1);
  });
});

describe("SEARCH_EMBEDDING_MODEL_DIR", () => {
  it("unset: the lexical embedder", () => {
    expect(embedderFromEnvironment({}).name).toBe("lexical-hash-256-v1");
  });

  it("given but unusable: a configuration error naming what is wrong", () => {
    const dir = mkdtempSync(join(tmpdir(), "crew-model-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    expect(() => embedderFromEnvironment({ SEARCH_EMBEDDING_MODEL_DIR: join(dir, "none") })).toThrow(/is not a directory/);
    expect(() => embedderFromEnvironment({ SEARCH_EMBEDDING_MODEL_DIR: dir })).toThrow(/has no model\.onnx or onnx\/model\.onnx, no tokenizer\.json/);
    writeFileSync(join(dir, "model.onnx"), "");
    writeFileSync(join(dir, "tokenizer.json"), "{}");
    expect(() => embedderFromEnvironment({ SEARCH_EMBEDDING_MODEL_DIR: dir })).toThrow(/not built yet/);
  });
});
