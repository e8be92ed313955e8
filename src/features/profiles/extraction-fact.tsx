import { useState, type ReactNode } from "react";
import type { DocumentExtraction } from "../../../gen/rpc/v1/common_pb.js";
import type { Document } from "../../../gen/rpc/v1/document_requests_pb.js";
import { Country } from "../../components/country.js";
import { DateTime } from "../../components/date-time.js";
import { fileUrl } from "../../lib/transport.js";

function FaceImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="text-slate-600 dark:text-slate-400">Image not available</span>;
  return <img src={src} alt="Face image extracted from the document" width={64} height={64} onError={() => setFailed(true)} className="h-16 w-16 rounded bg-slate-200 object-cover dark:bg-slate-800" />;
}

export function extractionValue(extraction: DocumentExtraction, baseUrl: string): ReactNode {
  const value = extraction.value;
  switch (value.case) {
    case "dateOfBirth":
      return <DateTime value={value.value} dateOnly />;
    case "nationalityIso31661":
    case "countryOfResidenceIso31661":
      return <Country code={value.value} />;
    case "faceImageUrl":
      return <FaceImage src={fileUrl(baseUrl, value.value)} />;
    default:
      return <span className="text-slate-600 dark:text-slate-400">Not extracted</span>;
  }
}

interface Props {
  label: string;
  extraction: DocumentExtraction | undefined;
  baseUrl: string;
  documents: Map<string, Document>;
}

export function Source({ extraction, baseUrl, documents }: { extraction: DocumentExtraction; baseUrl: string; documents: Map<string, Document> }) {
  const page = Number(extraction.pageIndex) + 1;
  const document = documents.get(extraction.documentId);
  if (document?.originalUrl) {
    return (
      <p className="text-xs">
        <a href={`${fileUrl(baseUrl, document.originalUrl)}#page=${page}`} target="_blank" rel="noreferrer" className="text-blue-800 underline dark:text-blue-300">
          {document.name || "Open the document"}, page {page}
        </a>
      </p>
    );
  }
  // Not among the documents this page has names for: link to the document by its id.
  if (extraction.documentId) {
    return (
      <p className="text-xs">
        <a href={`${fileUrl(baseUrl, `/files/documents/${extraction.documentId}`)}#page=${page}`} target="_blank" rel="noreferrer" className="text-blue-800 underline dark:text-blue-300">
          Source document, page {page}
        </a>
      </p>
    );
  }
  return <p className="text-xs text-slate-600 dark:text-slate-400">Page {page} of an unknown document</p>;
}

// The model's reasoning, folded away until asked for.
export function Reasoning({ steps }: { steps: string[] }) {
  if (steps.length === 0) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-xs font-medium text-slate-700 dark:text-slate-300">Why: the extraction's reasoning</summary>
      <ol className="mt-1 list-decimal space-y-1 pl-5 text-xs text-slate-700 dark:text-slate-300">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </details>
  );
}

// One extracted fact with its provenance: the quoted snippet, the page, the model's reasoning and
// the document it came from.
export function ExtractionFact({ label, extraction, baseUrl, documents }: Props) {
  return (
    <div className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</h3>
      </div>
      {extraction && extraction.value.case ? (
        <>
          <div className="mt-1 text-sm font-medium">{extractionValue(extraction, baseUrl)}</div>
          {extraction.snippet ? (
            <blockquote className="mt-2 border-l-2 border-slate-300 pl-2 text-sm italic text-slate-700 dark:border-slate-600 dark:text-slate-300">“{extraction.snippet}”</blockquote>
          ) : null}
          <div className="mt-2">
            <Source extraction={extraction} baseUrl={baseUrl} documents={documents} />
          </div>
          <Reasoning steps={extraction.reasoning} />
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Not extracted from any document yet.</p>
      )}
    </div>
  );
}
