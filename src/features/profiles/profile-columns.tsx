import type { ReactNode } from "react";

interface Props {
  facts: ReactNode;
  career: ReactNode;
  // Beside them: the application, documents, matching postings.
  aside: ReactNode;
}

// A crew member's page below the summary. Wide: facts and career in the left column, the aside beside
// them. Narrow (one column): the left column dissolves (display: contents) so that the aside comes
// right after the facts, before the long career lists. Columns rather than grid rows, so that nothing
// in one column moves when the other grows.
export function ProfileColumns({ facts, career, aside }: Props) {
  return (
    <div className="flex flex-col gap-4 xl:flex-row xl:items-start">
      <div className="contents xl:flex xl:min-w-0 xl:flex-1 xl:flex-col xl:gap-4">
        <div className="order-1 space-y-4">{facts}</div>
        {/* Last in its column: however long the career turns out, it moves nothing below it. */}
        <div className="order-3 space-y-4 xl:order-2">{career}</div>
      </div>
      <div className="order-2 space-y-4 xl:order-none xl:w-[22rem] xl:shrink-0">{aside}</div>
    </div>
  );
}
