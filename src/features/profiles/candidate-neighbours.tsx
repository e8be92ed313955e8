import { useEffect, useLayoutEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import type { JobApplicationListItem } from "../../../gen/dashboard/v1/dashboard_service_pb.js";
import { hasModifier, isTyping } from "../../keyboard/is-typing.js";
import { fullName } from "../../lib/labels.js";
import { useApplicationNeighbours } from "./api/use-application-neighbours.js";

const linkClass = "rounded px-2 py-1 text-blue-800 hover:bg-slate-100 hover:underline dark:text-blue-300 dark:hover:bg-slate-800";

function NeighbourLink({ item, direction, shortcut }: { item: JobApplicationListItem | undefined; direction: "Previous" | "Next"; shortcut: string }) {
  if (!item) return <span className="px-2 py-1 text-slate-500 dark:text-slate-400" aria-hidden="true">{direction === "Previous" ? "← Previous" : "Next →"}</span>;
  const name = fullName(item.givenName, item.familyName, item.email);
  return (
    <Link to={`/applications/${item.id}`} aria-label={`${direction} candidate: ${name}`} aria-keyshortcuts={shortcut} title={`${name} (${shortcut})`} className={linkClass}>
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

// Previous and next candidate of the posting, by link and by k / j (as in the list they come from).
export function CandidateNeighbours({ jobPostingId, applicationId, archived }: Props) {
  const navigate = useNavigate();
  const { previous, next, position, total } = useApplicationNeighbours(jobPostingId, applicationId, archived);

  // Read by a listener registered once, and brought up to date before the browser paints: a listener
  // re-registered in an effect after each render would miss a key pressed between the paint that
  // shows the links and that effect.
  const neighbours = useRef({ next, previous });
  useLayoutEffect(() => {
    neighbours.current = { next, previous };
  }, [next, previous]);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || hasModifier(event) || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const target = event.key === "j" ? neighbours.current.next : event.key === "k" ? neighbours.current.previous : undefined;
      if (!target) return;
      event.preventDefault();
      navigate(`/applications/${target.id}`);
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [navigate]);

  return (
    <nav aria-label="Candidates of this posting" className="flex min-h-7 items-center gap-1 text-sm whitespace-nowrap">
      <NeighbourLink item={previous} direction="Previous" shortcut="k" />
      <span className="min-w-16 text-center tabular-nums text-slate-700 dark:text-slate-300">{position > 0 ? `${position} of ${total}` : ""}</span>
      <NeighbourLink item={next} direction="Next" shortcut="j" />
    </nav>
  );
}
