import { useState } from "react";
import { filterControl as control, filterTextButton as textButton } from "@/src/components/filter-controls.js";
import { FilterSelect } from "@/src/components/filter-select.js";
import { SearchBox } from "@/src/components/search-box.js";
import { certificateLabel, rankLabel, vesselTypeLabel } from "@/src/lib/domain-labels.js";
import { activeFilterCount, maxCertificates, withoutFilters, withSearch, type PeopleSearch } from "./people-search-params.js";
import { certificateOptions, nationalityOptions, rankOptions, vesselTypeOptions } from "./search-options.js";

interface Props {
  search: PeopleSearch;
  onChange: (next: PeopleSearch) => void;
}

// The words, a rank, a vessel type, a nationality and the certificates a person must hold.
export function PeopleFiltersBar({ search, onChange }: Props) {
  const [certificatesOpen, setCertificatesOpen] = useState(false);
  const chosenCount = activeFilterCount(search);
  const toggleCertificate = (value: string, held: boolean) =>
    onChange(withSearch(search, { certificates: held ? [...search.certificates, value] : search.certificates.filter((chosen) => chosen !== value) }));

  return (
    <form role="search" aria-label="Search people" className="mb-3 flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
      <SearchBox
        id="people-query"
        query={search.query}
        placeholder="Name, rank, vessel, certificate, nationality…"
        onSearch={(query) => onChange(withSearch(search, { query }))}
      />
      <FilterSelect
        name="Rank"
        any="Any rank"
        value={search.rank}
        options={rankOptions}
        labelOf={rankLabel}
        width="max-w-52"
        onChange={(rank) => onChange(withSearch(search, { rank }))}
      />
      <FilterSelect
        name="Vessel type"
        any="Any vessel type"
        value={search.vesselType}
        options={vesselTypeOptions}
        labelOf={vesselTypeLabel}
        width="max-w-52"
        onChange={(vesselType) => onChange(withSearch(search, { vesselType }))}
      />
      <FilterSelect
        name="Nationality"
        any="Any nationality"
        value={search.nationality}
        options={nationalityOptions(search.nationality)}
        labelOf={(code) => code}
        width="max-w-52"
        onChange={(nationality) => onChange(withSearch(search, { nationality }))}
      />
      <div className="flex items-center gap-1 pb-0.5">
        <button
          type="button"
          aria-expanded={certificatesOpen}
          aria-controls="people-certificates"
          className={textButton}
          onClick={() => setCertificatesOpen(!certificatesOpen)}
        >
          Certificates{search.certificates.length > 0 ? ` (${search.certificates.length})` : ""}
        </button>
        {chosenCount > 0 ? (
          <button type="button" className={textButton} onClick={() => onChange(withoutFilters(search))}>
            Clear filters
          </button>
        ) : null}
      </div>
      {search.certificates.length > 0 ? (
        <ul aria-label="Certificates held, every one" className="flex basis-full flex-wrap gap-1.5">
          {search.certificates.map((value) => (
            <li key={value} className="inline-flex items-center gap-1 rounded-full border border-slate-300 py-0.5 pl-2.5 pr-1 text-xs dark:border-slate-700">
              {certificateLabel(value)}
              <button
                type="button"
                aria-label={`Remove ${certificateLabel(value)}`}
                onClick={() => toggleCertificate(value, false)}
                className="inline-flex h-5 w-5 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {certificatesOpen ? <CertificateChecklist chosen={search.certificates} onToggle={toggleCertificate} /> : null}
    </form>
  );
}

// Every certificate of the domain as a box to tick, narrowed by a few letters of its name; a person must
// hold (valid today) every one ticked.
function CertificateChecklist({ chosen, onToggle }: { chosen: string[]; onToggle: (value: string, held: boolean) => void }) {
  const [filter, setFilter] = useState("");
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = certificateOptions.filter((option) => words.every((word) => option.label.toLowerCase().includes(word)));
  const full = chosen.length >= maxCertificates;
  return (
    <fieldset id="people-certificates" className="basis-full rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-xs font-medium text-slate-700 dark:text-slate-300">Holds every certificate ticked (valid today)</legend>
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          Find a certificate
          <input
            type="text"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="GMDSS, tanker, medical…"
            className={`${control} w-64`}
          />
        </label>
        {full ? <p className="text-xs text-amber-900 dark:text-amber-200">At most {maxCertificates} certificates at once.</p> : null}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No certificate is called that.</p>
      ) : (
        <ul className="grid max-h-72 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto md:grid-cols-2 xl:grid-cols-3">
          {shown.map((option) => {
            const held = chosen.includes(option.value);
            return (
              <li key={option.value}>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={held}
                    disabled={!held && full}
                    onChange={(event) => onToggle(option.value, event.target.checked)}
                    className="mt-0.5 h-4 w-4 shrink-0"
                  />
                  {option.label}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
