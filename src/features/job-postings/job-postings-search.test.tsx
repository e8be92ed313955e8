import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SearchJobPostingsRequest } from "@/gen/rpc/v1/search_pb.js";
import { posting } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

const engineer = {
  ...posting,
  id: "00000000-0000-4000-8000-000000000011",
  title: "Chief Engineer — Tanker",
  shortId: "JP-102",
  slot1FilterValue: ["crude_oil_tanker"],
  slot2FilterValue: ["engine"],
};

function answer(items: object[], totalFound = BigInt(items.length)) {
  return { items, totalFound, totalPages: totalFound === 0n ? 0n : 1n, currentPage: 1n };
}

function renderSearch(path = "/postings", respond: (request: SearchJobPostingsRequest) => unknown = () => answer([posting, engineer])) {
  const requests: SearchJobPostingsRequest[] = [];
  const signals: AbortSignal[] = [];
  renderApp({
    path,
    handlers: {
      organization: {
        // The context is the handler's second argument: its signal aborts when the caller cancels.
        searchJobPostings: (request: SearchJobPostingsRequest, context?: { signal: AbortSignal }) => {
          requests.push(request);
          if (context) signals.push(context.signal);
          return respond(request);
        },
      },
    },
  });
  return { requests, signals };
}

describe("job postings search", () => {
  it("marks the matched words in the title, and shows a summary fragment under it, as text only", async () => {
    renderSearch("/postings?q=cheif+enginer", () =>
      answer([
        { ...engineer, textMatch: "<mark>Chief</mark> <mark>Engineer</mark> — Tanker" },
        {
          ...posting,
          textMatch: '…join a <mark>chief</mark> &lt;b&gt;officer&lt;/b&gt; <img src=x onerror="alert(1)"> team…',
        },
      ]),
    );
    const link = await screen.findByRole("link", { name: "Chief Engineer — Tanker" });
    expect([...link.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Chief", "Engineer"]);

    const row = screen.getByRole("link", { name: "Chief Officer — Bulk Carrier" }).closest("tr") as HTMLElement;
    const fragment = within(row).getByText(/join a/);
    expect(fragment).toHaveTextContent('…join a chief <b>officer</b> <img src=x onerror="alert(1)"> team…');
    expect(within(fragment).getByText("chief").tagName).toBe("MARK");
    expect(row.querySelector("img, b")).toBeNull();
    expect(screen.getByText("Most relevant first")).toBeInTheDocument();
  });

  it("marks the reference when that is what matched", async () => {
    renderSearch("/postings?q=jp-102", () => answer([{ ...engineer, textMatch: "<mark>JP</mark>-<mark>102</mark>" }]));
    const row = (await screen.findByRole("link", { name: "Chief Engineer — Tanker" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("JP").tagName).toBe("MARK");
    expect(within(row).getByRole("link").querySelector("mark")).toBeNull();
  });

  it("searches as you type, once the typing pauses, and cancels the request the next one replaces", async () => {
    const user = userEvent.setup();
    let hold = true;
    const { requests, signals } = renderSearch("/postings", (request) =>
      request.query === "chief" && hold ? new Promise(() => {}) : answer(request.query ? [engineer] : [posting, engineer]),
    );
    await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" });
    const box = screen.getByRole("searchbox", { name: /Search/ });
    await user.type(box, "chief");
    await waitFor(() => expect(requests.at(-1)?.query).toBe("chief"));
    // Typed in one go: one request for the whole word, none for its first letters.
    expect(requests.map((request) => request.query)).toEqual(["", "chief"]);
    expect(screen.getByText("Searching…")).toBeInTheDocument();
    hold = false;
    await user.type(box, " eng");
    await waitFor(() => expect(requests.at(-1)?.query).toBe("chief eng"));
    await waitFor(() => expect(signals[1]?.aborted).toBe(true));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Chief Officer — Bulk Carrier" })).not.toBeInTheDocument());
    expect(screen.getByTestId("location")).toHaveTextContent("/postings?q=chief+eng");
  });

  it("Escape clears the search at once; a second Escape leaves the box", async () => {
    const user = userEvent.setup();
    const { requests } = renderSearch("/postings?q=master&state=open");
    const box = await screen.findByRole("searchbox", { name: /Search/ });
    expect(box).toHaveValue("master");
    box.focus();
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/postings\?state=open$/));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ query: "", states: [1] }));
    await user.keyboard("{Escape}");
    expect(box).not.toHaveFocus();
  });

  it("sends the hybrid choice, and keeps it in the URL", async () => {
    const user = userEvent.setup();
    const { requests } = renderSearch();
    await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" });
    expect(requests.at(-1)).toMatchObject({ enableHybridSearch: false, disableHybridSearch: false });
    await user.selectOptions(screen.getByRole("combobox", { name: "Ranking" }), "Hybrid");
    expect(screen.getByTestId("location")).toHaveTextContent("/postings?hybrid=on");
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ enableHybridSearch: true, disableHybridSearch: false }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Ranking" }), "Text only");
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ enableHybridSearch: false, disableHybridSearch: true }));
  });

  it("offers the slots the postings use as filters, sends the one chosen, and clears every filter", async () => {
    const user = userEvent.setup();
    const { requests } = renderSearch("/postings?state=open&page=2");
    await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" });
    expect(screen.queryByRole("combobox", { name: "Slot 1" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "More filters" }));
    const slot1 = await screen.findByRole("combobox", { name: "Slot 1" });
    expect(
      within(slot1)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Any", "Crude oil tanker"]);
    expect(screen.getByRole("combobox", { name: "Slot 2" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Slot 3" })).not.toBeInTheDocument();
    await user.selectOptions(slot1, "Crude oil tanker");
    expect(screen.getByTestId("location")).toHaveTextContent("/postings?state=open&slot1=crude_oil_tanker");
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ slot1FilterValue: ["crude_oil_tanker"], states: [1], page: 1n }));
    expect(screen.getByRole("button", { name: "Fewer filters (1)" })).toHaveAttribute("aria-expanded", "true");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/postings$/);
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ slot1FilterValue: [], states: [] }));
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });

  it("says how many postings match and which of them the page shows, capped as the service counts", async () => {
    renderSearch("/postings?q=a&page=3", () => ({ items: [posting, engineer], totalFound: 10_000n, totalPages: 400n, currentPage: 3n }));
    expect(await screen.findByText("10,000+ postings")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("51–52 of 10,000 · Page 3 of 400");
  });

  it("names the query when nothing matches", async () => {
    renderSearch("/postings?q=zzzz", () => answer([]));
    expect(await screen.findByText("No job postings match “zzzz” with these filters.")).toBeInTheDocument();
  });
});
