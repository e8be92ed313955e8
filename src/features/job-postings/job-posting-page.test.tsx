import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { applicationItem, ids, posting, stages } from "../../test/fixtures.js";
import { renderApp } from "../../test/render-app.js";

const path = `/postings/${ids.posting}`;

describe("job posting page", () => {
  it("shows the posting, its stages with counts and its applications", async () => {
    renderApp({ path });
    expect(await screen.findByRole("heading", { name: "Chief Officer — Bulk Carrier" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Interview 1" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Applications" });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Juan0 Dela Cruz" })).toHaveAttribute("href", `/applications/${ids.application}`);
    expect(screen.getAllByText("Chief Officer").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Philippines").length).toBeGreaterThan(0);
  });

  it("a direct visit reads the one posting, without paging through the search", async () => {
    const reads: string[] = [];
    let searches = 0;
    renderApp({
      path,
      handlers: {
        organization: {
          searchJobPostings: () => {
            searches++;
            return { items: [], totalFound: 0n, totalPages: 0n, currentPage: 1n };
          },
        },
        dashboard: {
          getJobPosting: (request: { jobPostingId: string }) => {
            reads.push(request.jobPostingId);
            return { jobPosting: { ...posting, summary: "Read with GetJobPosting" } };
          },
        },
      },
    });
    expect(await screen.findByText("Read with GetJobPosting")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Chief Officer — Bulk Carrier" })).toBeInTheDocument();
    expect(reads).toEqual([ids.posting]);
    expect(searches).toBe(0);
  });

  it("says so when the posting is not found (another organization's, or none)", async () => {
    renderApp({
      path,
      handlers: {
        dashboard: {
          getJobPosting: () => {
            throw new ConnectError(`job posting ${ids.posting} not found`, Code.NotFound);
          },
        },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the posting: Not found");
  });

  it("filters by stage and archived state through the service", async () => {
    const user = userEvent.setup();
    const requests: { pipelineStageIds: string[]; isArchived?: boolean }[] = [];
    renderApp({
      path,
      handlers: {
        dashboard: {
          listJobApplications: (request: { pipelineStageIds: string[]; isArchived?: boolean }) => {
            requests.push(request);
            return { items: [applicationItem(0)], totalCount: 1n, stages };
          },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Interview 1" }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ pipelineStageIds: [ids.stageInterview], isArchived: false }));
    await user.selectOptions(screen.getByLabelText("Show"), "all");
    await waitFor(() => expect(requests.at(-1)?.isArchived).toBeUndefined());
    expect(screen.getByTestId("location")).toHaveTextContent("stage=");
  });

  it("keeps a list of 1,000 applications under 1,400 DOM nodes", async () => {
    const many = Array.from({ length: 1000 }, (_, index) => applicationItem(index));
    const { container } = renderApp({
      path,
      handlers: { dashboard: { listJobApplications: () => ({ items: many, totalCount: 1000n, stages }) } },
    });
    await screen.findByRole("link", { name: "Juan0 Dela Cruz" });
    const nodes = container.querySelectorAll("*").length;
    console.info(`DOM nodes with 1,000 applications: ${nodes}`);
    expect(nodes).toBeLessThan(1400);
    expect(screen.getByRole("heading", { name: "Applications (1000)" })).toBeInTheDocument();
  });

  it("j then Enter opens the candidate", async () => {
    const user = userEvent.setup();
    renderApp({ path });
    await screen.findByRole("link", { name: "Juan0 Dela Cruz" });
    await user.keyboard("jj");
    expect(screen.getByRole("link", { name: "Juan1 Dela Cruz" })).toHaveFocus();
    await user.keyboard("k{Enter}");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/applications/${ids.application}`));
  });
});
