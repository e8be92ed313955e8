// What the recogniser confuses between letters and digits, undone where the word says which it is:
// a zero inside a word of letters is the letter O ("3RD 0FFICER", "0CEAN", "R0TTERDAM"), never in a
// word that holds other digits (a passport number "P0123456A", an MRZ line, "2O23" stays as read for
// the date readers to judge). Plain JavaScript for the worker thread; types in confusions.d.mts.
export function lettersForDigits(text) {
  return text.replace(/[\p{L}0-9]+/gu, (word) => {
    if (!word.includes("0") || /[1-9]/.test(word)) return word;
    const letters = word.replace(/0/g, "");
    // At least two letters, so that "0" alone, "00" or "A0" keep their digits.
    return letters.length >= 2 && /^\p{L}+$/u.test(letters) ? word.replace(/0/g, "O") : word;
  });
}
