import { Code, ConnectError } from "@connectrpc/connect";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveCredentials } from "@/src/session/credentials-store.js";
import { createQueryClient } from "@/src/lib/query-client.js";
import { JobPostingOrder } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { JobPostingState } from "@/gen/rpc/v1/common_pb.js";
import { ids, posting, whoAmI } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

describe("job postings page", () => {
  it("lists postings with names, not ids", async () => {
    renderApp();
    const link = await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" });
    const row = link.closest("tr") as HTMLElement;
    expect(within(row).getByText("Open")).toBeInTheDocument();
    expect(await within(row).findByText("Deck officers")).toBeInTheDocument();
    expect(within(row).getByText("English")).toBeInTheDocument();
    expect(within(row).getByText("Rita Recruiter")).toBeInTheDocument();
    expect(within(row).getByText("Chief Officer × 1")).toBeInTheDocument();
    expect(screen.queryByText(/00000000-0000/)).not.toBeInTheDocument();
  });

  it("shows an empty state", async () => {
    renderApp({ handlers: { organization: { searchJobPostings: () => ({ items: [], totalFound: 0n, totalPages: 0n }) } } });
    expect(await screen.findByText("No job postings match these filters.")).toBeInTheDocument();
  });

  it("shows a skeleton while the service is slow", async () => {
    renderApp({ handlers: { organization: { searchJobPostings: () => new Promise(() => {}) } } });
    const skeleton = (await screen.findByText("Loading job postings")).closest('[role="status"]');
    expect(skeleton).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("explains permission_denied in plain words, with no Retry (a key's permissions do not change)", async () => {
    renderApp({
      handlers: {
        organization: {
          searchJobPostings: () => {
            throw new ConnectError("key lacks read access", Code.PermissionDenied);
          },
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No permission");
    expect(alert).toHaveTextContent("permission_denied — key lacks read access");
    expect(within(alert).queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("retries on request when the failure may pass", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    renderApp({
      queryClient,
      handlers: {
        organization: {
          searchJobPostings: () => {
            if (++calls === 1) throw new ConnectError("too slow", Code.DeadlineExceeded);
            return { items: [], totalFound: 0n, totalPages: 0n };
          },
        },
      },
    });
    await user.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No job postings match these filters.")).toBeInTheDocument();
  });

  it("marks pinned postings and says the order the list is in", async () => {
    const other = { ...posting, id: "00000000-0000-4000-8000-000000000011", title: "Second Engineer — Tanker", pinned: false };
    renderApp({ handlers: { organization: { searchJobPostings: () => ({ items: [{ ...posting, pinned: true }, other], totalFound: 2n, totalPages: 1n }) } } });
    const pinnedRow = (await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" })).closest("tr") as HTMLElement;
    expect(within(pinnedRow).getByText("Pinned")).toBeInTheDocument();
    expect(within(screen.getByRole("link", { name: "Second Engineer — Tanker" }).closest("tr") as HTMLElement).queryByText("Pinned")).not.toBeInTheDocument();
    // The service's order is no column's: no header claims it.
    for (const name of ["Created", "Applications", "State"]) expect(screen.getByRole("columnheader", { name })).not.toHaveAttribute("aria-sort");
    expect(screen.getByText("2 postings")).toBeInTheDocument();
    expect(screen.getByText("Pinned first, then newest")).toBeInTheDocument();
  });

  it("after a reload, asks for the postings at once, not after WhoAmI answers", async () => {
    saveCredentials({ apiKey: "crew_test_key", baseUrl: "http://localhost:3000", remember: true, organizationId: ids.org });
    let answerWhoAmI = () => {};
    const whoAmIAnswered = new Promise<void>((resolve) => (answerWhoAmI = resolve));
    const searchedFor: string[] = [];
    renderApp({
      signedIn: false,
      handlers: {
        dashboard: {
          whoAmI: async () => {
            await whoAmIAnswered;
            return whoAmI;
          },
        },
        organization: {
          searchJobPostings: (request: { organizationId: string }) => {
            searchedFor.push(request.organizationId);
            return { items: [posting], totalFound: 1n, totalPages: 1n };
          },
        },
      },
    });
    expect(await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" })).toBeInTheDocument();
    expect(searchedFor).toEqual([ids.org]);
    expect(screen.queryByText("Rita Recruiter", { selector: "header *" })).not.toBeInTheDocument();
    answerWhoAmI();
    expect(await screen.findByText("Rita Recruiter", { selector: "header *" })).toBeInTheDocument();
    expect(searchedFor).toEqual([ids.org]);
  });

  it("after a reload, a key WhoAmI no longer accepts still sends the recruiter to sign in", async () => {
    saveCredentials({ apiKey: "crew_test_key", baseUrl: "http://localhost:3000", remember: true, organizationId: ids.org });
    renderApp({
      signedIn: false,
      handlers: {
        dashboard: {
          whoAmI: async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            throw new ConnectError("API key revoked", Code.Unauthenticated);
          },
        },
      },
    });
    expect(await screen.findByRole("heading", { name: "Sign in to Crew" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/sign-in?next=%2Fpostings&expired=1");
    expect(localStorage.getItem("crew.credentials")).toBeNull();
  });

  it("keeps the organization WhoAmI answered with the key, for the next reload", async () => {
    renderApp();
    await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" });
    await waitFor(() => expect(sessionStorage.getItem("crew.credentials")).toContain(ids.org));
  });

  it("says the service is down on unavailable", async () => {
    renderApp({
      handlers: {
        organization: {
          searchJobPostings: () => {
            throw new ConnectError("connection refused", Code.Unavailable);
          },
        },
      },
    });
    expect(await screen.findByRole("alert", {}, { timeout: 8000 })).toHaveTextContent("Service down");
  }, 15_000);

  it("keeps filters and paging in the URL and sends them to the service", async () => {
    const user = userEvent.setup();
    const requests: { states: number[]; query: string; page: bigint }[] = [];
    renderApp({
      handlers: {
        organization: {
          searchJobPostings: (request: { states: number[]; query: string; page: bigint }) => {
            requests.push(request);
            return { items: [], totalFound: 0n, totalPages: 0n };
          },
        },
      },
    });
    await screen.findByText("No job postings match these filters.");
    await user.selectOptions(screen.getByLabelText("State"), "closed");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/postings?state=closed"));
    await user.type(screen.getByRole("searchbox", { name: /Search/ }), "master");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("q=master"));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ query: "master", states: [2], page: 1n }));
  });

  it("j/k move through the list and Enter opens the posting", async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" });
    await user.keyboard("j");
    expect(screen.getByRole("link", { name: "Chief Officer — Bulk Carrier" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/postings/00000000-0000-4000-8000-000000000010"));
  });

  describe("sorting", () => {
    const quiet = {
      ...posting,
      id: "00000000-0000-4000-8000-000000000012",
      title: "Oiler — Container ship",
      nrOfApplications: 0n,
      state: JobPostingState.CLOSED,
    };
    const rowTitles = () =>
      screen
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getByRole("link").textContent);

    function renderSortable(path = "/postings") {
      const inOrder: { search: { page: bigint; states: number[]; query: string }; order: JobPostingOrder }[] = [];
      const inSearchOrder: unknown[] = [];
      renderApp({
        path,
        handlers: {
          organization: {
            searchJobPostings: (request: unknown) => {
              inSearchOrder.push(request);
              return { items: [posting, quiet], totalFound: 2n, totalPages: 3n, currentPage: 1n };
            },
          },
          dashboard: {
            searchJobPostingsInOrder: (request: (typeof inOrder)[number]) => {
              inOrder.push(request);
              const items = request.order === JobPostingOrder.FEWEST_APPLICATIONS_FIRST ? [quiet, posting] : [posting, quiet];
              return { items, totalFound: 2n, totalPages: 3n, currentPage: request.search.page };
            },
          },
        },
      });
      return { inOrder, inSearchOrder };
    }

    it("sorts by applications from the header, most first, then fewest, then back to the service's order, from page 1 each time", async () => {
      const user = userEvent.setup();
      const { inOrder, inSearchOrder } = renderSortable("/postings?page=2");
      await screen.findByRole("link", { name: "Oiler — Container ship" });
      await user.click(screen.getByRole("button", { name: "Applications" }));
      await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/postings\?sort=applications&dir=desc$/));
      await waitFor(() => expect(inOrder.at(-1)).toMatchObject({ order: JobPostingOrder.MOST_APPLICATIONS_FIRST, search: { page: 1n } }));
      expect(await screen.findByText("Most applications first")).toBeInTheDocument();
      expect(screen.getByRole("columnheader", { name: "Applications" })).toHaveAttribute("aria-sort", "descending");
      expect(screen.getByRole("columnheader", { name: "Created" })).not.toHaveAttribute("aria-sort");

      await user.click(screen.getByRole("button", { name: "Applications" }));
      await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/postings\?sort=applications&dir=asc$/));
      expect(await screen.findByText("Fewest applications first")).toBeInTheDocument();
      expect(screen.getByRole("columnheader", { name: "Applications" })).toHaveAttribute("aria-sort", "ascending");
      await waitFor(() => expect(rowTitles()).toEqual(["Oiler — Container ship", "Chief Officer — Bulk Carrier"]));

      const searchesBefore = inSearchOrder.length;
      await user.click(screen.getByRole("button", { name: "Applications" }));
      await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/postings$/));
      expect(await screen.findByText("Pinned first, then newest")).toBeInTheDocument();
      expect(screen.getByRole("columnheader", { name: "Applications" })).not.toHaveAttribute("aria-sort");
      expect(inSearchOrder.length).toBeGreaterThan(searchesBefore);
    });

    it("sorts by state from the keyboard, open first, keeping the sort button focused", async () => {
      const user = userEvent.setup();
      const { inOrder } = renderSortable();
      await screen.findByRole("link", { name: "Oiler — Container ship" });
      const stateButton = screen.getByRole("button", { name: "State" });
      stateButton.focus();
      await user.keyboard("{Enter}");
      await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/postings?sort=state&dir=asc"));
      await waitFor(() => expect(inOrder.at(-1)?.order).toBe(JobPostingOrder.OPEN_FIRST));
      expect(await screen.findByText("Open first")).toBeInTheDocument();
      expect(screen.getByRole("columnheader", { name: "State" })).toHaveAttribute("aria-sort", "ascending");
      expect(screen.getByRole("button", { name: "State" })).toHaveFocus();
    });

    it("reads the sort from the URL and sends it with the filters and the query", async () => {
      const { inOrder, inSearchOrder } = renderSortable("/postings?q=oiler&state=closed&sort=created&dir=asc");
      await screen.findByRole("link", { name: "Oiler — Container ship" });
      expect(inOrder.at(-1)).toMatchObject({ order: JobPostingOrder.OLDEST_FIRST, search: { query: "oiler", states: [JobPostingState.CLOSED], page: 1n } });
      expect(inSearchOrder).toEqual([]);
      expect(screen.getByText("Oldest first")).toBeInTheDocument();
      expect(screen.getByRole("columnheader", { name: "Created" })).toHaveAttribute("aria-sort", "ascending");
    });
  });
});
