import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

// The address's search parameters, and a setter of one of them (an empty value removes it) that
// replaces the history entry. react-router's own setter starts from the parameters of the last
// render, even in its function form, so two changes made before the page renders again (a click,
// then a key, in the same frame) kept only the second. This one starts from the last it set.
export function useSearchParam(): [URLSearchParams, (key: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const setParam = useCallback(
    (key: string, value: string) => {
      const next = new URLSearchParams(latest.current);
      if (value) next.set(key, value);
      else next.delete(key);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, setParam];
}
