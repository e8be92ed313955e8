// What hybrid search needs from an embedding model: texts in, one L2-normalised vector each out, all
// of one dimension, the same text always giving the same vector. `name` is stored with every posting's
// embedding (posting_search_entries.embedding_model): a search compares only embeddings of its own
// embedder, and the indexer rewrites an entry another embedder wrote.
export interface Embedder {
  // Names the model and its settings, e.g. "lexical-hash-256-v1"; changes whenever its vectors would.
  readonly name: string;
  readonly dimensions: number;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

// Scales a vector to length 1 in place (a zero vector stays zero: it has no direction).
export function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const length = Math.sqrt(sum);
  if (length > 0) for (let i = 0; i < vector.length; i++) vector[i]! /= length;
  return vector;
}

export function isZero(vector: Float32Array): boolean {
  return vector.every((value) => value === 0);
}

// Cosine distance (1 - cosine similarity) of two vectors, as pgvector's `<=>` computes it; 1 when
// either has no direction, where pgvector answers NaN (search SQL maps that to 1 too).
export function cosineDistance(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return aa === 0 || bb === 0 ? 1 : 1 - dot / Math.sqrt(aa * bb);
}
