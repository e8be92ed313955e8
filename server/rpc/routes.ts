// Which handler serves which operation. An operation whose issue is not done answers `unimplemented`
// (errors.ts; ARCHITECTURE.md, "Adding an operation"): none does today.
import type { DescMethod } from "@bufbuild/protobuf";
import type { ConnectRouter } from "@connectrpc/connect";
import type { UniversalHandler } from "@connectrpc/connect/protocol";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import { RootService } from "@/gen/rpc/v1/root_service_pb.js";
import { getEmailReceipt } from "@/server/applications/get-email-receipt.js";
import { getJobApplication } from "@/server/applications/get-job-application.js";
import { listSubmissionsForJobApplication } from "@/server/applications/list-submissions-for-job-application.js";
import { getJobPosting } from "@/server/dashboard/get-job-posting.js";
import { listJobApplications } from "@/server/dashboard/list-job-applications.js";
import { whoAmI } from "@/server/dashboard/who-am-i.js";
import { listCrewDocuments } from "@/server/dashboard/list-crew-documents.js";
import { listDocumentRequestProgress } from "@/server/dashboard/list-document-request-progress.js";
import { listMembers } from "@/server/dashboard/list-members.js";
import { listPipelines } from "@/server/dashboard/list-pipelines.js";
import { searchJobPostingsInOrder } from "@/server/dashboard/search-job-postings-in-order.js";
import { getOneDocumentRequest } from "@/server/document-requests/get-one-document-request.js";
import { listDocumentRequests } from "@/server/document-requests/list-document-requests.js";
import { getPipeline } from "@/server/organization/get-pipeline.js";
import { listAdminsOfOrganization } from "@/server/organization/list-admins-of-organization.js";
import { listEmailTemplates } from "@/server/organization/list-email-templates.js";
import { listAvailableRanks } from "@/server/organization/list-available-ranks.js";
import { getJobPostingMatches } from "@/server/matching/get-job-posting-matches.js";
import { postingMatchListOperations } from "@/server/matching/list-job-posting-matches.js";
import { listMatchingJobPostingsForCandidate } from "@/server/matching/list-matching-job-postings-for-candidate.js";
import { getCrewProfile } from "@/server/profiles/get-crew-profile.js";
import { getCrewProfileCareer } from "@/server/profiles/get-crew-profile-career.js";
import { listCrewProfilesByApplicationIds } from "@/server/profiles/list-crew-profiles-by-application-ids.js";
import { createPostingIndex } from "@/server/search/posting-index.js";
import { searchCrewProfiles } from "@/server/search/search-crew-profiles.js";
import { searchJobPostings } from "@/server/search/search-job-postings.js";
import { createSearchSyncWatcher } from "@/server/search/search-sync-watcher.js";
import { waitForSearchSync } from "@/server/search/wait-for-search-sync.js";
import { createManualUpload } from "@/server/uploads/create-manual-upload.js";
import { listManualUploads } from "@/server/uploads/list-manual-uploads.js";
import type { Deps } from "./deps.js";
import { answerWithRenderedJson } from "./rendered-json-answer.js";

export function routes(deps: Deps) {
  const postingIndex = createPostingIndex(deps.db);
  const searchSync = createSearchSyncWatcher(postingIndex);
  const postingMatchLists = postingMatchListOperations(deps);
  return (router: ConnectRouter) => {
    router.service(OrganizationService, {
      listCrewProfilesByApplicationIDs: listCrewProfilesByApplicationIds(deps),
      listMatchedCandidatesForJobPosting: postingMatchLists.listMatchedCandidatesForJobPosting,
      listMatchingJobPostingsForCandidate: listMatchingJobPostingsForCandidate(deps),
      getOneDocumentRequest: getOneDocumentRequest(deps),
      listDocumentRequests: listDocumentRequests(deps),
      waitForSearchSync: waitForSearchSync(searchSync),
      getJobApplication: getJobApplication(deps),
      getEmailReceipt: getEmailReceipt(deps),
      listSubmissionsForJobApplication: listSubmissionsForJobApplication(deps),
      listAdminsOfOrganization: listAdminsOfOrganization(deps),
      listEmailTemplates: listEmailTemplates(deps),
      getPipeline: getPipeline(deps),
      searchJobPostings: searchJobPostings(deps, postingIndex),
      createManualUpload: createManualUpload(deps),
      listManualUploads: listManualUploads(deps),
    });
    router.service(RootService, { listAvailableRanks });
    router.service(DashboardService, {
      whoAmI: whoAmI(deps),
      listJobApplications: listJobApplications(deps),
      getJobPosting: getJobPosting(deps),
      getCrewProfileCareer: getCrewProfileCareer(deps),
      listPipelines: listPipelines(deps),
      listMembers: listMembers(deps),
      listCrewDocuments: listCrewDocuments(deps),
      listDocumentRequestProgress: listDocumentRequestProgress(deps),
      searchJobPostingsInOrder: searchJobPostingsInOrder(deps, postingIndex),
      searchCrewProfiles: searchCrewProfiles(deps),
      getCrewProfile: getCrewProfile(deps),
      listJobPostingMatches: postingMatchLists.listJobPostingMatches,
      getJobPostingMatches: getJobPostingMatches(deps),
    });
    // Wraps the router's handler of one method.
    const wrapHandler = (method: DescMethod, wrap: (handler: UniversalHandler) => UniversalHandler) => {
      const index = router.handlers.findIndex((handler) => handler.method === method);
      router.handlers[index] = wrap(router.handlers[index]!) as (typeof router.handlers)[number];
    };
    // Answers whose JSON the implementation writes itself or holds in an answer cache
    // (rendered-json-answer.ts, answer-cache.ts).
    const rendered = [
      OrganizationService.method.listCrewProfilesByApplicationIDs,
      OrganizationService.method.listDocumentRequests,
      DashboardService.method.listDocumentRequestProgress,
      OrganizationService.method.listMatchedCandidatesForJobPosting,
      OrganizationService.method.listMatchingJobPostingsForCandidate,
      DashboardService.method.listJobPostingMatches,
      DashboardService.method.getJobPostingMatches,
      DashboardService.method.getCrewProfileCareer,
      OrganizationService.method.getOneDocumentRequest,
    ];
    for (const method of rendered) {
      wrapHandler(method, (handler) => answerWithRenderedJson(handler));
    }
  };
}
