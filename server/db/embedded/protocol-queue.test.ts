// Several connections sending parameterized queries at once each get their own answers: on the
// embedded database, where every connection shares one session (protocol-queue.ts), and on PostgreSQL.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const clients: pg.Client[] = [];

beforeAll(async () => {
  for (let index = 0; index < 4; index++) {
    const client = new pg.Client({ connectionString: inject("databaseUrl") });
    await client.connect();
    clients.push(client);
  }
});
afterAll(() => Promise.all(clients.map((client) => client.end())));

describe("concurrent extended queries", () => {
  it("never answer one connection with another's query or values", async () => {
    // Each connection asks its own question of a different shape, many times over, while a slow
    // statement on another keeps the session busy so that the others' messages queue up behind it.
    const asks = clients.slice(0, 3).map((client, index) =>
      Promise.all(
        Array.from({ length: 60 }, async (_, round) => {
          const value = `${index}:${round}`;
          // Each statement marks its answer with its own name, so an answer to another's reads wrong.
          const sql = [
            "select $1::text || '/first' as answer",
            "select $1::text || '/second' as answer, 1 as extra",
            "select $1::text || '/third' as answer from generate_series(1, 2) limit 1",
          ][index]!;
          const { rows } = await client.query<{ answer: string }>(sql, [value]);
          return rows[0]?.answer === `${value}/${["first", "second", "third"][index]}`;
        }),
      ),
    );
    // A writer's transactions of several statements, as the job queue's recomputes run them.
    const busy = (async () => {
      for (let round = 0; round < 15; round++) {
        await clients[3]!.query("begin");
        await clients[3]!.query("select pg_sleep($1::float8)", [0.002]);
        await clients[3]!.query("select $1::int + 1 as next", [round]);
        await clients[3]!.query("commit");
      }
    })();
    const answered = (await Promise.all(asks)).flat();
    await busy;
    expect(answered.filter((right) => !right)).toHaveLength(0);
    expect(answered).toHaveLength(180);
  });
});
