import { regionNames } from "@/src/lib/intl.js";

export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return "";
  const base = 0x1f1e6 - "A".charCodeAt(0);
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => base + c.charCodeAt(0)));
}

export function countryName(code: string): string {
  try {
    return regionNames().of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

// A country by its name with its flag (the flag is decoration; the name is what is read).
export function Country({ code }: { code: string }) {
  if (code === "") return <span className="text-slate-500 dark:text-slate-400">—</span>;
  const flag = flagEmoji(code);
  return (
    <span className="whitespace-nowrap">
      {flag ? (
        <span aria-hidden="true" className="mr-1">
          {flag}
        </span>
      ) : null}
      {countryName(code)}
    </span>
  );
}
