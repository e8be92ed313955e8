// The crew member's documents at a glance: a thumbnail of each (its first page), its name, type and
// size, opening the original in a new tab through its signed link. A document without a thumbnail
// (the service could not draw one) shows its type instead.
import type { Document } from "@/gen/rpc/v1/document_requests_pb.js";
import { Section } from "@/src/components/section.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { formatBytes } from "@/src/lib/file-size.js";
import { fileUrl } from "@/src/lib/transport.js";

interface Props {
  documents: Map<string, Document>;
  baseUrl: string;
  pending: boolean;
}

// What the type is called on a card without a picture, and beside the size.
function typeLabel(contentType: string): string {
  if (contentType === "application/pdf") return "PDF";
  const image = /^image\/(.+)$/.exec(contentType)?.[1];
  if (image) return image === "jpeg" ? "JPEG" : image.toUpperCase();
  return contentType || "File";
}

export function CrewDocuments({ documents, baseUrl, pending }: Props) {
  const list = [...documents.values()].sort((a, b) => Number(b.createdAt?.seconds ?? 0n) - Number(a.createdAt?.seconds ?? 0n) || a.name.localeCompare(b.name));
  return (
    <Section title={`Documents${list.length > 0 ? ` (${list.length})` : ""}`}>
      {pending && list.length === 0 ? (
        <SkeletonRows rows={2} rowClassName="h-16" label="Loading the documents" />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No documents yet.</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2" aria-label="Documents">
          {list.map((document) => (
            <li key={document.id}>
              <a
                href={fileUrl(baseUrl, document.originalUrl)}
                target="_blank"
                rel="noreferrer"
                className="group block rounded-md border border-slate-200 p-1.5 hover:border-blue-500 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700"
              >
                <span className="flex aspect-[3/4] items-center justify-center overflow-hidden rounded bg-slate-100 dark:bg-slate-800">
                  {document.thumbnailUrl ? (
                    <img src={fileUrl(baseUrl, document.thumbnailUrl)} alt="" loading="lazy" className="h-full w-full object-contain" />
                  ) : (
                    <span className="text-xs font-semibold text-slate-600 dark:text-slate-300">{typeLabel(document.contentType)}</span>
                  )}
                </span>
                <span className="mt-1 block truncate text-xs font-medium text-blue-800 group-hover:underline dark:text-blue-300" title={document.name}>
                  {document.name}
                </span>
                <span className="block text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {typeLabel(document.contentType)} · {formatBytes(Number(document.sizeBytes))}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
