import { PageHeader } from "@/src/components/page-header.js";
import { Skeleton } from "@/src/components/skeleton.js";
import { useOrganizationId } from "@/src/session/use-organization-id.js";
import { useWhoAmI } from "@/src/session/use-who-am-i.js";
import { AdminsSection } from "./components/admins-section.js";
import { PipelinesSection } from "./components/pipelines-section.js";
import { RanksSection } from "./components/ranks-section.js";
import { TemplatesSection } from "./components/templates-section.js";

export default function OrganizationPage() {
  const whoAmI = useWhoAmI();
  // Stored with the key, so a reload does not wait for WhoAmI before reading the organization.
  const organizationId = useOrganizationId();
  return (
    <>
      <PageHeader title={whoAmI.data ? whoAmI.data.organizationName || "Organization" : <Skeleton className="h-7 w-64" />}>
        Organization settings, as the service holds them.
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminsSection organizationId={organizationId} />
        <TemplatesSection organizationId={organizationId} />
        <PipelinesSection />
        <RanksSection />
      </div>
    </>
  );
}
