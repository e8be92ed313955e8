import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ids } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";
import { matchedCandidate, profileId } from "./match-fixtures.js";

const picked = [4, 0, 7].map(profileId);
const path = `/postings/${ids.posting}/compare?eligible=1&pick=${picked.join(",")}`;

// Answers in the order asked; candidate 7 failed two hard checks.
function compare(requests: string[][] = []) {
  return (request: { jobPostingId: string; crewProfileIds: string[] }) => {
    requests.push(request.crewProfileIds);
    return {
      items: request.crewProfileIds.map((id) => {
        const index = Number(id.slice(-2));
        return index === 7
          ? matchedCandidate(
              7,
              {},
              {
                eligible: false,
                failureReasons: ["insufficient_experience", "certificates_expired"],
                qualifyingExperienceMonths: 5,
                mainRelevantMonths: 3,
                similarRelevantMonths: 2,
                certificateCount: 2,
                certificates: { held: ["coc_chief_mate", "coc_gmdss_goc"], missing: [], expired: ["cop_basic_training"], expiringDuringContract: [] },
              },
            )
          : matchedCandidate(index);
      }),
    };
  };
}

describe("comparing candidates of a posting", () => {
  it("shows one column per candidate, in the order picked, with the same rows aligned", async () => {
    const requests: string[][] = [];
    renderApp({ path, handlers: { dashboard: { getJobPostingMatches: compare(requests) } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Compare candidates" }, { timeout: 8000 })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "The matches of 3 candidates side by side" });
    expect(requests).toEqual([picked]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => within(header).getByRole("link").textContent),
    ).toEqual(["Maria4 Santos", "Maria0 Santos", "Maria7 Santos"]);
    const row = (name: string) =>
      within(table)
        .getByRole("rowheader", { name: new RegExp(`^${name}`) })
        .closest("tr") as HTMLElement;
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("Score")).toEqual(["Score 83", "Score 95", "Score 74"]);
    expect(cells("Hard checks")[2]).toContain("Less experience than required");
    expect(cells("Hard checks")[2]).toContain("Certificates expired by joining");
    expect(row("Rank")).toHaveTextContent("Required: Chief Officer");
    expect(cells("Qualifying experience")).toEqual(["21 of 12 months", "21 of 12 months", "5 of 12 months"]);
    expect(cells("In rank and similar ranks")[2]).toBe("3 in rank · 2 similar");
    expect(cells("Expired by joining")[2]).toBe("Basic (safety) training – PST, FPFF, EFA, PSSR");
    expect(cells("Missing")).toEqual(["None", "None", "None"]);
    expect(within(table).getAllByText("Applied")).toHaveLength(1);
    // Back to the list as it was left: its filters and the picked candidates.
    expect(screen.getByRole("link", { name: "← Matches of Chief Officer — Bulk Carrier" })).toHaveAttribute(
      "href",
      `/postings/${ids.posting}/matches?eligible=1&pick=${picked.join(",")}`,
    );
  });

  it("removes a candidate from the comparison and from the address", async () => {
    const user = userEvent.setup();
    const requests: string[][] = [];
    renderApp({ path, handlers: { dashboard: { getJobPostingMatches: compare(requests) } } });
    await user.click(await screen.findByRole("button", { name: "Remove Maria0 Santos from the comparison" }, { timeout: 8000 }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`compare?eligible=1&pick=${profileId(4)},${profileId(7)}`));
    expect(await screen.findByRole("table", { name: "The matches of 2 candidates side by side" })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual([profileId(4), profileId(7)]);
  });

  it("says when a picked candidate has no match any more, and when nobody is picked", async () => {
    const { unmount } = renderApp({
      path,
      handlers: { dashboard: { getJobPostingMatches: () => ({ items: [matchedCandidate(4), matchedCandidate(0)] }) } },
    });
    expect(await screen.findByText(/One picked candidate has no match for this posting any more/, {}, { timeout: 8000 })).toBeInTheDocument();
    unmount();
    renderApp({ path: `/postings/${ids.posting}/compare` });
    expect(await screen.findByText(/Nobody is picked/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pick two to four candidates in the posting's matches" })).toHaveAttribute(
      "href",
      `/postings/${ids.posting}/matches`,
    );
  });
});
