import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { engineRatingsPipeline, engineRatingsPipelineId, ids, pipelines } from "@/src/test/fixtures.js";
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
