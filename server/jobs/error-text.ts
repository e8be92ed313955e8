// What a failed run leaves in last_error: the stack when there is one (where it failed matters more
// than the message), bounded so a runaway message cannot bloat the row.
const maxLength = 4000;

export function errorText(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}
