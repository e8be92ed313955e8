import { useState } from "react";
import { usePipelines } from "@/src/api/use-pipelines.js";
import { filterControl as control, filterLabel as label, filterTextButton as textButton } from "@/src/components/filter-controls.js";
import { SearchBox } from "@/src/components/search-box.js";
import { languageNames } from "@/src/lib/intl.js";
import { fullName, humanize } from "@/src/lib/labels.js";
import { useWhoAmI } from "@/src/session/use-who-am-i.js";
import { useOrganizationId } from "@/src/session/use-organization-id.js";
import { useMembers } from "./api/use-members.js";
import { usePostingSlotValues } from "./api/use-posting-slot-values.js";
import { activeFilterCount, slotNumbers, withoutFilters, type HybridChoice, type JobPostingFilters } from "./job-posting-filters-params.js";

const languages = ["eng", "rus", "ukr", "tgl", "ind", "hin", "pol", "ron", "hrv", "mya", "vie", "zho"];

interface Props {
  filters: JobPostingFilters;
  onChange: (next: JobPostingFilters) => void;
}

export function JobPostingFiltersBar({ filters, onChange }: Props) {
  const [moreOpen, setMoreOpen] = useState(false);
  const slotsChosen = Object.values(filters.slots).filter(Boolean).length;
  const organizationId = useOrganizationId();
  const slotValues = usePostingSlotValues(organizationId, moreOpen || slotsChosen > 0);
  const chosenCount = activeFilterCount(filters);

  // Every pipeline of the organization, whatever the current page shows.
  const pipelines = usePipelines();
  const items = pipelines.data?.items ?? [];
  // A pipeline in the URL that is not (or not yet) in the list still shows as chosen.
  const chosenUnknown = filters.pipelineId !== "" && !items.some((pipeline) => pipeline.id === filters.pipelineId);

  return (
    <form role="search" aria-label="Filter job postings" className="mb-3 flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
      <SearchBox id="posting-query" query={filters.query} placeholder="Title, rank, vessel…" onSearch={(query) => onChange({ ...filters, query, page: 1 })} />
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
      <AssigneeSelect filters={filters} onChange={onChange} />
      <div>
        <label htmlFor="posting-hybrid" className={label} title="Hybrid ranks by the words and by similar meaning; text only by the words">
          Ranking
        </label>
        <select
          id="posting-hybrid"
          value={filters.hybrid}
          className={`${control} mt-1`}
          onChange={(event) => onChange({ ...filters, hybrid: event.target.value as HybridChoice, page: 1 })}
        >
          <option value="">Default</option>
          <option value="on">Hybrid</option>
          <option value="off">Text only</option>
        </select>
      </div>
      <div className="flex items-center gap-1 pb-0.5">
        <button type="button" aria-expanded={moreOpen} aria-controls="posting-slot-filters" className={textButton} onClick={() => setMoreOpen(!moreOpen)}>
          {moreOpen ? "Fewer filters" : "More filters"}
          {slotsChosen > 0 ? ` (${slotsChosen})` : ""}
        </button>
        {chosenCount > 0 ? (
          <button type="button" className={textButton} onClick={() => onChange(withoutFilters(filters))}>
            Clear filters
          </button>
        ) : null}
      </div>
      {moreOpen ? (
        <fieldset id="posting-slot-filters" className="flex basis-full flex-wrap items-end gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-800">
          <legend className="px-1 text-xs font-medium text-slate-700 dark:text-slate-300">Slot filters</legend>
          {slotValues.isPending ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Reading the slots your postings use…</p>
          ) : slotValues.isError ? (
            <p className="text-sm text-red-800 dark:text-red-300">Could not read the slots your postings use.</p>
          ) : (
            <SlotSelects filters={filters} values={slotValues.data} onChange={onChange} />
          )}
        </fieldset>
      ) : null}
    </form>
  );
}

// Anyone, Unassigned, Me (the key's user, found among the members by WhoAmI's user id), then every
// other member by name. The URL holds the member id, so a shared link means the same person to
// everyone who opens it.
function AssigneeSelect({ filters, onChange }: Props) {
  const members = useMembers();
  const whoAmI = useWhoAmI();
  const items = members.data?.items ?? [];
  const me = items.find((member) => member.userId === whoAmI.data?.userId);
  const others = items.filter((member) => member !== me);
  const nameOf = (member: (typeof items)[number]) => fullName(member.givenName, member.familyName, member.primaryEmail);
  // Two members of the same name are told apart by their email.
  const sameName = (member: (typeof items)[number]) => others.some((other) => other !== member && nameOf(other) === nameOf(member));
  const chosen = filters.assignee;
  const chosenUnknown = chosen !== "" && chosen !== "none" && !items.some((member) => member.memberId === chosen);
  return (
    <div>
      <label htmlFor="posting-assignee" className={label}>
        Assignee
      </label>
      <select
        id="posting-assignee"
        value={chosen}
        className={`${control} mt-1 max-w-48`}
        onChange={(event) => onChange({ ...filters, assignee: event.target.value, page: 1 })}
      >
        <option value="">Anyone</option>
        <option value="none">Unassigned</option>
        {me ? <option value={me.memberId}>Me</option> : null}
        {others.map((member) => (
          <option key={member.memberId} value={member.memberId}>
            {sameName(member) ? `${nameOf(member)} (${member.primaryEmail})` : nameOf(member)}
          </option>
        ))}
        {chosenUnknown ? <option value={chosen}>{members.isPending ? "Member…" : "Unknown member"}</option> : null}
      </select>
    </div>
  );
}

function SlotSelects({
  filters,
  values,
  onChange,
}: {
  filters: JobPostingFilters;
  values: Map<number, string[]>;
  onChange: (next: JobPostingFilters) => void;
}) {
  // The slots the postings use, and any slot chosen in the URL, whether or not the sample has it.
  const slots = slotNumbers.filter((slot) => values.has(slot) || filters.slots[slot]);
  if (slots.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Your postings use no slots.</p>;
  return (
    <>
      {slots.map((slot) => {
        const chosen = filters.slots[slot] ?? "";
        const options = values.get(slot) ?? [];
        return (
          <div key={slot}>
            <label htmlFor={`posting-slot-${slot}`} className={label}>
              Slot {slot}
            </label>
            <select
              id={`posting-slot-${slot}`}
              value={chosen}
              className={`${control} mt-1 max-w-48`}
              onChange={(event) => onChange({ ...filters, slots: { ...filters.slots, [slot]: event.target.value }, page: 1 })}
            >
              <option value="">Any</option>
              {options.map((value) => (
                <option key={value} value={value}>
                  {humanize(value)}
                </option>
              ))}
              {chosen && !options.includes(chosen) ? <option value={chosen}>{humanize(chosen)}</option> : null}
            </select>
          </div>
        );
      })}
    </>
  );
}
