// The default embedder: lexical, not semantic. No sentence-embedding model can be downloaded where this
// service is built, so instead of pretending, this one hashes a text's words, word pairs and character
// trigrams into a fixed number of dimensions (the "hashing trick"). Two texts are close when they share
// words, word order and spellings: it rewards postings whose wording resembles the query as a whole
// (including near-spellings the full-text match does not rank), but it knows no meanings: "galley" and
// "cook" are as far apart as any two words. A real model plugs in behind the same Embedder interface
// (embedder-config.ts).
import type { Embedder } from "./embedder.js";
import { normalize } from "./embedder.js";
import { words } from "./search-text.js";

const lexicalDimensions = 256;

// How much each kind of feature counts: whole words most, then word pairs (order), then character
// trigrams, which only add up to much when many of a word's trigrams are shared.
const wordWeight = 1;
const pairWeight = 0.7;
const trigramWeight = 0.25;

// FNV-1a, 32 bits: fast, stable across processes and versions (the stored vectors depend on it).
function hash(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Each feature adds its weight to one dimension, with a sign from another bit of its hash, so that
// unrelated features sharing a dimension cancel out on average instead of piling up.
function addFeature(vector: Float32Array, feature: string, weight: number) {
  const h = hash(feature);
  vector[h % vector.length]! += h & 0x80000000 ? -weight : weight;
}

export function embedLexically(text: string, dimensions = lexicalDimensions): Float32Array {
  const vector = new Float32Array(dimensions);
  const sequence = words(text);
  sequence.forEach((word, i) => {
    addFeature(vector, `w:${word}`, wordWeight);
    if (i > 0) addFeature(vector, `p:${sequence[i - 1]} ${word}`, pairWeight);
    const padded = `^${word}$`;
    const letters = [...padded];
    for (let j = 0; j + 3 <= letters.length; j++) addFeature(vector, `t:${letters.slice(j, j + 3).join("")}`, trigramWeight);
  });
  return normalize(vector);
}

export function lexicalEmbedder(dimensions = lexicalDimensions): Embedder {
  return {
    name: `lexical-hash-${dimensions}-v1`,
    dimensions,
    embed: async (texts) => texts.map((text) => embedLexically(text, dimensions)),
  };
}
