// The name field: PRIMARY<<SECONDARY<NAMES<<<… (DOMAIN.md §4.1). It has no check digit, so the only
// way to repair a filler read as K, L or c is its grammar: parts are letters joined by one filler,
// the primary and secondary identifiers are separated by two, and once the padding has begun (a third
// filler in a row, or a second pair after the separator) nothing but fillers may follow.
import { type MrzChar, mayBeFiller } from "./mrz-characters.js";

type Symbol = "letter" | "filler";

type State =
  | "start"
  | "startFiller" // the primary identifier is empty: the field opens with the separator
  | "primary"
  | "primaryFiller"
  | "separated"
  | "secondary"
  | "secondaryFiller"
  | "padding";

const TRANSITIONS: Readonly<Record<State, Partial<Record<Symbol, State>>>> = {
  start: { letter: "primary", filler: "startFiller" },
  startFiller: { filler: "separated" },
  primary: { letter: "primary", filler: "primaryFiller" },
  primaryFiller: { letter: "primary", filler: "separated" },
  separated: { letter: "secondary", filler: "padding" },
  secondary: { letter: "secondary", filler: "secondaryFiller" },
  secondaryFiller: { letter: "secondary", filler: "padding" },
  padding: { filler: "padding" },
};

const ALL_STATES = Object.keys(TRANSITIONS) as State[];
const ACCEPTING = new Set<State>(ALL_STATES.filter((state) => state !== "start" && state !== "startFiller"));

function symbolsOf(char: MrzChar): Symbol[] {
  if (char.value === "<") return ["filler"];
  return mayBeFiller(char) ? ["letter", "filler"] : ["letter"];
}

// Replaces by fillers the look-alikes that no grammatical reading of the field lets be a letter.
// Where both fit (SUKARNO<<K<<<: a given name K, or padding), the OCR's letter stays.
export function repairNameFillers(field: MrzChar[]): void {
  const options = field.map(symbolsOf);
  const reachable: Set<State>[] = [new Set(["start"])];
  options.forEach((symbols, index) => {
    const next = new Set<State>();
    for (const state of reachable[index] ?? []) {
      for (const symbol of symbols) {
        const target = TRANSITIONS[state][symbol];
        if (target !== undefined) next.add(target);
      }
    }
    reachable.push(next);
  });
  // States from which the rest of the field can still be read to the end.
  const finishing: Set<State>[] = Array.from({ length: field.length + 1 }, () => new Set<State>());
  finishing[field.length] = new Set(ACCEPTING);
  for (let index = field.length - 1; index >= 0; index -= 1) {
    for (const state of ALL_STATES) {
      const canFinish = (options[index] ?? []).some((symbol) => {
        const target = TRANSITIONS[state][symbol];
        return target !== undefined && finishing[index + 1]?.has(target);
      });
      if (canFinish) finishing[index]?.add(state);
    }
  }
  // An ungrammatical field (a letter after the padding…) gives the grammar nothing to go on.
  if (!finishing[0]?.has("start")) return;
  field.forEach((char, index) => {
    if (char.value === "<" || !mayBeFiller(char)) return;
    const letterFits = [...(reachable[index] ?? [])].some((state) => {
      const target = TRANSITIONS[state].letter;
      return target !== undefined && finishing[index + 1]?.has(target);
    });
    if (!letterFits) {
      char.value = "<";
      char.reason = "name: only a filler fits here";
    }
  });
}

// A K, L or c the grammar left a letter although it touches a filler or another look-alike
// (CRUZKKJUAN, CARLO<K<<): a letter if the OCR reads fillers well, a filler if it does not.
export function hasUndecidedFillers(field: readonly MrzChar[]): boolean {
  const fillerLike = (char: MrzChar | undefined) => char !== undefined && (char.value === "<" || mayBeFiller(char));
  return field.some((char, index) => char.value !== "<" && mayBeFiller(char) && (fillerLike(field[index - 1]) || fillerLike(field[index + 1])));
}

export function isGrammaticalName(field: readonly MrzChar[]): boolean {
  let state: State | undefined = "start";
  for (const char of field) {
    state = TRANSITIONS[state][char.value === "<" ? "filler" : "letter"];
    if (state === undefined) return false;
  }
  return ACCEPTING.has(state);
}

// Surname and given names as a person's name reads: parts separated by spaces, padding dropped.
export function splitName(field: string): { surname: string; givenNames: string } {
  const text = field.replace(/<+$/, "");
  const separator = text.indexOf("<<");
  const primary = separator < 0 ? text : text.slice(0, separator);
  const secondary = separator < 0 ? "" : text.slice(separator + 2);
  return { surname: asWords(primary), givenNames: asWords(secondary) };
}

function asWords(part: string): string {
  return part.split("<").filter(Boolean).join(" ");
}
