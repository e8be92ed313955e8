// The day/month order rule (date-order.ts): the date itself, the document's other dates with the
// same separator, then any numeric dates, then what makes a pair sensible, the nationality, and
// day first.
import { describe, expect, it } from "vitest";
import { DateOrder } from "./date-order.js";
import { findDates, type DateMention } from "./dates.js";

const today = "2026-03-01";
const mention = (text: string): DateMention => findDates(text, today)[0]!;
const orderOf = (...texts: string[]) => new DateOrder(texts.flatMap((text) => findDates(text, today)));

describe("the day/month order of a numeric date", () => {
  it("is the date's own when a number is above 12", () => {
    expect(orderOf().resolve(mention("25/12/2018"))).toEqual({ date: { date: "2018-12-25", precision: "day" } });
    expect(orderOf().resolve(mention("12/25/2018"))).toEqual({ date: { date: "2018-12-25", precision: "day" } });
  });

  it("follows the document's other dates written with the same separator", () => {
    const order = orderOf("03/04/2019", "12/25/2018", "25.12.2018");
    expect(order.resolve(mention("03/04/2019"))).toEqual({
      date: { date: "2019-03-04", precision: "day" },
      reasoning: "'03/04/2019' read month first: the document's other dates written with '/' put the month first (e.g. '12/25/2018')",
    });
    // The dotted dates of the same document show day first.
    expect(order.resolve(mention("03.04.2019")).date.date).toBe("2019-04-03");
  });

  it("follows any numeric dates when none share the separator", () => {
    expect(orderOf("25-12-2018").resolve(mention("03/04/2019"))).toMatchObject({
      date: { date: "2019-04-03" },
      reasoning: "'03/04/2019' read day first: the document's other numeric dates put the day first (e.g. '25-12-2018')",
    });
  });

  it("is the one that makes a contract sensible when the document shows none", () => {
    const order = orderOf();
    const resolved = order.resolvePair(
      mention("01/02/2021"),
      mention("09/01/2021"),
      (from, to) => !from || !to || from.date <= to.date,
      "a sign-on before the sign-off",
    );
    expect(resolved.first!.date.date).toBe("2021-01-02");
    expect(resolved.second!.date.date).toBe("2021-09-01");
    expect(resolved.first!.reasoning).toBe("'01/02/2021' and '09/01/2021' read month first: only that reading gives a sign-on before the sign-off");
  });

  it("is month first for a Philippine document with slashes, day first with dots", () => {
    const order = orderOf();
    order.setNationality("PH");
    expect(order.resolve(mention("05/06/1980")).date.date).toBe("1980-05-06");
    expect(order.resolve(mention("05.06.1980")).date.date).toBe("1980-06-05");
  });

  it("is day first when nothing decides", () => {
    const order = orderOf();
    order.setNationality("UA");
    expect(order.resolve(mention("05/06/1980"))).toEqual({
      date: { date: "1980-06-05", precision: "day" },
      reasoning: "'05/06/1980' read day first: no date in the document shows the order (day first is the international convention)",
    });
  });
});
