import { useState, type ReactNode } from "react";
import type { DocumentExtraction } from "@/gen/rpc/v1/common_pb.js";
import type { Document } from "@/gen/rpc/v1/document_requests_pb.js";
import { Country } from "@/src/components/country.js";
import { DateTime } from "@/src/components/date-time.js";
import { fileUrl } from "@/src/lib/transport.js";
import { Evidence } from "./evidence.js";

function FaceImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="text-slate-600 dark:text-slate-400">Image not available</span>;
  return (
    <img
      src={src}
      alt="Face image extracted from the document"
      width={64}
      height={64}
      onError={() => setFailed(true)}
      className="h-16 w-16 rounded bg-slate-200 object-cover dark:bg-slate-800"
    />
  );
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

// One extracted fact: its value, with where it was read folded beneath it.
export function ExtractionFact({ label, extraction, baseUrl, documents }: Props) {
  return (
    <div className="min-w-0 rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</h3>
      {extraction && extraction.value.case ? (
        <>
          <div className="mt-1 text-sm font-medium">{extractionValue(extraction, baseUrl)}</div>
          <Evidence subject={label} extraction={extraction} baseUrl={baseUrl} documents={documents} />
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Not extracted from any document yet.</p>
      )}
    </div>
  );
}
