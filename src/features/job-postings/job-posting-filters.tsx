import { useState } from "react";
import { usePipelines } from "@/src/api/use-pipelines.js";
import { filterTextButton as textButton } from "@/src/components/filter-controls.js";
import { FilterSelect } from "@/src/components/filter-select.js";
import { SearchBox } from "@/src/components/search-box.js";
import { languageNames } from "@/src/lib/intl.js";
import { fullName, humanize } from "@/src/lib/labels.js";
import { useWhoAmI } from "@/src/session/use-who-am-i.js";
import { useOrganizationId } from "@/src/session/use-organization-id.js";
import { useMembers } from "./api/use-members.js";
import { usePostingSlotValues } from "./api/use-posting-slot-values.js";
import { activeFilterCount, slotNumbers, withoutFilters, type HybridChoice, type JobPostingFilters } from "./job-posting-filters-params.js";

const languages = ["eng", "rus", "ukr", "tgl", "ind", "hin", "pol", "ron", "hrv", "mya", "vie", "zho"];
const stateOptions = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
];
const hybridOptions = [
  { value: "on", label: "Hybrid" },
  { value: "off", label: "Text only" },
];

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

  return (
    <form role="search" aria-label="Filter job postings" className="mb-3 flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
      <SearchBox id="posting-query" query={filters.query} placeholder="Title, rank, vessel…" onSearch={(query) => onChange({ ...filters, query, page: 1 })} />
      <FilterSelect
        name="State"
        any="All"
        value={filters.state}
        options={stateOptions}
        onChange={(state) => onChange({ ...filters, state: state as JobPostingFilters["state"], page: 1 })}
      />
      {/* A pipeline in the URL that is not (or not yet) in the list still shows as chosen. */}
      <FilterSelect
        name="Pipeline"
        any="All pipelines"
        value={filters.pipelineId}
        options={items.map((pipeline) => ({ value: pipeline.id, label: pipeline.name }))}
        labelOf={() => (pipelines.isPending ? "Pipeline…" : "Unknown pipeline")}
        width="max-w-48"
        onChange={(pipelineId) => onChange({ ...filters, pipelineId, page: 1 })}
      />
      <FilterSelect
        name="Language"
        any="Any language"
        value={filters.language}
        options={languages.map((code) => ({ value: code, label: languageNames().of(code) ?? code }))}
        onChange={(language) => onChange({ ...filters, language, page: 1 })}
      />
      <AssigneeSelect filters={filters} onChange={onChange} />
      <FilterSelect
        name="Ranking"
        hint="Hybrid ranks by the words and by similar meaning; text only by the words"
        any="Default"
        value={filters.hybrid}
        options={hybridOptions}
        onChange={(hybrid) => onChange({ ...filters, hybrid: hybrid as HybridChoice, page: 1 })}
      />
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
  const options = [
    { value: "none", label: "Unassigned" },
    ...(me ? [{ value: me.memberId, label: "Me" }] : []),
    ...others.map((member) => ({ value: member.memberId, label: sameName(member) ? `${nameOf(member)} (${member.primaryEmail})` : nameOf(member) })),
  ];
  // A member in the URL that is not (or not yet) among the members still shows as chosen.
  return (
    <FilterSelect
      name="Assignee"
      any="Anyone"
      value={filters.assignee}
      options={options}
      labelOf={() => (members.isPending ? "Member…" : "Unknown member")}
      width="max-w-48"
      onChange={(assignee) => onChange({ ...filters, assignee, page: 1 })}
    />
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
        const options = (values.get(slot) ?? []).map((value) => ({ value, label: humanize(value) }));
        return (
          <FilterSelect
            key={slot}
            name={`Slot ${slot}`}
            any="Any"
            value={filters.slots[slot] ?? ""}
            options={options}
            labelOf={humanize}
            width="max-w-48"
            onChange={(value) => onChange({ ...filters, slots: { ...filters.slots, [slot]: value }, page: 1 })}
          />
        );
      })}
    </>
  );
}
