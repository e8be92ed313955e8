// What a failed run leaves in last_error: the stack when there is one (where it failed matters more
// than the message), with what caused it, bounded so a runaway message cannot bloat the row.
const maxLength = 4000;
// Causes followed at most: a chain that loops back on itself still ends.
const maxCauses = 5;

// An error's stack (or its name and message), then each cause's: drizzle wraps the database's own error
// in a "Failed query" one, whose stack alone would not say what the database said.
export function describeError(error: unknown): string {
  const describe = (current: unknown, causes: number): string => {
    if (!(current instanceof Error)) return String(current);
    const text = current.stack ?? `${current.name}: ${current.message}`;
    return current.cause === undefined || causes >= maxCauses ? text : `${text}\ncaused by: ${describe(current.cause, causes + 1)}`;
  };
  return describe(error, 0);
}

// Over the bound, its start and its end: the end is the innermost cause, often the database's words
// after a "Failed query" that quotes a long statement.
export function errorText(error: unknown): string {
  const text = describeError(error);
  return text.length > maxLength ? `${text.slice(0, maxLength / 2)}\n…\n${text.slice(-maxLength / 2)}` : text;
}
