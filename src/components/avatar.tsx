import { useState } from "react";

interface AvatarProps {
  name: string;
  src?: string;
  size?: "sm" | "lg";
}

// A face image when there is one, otherwise initials; fixed size so rows never shift.
export function Avatar({ name, src, size = "sm" }: AvatarProps) {
  const [failed, setFailed] = useState<string | undefined>();
  const box = size === "sm" ? "h-8 w-8 text-xs" : "h-24 w-24 text-2xl";
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={size === "sm" ? 32 : 96}
        height={size === "sm" ? 32 : 96}
        loading="lazy"
        onError={() => setFailed(src)}
        className={`${box} shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-800`}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200`}
    >
      {initials || "?"}
    </span>
  );
}
