import { Skeleton, SkeletonRows } from "@/src/components/skeleton.js";

export function PageSkeleton() {
  return (
    <div>
      <Skeleton className="mb-2 h-7 w-64" />
      <Skeleton className="mb-6 h-4 w-96 max-w-full" />
      <SkeletonRows rows={10} />
    </div>
  );
}
