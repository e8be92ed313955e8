import { Link, useParams } from "react-router";
import type { DocumentRequestDetailItem } from "@/gen/rpc/v1/document_requests_pb.js";
import { Avatar } from "@/src/components/avatar.js";
import { Badge } from "@/src/components/badge.js";
import { DateTime } from "@/src/components/date-time.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Field, Section } from "@/src/components/section.js";
import { Skeleton, SkeletonRows } from "@/src/components/skeleton.js";
import { fullName } from "@/src/lib/labels.js";
import { fileUrl } from "@/src/lib/transport.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useDocumentRequest } from "./api/use-document-request.js";
import { EmailState } from "./email-state.js";

const sizeFormat = new Intl.NumberFormat(undefined, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });

function RequestItem({ item, baseUrl }: { item: DocumentRequestDetailItem; baseUrl: string }) {
  const document = item.document;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <div className="font-medium">{item.documentTypeName || item.documentTypeCode}</div>
        {item.documentTypeUploadInstruction ? <p className="text-xs text-slate-600 dark:text-slate-400">{item.documentTypeUploadInstruction}</p> : null}
      </div>
      <div className="text-right text-sm">
        {item.isHasUploadedDocuments && document ? (
          <>
            <Badge tone="green">Uploaded</Badge>
            <div className="mt-1">
              {document.originalUrl ? (
                <a href={fileUrl(baseUrl, document.originalUrl)} target="_blank" rel="noreferrer" className="text-blue-800 underline dark:text-blue-300">
                  {document.name || "Open the document"}
                </a>
              ) : (
                document.name
              )}
            </div>
            <div className="text-xs text-slate-600 dark:text-slate-400">
              {sizeFormat.format(Number(document.sizeBytes) / 1000)} · <DateTime value={document.createdAt} />
            </div>
          </>
        ) : item.isHasUploadedDocuments ? (
          <Badge tone="green">Uploaded</Badge>
        ) : (
          <Badge tone="amber">Waiting for upload</Badge>
        )}
      </div>
    </li>
  );
}

export default function DocumentRequestPage() {
  const { requestId } = useParams();
  const { credentials } = useAuth();
  const baseUrl = credentials?.baseUrl ?? "";
  const request = useDocumentRequest(requestId);
  if (request.isError) return <ErrorPanel error={request.error} what="Could not load the document request" onRetry={() => void request.refetch()} />;
  const data = request.data;
  const crewName = data ? fullName(data.crewGivenName, data.crewFamilyName, data.crewPrimaryEmail) : "";

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/document-requests" className="text-blue-800 hover:underline dark:text-blue-300">
          ← Document requests
        </Link>
      </p>
      <div className="mb-4 flex min-h-16 items-center gap-3">
        {data ? (
          <Avatar name={crewName} src={data.crewAvatarUrl ? fileUrl(baseUrl, data.crewAvatarUrl) : undefined} />
        ) : (
          <Skeleton className="h-8 w-8 rounded-full" />
        )}
        <div>
          <h1 className="text-xl font-semibold tracking-tight">{data ? `Documents asked of ${crewName}` : <Skeleton className="h-7 w-72" />}</h1>
          <div className="text-sm text-slate-600 dark:text-slate-400">{data ? data.crewPrimaryEmail : <Skeleton className="mt-1 h-4 w-48" />}</div>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <Section
          title="Requested documents"
          actions={
            data ? (
              data.isAllDocumentRequestItemsHaveUploadedDocuments ? (
                <Badge tone="green">All documents are in</Badge>
              ) : (
                <Badge tone="amber">Some documents are missing</Badge>
              )
            ) : null
          }
        >
          {data ? (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.listOfDocumentRequestItems.map((item) => (
                <RequestItem key={item.id} item={item} baseUrl={baseUrl} />
              ))}
            </ul>
          ) : (
            <SkeletonRows rows={4} rowClassName="h-12" label="Loading the request" />
          )}
        </Section>
        <Section title="Request">
          {data ? (
            <dl className="space-y-3">
              <Field label="Asked by">{fullName(data.memberGivenName, data.memberFamilyName, "Unknown member")}</Field>
              <Field label="Last email">
                <EmailState sentAt={data.emailSentAt} state={data.emailSentState} />
              </Field>
              <Field label="Items">{data.nrOfDocumentItems.toString()}</Field>
              <Field label="Document sets uploaded">{data.nrOfDocumentSets.toString()}</Field>
            </dl>
          ) : (
            <SkeletonRows rows={4} rowClassName="h-9" label="Loading the request" />
          )}
        </Section>
      </div>
    </>
  );
}
