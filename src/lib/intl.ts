// Intl formatters cost 10–20 ms each to make, the first time a page needs them (the browser loads
// the locale's data). Made at module load, they lengthened the task that shows a page; made on first
// use, they lengthen the render that first shows a date. Instead each is made on first use or, earlier,
// in a task of its own while the browser is idle (a page is usually waiting for its data then).
const idle: (callback: () => void) => void =
  typeof requestIdleCallback === "function" ? (callback) => requestIdleCallback(callback, { timeout: 2000 }) : (callback) => setTimeout(callback, 0);

export function intlLazy<T>(make: () => T): () => T {
  let value: T | undefined;
  const get = () => (value ??= make());
  idle(get);
  return get;
}

export const dateTimeFormat = intlLazy(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }));
// Calendar dates (dates of birth): no time, and no shift of the day.
export const dateFormat = intlLazy(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }));
export const languageNames = intlLazy(() => new Intl.DisplayNames(undefined, { type: "language" }));
export const regionNames = intlLazy(() => new Intl.DisplayNames(undefined, { type: "region" }));
// Calendar dates known only to the month or the year (a sea-service record's sign-on "03/2021").
export const monthFormat = intlLazy(() => new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", timeZone: "UTC" }));
