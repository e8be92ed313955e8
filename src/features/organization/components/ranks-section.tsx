import { ErrorPanel } from "@/src/components/error-panel.js";
import { Section } from "@/src/components/section.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { useRanks } from "../api/use-ranks.js";

export function RanksSection() {
  const ranks = useRanks();
  return (
    <Section title="Ranks">
      {ranks.isError ? (
        <ErrorPanel error={ranks.error} what="Could not load the ranks" onRetry={() => void ranks.refetch()} />
      ) : ranks.isPending ? (
        <SkeletonRows rows={6} rowClassName="h-6" label="Loading ranks" />
      ) : (
        <ul className="columns-2 gap-4 text-sm md:columns-3">
          {ranks.data.ranks.map((rank) => (
            <li key={rank.id} className="break-inside-avoid py-0.5">
              {rank.label}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
