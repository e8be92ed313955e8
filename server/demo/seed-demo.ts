import type { Db } from "../db/database.js";

export interface SeedOptions {
  // 1 = the default demo size (the first organization has at least 150 postings and 1,500 crew profiles).
  scale: number;
}

// Seeds the two demo organizations deterministically. Not written yet (demo generator in progress).
export async function seedDemo(_db: Db, _options: SeedOptions): Promise<void> {
  throw new Error("the demo generator is not written yet");
}
