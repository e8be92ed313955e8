import { render } from "@testing-library/react";
import { createRouterTransport } from "@connectrpc/connect";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import { RootService } from "@/gen/rpc/v1/root_service_pb.js";
import { AppRoutes } from "@/src/app/app-routes.js";
import { saveCredentials } from "@/src/session/credentials-store.js";
import { createQueryClient } from "@/src/lib/query-client.js";
import * as fx from "./fixtures.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Impl = Record<string, (request: any) => unknown>;

export interface Handlers {
  organization?: Impl;
  dashboard?: Impl;
}

function defaultOrganization() {
  return {
    searchJobPostings: () => ({ items: [fx.posting], totalFound: 1n, totalPages: 1n, currentPage: 1n }),
    getPipeline: () => ({ pipelineId: fx.ids.pipeline, name: "Deck officers", isDefault: true, totalJobPostings: 4n }),
    getJobApplication: () => ({
      id: fx.ids.application,
      jobPostingId: fx.ids.posting,
      givenName: "Juan0",
      familyName: "Dela Cruz",
      email: "juan0@mail.example",
      source: fx.profile.source,
      sourceId: fx.ids.receipt,
      createdAt: fx.ts("2026-11-01T08:00:00Z"),
      lastSubmittedAt: fx.ts("2026-11-02T08:00:00Z"),
    }),
    listCrewProfilesByApplicationIDs: () => ({ items: [fx.profile] }),
    listSubmissionsForJobApplication: () => ({
      items: [
        {
          id: "00000000-0000-4000-8000-0000000000c1",
          submittedAt: fx.ts("2026-11-02T08:00:00Z"),
          documentCount: 3n,
          documentSetId: fx.ids.documentSet,
          applicationId: fx.ids.application,
        },
      ],
    }),
    getEmailReceipt: () => ({
      id: fx.ids.receipt,
      emailFrom: "juan0@mail.example",
      emailDestination: ["jobs@baltic.example"],
      emailSubject: "Application for Chief Officer",
      emailText: "Dear team, please find my CV attached.",
      emailRich: "Dear team, please find my *CV* attached.",
      emailHtml:
        '<p>Dear team</p><script>window.pwned = 1</script><img src="https://tracker.example.com/p.gif"><form action="https://evil.example"><input name="x"></form>',
      lineSummary: "Juan applies for Chief Officer",
      createdAt: fx.ts("2026-11-01T07:59:00Z"),
    }),
    listDocumentRequests: () => ({ items: [fx.documentRequest] }),
    getOneDocumentRequest: () => ({
      ...fx.documentRequest,
      listOfDocumentRequestItems: fx.documentRequest.listOfDocumentRequestItems.map((item, index) => ({
        ...item,
        isHasUploadedDocuments: index === 0,
        document:
          index === 0
            ? {
                id: fx.ids.document,
                name: "passport.pdf",
                contentType: "application/pdf",
                sizeBytes: 120000n,
                originalUrl: "/files/passport.pdf",
                createdAt: fx.ts("2026-11-04T10:00:00Z"),
              }
            : undefined,
      })),
      isAllDocumentRequestItemsHaveUploadedDocuments: false,
    }),
    listAdminsOfOrganization: () => ({
      items: [{ userId: fx.ids.user, givenName: "Rita", familyName: "Recruiter", role: "owner", primaryEmail: "rita@baltic.example" }],
    }),
    listEmailTemplates: () => ({
      templates: [{ organizationId: fx.ids.org, templateType: 1, subject: "Documents needed", body: "Hello", hasCustomTemplate: true }],
    }),
  };
}

function defaultDashboard() {
  return {
    whoAmI: () => fx.whoAmI,
    getJobPosting: () => ({ jobPosting: fx.posting }),
    getCrewProfileCareer: () => fx.career,
    getCrewProfile: () => ({ crewProfile: fx.crewMember }),
    listPipelines: () => fx.pipelines,
    listMembers: () => fx.members,
    listCrewDocuments: () => fx.crewDocuments,
    listDocumentRequestProgress: () => ({ items: [fx.documentRequestProgress] }),
    searchJobPostingsInOrder: () => ({ items: [fx.posting], totalFound: 1n, totalPages: 1n, currentPage: 1n }),
    listJobApplications: () => ({
      items: [fx.applicationItem(0), fx.applicationItem(1), fx.applicationItem(2)],
      totalCount: 3n,
      stages: fx.stages,
      paging: { nextCursor: "" },
    }),
  };
}

export function createTestTransport(handlers: Handlers = {}) {
  return createRouterTransport(({ service }) => {
    service(OrganizationService, { ...defaultOrganization(), ...handlers.organization } as never);
    service(DashboardService, { ...defaultDashboard(), ...handlers.dashboard } as never);
    service(RootService, { listAvailableRanks: () => ({ ranks: [{ id: "1", value: "master", label: "Master" }] }) } as never);
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  path?: string;
  handlers?: Handlers;
  signedIn?: boolean;
  queryClient?: QueryClient;
}

export function renderApp({ path = "/postings", handlers, signedIn = true, queryClient = createQueryClient() }: Options = {}) {
  if (signedIn) saveCredentials({ apiKey: "crew_test_key", baseUrl: "http://localhost:3000", remember: false });
  const transport = createTestTransport(handlers);
  const factory = () => transport;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading page</p>}>
          <AppRoutes transportFactory={factory} />
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
