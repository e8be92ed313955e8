interface Props {
  // Applications under the list's filters.
  shown: bigint;
  // Every application of the posting (the header's count), when the posting is loaded.
  ofPosting: bigint | undefined;
  // The stage filter's stage, if any.
  stageName: string | undefined;
  // The archived filter: true archived only, false active only, undefined both.
  archived: boolean | undefined;
}

// Why the list's count differs from the posting's: the header counts every application, archived ones
// included; the list counts those its filters let through.
export function ApplicationsCountNote({ shown, ofPosting, stageName, archived }: Props) {
  if (ofPosting === undefined || shown === ofPosting) return null;
  const reasons: string[] = [];
  if (stageName) reasons.push(`in ${stageName}${archived === undefined ? " only" : ""}`);
  if (archived === false) reasons.push("archived ones hidden");
  if (archived === true) reasons.push("archived ones only");
  const why = reasons.length > 0 ? reasons.join(", ") : "the posting's count above was read a moment earlier";
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Showing {shown.toString()} of the posting's {ofPosting.toString()}: {why}.
    </p>
  );
}
