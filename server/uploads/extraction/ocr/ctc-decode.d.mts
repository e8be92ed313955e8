export function isLatinCharacter(character: string): boolean;
export function allowedIndices(dictionary: readonly string[]): Int32Array;
export function ctcDecode(
  output: ArrayLike<number>,
  steps: number,
  classes: number,
  dictionary: readonly string[],
  allowed: ArrayLike<number>,
): { text: string; confidence: number };
