import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

// The page's query string as it last asked for it, ahead of the render that shows it. react-router
// renders an address change as a transition, which may come after the next key press; a change made
// from the rendered address (pick one more candidate) would then start from before the last change
// and undo it: in e2e on a loaded machine, three quick j/x pairs picked two candidates.
// `latest()` is the newest query string still on its way, else the rendered one; `go` asks for one.
export function useSearchAhead() {
  const location = useLocation();
  const navigate = useNavigate();
  const rendered = useRef(location.search);
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    rendered.current = location.search;
    // The changes up to the one this render shows are done. An address none of them asked for (Back,
    // a link) came after them all: they are gone.
    const at = pending.current.indexOf(location.search);
    pending.current = at === -1 ? [] : pending.current.slice(at + 1);
  }, [location]);
  const latest = useCallback(() => pending.current.at(-1) ?? rendered.current, []);
  // `search` is "?..." or "", as Location.search reads.
  const go = useCallback(
    (search: string, replace = false) => {
      pending.current.push(search);
      navigate({ search }, { replace });
    },
    [navigate],
  );
  return useMemo(() => ({ latest, go }), [latest, go]);
}
