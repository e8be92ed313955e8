import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { filterControl, filterLabel } from "./filter-controls.js";

interface SearchBoxProps {
  id: string;
  // The query the address holds (what the list shows).
  query: string;
  // Called once the typing pauses (250 ms), and at once when Escape empties the box.
  onSearch: (query: string) => void;
  placeholder?: string;
  className?: string;
}

// A search page's box: results follow as you type (debounced; the query goes into the address, so the
// request it replaces is cancelled), "/" focuses it, Escape empties it.
export function SearchBox({ id, query: urlQuery, onSearch, placeholder, className = "grow basis-64" }: SearchBoxProps) {
  const [query, setQuery] = useState(urlQuery);
  // A query that arrives from the URL (Back, a link) replaces what is in the box, unless it is the one
  // this box wrote: that arrives in a transition, after keys typed since, which it must not undo.
  const [seen, setSeen] = useState(urlQuery);
  const [written, setWritten] = useState(urlQuery);
  if (urlQuery !== seen) {
    setSeen(urlQuery);
    if (urlQuery !== written) {
      setQuery(urlQuery);
      setWritten(urlQuery);
    }
  }
  // The latest callback, so that a render of the page (a filter chosen while typing) neither restarts the
  // pause nor sends the filters of before.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (query === urlQuery) return;
    const timer = setTimeout(() => {
      setWritten(query);
      search.current(query);
    }, 250);
    return () => clearTimeout(timer);
  }, [query, urlQuery]);

  // Escape empties the box at once (no debounce: the list answers straight away); in an empty box it
  // leaves the box, as everywhere in the dashboard.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Escape" || query === "") return;
    event.preventDefault();
    setQuery("");
    setWritten("");
    if (urlQuery !== "") search.current("");
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabel}>
        Search <kbd className="ml-1 rounded border border-slate-300 px-1 font-mono text-[0.7rem] dark:border-slate-600">/</kbd>
      </label>
      <input
        id={id}
        type="search"
        data-shortcut-search
        value={query}
        maxLength={128}
        placeholder={placeholder}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={handleKeyDown}
        aria-describedby={`${id}-help`}
        className={`${filterControl} mt-1 w-full`}
      />
      <p id={`${id}-help`} className="sr-only">
        Results update as you type. Escape clears the search.
      </p>
    </div>
  );
}
