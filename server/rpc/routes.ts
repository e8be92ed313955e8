// Which handler serves which operation. Operations whose issue is not done answer `unimplemented`.
import type { DescMethod } from "@bufbuild/protobuf";
import type { ConnectRouter } from "@connectrpc/connect";
import type { UniversalHandler } from "@connectrpc/connect/protocol";
import { DashboardService } from "../../gen/dashboard/v1/dashboard_service_pb.js";
import { OrganizationService } from "../../gen/rpc/v1/organization_service_pb.js";
import { RootService } from "../../gen/rpc/v1/root_service_pb.js";
import { getEmailReceipt } from "../applications/get-email-receipt.js";
import { getJobApplication } from "../applications/get-job-application.js";
import { listSubmissionsForJobApplication } from "../applications/list-submissions-for-job-application.js";
import { getJobPosting } from "../dashboard/get-job-posting.js";
import { listJobApplications } from "../dashboard/list-job-applications.js";
import { whoAmI } from "../dashboard/who-am-i.js";
import { listCrewDocuments } from "../dashboard/list-crew-documents.js";
import { listDocumentRequestProgress } from "../dashboard/list-document-request-progress.js";
import { listPipelines } from "../dashboard/list-pipelines.js";
import { searchJobPostingsInOrder } from "@/server/dashboard/search-job-postings-in-order.js";
import { getOneDocumentRequest } from "../document-requests/get-one-document-request.js";
import { listDocumentRequests } from "../document-requests/list-document-requests.js";
import { getPipeline } from "../organization/get-pipeline.js";
import { listAdminsOfOrganization } from "../organization/list-admins-of-organization.js";
import { listEmailTemplates } from "../organization/list-email-templates.js";
import { listAvailableRanks } from "../organization/list-available-ranks.js";
import { getCrewProfileCareer } from "../profiles/get-crew-profile-career.js";
import { listCrewProfilesByApplicationIds } from "../profiles/list-crew-profiles-by-application-ids.js";
import { postingIndexOf } from "../search/posting-index.js";
import { searchJobPostings } from "../search/search-job-postings.js";
import { ListDocumentRequestsRequestSchema } from "../../gen/rpc/v1/document_requests_pb.js";
import type { KeyAuthenticator } from "../auth/key-authenticator.js";
import { writePosition } from "../db/write-position.js";
import type { Deps } from "./deps.js";
import { unimplemented } from "./errors.js";
import { fastBrotli, fastGzip } from "./compression.js";
import { cacheResponsesByOrganization } from "./organization-response-cache.js";
import { answerWithRenderedJson } from "./rendered-json-answer.js";

const later = (operation: string, issue: string) => () => {
  throw unimplemented(operation, issue);
};

export interface RouteOptions {
  authenticate: KeyAuthenticator;
  maxRequestBytes: number;
  maxTimeoutMs: number;
}

export function routes(deps: Deps, options: RouteOptions) {
  return (router: ConnectRouter) => {
    router.service(OrganizationService, {
      listCrewProfilesByApplicationIDs: listCrewProfilesByApplicationIds(deps),
      listMatchedCandidatesForJobPosting: later("ListMatchedCandidatesForJobPosting", "it comes with the matching engine"),
      listMatchingJobPostingsForCandidate: later("ListMatchingJobPostingsForCandidate", "it comes with the matching engine"),
      getOneDocumentRequest: getOneDocumentRequest(deps),
      listDocumentRequests: listDocumentRequests(deps),
      waitForSearchSync: later("WaitForSearchSync", "it comes with the ranked search index"),
      getJobApplication: getJobApplication(deps),
      getEmailReceipt: getEmailReceipt(deps),
      listSubmissionsForJobApplication: listSubmissionsForJobApplication(deps),
      listAdminsOfOrganization: listAdminsOfOrganization(deps),
      listEmailTemplates: listEmailTemplates(deps),
      getPipeline: getPipeline(deps),
      searchJobPostings: searchJobPostings(deps, postingIndexOf(deps.db)),
      createManualUpload: later("CreateManualUpload", "it comes with the upload processor"),
      listManualUploads: later("ListManualUploads", "it comes with the upload processor"),
    });
    router.service(RootService, { listAvailableRanks });
    router.service(DashboardService, {
      whoAmI: whoAmI(deps),
      listJobApplications: listJobApplications(deps),
      getJobPosting: getJobPosting(deps),
      getCrewProfileCareer: getCrewProfileCareer(deps),
      listPipelines: listPipelines(deps),
      listCrewDocuments: listCrewDocuments(deps),
      listDocumentRequestProgress: listDocumentRequestProgress(deps),
      searchJobPostingsInOrder: searchJobPostingsInOrder(deps),
    });
    // Wraps the router's handler of one method.
    const wrapHandler = (method: DescMethod, wrap: (handler: UniversalHandler) => UniversalHandler) => {
      const index = router.handlers.findIndex((handler) => handler.method === method);
      router.handlers[index] = wrap(router.handlers[index]!) as (typeof router.handlers)[number];
    };
    // Answers whose JSON the implementation writes itself (rendered-json-answer.ts).
    const rendered = [
      OrganizationService.method.listCrewProfilesByApplicationIDs,
      OrganizationService.method.searchJobPostings,
      DashboardService.method.searchJobPostingsInOrder,
      DashboardService.method.getJobPosting,
      DashboardService.method.listJobApplications,
    ];
    for (const method of rendered) {
      wrapHandler(method, (handler) => answerWithRenderedJson(handler, { br: fastBrotli, gzip: fastGzip }));
    }
    // Every document request of the organization, unpaged by the spec: answered from a cache that
    // any write to the database invalidates (organization-response-cache.ts).
    wrapHandler(OrganizationService.method.listDocumentRequests, (handler) => cacheResponsesByOrganization(handler, {
      requestSchema: ListDocumentRequestsRequestSchema,
      organizationIdOf: (request) => request.organizationId,
      authenticate: options.authenticate,
      writePosition: () => writePosition(deps.db),
      maxRequestBytes: options.maxRequestBytes,
      maxTimeoutMs: options.maxTimeoutMs,
      // Its answers carry signed links (crewAvatarUrl): half their lifetime.
      maxAgeMs: (deps.fileLinks.ttlSeconds * 1000) / 2,
    }));
  };
}
