import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { JobApplicationOrder, PipelineStageKind } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { createQueryClient } from "@/src/lib/query-client.js";
import { applicationItem, ids, posting, stages } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

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

  it("says once that a missing posting is not found, with no Retry that cannot help", async () => {
    const notFound = () => {
      throw new ConnectError(`job posting ${ids.posting} not found`, Code.NotFound);
    };
    renderApp({ path, handlers: { dashboard: { getJobPosting: notFound, listJobApplications: notFound } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Job posting not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to job postings" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /^Applications/ })).not.toBeInTheDocument();
  });

  it("says not found for an address whose id is not one, without asking the service", async () => {
    let reads = 0;
    const count = () => {
      reads++;
      return { jobPosting: posting };
    };
    renderApp({ path: "/postings/not-a-posting", handlers: { dashboard: { getJobPosting: count, listJobApplications: count } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Job posting not found" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(reads).toBe(0);
  });

  it("still offers Retry when the posting could not be read for a passing reason", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    renderApp({
      path,
      queryClient,
      handlers: {
        dashboard: {
          getJobPosting: () => {
            if (++calls === 1) throw new ConnectError("connection reset", Code.Unavailable);
            return { jobPosting: posting };
          },
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the posting: Service down");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Chief Officer — Bulk Carrier" })).toBeInTheDocument();
  });

  it("tells stages apart by kind: hired and rejected differ in colour, icon and words", async () => {
    const hired = { ...applicationItem(0), pipelineStageName: "Placed", pipelineStageKind: PipelineStageKind.HIRED };
    const rejected = { ...applicationItem(1), pipelineStageName: "Not suitable", pipelineStageKind: PipelineStageKind.REJECTED };
    const interview = { ...applicationItem(2), pipelineStageName: "Interview", pipelineStageKind: PipelineStageKind.INTERVIEW };
    renderApp({ path, handlers: { dashboard: { listJobApplications: () => ({ items: [hired, rejected, interview], totalCount: 3n, stages }) } } });
    const rowOf = async (name: string) => (await screen.findByRole("link", { name })).closest("li") as HTMLElement;
    const hiredRow = await rowOf("Juan0 Dela Cruz");
    const rejectedRow = await rowOf("Juan1 Dela Cruz");
    expect(hiredRow).toHaveTextContent("Hired: Placed");
    expect(rejectedRow).toHaveTextContent("Rejected: Not suitable");
    // A name that says its kind is not said twice.
    expect(await rowOf("Juan2 Dela Cruz")).not.toHaveTextContent("Interview: Interview");
    const badge = (row: HTMLElement, name: string) => within(row).getByText(name).closest("span") as HTMLElement;
    expect(badge(hiredRow, "Placed").className).not.toBe(badge(rejectedRow, "Not suitable").className);
    expect(badge(hiredRow, "Placed").querySelector("svg path")?.getAttribute("d")).not.toBe(
      badge(rejectedRow, "Not suitable").querySelector("svg path")?.getAttribute("d"),
    );
  });

  it("says why the list counts fewer applications than the posting", async () => {
    const user = userEvent.setup();
    renderApp({
      path,
      handlers: {
        dashboard: {
          getJobPosting: () => ({ jobPosting: { ...posting, nrOfApplications: 5n } }),
          listJobApplications: (request: { pipelineStageIds: string[]; isArchived?: boolean }) =>
            request.pipelineStageIds.length > 0
              ? { items: [applicationItem(0)], totalCount: 1n, stages }
              : request.isArchived === undefined
                ? { items: [0, 1, 2, 3, 4].map(applicationItem), totalCount: 5n, stages }
                : { items: [0, 1, 2].map(applicationItem), totalCount: 3n, stages },
        },
      },
    });
    expect(await screen.findByRole("heading", { name: "Applications (3)" })).toBeInTheDocument();
    expect(screen.getByText("Showing 3 of the posting's 5: archived ones hidden.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Interview 1" }));
    expect(await screen.findByText("Showing 1 of the posting's 5: in Interview, archived ones hidden.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "All stages" }));
    await user.selectOptions(screen.getByLabelText("Show"), "all");
    expect(await screen.findByRole("heading", { name: "Applications (5)" })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it("sorts the applications by when they were made, oldest first on request, through the service", async () => {
    const user = userEvent.setup();
    const orders: JobApplicationOrder[] = [];
    renderApp({
      path,
      handlers: {
        dashboard: {
          listJobApplications: (request: { order: JobApplicationOrder }) => {
            orders.push(request.order);
            const items = [0, 1, 2].map(applicationItem);
            return { items: request.order === JobApplicationOrder.OLDEST_FIRST ? items.reverse() : items, totalCount: 3n, stages };
          },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Applied newest first" }));
    expect(await screen.findByRole("button", { name: "Applied oldest first" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("order=oldest");
    expect(orders).toEqual([JobApplicationOrder.NEWEST_FIRST, JobApplicationOrder.OLDEST_FIRST]);
    await waitFor(() => expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Juan2 Dela Cruz"));
  });

  it("keeps the keyboard on the sort button while the other order loads", async () => {
    const user = userEvent.setup();
    renderApp({
      path,
      handlers: {
        dashboard: {
          listJobApplications: async (request: { order: JobApplicationOrder }) => {
            if (request.order === JobApplicationOrder.OLDEST_FIRST) await new Promise((resolve) => setTimeout(resolve, 50));
            return { items: [0, 1, 2].map(applicationItem), totalCount: 3n, stages };
          },
        },
      },
    });
    (await screen.findByRole("button", { name: "Applied newest first" })).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("button", { name: "Applied oldest first" })).toHaveFocus();
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
    // A candidate opened from this list carries it, so that its previous and next are this list's.
    const search = `?stage=${ids.stageInterview}&archived=all`;
    expect(screen.getByRole("link", { name: "Juan0 Dela Cruz" })).toHaveAttribute("href", `/applications/${ids.application}${search}`);
    screen.getByRole("link", { name: "Juan0 Dela Cruz" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/applications/${ids.application}${search}`));
  });

  it("keeps both of two filter changes made before the page renders again", async () => {
    renderApp({ path });
    const interview = await screen.findByRole("button", { name: "Interview 1" });
    const show = screen.getByLabelText("Show");
    act(() => {
      fireEvent.click(interview);
      fireEvent.change(show, { target: { value: "all" } });
    });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`stage=${ids.stageInterview}`));
    expect(screen.getByTestId("location")).toHaveTextContent("archived=all");
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
