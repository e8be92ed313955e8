import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { DateTime } from "@/src/components/date-time.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { PageHeader } from "@/src/components/page-header.js";
import { Field, Section } from "@/src/components/section.js";
import { Skeleton, SkeletonRows } from "@/src/components/skeleton.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useDocumentSetDocuments } from "./api/use-document-set-documents.js";
import { useEmailReceipt } from "./api/use-email-receipt.js";
import { EmailHtmlFrame } from "./email-html-frame.js";
import { EmailReceiptAttachments } from "./email-receipt-page-attachments.js";

type Body = "html" | "text" | "rich";
const bodies: { id: Body; label: string }[] = [
  { id: "html", label: "HTML" },
  { id: "text", label: "Plain text" },
  { id: "rich", label: "Rich text" },
];

export default function EmailReceiptPage() {
  const { receiptId } = useParams();
  const [params] = useSearchParams();
  const { credentials } = useAuth();
  const receipt = useEmailReceipt(receiptId);
  const attachments = useDocumentSetDocuments(receipt.data?.documentSetId || undefined);
  const [body, setBody] = useState<Body>("html");
  // Opened from an application, the page goes back to it; opened from a link, to the latest
  // application of the crew member the attachments belong to (the candidate page is opened by application).
  const fromApplication = params.get("application");
  const applicationId = fromApplication || attachments.data?.latestJobApplicationId;

  if (receipt.isError) return <ErrorPanel error={receipt.error} what="Could not load the email" onRetry={() => void receipt.refetch()} />;
  const data = receipt.data;

  return (
    <>
      {applicationId ? (
        <p className="mb-2 text-sm">
          <Link to={`/applications/${applicationId}`} className="text-blue-800 hover:underline dark:text-blue-300">
            {fromApplication ? "← Back to the application" : "← The candidate"}
          </Link>
        </p>
      ) : null}
      <PageHeader title={data ? data.emailSubject || "(no subject)" : <Skeleton className="h-7 w-80" />}>
        {data ? data.lineSummary || "Email receipt" : <Skeleton className="h-4 w-64" />}
      </PageHeader>
      <div className="grid items-start gap-4 lg:grid-cols-[20rem_1fr]">
        <div className="grid gap-4">
          <Section title="Envelope">
            {data ? (
              <dl className="space-y-3">
                <Field label="From">{data.emailFrom || "—"}</Field>
                <Field label="To">{data.emailDestination.join(", ") || "—"}</Field>
                <Field label="Received">
                  <DateTime value={data.createdAt} />
                </Field>
              </dl>
            ) : (
              <SkeletonRows rows={3} rowClassName="h-9" label="Loading the email" />
            )}
          </Section>
          <EmailReceiptAttachments documentSetId={data?.documentSetId} documents={attachments} baseUrl={credentials?.baseUrl ?? ""} />
        </div>
        <Section
          title="Message"
          actions={
            <div role="group" aria-label="Body to show" className="flex gap-1">
              {bodies.map((option) => (
                <button
                  key={option.id}
                  type="button"
                  aria-pressed={body === option.id}
                  onClick={() => setBody(option.id)}
                  className={`rounded px-2 py-1 text-xs font-medium ${
                    body === option.id ? "bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900" : "border border-slate-300 dark:border-slate-700"
                  }`}
                >
                  {option.label}
                </button>
              ))}
            </div>
          }
        >
          {!data ? (
            <Skeleton className="h-[28rem] w-full" />
          ) : body === "html" ? (
            data.emailHtml ? (
              <>
                <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">Shown in a sandbox: scripts, forms and remote images are blocked.</p>
                <EmailHtmlFrame html={data.emailHtml} title="HTML body of the email" />
              </>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">This email has no HTML body.</p>
            )
          ) : (
            <pre className="h-[28rem] overflow-auto whitespace-pre-wrap rounded border border-slate-200 p-3 font-sans text-sm dark:border-slate-800">
              {(body === "text" ? data.emailText : data.emailRich) || "This email has no such body."}
            </pre>
          )}
        </Section>
      </div>
    </>
  );
}
