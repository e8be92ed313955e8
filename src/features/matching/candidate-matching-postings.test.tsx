import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { crewMember, ids } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";
import { matchingPosting, postingIdOf, profileId } from "./match-fixtures.js";

interface Request {
  crewProfileId: string;
  paging?: { afterCursor: string; beforeCursor: string };
}

// Seven postings on the first page, one on the second.
function postings(requests: Request[] = []) {
  return (request: Request) => {
    requests.push(request);
    const second = request.paging?.afterCursor === "next";
    return {
      items: second
        ? [matchingPosting(7)]
        : [0, 1, 2, 3, 4, 5, 6].map((index) =>
            index === 1
              ? matchingPosting(1, {}, { eligible: false, failureReasons: ["age_out_of_range"], requiredRank: undefined, mainRank: undefined })
              : matchingPosting(index),
          ),
      paging: { nextCursor: second ? "" : "next", previousCursor: second ? "back" : "" },
    };
  };
}

describe("a candidate's matching postings", () => {
  it("lists the open postings the crew member matches, best first, each linking to its posting", async () => {
    const user = userEvent.setup();
    const requests: Request[] = [];
    renderApp({ path: `/applications/${ids.application}`, handlers: { organization: { listMatchingJobPostingsForCandidate: postings(requests) } } });
    const section = await screen.findByRole("region", { name: "Open postings that fit" }, { timeout: 8000 });
    const list = await within(section).findByRole("list", { name: "Matching postings" });
    expect(requests[0]).toMatchObject({ crewProfileId: ids.profile });
    const rows = () =>
      within(list)
        .getAllByRole("listitem")
        .filter((item) => item.parentElement === list);
    // Five at first, the rest of the page behind a button.
    expect(rows()).toHaveLength(5);
    const first = rows()[0]!;
    expect(within(first).getByRole("link", { name: "Chief Officer, bulk carrier 0" })).toHaveAttribute("href", `/postings/${postingIdOf(0)}`);
    expect(first).toHaveTextContent("Score 90");
    expect(first).toHaveTextContent("Applied");
    expect(first).toHaveTextContent("BA-100 · Chief Officer · Bulk Carrier");
    expect(first).toHaveTextContent("In rank");
    expect(first).toHaveTextContent("21 of 12 months");
    expect(first).toHaveTextContent("Eligible");
    const second = rows()[1]!;
    expect(second).toHaveTextContent("Age outside the posting's limits");
    expect(second).toHaveTextContent("Any rank");
    expect(second).not.toHaveTextContent("Applied");

    await user.click(within(section).getByRole("button", { name: "Show all 7 on this page" }));
    expect(rows()).toHaveLength(7);

    await user.click(within(section).getByRole("button", { name: "Next →" }));
    expect(await within(section).findByRole("link", { name: "Chief Officer, bulk carrier 7" })).toBeInTheDocument();
    expect(requests.at(-1)?.paging).toMatchObject({ afterCursor: "next" });
    expect(within(section).getByText("Page 2")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "← Previous" }));
    await waitFor(() => expect(requests.at(-1)?.paging).toMatchObject({ beforeCursor: "back" }));
  });

  it("says so when the crew member matches no open posting, or when the service does not compute matches", async () => {
    const { unmount } = renderApp({
      path: `/applications/${ids.application}`,
      handlers: { organization: { listMatchingJobPostingsForCandidate: () => ({ items: [], paging: {} }) } },
    });
    expect(await screen.findByText("No open posting matches this crew member yet.", {}, { timeout: 8000 })).toBeInTheDocument();
    unmount();
    renderApp({ path: `/applications/${ids.application}` });
    const section = await screen.findByRole("region", { name: "Open postings that fit" }, { timeout: 8000 });
    expect(await within(section).findByText("The service does not compute matches yet.")).toBeInTheDocument();
    expect(within(section).queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("opening a matched candidate", () => {
  it("goes to the crew member's latest application", async () => {
    renderApp({
      path: `/crew/${profileId(3)}`,
      handlers: { dashboard: { getCrewProfile: () => ({ crewProfile: { ...crewMember, id: profileId(3), latestJobApplicationId: ids.application } }) } },
    });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/applications/${ids.application}`));
    expect(await screen.findByRole("heading", { level: 1, name: "Juan0 Dela Cruz" })).toBeInTheDocument();
  });

  it("says not found for a crew member that is not there", async () => {
    renderApp({ path: "/crew/not-a-profile" });
    expect(await screen.findByRole("heading", { level: 1, name: "Crew member not found" })).toBeInTheDocument();
  });
});
