import { useId, useState } from "react";
import type { DocumentExtraction } from "@/gen/rpc/v1/common_pb.js";
import type { Document } from "@/gen/rpc/v1/document_requests_pb.js";
import { fileUrl } from "@/src/lib/transport.js";

// A passport's machine-readable zone: 30 to 44 characters of A-Z, 0-9 and "<" a line, no spaces.
const mrzLine = /^[A-Z0-9<]{30,44}$/;

export function isMrz(snippet: string): boolean {
  const lines = snippet.trim().split(/\s*\n\s*|\s{2,}/);
  return lines.length > 0 && lines.every((line) => mrzLine.test(line));
}

// The quoted text. An MRZ keeps its monospace (its columns are how it is read) and wraps anywhere
// inside the card when the card is narrower than its 44 characters: it has no spaces to wrap at.
function SnippetQuote({ snippet }: { snippet: string }) {
  if (isMrz(snippet)) {
    return (
      <blockquote className="border-l-2 border-slate-300 pl-2 dark:border-slate-600">
        <p className="font-mono text-xs leading-5 whitespace-pre-wrap wrap-anywhere text-slate-800 dark:text-slate-200">{snippet}</p>
      </blockquote>
    );
  }
  return (
    <blockquote className="border-l-2 border-slate-300 pl-2 text-sm italic break-words text-slate-700 dark:border-slate-600 dark:text-slate-300">
      “{snippet}”
    </blockquote>
  );
}

// The document the fact was read from, by the link the service handed out for it (signed, and
// expiring: never built here), opened at the page.
function Source({ extraction, baseUrl, documents }: { extraction: DocumentExtraction; baseUrl: string; documents: Map<string, Document> }) {
  const page = Number(extraction.pageIndex) + 1;
  const document = documents.get(extraction.documentId);
  if (document?.originalUrl) {
    return (
      <p className="text-xs">
        <a
          href={`${fileUrl(baseUrl, document.originalUrl)}#page=${page}`}
          target="_blank"
          rel="noreferrer"
          className="text-blue-800 underline dark:text-blue-300"
        >
          {document.name || "Open the document"}, page {page}
        </a>
      </p>
    );
  }
  return <p className="text-xs text-slate-600 dark:text-slate-400">Page {page} of a document not available here</p>;
}

function Reasoning({ steps }: { steps: string[] }) {
  if (steps.length === 0) return null;
  return (
    <div className="text-xs text-slate-700 dark:text-slate-300">
      <p className="font-medium">Why</p>
      <ol className="mt-0.5 list-decimal space-y-1 pl-5">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

interface EvidenceProps {
  // What the evidence is for ("Date of birth"): part of the button's name, so that a screen reader
  // tells one fold from the next (an aria-label: browsers join hidden text to visible text differently).
  subject: string;
  extraction: DocumentExtraction | undefined;
  baseUrl: string;
  documents: Map<string, Document>;
}

// Where a fact was read (the quoted snippet, the document at its page, the extractor's reasoning),
// folded under the fact so that the page reads as a list of facts. Rendered only when opened: a long
// career would otherwise carry every record's reasoning in the page.
export function Evidence({ subject, extraction, baseUrl, documents }: EvidenceProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!extraction) return <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Not read from a document.</p>;
  const page = Number(extraction.pageIndex) + 1;
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-label={`Evidence: ${subject}, page ${page}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded text-xs font-medium text-blue-800 hover:underline dark:text-blue-300"
      >
        <span aria-hidden="true" className={`inline-block transition-transform ${open ? "rotate-90" : ""}`}>
          ▸
        </span>
        Evidence
      </button>{" "}
      <span className="text-xs text-slate-600 dark:text-slate-400">page {page}</span>
      <div id={id} hidden={!open}>
        {open ? (
          <div className="mt-1.5 min-w-0 space-y-2 rounded bg-slate-50 p-2 dark:bg-slate-900">
            {extraction.snippet ? <SnippetQuote snippet={extraction.snippet} /> : null}
            <Source extraction={extraction} baseUrl={baseUrl} documents={documents} />
            <Reasoning steps={extraction.reasoning} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
