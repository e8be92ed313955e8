// Which of a numeric date's first two numbers is the day (03/04/2019: 3 April or 4 March?). The rule,
// in order (DOMAIN.md §4.3):
//   1. the date itself: a number above 12 can only be the day;
//   2. the document's other dates written with the same separator: the order those show (25/12/2018)
//      is the document's order; failing that, what dates with any separator show;
//   3. for a contract or a certificate, the order under which its two dates make sense: sign-on before
//      sign-off and a contract shorter than 13 months, or a validity of whole years (readPair);
//   4. the nationality: Philippine and US documents often write the month first (only for "/" and
//      "-": a date with dots is day first by convention);
//   5. day first, the international convention.

import type { PartialDate } from "./document-reading.js";
import { partialDateOf, type DateMention } from "./dates.js";

type Order = "day-first" | "month-first";

export interface ResolvedDate {
  date: PartialDate;
  // Set when the order had to be decided: how.
  reasoning?: string;
}

const MONTH_FIRST_NATIONALITIES = new Set(["PH", "US"]);

export class DateOrder {
  private readonly shown = new Map<string, { order: Order; example: string }[]>();
  private nationality: string | undefined;

  constructor(mentions: Iterable<DateMention>) {
    for (const mention of mentions) {
      if (mention.form !== "numeric" || !mention.showsOrder || mention.invalid) continue;
      const list = this.shown.get(mention.separator!) ?? [];
      list.push({ order: mention.showsOrder, example: mention.text });
      this.shown.set(mention.separator!, list);
    }
  }

  setNationality(alpha2: string | undefined): void {
    this.nationality = alpha2;
  }

  // Steps 1 and 2; undefined when neither decides.
  private documentOrder(mention: DateMention): { order: Order; reasoning: string } | undefined {
    const decide = (shown: { order: Order; example: string }[], scope: string) => {
      const dayFirst = shown.filter((item) => item.order === "day-first");
      const monthFirst = shown.filter((item) => item.order === "month-first");
      if (dayFirst.length === monthFirst.length) return undefined;
      const order: Order = dayFirst.length > monthFirst.length ? "day-first" : "month-first";
      const example = (order === "day-first" ? dayFirst : monthFirst)[0]!.example;
      return {
        order,
        reasoning: `'${mention.text}' read ${order.replace("-", " ")}: ${scope} put the ${order === "day-first" ? "day" : "month"} first (e.g. '${example}')`,
      };
    };
    return (
      decide(this.shown.get(mention.separator!) ?? [], `the document's other dates written with '${mention.separator}'`) ??
      decide([...this.shown.values()].flat(), "the document's other numeric dates")
    );
  }

  // Steps 4 and 5.
  private fallbackOrder(mention: DateMention): { order: Order; reasoning: string } {
    if (mention.separator !== "." && this.nationality && MONTH_FIRST_NATIONALITIES.has(this.nationality)) {
      return {
        order: "month-first",
        reasoning: `'${mention.text}' read month first: no date in the document shows the order, and ${this.nationality} documents usually put the month first`,
      };
    }
    return {
      order: "day-first",
      reasoning: `'${mention.text}' read day first: no date in the document shows the order (day first is the international convention)`,
    };
  }

  resolve(mention: DateMention): ResolvedDate {
    if (!mention.alternative) return { date: partialDateOf(mention) };
    const decided = this.documentOrder(mention) ?? this.fallbackOrder(mention);
    return { date: partialDateOf(mention, decided.order === "month-first"), reasoning: decided.reasoning };
  }

  // Two dates of one thing (a contract's sign-on and sign-off, a certificate's issue and expiry):
  // step 3 applies between steps 2 and 4, with `sensible` saying whether a reading makes sense.
  resolvePair(
    first: DateMention | undefined,
    second: DateMention | undefined,
    sensible: (first: PartialDate | undefined, second: PartialDate | undefined) => boolean,
    what: string,
  ): { first?: ResolvedDate; second?: ResolvedDate } {
    const ambiguous = [first, second].filter((mention): mention is DateMention => !!mention?.alternative);
    const undecided = ambiguous.filter((mention) => !this.documentOrder(mention));
    if (undecided.length > 0) {
      const read = (order: Order) => ({
        first: first && partialDateOf(first, order === "month-first" && undecided.includes(first)),
        second: second && partialDateOf(second, order === "month-first" && undecided.includes(second)),
      });
      const dayFirst = read("day-first");
      const monthFirst = read("month-first");
      const dayFirstSensible = sensible(dayFirst.first, dayFirst.second);
      const monthFirstSensible = sensible(monthFirst.first, monthFirst.second);
      if (dayFirstSensible !== monthFirstSensible) {
        const order: Order = dayFirstSensible ? "day-first" : "month-first";
        const chosen = dayFirstSensible ? dayFirst : monthFirst;
        const reasoning = `${undecided.map((mention) => `'${mention.text}'`).join(" and ")} read ${order.replace("-", " ")}: only that reading gives ${what}`;
        return {
          first: first && (undecided.includes(first) ? { date: chosen.first!, reasoning } : this.resolve(first)),
          second: second && (undecided.includes(second) ? { date: chosen.second!, reasoning } : this.resolve(second)),
        };
      }
    }
    return { first: first && this.resolve(first), second: second && this.resolve(second) };
  }
}
