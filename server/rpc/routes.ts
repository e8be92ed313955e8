// Which handler serves which operation. Operations whose issue is not done answer `unimplemented`.
import type { ConnectRouter } from "@connectrpc/connect";
import { DashboardService } from "../../gen/dashboard/v1/dashboard_service_pb.js";
import { OrganizationService } from "../../gen/rpc/v1/organization_service_pb.js";
import { RootService } from "../../gen/rpc/v1/root_service_pb.js";
import { whoAmI } from "../dashboard/who-am-i.js";
import { listAvailableRanks } from "../organization/list-available-ranks.js";
import type { Deps } from "./deps.js";
import { unimplemented } from "./errors.js";

const later = (operation: string, issue: string) => () => {
  throw unimplemented(operation, issue);
};

export function routes(deps: Deps) {
  return (router: ConnectRouter) => {
    router.service(OrganizationService, {
      listCrewProfilesByApplicationIDs: later("ListCrewProfilesByApplicationIDs", "reads"),
      listMatchedCandidatesForJobPosting: later("ListMatchedCandidatesForJobPosting", "it comes with the matching engine"),
      listMatchingJobPostingsForCandidate: later("ListMatchingJobPostingsForCandidate", "it comes with the matching engine"),
      getOneDocumentRequest: later("GetOneDocumentRequest", "reads"),
      listDocumentRequests: later("ListDocumentRequests", "reads"),
      waitForSearchSync: later("WaitForSearchSync", "it comes with the search index"),
      getJobApplication: later("GetJobApplication", "reads"),
      getEmailReceipt: later("GetEmailReceipt", "reads"),
      listSubmissionsForJobApplication: later("ListSubmissionsForJobApplication", "reads"),
      listAdminsOfOrganization: later("ListAdminsOfOrganization", "reads"),
      listEmailTemplates: later("ListEmailTemplates", "reads"),
      getPipeline: later("GetPipeline", "reads"),
      searchJobPostings: later("SearchJobPostings", "reads"),
      createManualUpload: later("CreateManualUpload", "it comes with the upload processor"),
      listManualUploads: later("ListManualUploads", "it comes with the upload processor"),
    });
    router.service(RootService, { listAvailableRanks });
    router.service(DashboardService, {
      whoAmI: whoAmI(deps),
      listJobApplications: later("ListJobApplications", "reads"),
    });
  };
}
