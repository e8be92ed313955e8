import type { TextMatchPart } from "@/src/lib/text-match.js";

// Text with the search's matching words marked; React renders every part as a text node.
export function HighlightedText({ parts }: { parts: TextMatchPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700/70 dark:text-amber-50">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
