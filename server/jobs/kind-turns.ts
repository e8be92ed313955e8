// The order a worker tries the kinds with due jobs in: round robin, starting after the kind it served
// last. Within a kind, jobs keep their run_after order; between kinds, none waits for another's backlog
// (an import's ten thousand search entries, then a posting's recompute: the recompute is the next job
// of its kind, so it runs after at most one job of each other kind).
export function kindsInTurn(kinds: readonly string[], dueKinds: readonly string[], servedLast: string | undefined): string[] {
  const last = servedLast === undefined ? -1 : kinds.indexOf(servedLast);
  const turn = (kind: string) => (kinds.indexOf(kind) - last - 1 + kinds.length) % kinds.length;
  return [...dueKinds].sort((a, b) => turn(a) - turn(b));
}
