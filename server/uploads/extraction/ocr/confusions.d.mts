export function lettersForDigits(text: string): string;
