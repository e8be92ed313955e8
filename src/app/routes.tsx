import { lazy, Suspense } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { AuthProvider, type TransportFactory } from "@/src/session/auth-context.js";
import { RequireAuth } from "@/src/features/auth/require-auth.js";
import { Layout } from "./layout.js";
import { NotFoundPage } from "./not-found-page.js";
import { RequireIdParam } from "./require-id-param.js";

const SignInPage = lazy(() => import("@/src/features/auth/sign-in-page.js"));
const JobPostingsPage = lazy(() => import("@/src/features/job-postings/job-postings-page.js"));
const JobPostingPage = lazy(() => import("@/src/features/job-postings/job-posting-page.js"));
const PeopleSearchPage = lazy(() => import("@/src/features/search/people-search-page.js"));
const CrewProfilePage = lazy(() => import("@/src/features/profiles/crew-profile-page.js"));
const CrewMemberPage = lazy(() => import("@/src/features/profiles/crew-member-page.js"));
const EmailReceiptPage = lazy(() => import("@/src/features/applications/email-receipt-page.js"));
const DocumentRequestsPage = lazy(() => import("@/src/features/document-requests/document-requests-page.js"));
const DocumentRequestPage = lazy(() => import("@/src/features/document-requests/document-request-page.js"));
const OrganizationPage = lazy(() => import("@/src/features/organization/organization-page.js"));
const MatchesView = lazy(() => import("@/src/features/matching/matches-view.js"));
const ComparePage = lazy(() => import("@/src/features/matching/compare-page.js"));
const CandidateMatchingPostings = lazy(() => import("@/src/features/matching/candidate-matching-postings.js"));
const UploadsPage = lazy(() => import("@/src/features/uploads/uploads-page.js"));

// The candidate page and a crew member's page show the postings they match (the matching feature's section).
function matchingPostings(crewProfileId: string) {
  return (
    <Suspense fallback={null}>
      <CandidateMatchingPostings crewProfileId={crewProfileId} />
    </Suspense>
  );
}

export function createRoutes(transportFactory?: TransportFactory): RouteObject[] {
  return [
    {
      element: (
        <AuthProvider transportFactory={transportFactory}>
          <Outlet />
        </AuthProvider>
      ),
      children: [
        { path: "/sign-in", element: <SignInPage /> },
        {
          element: (
            <RequireAuth>
              <Layout />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <Navigate to="/postings" replace /> },
            { path: "/postings", element: <JobPostingsPage /> },
            {
              path: "/postings/:postingId",
              element: (
                <RequireIdParam name="postingId" thing="job posting">
                  <JobPostingPage />
                </RequireIdParam>
              ),
              // In place of the applications, under the posting's details and tabs.
              children: [{ path: "matches", element: <MatchesView /> }],
            },
            {
              path: "/postings/:postingId/compare",
              element: (
                <RequireIdParam name="postingId" thing="job posting">
                  <ComparePage />
                </RequireIdParam>
              ),
            },
            { path: "/people", element: <PeopleSearchPage /> },
            {
              path: "/crew/:crewProfileId",
              element: (
                <RequireIdParam name="crewProfileId" thing="crew member">
                  <CrewMemberPage matchingPostings={matchingPostings} />
                </RequireIdParam>
              ),
            },
            {
              path: "/applications/:applicationId",
              element: (
                <RequireIdParam name="applicationId" thing="application">
                  <CrewProfilePage matchingPostings={matchingPostings} />
                </RequireIdParam>
              ),
            },
            {
              path: "/email-receipts/:receiptId",
              element: (
                <RequireIdParam name="receiptId" thing="email">
                  <EmailReceiptPage />
                </RequireIdParam>
              ),
            },
            { path: "/document-requests", element: <DocumentRequestsPage /> },
            {
              path: "/document-requests/:requestId",
              element: (
                <RequireIdParam name="requestId" thing="document request">
                  <DocumentRequestPage />
                </RequireIdParam>
              ),
            },
            { path: "/uploads", element: <UploadsPage /> },
            { path: "/organization", element: <OrganizationPage /> },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
