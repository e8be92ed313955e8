import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { engineRatingsPipeline, engineRatingsPipelineId, ids, kofiMemberId, pipelines } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

describe("job postings pipeline filter", () => {
  it("offers every pipeline of the organization by name, including one no posting on the page uses", async () => {
    const user = userEvent.setup();
    const searches: { filterByPipelineIds?: string[] }[] = [];
    renderApp({
      handlers: {
        dashboard: { listPipelines: () => ({ items: [...pipelines.items, engineRatingsPipeline] }) },
        organization: {
          searchJobPostings: (request: { filterByPipelineIds?: string[] }) => {
            searches.push(request);
            return { items: [], totalFound: 0n, totalPages: 0n };
          },
        },
      },
    });
    const select = await screen.findByRole("combobox", { name: "Pipeline" });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["All pipelines", "Deck officers", "Engine ratings"]),
    );
    await user.selectOptions(select, "Engine ratings");
    expect(screen.getByTestId("location")).toHaveTextContent(`/postings?pipeline=${engineRatingsPipelineId}`);
    expect(select).toHaveValue(engineRatingsPipelineId);
    await waitFor(() => expect(searches.at(-1)?.filterByPipelineIds).toEqual([engineRatingsPipelineId]));
  });

  it("keeps a pipeline from the URL chosen even when the organization's list does not have it", async () => {
    const gone = "00000000-0000-4000-8000-0000000000ff";
    renderApp({ path: `/postings?pipeline=${gone}` });
    const select = await screen.findByRole("combobox", { name: "Pipeline" });
    expect(await within(select).findByRole("option", { name: "Unknown pipeline" })).toBeInTheDocument();
    expect(select).toHaveValue(gone);
    expect(within(select).getByRole("option", { name: "Deck officers" })).toHaveValue(ids.pipeline);
  });
});

describe("job postings assignee filter", () => {
  type AssigneeRequest = { filterByAssigneeIds?: string[]; filterByNoAssignees?: boolean };
  const recording = (searches: AssigneeRequest[]) => ({
    organization: {
      searchJobPostings: (request: AssigneeRequest) => {
        searches.push(request);
        return { items: [], totalFound: 0n, totalPages: 0n };
      },
    },
  });

  it("offers anyone, unassigned, the caller as Me and every other member by name", async () => {
    renderApp();
    const select = await screen.findByRole("combobox", { name: "Assignee" });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Anyone", "Unassigned", "Me", "Kofi Mensah"]),
    );
    expect(within(select).getByRole("option", { name: "Me" })).toHaveValue(ids.member);
    expect(select).toHaveValue("");
  });

  it("puts a chosen member in the URL and in the request", async () => {
    const user = userEvent.setup();
    const searches: AssigneeRequest[] = [];
    renderApp({ handlers: recording(searches) });
    const select = await screen.findByRole("combobox", { name: "Assignee" });
    await within(select).findByRole("option", { name: "Kofi Mensah" });
    await user.selectOptions(select, "Kofi Mensah");
    expect(screen.getByTestId("location")).toHaveTextContent(`/postings?assignee=${kofiMemberId}`);
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ filterByAssigneeIds: [kofiMemberId], filterByNoAssignees: false }));

    await user.selectOptions(select, "Me");
    expect(screen.getByTestId("location")).toHaveTextContent(`/postings?assignee=${ids.member}`);
    await waitFor(() => expect(searches.at(-1)?.filterByAssigneeIds).toEqual([ids.member]));
  });

  it("sends filterByNoAssignees for Unassigned, and Anyone sends neither", async () => {
    const user = userEvent.setup();
    const searches: AssigneeRequest[] = [];
    renderApp({ handlers: recording(searches) });
    const select = await screen.findByRole("combobox", { name: "Assignee" });
    await user.selectOptions(select, "Unassigned");
    expect(screen.getByTestId("location")).toHaveTextContent("/postings?assignee=none");
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ filterByNoAssignees: true, filterByAssigneeIds: [] }));

    // Anyone is the first load's request again (neither filter), answered from the cache: nothing new is sent.
    const sent = searches.length;
    await user.selectOptions(select, "Anyone");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/postings$/);
    expect(searches[0]).toMatchObject({ filterByNoAssignees: false, filterByAssigneeIds: [] });
    expect(searches).toHaveLength(sent);
  });

  it("restores the assignee from a link, and clears it with the other filters", async () => {
    const user = userEvent.setup();
    const searches: AssigneeRequest[] = [];
    renderApp({ path: `/postings?assignee=${kofiMemberId}`, handlers: recording(searches) });
    const select = await screen.findByRole("combobox", { name: "Assignee" });
    await waitFor(() => expect(select).toHaveValue(kofiMemberId));
    expect(within(select).getByRole("option", { name: "Kofi Mensah", selected: true })).toBeInTheDocument();
    await waitFor(() => expect(searches.at(-1)?.filterByAssigneeIds).toEqual([kofiMemberId]));

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/postings$/);
    expect(select).toHaveValue("");
  });

  it("restores Unassigned from a link, the older unassigned=1 included", async () => {
    const searches: AssigneeRequest[] = [];
    renderApp({ path: "/postings?unassigned=1", handlers: recording(searches) });
    const select = await screen.findByRole("combobox", { name: "Assignee" });
    expect(select).toHaveValue("none");
    await waitFor(() => expect(searches.at(-1)?.filterByNoAssignees).toBe(true));
  });

  it("sends the assignee in SearchJobPostingsInOrder too when a column orders the list", async () => {
    const ordered: { search?: AssigneeRequest }[] = [];
    renderApp({
      path: `/postings?assignee=${kofiMemberId}&sort=created&dir=asc`,
      handlers: {
        dashboard: {
          searchJobPostingsInOrder: (request: { search?: AssigneeRequest }) => {
            ordered.push(request);
            return { items: [], totalFound: 0n, totalPages: 0n };
          },
        },
      },
    });
    await waitFor(() => expect(ordered.at(-1)?.search).toMatchObject({ filterByAssigneeIds: [kofiMemberId], filterByNoAssignees: false }));
  });

  it("keeps a member from the URL chosen when the organization's list does not have them", async () => {
    const gone = "00000000-0000-4000-8000-0000000000fe";
    renderApp({ path: `/postings?assignee=${gone}` });
    const select = await screen.findByRole("combobox", { name: "Assignee" });
    expect(await within(select).findByRole("option", { name: "Unknown member" })).toBeInTheDocument();
    expect(select).toHaveValue(gone);
  });
});
