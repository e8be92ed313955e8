import { Code, ConnectError } from "@connectrpc/connect";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app.js";

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

  it("explains permission_denied in plain words and retries", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderApp({
      handlers: {
        organization: {
          searchJobPostings: () => {
            calls++;
            if (calls === 1) throw new ConnectError("key lacks read access", Code.PermissionDenied);
            return { items: [], totalFound: 0n, totalPages: 0n };
          },
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No permission");
    expect(alert).toHaveTextContent("permission_denied — key lacks read access");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No job postings match these filters.")).toBeInTheDocument();
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
});
