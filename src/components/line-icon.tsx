import type { ReactNode } from "react";

// A 12 px line drawing in the text's colour. Decorative: the words beside it carry the meaning.
export function LineIcon({ children, className = "shrink-0" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      width="12"
      height="12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
