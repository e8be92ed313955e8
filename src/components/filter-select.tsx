import { useId } from "react";
import { filterControl, filterLabel } from "./filter-controls.js";

export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  // The label above the select.
  name: string;
  // Said when hovering the label: what the choice means, when its name does not say it.
  hint?: string;
  // The first option, the empty value: no filter.
  any: string;
  value: string;
  options: readonly FilterOption[];
  // How to name a chosen value the options do not have (one from the address, or a list still loading).
  // Without it none is added: the values are checked where the address is read.
  labelOf?: (value: string) => string;
  // A Tailwind max-width for a select whose labels can be long.
  width?: string;
  onChange: (value: string) => void;
}

// One of a search page's filter selects: a label over "any" and the choices.
export function FilterSelect({ name, hint, any, value, options, labelOf, width, onChange }: Props) {
  const id = useId();
  const unknown = labelOf !== undefined && value !== "" && !options.some((option) => option.value === value);
  return (
    <div>
      <label htmlFor={id} className={filterLabel} title={hint}>
        {name}
      </label>
      <select id={id} value={value} className={[filterControl, "mt-1", width].filter(Boolean).join(" ")} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {unknown ? <option value={value}>{labelOf(value)}</option> : null}
      </select>
    </div>
  );
}
