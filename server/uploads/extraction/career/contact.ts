// E-mail addresses and phone numbers. A phone number with its country code ("+63 917 123 4567",
// "0063 917 123 4567", "(+91) 98200 12345") becomes E.164 ("+639171234567"); without one it is kept
// as written, since the country it is dialled from is not known.

export interface PhoneReading {
  value: string;
  written: string;
  reasoning: string;
}

export function findEmail(text: string): string | undefined {
  return /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u.exec(text)?.[0]?.replace(/\.$/, "");
}

export function findPhone(text: string): PhoneReading | undefined {
  const match = /(?:\(?\+\s?|\b00)\d[\d\s()./-]{6,}\d|\(?\b0?\d[\d\s()./-]{6,}\d/.exec(text);
  if (!match) return undefined;
  const written = match[0].trim();
  const international = /^\(?\+|^00/.test(written);
  // "+63 (0) 917": the trunk zero in brackets is not dialled from abroad.
  const digits = written.replace(/\(0\)/g, "").replace(/\D/g, "");
  if (international) {
    const e164 = `+${digits.replace(/^00/, "")}`;
    if (e164.length < 9 || e164.length > 16) return undefined;
    return { value: e164, written, reasoning: `'${written}' has a country code: written as E.164 ${e164}` };
  }
  if (digits.length < 7 || digits.length > 15) return undefined;
  return { value: written, written, reasoning: `'${written}' has no country code: kept as written` };
}
