// A read of many rows (a whole organization's) as a series of short statements, each a page in id
// order after the last id of the one before (keyset paging). On the embedded database every statement
// runs in its one session, and a statement reading 50,000 rows holds it for hundreds of milliseconds
// while every request waits; between pages, the requests queued meanwhile run. Outside a transaction
// the pages are not one snapshot: callers use this where a row written between two pages may be read as
// it is before or after that write (each says why that holds for it).
// `betweenPages` runs after each full page (background work paces itself there: jobs/background-pace.ts).
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
