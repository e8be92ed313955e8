// A read of many rows (a whole organization's) as a series of short statements, each a page in id
// order after the last id of the one before (keyset paging). On the embedded database every statement
// runs in its one session, and a statement reading 50,000 rows holds it for hundreds of milliseconds
// while every request waits; between pages, the requests queued meanwhile run. Outside a transaction
// the pages are not one snapshot: callers use this where a row written between two pages may be read as
// it is before or after that write (each says why that holds for it).
// `betweenPages` runs after each full page (background work paces itself there: jobs/background-pace.ts).
//
// Write a page's condition as `id > $after` only where there is an after id, never as one statement
// with `($after IS NULL OR id > $after)`: the embedded database plans every statement with parameters
// once for any value (pglite-process.ts), and such a plan cannot start the index scan at $after. It
// read each page from the organization's first id, so every page cost more than the one before. At
// the bench's large scale, the 52,800 candidate bounds in pages of 5,000 took 151 ms of the database's
// CPU that way, and 106 ms with the condition only where it applies (match-list-bounds.ts).
export async function readInPages<Row>(
  readPage: (afterId: string | null, limit: number) => Promise<Row[]>,
  idOf: (row: Row) => string,
  pageSize: number,
  betweenPages?: (pageStarted: number) => Promise<void>,
): Promise<Row[]> {
  const rows: Row[] = [];
  let afterId: string | null = null;
  for (;;) {
    const started = performance.now();
    const page = await readPage(afterId, pageSize);
    rows.push(...page);
    if (page.length < pageSize) return rows;
    afterId = idOf(page.at(-1)!);
    await betweenPages?.(started);
  }
}
