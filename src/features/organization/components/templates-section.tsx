import { Badge } from "@/src/components/badge.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Section } from "@/src/components/section.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { templateTypeLabel } from "@/src/lib/labels.js";
import { useEmailTemplates } from "../api/use-email-templates.js";

export function TemplatesSection({ organizationId }: { organizationId: string | undefined }) {
  const templates = useEmailTemplates(organizationId);
  return (
    <Section title="Email templates">
      {templates.isError ? (
        <ErrorPanel error={templates.error} what="Could not load email templates" onRetry={() => void templates.refetch()} />
      ) : templates.isPending ? (
        <SkeletonRows rows={4} rowClassName="h-10" label="Loading email templates" />
      ) : (
        <ul className="space-y-2">
          {templates.data.templates.map((template) => (
            <li key={template.templateType}>
              <details className="rounded border border-slate-200 p-2 dark:border-slate-800">
                <summary className="flex cursor-pointer items-center justify-between gap-2 text-sm">
                  <span className="font-medium">{templateTypeLabel(template.templateType)}</span>
                  {template.hasCustomTemplate ? <Badge tone="blue">Custom</Badge> : <Badge>Default</Badge>}
                </summary>
                <p className="mt-2 text-sm font-medium">{template.subject}</p>
                <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap font-sans text-xs text-slate-700 dark:text-slate-300">{template.body}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
