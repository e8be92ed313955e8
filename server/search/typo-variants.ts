// Typo tolerance: a query word of five or more letters also finds the words one edit away (a letter
// inserted, deleted, replaced, or two neighbours swapped: "cheif" finds "chief", "carier" "carrier").
//
// Candidates come from deletion variants (the word itself and every form with one character taken
// out): two words one edit apart always share one. The vocabulary keeps each word under its variants
// (posting_search_word_variants), so finding candidates is one index lookup per variant; the
// distance is then checked here. Trigram similarity (pg_trgm) was the first choice, but it scores a
// swap in a short word too low: similarity("cheif", "chief") is 0.2, below pg_trgm's 0.3 threshold
// and below every word starting with "che".

// Words the vocabulary keeps: long enough to be a correction of a five-letter query word.
export const minVocabularyWordLength = 4;
export const minTypoWordLength = 5;

// The word and its forms with one character deleted, each once.
export function deletionVariants(word: string): string[] {
  const chars = [...word];
  const variants = new Set([word]);
  for (let i = 0; i < chars.length; i++) variants.add(chars.slice(0, i).join("") + chars.slice(i + 1).join(""));
  return [...variants];
}

// Optimal string alignment distance (Levenshtein plus the swap of two neighbours), stopping early
// once it exceeds `limit`: only "within one edit" matters here.
export function editDistance(a: string, b: string, limit = 1): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[y.length]!;
}
