import type { CrewDocument } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Section } from "@/src/components/section.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { fileUrl } from "@/src/lib/transport.js";
import type { useDocumentSetDocuments } from "./api/use-document-set-documents.js";

const sizeFormat = new Intl.NumberFormat(undefined, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });

function kindOf(contentType: string): string {
  if (contentType === "application/pdf") return "PDF";
  if (contentType.startsWith("image/")) return `${contentType.slice(6).toUpperCase()} image`;
  return contentType || "File";
}

function Attachment({ document, baseUrl }: { document: CrewDocument; baseUrl: string }) {
  const pages = document.pageCount === 1 ? "1 page" : `${document.pageCount} pages`;
  return (
    <li className="py-2 text-sm">
      {document.originalUrl ? (
        <a
          href={fileUrl(baseUrl, document.originalUrl)}
          target="_blank"
          rel="noreferrer"
          className="break-all font-medium text-blue-800 underline dark:text-blue-300"
        >
          {document.name || "Unnamed document"}
        </a>
      ) : (
        <span className="break-all font-medium">{document.name || "Unnamed document"}</span>
      )}
      <div className="text-xs text-slate-600 dark:text-slate-400">
        {kindOf(document.contentType)} · {pages} · {sizeFormat.format(Number(document.sizeBytes) / 1000)}
      </div>
    </li>
  );
}

interface Props {
  // The receipt's document set; "" when the email came without attachments.
  documentSetId: string | undefined;
  documents: ReturnType<typeof useDocumentSetDocuments>;
  baseUrl: string;
}

// The files the email brought, each opening in a new tab.
export function EmailReceiptAttachments({ documentSetId, documents, baseUrl }: Props) {
  return (
    <Section title="Attachments">
      {documentSetId === "" ? (
        <EmptyState>This email came without attachments.</EmptyState>
      ) : documents.isError ? (
        <ErrorPanel error={documents.error} what="Could not load the attachments" onRetry={() => void documents.refetch()} />
      ) : !documents.data ? (
        <SkeletonRows rows={2} rowClassName="h-9" label="Loading the attachments" />
      ) : documents.data.documents.length === 0 ? (
        <EmptyState>No files were kept from this email.</EmptyState>
      ) : (
        <ul aria-label="Attachments" className="divide-y divide-slate-100 dark:divide-slate-800">
          {documents.data.documents.map((document) => (
            <Attachment key={document.id} document={document} baseUrl={baseUrl} />
          ))}
        </ul>
      )}
    </Section>
  );
}
