interface SkeletonProps {
  className?: string;
}

// A grey block with the size of what it stands for, so nothing moves when the data arrives.
export function Skeleton({ className = "h-4 w-full" }: SkeletonProps) {
  return <span aria-hidden="true" className={`block animate-pulse rounded bg-slate-200 dark:bg-slate-800 ${className}`} />;
}

interface SkeletonRowsProps {
  rows?: number;
  rowClassName?: string;
  label?: string;
}

export function SkeletonRows({ rows = 8, rowClassName = "h-12", label = "Loading" }: SkeletonRowsProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-1" data-testid="skeleton">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={`w-full ${rowClassName}`} />
      ))}
    </div>
  );
}
