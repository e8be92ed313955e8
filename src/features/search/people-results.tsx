import { Link } from "react-router";
import type { CrewProfileSearchItem } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { Avatar } from "@/src/components/avatar.js";
import { Country } from "@/src/components/country.js";
import { HighlightedText } from "@/src/components/highlighted-text.js";
import { ResultRow, ResultsTable, resultTd as td, resultTh as th, wideOnly as wide } from "@/src/components/results-table.js";
import { certificateLabel, rankLabel, vesselTypeLabel } from "@/src/lib/domain-labels.js";
import { fullName } from "@/src/lib/names.js";
import { parseTextMatch, plainText, type TextMatchPart } from "@/src/lib/text-match.js";
import { fileUrl } from "@/src/lib/transport.js";

interface Props {
  items: CrewProfileSearchItem[];
  // The certificates the search asks for: listed first in each row.
  certificates: string[];
  baseUrl: string;
  activeIndex: number;
  fromKeyboard: boolean;
  onSelect: (index: number) => void;
}

const muted = "text-slate-600 dark:text-slate-400";

// The crew profile's page: the candidate page of their latest application (/crew/:id finds it).
export function personHref(id: string): string {
  return `/crew/${id}`;
}

export function personName(item: Pick<CrewProfileSearchItem, "givenName" | "familyName" | "primaryEmail">): string {
  return fullName(item.givenName, item.familyName, item.primaryEmail || "Unnamed");
}

const same = (a: string, b: string) => a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

// Where the service's matched fragment belongs: the name (in the link), the email, or, for a rank,
// vessel type, nationality or certificate that matched, a line of its own.
function matchOf(item: CrewProfileSearchItem): { name?: TextMatchPart[]; email?: TextMatchPart[]; other?: TextMatchPart[] } {
  if (!item.textMatch) return {};
  const parts = parseTextMatch(item.textMatch);
  if (!parts.some((part) => part.marked)) return {};
  const text = plainText(parts);
  if (same(text, personName(item)) || same(text, fullName(item.familyName, item.givenName, ""))) return { name: parts };
  if (item.primaryEmail && same(text, item.primaryEmail)) return { email: parts };
  return { other: parts };
}

// The first few of a list, and how many more there are.
function FirstOf({ labels, shown = 3 }: { labels: string[]; shown?: number }) {
  if (labels.length === 0) return <span className={muted}>—</span>;
  const rest = labels.length - shown;
  return (
    <ul className="space-y-0.5">
      {labels.slice(0, shown).map((text) => (
        <li key={text}>{text}</li>
      ))}
      {rest > 0 ? <li className={`text-xs ${muted}`}>and {rest} more</li> : null}
    </ul>
  );
}

export function PeopleResults({ items, certificates, baseUrl, activeIndex, fromKeyboard, onSelect }: Props) {
  return (
    // Below the lg breakpoint (tablets) the vessel types and certificates give way to a line under the person.
    <ResultsTable
      caption="People"
      activeIndex={activeIndex}
      fromKeyboard={fromKeyboard}
      head={
        <>
          <th scope="col" className={th}>
            Person
          </th>
          <th scope="col" className={th}>
            Latest rank
          </th>
          <th scope="col" className={th}>
            Nationality
          </th>
          <th scope="col" className={`${th} ${wide}`}>
            Vessel types
          </th>
          <th scope="col" className={`${th} ${wide}`}>
            Certificates
          </th>
          <th scope="col" className={`${th} text-right`}>
            Applications
          </th>
        </>
      }
    >
      {items.map((item, index) => {
        const name = personName(item);
        const match = matchOf(item);
        const vesselTypes = item.vesselTypes.map(vesselTypeLabel);
        // The certificates asked for first: they are why this person is listed.
        const held = [...item.certificateValues].sort((a, b) => Number(certificates.includes(b)) - Number(certificates.includes(a)));
        return (
          <ResultRow key={item.id} index={index} active={index === activeIndex} onSelect={onSelect}>
            <td className={td}>
              <div className="flex min-w-0 items-start gap-3">
                <Avatar name={name} src={item.faceImageUrl ? fileUrl(baseUrl, item.faceImageUrl) : undefined} />
                <div className="min-w-0">
                  <Link to={personHref(item.id)} className="font-medium text-blue-800 hover:underline dark:text-blue-300">
                    {match.name ? <HighlightedText parts={match.name} /> : name}
                  </Link>
                  {item.primaryEmail && item.primaryEmail !== name ? (
                    <div className={`truncate text-xs ${muted}`}>{match.email ? <HighlightedText parts={match.email} /> : item.primaryEmail}</div>
                  ) : null}
                  {match.other ? (
                    <p className="mt-0.5 text-xs text-slate-700 dark:text-slate-300">
                      Matched: <HighlightedText parts={match.other} />
                    </p>
                  ) : null}
                  <p className={`mt-0.5 text-xs lg:hidden ${muted}`}>
                    {[
                      vesselTypes.slice(0, 2).join(", ") + (vesselTypes.length > 2 ? ` and ${vesselTypes.length - 2} more` : ""),
                      held.length === 1 ? "1 certificate" : `${held.length} certificates`,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
              </div>
            </td>
            <td className={td}>{item.latestRank ? rankLabel(item.latestRank) : <span className={muted}>Not known</span>}</td>
            <td className={td}>
              <Country code={item.nationalityIso31661} />
            </td>
            <td className={`${td} ${wide}`}>
              <FirstOf labels={vesselTypes} />
            </td>
            <td className={`${td} ${wide} max-w-72`}>
              <FirstOf labels={held.map(certificateLabel)} />
            </td>
            <td className={`${td} text-right tabular-nums`}>{item.applicationCount.toLocaleString("en-US")}</td>
          </ResultRow>
        );
      })}
    </ResultsTable>
  );
}
