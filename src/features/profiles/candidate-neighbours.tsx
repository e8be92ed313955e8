import { useEffect, useLayoutEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { JobApplicationListItem } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { hasModifier, isTyping } from "@/src/keyboard/is-typing.js";
import { applicationListSearch, hasApplicationListView, readApplicationListView } from "@/src/lib/application-list-view.js";
import { fullName } from "@/src/lib/labels.js";
import { useApplicationNeighbours } from "./api/use-application-neighbours.js";

const linkClass = "rounded px-2 py-1 text-blue-800 hover:bg-slate-100 hover:underline dark:text-blue-300 dark:hover:bg-slate-800";

interface NeighbourLinkProps {
  item: JobApplicationListItem | undefined;
  direction: "Previous" | "Next";
  shortcut: string;
  search: string;
}

function NeighbourLink({ item, direction, shortcut, search }: NeighbourLinkProps) {
  if (!item)
    return (
      <span className="px-2 py-1 text-slate-500 dark:text-slate-400" aria-hidden="true">
        {direction === "Previous" ? "← Previous" : "Next →"}
      </span>
    );
  const name = fullName(item.givenName, item.familyName, item.email);
  return (
    <Link
      to={`/applications/${item.id}${search}`}
      aria-label={`${direction} candidate: ${name}`}
      aria-keyshortcuts={shortcut}
      title={`${name} (${shortcut})`}
      className={linkClass}
    >
      {direction === "Previous" ? <span aria-hidden="true">← </span> : null}
      {direction}
      {direction === "Next" ? <span aria-hidden="true"> →</span> : null}
    </Link>
  );
}

interface Props {
  jobPostingId: string | undefined;
  applicationId: string;
  // Undefined until the profile says whether the application is archived.
  archived: boolean | undefined;
}

// Previous and next candidate of the posting, by link and by k / j, in the list they come from: the
// address carries that list's filters and order (lib/application-list-view.ts), and passes them on. A
// candidate opened from elsewhere moves through the posting's default list, newest first, among the
// archived applications when this one is archived (where the list shows it).
export function CandidateNeighbours({ jobPostingId, applicationId, archived }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromList = hasApplicationListView(params);
  const search = applicationListSearch(params);
  const view = fromList ? readApplicationListView(params) : archived === undefined ? undefined : { stageId: "", archived };
  const { items, previous, next, position, total } = useApplicationNeighbours(jobPostingId, applicationId, view);

  // Read by a listener registered once, and brought up to date before the browser paints: a listener
  // re-registered in an effect after each render would miss a key pressed between the paint that
  // shows the links and that effect. The candidate a key moves from is the one the last key moved to,
  // even when the page has not rendered it yet: pressing k twice quickly moves two candidates back.
  const list = useRef({ items, currentId: applicationId, search });
  useLayoutEffect(() => {
    list.current = { items, currentId: applicationId, search };
  }, [items, applicationId, search]);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || hasModifier(event) || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const step = event.key === "j" ? 1 : event.key === "k" ? -1 : 0;
      if (step === 0) return;
      const { items: loaded, currentId, search: listSearch } = list.current;
      const index = loaded.findIndex((item) => item.id === currentId);
      const target = index === -1 ? undefined : loaded[index + step];
      if (!target) return;
      event.preventDefault();
      list.current = { items: loaded, currentId: target.id, search: listSearch };
      navigate(`/applications/${target.id}${listSearch}`);
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [navigate]);

  return (
    <nav aria-label="Candidates of this posting" className="flex min-h-7 items-center gap-1 text-sm whitespace-nowrap">
      <NeighbourLink item={previous} direction="Previous" shortcut="k" search={search} />
      <span className="min-w-16 text-center tabular-nums text-slate-700 dark:text-slate-300">{position > 0 ? `${position} of ${total}` : ""}</span>
      <NeighbourLink item={next} direction="Next" shortcut="j" search={search} />
    </nav>
  );
}
