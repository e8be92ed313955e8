import { useEffect, useState } from "react";
import { usePipelines } from "@/src/api/use-pipelines.js";
import { languageNames } from "@/src/lib/intl.js";
import type { JobPostingFilters } from "./job-posting-filters-params.js";

const languages = ["eng", "rus", "ukr", "tgl", "ind", "hin", "pol", "ron", "hrv", "mya", "vie", "zho"];
const control = "rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900";

interface Props {
  filters: JobPostingFilters;
  onChange: (next: JobPostingFilters) => void;
}

export function JobPostingFiltersBar({ filters, onChange }: Props) {
  const [query, setQuery] = useState(filters.query);
  // A query that arrives from the URL (Back, a link) replaces what is in the box, unless it is the one
  // this box wrote: that arrives in a transition, after keys typed since, which it must not undo.
  const [urlQuery, setUrlQuery] = useState(filters.query);
  const [written, setWritten] = useState(filters.query);
  if (filters.query !== urlQuery) {
    setUrlQuery(filters.query);
    if (filters.query !== written) {
      setQuery(filters.query);
      setWritten(filters.query);
    }
  }
  useEffect(() => {
    if (query === filters.query) return;
    const timer = setTimeout(() => {
      setWritten(query);
      onChange({ ...filters, query, page: 1 });
    }, 250);
    return () => clearTimeout(timer);
  }, [query, filters, onChange]);

  // Every pipeline of the organization, whatever the current page shows.
  const pipelines = usePipelines();
  const items = pipelines.data?.items ?? [];
  // A pipeline in the URL that is not (or not yet) in the list still shows as chosen.
  const chosenUnknown = filters.pipelineId !== "" && !items.some((pipeline) => pipeline.id === filters.pipelineId);

  return (
    <form role="search" aria-label="Filter job postings" className="mb-3 flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
      <div className="grow basis-64">
        <label htmlFor="posting-query" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          Search <kbd className="ml-1 rounded border border-slate-300 px-1 font-mono text-[0.7rem] dark:border-slate-600">/</kbd>
        </label>
        <input
          id="posting-query"
          type="search"
          data-shortcut-search
          value={query}
          maxLength={128}
          placeholder="Title, rank, vessel…"
          onChange={(event) => setQuery(event.target.value)}
          className={`${control} mt-1 w-full`}
        />
      </div>
      <div>
        <label htmlFor="posting-state" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          State
        </label>
        <select
          id="posting-state"
          value={filters.state}
          className={`${control} mt-1`}
          onChange={(event) => onChange({ ...filters, state: event.target.value as JobPostingFilters["state"], page: 1 })}
        >
          <option value="">All</option>
          <option value="open">Open</option>
          <option value="closed">Closed</option>
        </select>
      </div>
      <div>
        <label htmlFor="posting-pipeline" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          Pipeline
        </label>
        <select
          id="posting-pipeline"
          value={filters.pipelineId}
          className={`${control} mt-1 max-w-48`}
          onChange={(event) => onChange({ ...filters, pipelineId: event.target.value, page: 1 })}
        >
          <option value="">All pipelines</option>
          {items.map((pipeline) => (
            <option key={pipeline.id} value={pipeline.id}>
              {pipeline.name}
            </option>
          ))}
          {chosenUnknown ? <option value={filters.pipelineId}>{pipelines.isPending ? "Pipeline…" : "Unknown pipeline"}</option> : null}
        </select>
      </div>
      <div>
        <label htmlFor="posting-language" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          Language
        </label>
        <select
          id="posting-language"
          value={filters.language}
          className={`${control} mt-1`}
          onChange={(event) => onChange({ ...filters, language: event.target.value, page: 1 })}
        >
          <option value="">Any language</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageNames().of(code) ?? code}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2 pb-2">
        <input
          id="posting-unassigned"
          type="checkbox"
          checked={filters.unassigned}
          className="h-4 w-4"
          onChange={(event) => onChange({ ...filters, unassigned: event.target.checked, page: 1 })}
        />
        <label htmlFor="posting-unassigned" className="text-sm">
          No assignees
        </label>
      </div>
    </form>
  );
}
