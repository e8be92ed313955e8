import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { MatchApplicationFilter } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { ids, neverApplied } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";
import { matchedCandidate, profileId } from "./match-fixtures.js";

const path = `/postings/${ids.posting}/matches`;

interface MatchesRequest {
  jobPostingId: string;
  eligibleOnly: boolean;
  applied: MatchApplicationFilter;
  paging?: { afterCursor: string; beforeCursor: string };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

// Thirty matches in two pages (25 and 5); the second page's previous cursor leads back to the first.
function twoPages(requests: MatchesRequest[] = []) {
  return (request: MatchesRequest) => {
    requests.push(request);
    const second = request.paging?.afterCursor === "cursor-page-2";
    const rows = second ? range(25, 30) : range(0, 25);
    return {
      items: rows.map((index) =>
        index === 1
          ? matchedCandidate(
              1,
              {},
              {
                eligible: false,
                failureReasons: ["certificates_missing", "nationality_not_accepted"],
                certificateCount: 2,
                certificates: { held: ["coc_chief_mate", "cop_basic_training"], missing: ["coc_gmdss_goc"], expired: [], expiringDuringContract: [] },
              },
            )
          : index === 2
            ? matchedCandidate(2, {}, { containsEstimatedMonths: true, needsVerification: ["date_of_birth"], mainRank: false, similarRank: true })
            : matchedCandidate(index),
      ),
      paging: { nextCursor: second ? "" : "cursor-page-2", previousCursor: second ? "cursor-back-1" : "" },
      totalCount: 30n,
      computedAt: timestampFromDate(new Date(Date.now() - 5 * 60_000)),
      recomputePending: false,
    };
  };
}

// The list's own rows (a row holds lists of its own: failed checks, fields to verify).
function rowsOf(list: HTMLElement): HTMLElement[] {
  return within(list)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === list);
}

function pickedNote(): HTMLElement {
  return screen.getByText(/picked for comparison/);
}

function location() {
  return screen.getByTestId("location").textContent ?? "";
}

describe("a posting's matches", () => {
  it("lists the candidates best first, each with the breakdown of their score", async () => {
    renderApp({ path, handlers: { dashboard: { listJobPostingMatches: twoPages() } } });
    expect(await screen.findByRole("heading", { name: "Matches (30)" }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/computed 5 minutes ago/)).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Matches" });
    const rows = rowsOf(list);
    expect(rows).toHaveLength(25);
    expect(screen.getByText("1–25 of 30")).toBeInTheDocument();

    const first = rows[0]!;
    expect(within(first).getByRole("link", { name: "Maria0 Santos" })).toHaveAttribute("href", `/crew/${profileId(0)}`);
    expect(first).toHaveTextContent("Score 95");
    expect(first).toHaveTextContent("Applied");
    expect(first).toHaveTextContent("Chief Officer · Bulk Carrier");
    expect(first).toHaveTextContent("Rank: In rank");
    expect(first).toHaveTextContent("Vessel type: Same vessel type");
    expect(first).toHaveTextContent("21 of 12 months");
    expect(first).toHaveTextContent("18 in rank · 6 similar");
    expect(first).toHaveTextContent("16 confirmed");
    expect(first).toHaveTextContent("20 possible");
    expect(first).toHaveTextContent("30 on the type");
    expect(first).toHaveTextContent("3 of 3 held");
    expect(first).toHaveTextContent("Eligible");
    // The face image is decoration beside the name (alt "").
    expect(first.querySelector("img")).toHaveAttribute("src", "http://localhost:3000/files/face-0.jpg");

    // A failed hard check, in plain words, and what is missing by name.
    const second = rows[1]!;
    expect(second).toHaveTextContent("Not eligible");
    expect(within(second).getByRole("list", { name: "Failed hard checks" })).toHaveTextContent("Required certificates missingNationality not accepted");
    expect(second).toHaveTextContent("2 of 3 held");
    expect(second).toHaveTextContent("Missing: GMDSS General Operator's Certificate");
    expect(second).not.toHaveTextContent("Applied");

    // Estimated months are marked, with a title saying why; a field to verify is not a failure.
    const third = rows[2]!;
    expect(third).toHaveTextContent("Rank: Similar rank");
    const estimated = within(third).getAllByTitle(/^Estimated:/);
    expect(estimated.length).toBeGreaterThan(0);
    expect(estimated[0]).toHaveTextContent("≈about 21");
    expect(within(third).getByRole("list", { name: "To verify" })).toHaveTextContent("Date of birth unknown: check the age");
    expect(third).toHaveTextContent("Eligible");
  });

  it("keeps the filters and the page in the address, and asks the service with them", async () => {
    const user = userEvent.setup();
    const requests: MatchesRequest[] = [];
    renderApp({ path, handlers: { dashboard: { listJobPostingMatches: twoPages(requests) } } });
    await screen.findByRole("heading", { name: "Matches (30)" }, { timeout: 8000 });
    expect(requests.at(-1)).toMatchObject({ jobPostingId: ids.posting, eligibleOnly: false, applied: MatchApplicationFilter.UNSPECIFIED });

    await user.click(screen.getByRole("button", { name: "Next →" }));
    await waitFor(() => expect(location()).toBe(`${path}?after=cursor-page-2&page=2`));
    expect(await screen.findByText("26–30 of 30")).toBeInTheDocument();
    expect(requests.at(-1)?.paging).toMatchObject({ afterCursor: "cursor-page-2", beforeCursor: "" });
    expect(screen.getByRole("button", { name: "Next →" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "← Previous" }));
    await waitFor(() => expect(location()).toBe(`${path}?before=cursor-back-1`));
    expect(requests.at(-1)?.paging).toMatchObject({ afterCursor: "", beforeCursor: "cursor-back-1" });
    expect(await screen.findByText("1–25 of 30")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Eligible only" }));
    await waitFor(() => expect(location()).toBe(`${path}?eligible=1`));
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Not applied");
    await waitFor(() => expect(location()).toBe(`${path}?eligible=1&applied=no`));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ eligibleOnly: true, applied: MatchApplicationFilter.NOT_APPLIED }));
    expect(requests.at(-1)?.paging).toMatchObject({ afterCursor: "", beforeCursor: "" });
  });

  it("opens at the page and filters its address names", async () => {
    const requests: MatchesRequest[] = [];
    renderApp({ path: `${path}?applied=yes&after=cursor-page-2&page=2`, handlers: { dashboard: { listJobPostingMatches: twoPages(requests) } } });
    expect(await screen.findByText("26–30 of 30", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveValue("yes");
    expect(requests[0]).toMatchObject({ applied: MatchApplicationFilter.APPLIED, paging: { afterCursor: "cursor-page-2" } });
  });

  it("picks candidates with the keyboard (j, k, x) and opens the comparison with c", async () => {
    const user = userEvent.setup();
    const compared: string[][] = [];
    renderApp({
      path,
      handlers: {
        dashboard: {
          listJobPostingMatches: twoPages(),
          getJobPostingMatches: (request: { crewProfileIds: string[] }) => {
            compared.push(request.crewProfileIds);
            return { items: request.crewProfileIds.map((id) => matchedCandidate(Number(id.slice(-2)))) };
          },
        },
      },
    });
    await screen.findByRole("heading", { name: "Matches (30)" }, { timeout: 8000 });
    await user.keyboard("jj");
    expect(screen.getByRole("link", { name: "Maria1 Santos" })).toHaveFocus();
    await user.keyboard("x");
    expect(screen.getByRole("checkbox", { name: "Compare Maria1 Santos" })).toBeChecked();
    expect(pickedNote()).toHaveTextContent("1 of 4 picked for comparison: pick at least two");
    // c does nothing with one picked.
    await user.keyboard("c");
    expect(location()).toBe(`${path}?pick=${profileId(1)}`);
    await user.keyboard("jjx");
    expect(screen.getByRole("checkbox", { name: "Compare Maria3 Santos" })).toBeChecked();
    await user.keyboard("kx");
    expect(pickedNote()).toHaveTextContent("3 of 4 picked for comparison");
    // x again drops a candidate.
    await user.keyboard("x");
    expect(screen.getByRole("checkbox", { name: "Compare Maria2 Santos" })).not.toBeChecked();
    await user.keyboard("x");
    // The mouse picks too.
    await user.click(screen.getByRole("checkbox", { name: "Compare Maria5 Santos" }));
    expect(pickedNote()).toHaveTextContent("4 of 4 picked");
    expect(screen.getByRole("checkbox", { name: "Compare Maria6 Santos" })).toBeDisabled();

    await user.keyboard("c");
    const picked = [1, 3, 2, 5].map(profileId);
    await waitFor(() => expect(location()).toBe(`/postings/${ids.posting}/compare?pick=${picked.join(",")}`));
    expect(await screen.findByRole("heading", { level: 1, name: "Compare candidates" })).toBeInTheDocument();
    expect(compared.at(-1)).toEqual(picked);
  });

  it("Enter opens the selected candidate; ] and [ turn the pages", async () => {
    const user = userEvent.setup();
    renderApp({
      path,
      handlers: { dashboard: { listJobPostingMatches: twoPages(), getCrewProfile: () => ({ crewProfile: { ...neverApplied, id: profileId(0) } }) } },
    });
    await screen.findByRole("heading", { name: "Matches (30)" }, { timeout: 8000 });
    await user.keyboard("]");
    await waitFor(() => expect(location()).toBe(`${path}?after=cursor-page-2&page=2`));
    expect(await screen.findByText("26–30 of 30")).toBeInTheDocument();
    await user.keyboard("[[");
    await waitFor(() => expect(location()).toBe(`${path}?before=cursor-back-1`));
    expect(await screen.findByText("1–25 of 30")).toBeInTheDocument();
    await user.keyboard("j");
    // Enter on the focused link follows it, as a link does.
    await user.keyboard("{Enter}");
    await waitFor(() => expect(location()).toBe(`/crew/${profileId(0)}`));
    // Never applied: the crew member page.
    expect(await screen.findByRole("heading", { level: 1, name: "Ivan Petrenko" })).toBeInTheDocument();
  });

  it("says when matches were never computed, when a recompute is on its way, and when filters leave none", async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp({
      path,
      handlers: { dashboard: { listJobPostingMatches: () => ({ items: [], totalCount: 0n, recomputePending: true }) } },
    });
    expect(await screen.findByText("No matches yet: they have not been computed for this posting.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/The matches are being recomputed/)).toHaveAttribute("role", "status");
    unmount();

    renderApp({
      path: `${path}?eligible=1`,
      handlers: {
        dashboard: {
          listJobPostingMatches: (request: MatchesRequest) =>
            request.eligibleOnly
              ? { items: [], totalCount: 0n, computedAt: timestampFromDate(new Date()) }
              : { items: [matchedCandidate(0)], totalCount: 1n, computedAt: timestampFromDate(new Date()) },
        },
      },
    });
    expect(await screen.findByText(/No matches under these filters/, {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show every match" }));
    await waitFor(() => expect(location()).toBe(path));
    expect(await screen.findByRole("link", { name: "Maria0 Santos" })).toBeInTheDocument();
    expect(screen.getByText(/computed just now/)).toBeInTheDocument();
  });

  it("says quietly that the service does not compute matches yet", async () => {
    renderApp({ path });
    expect(await screen.findByText("The service does not compute matches yet.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sits beside the applications, as a tab of the posting", async () => {
    const user = userEvent.setup();
    renderApp({ path: `/postings/${ids.posting}`, handlers: { dashboard: { listJobPostingMatches: twoPages() } } });
    const tabs = await screen.findByRole("navigation", { name: "Posting views" });
    expect(within(tabs).getByRole("link", { name: "Applications" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByRole("list", { name: "Applications" })).toBeInTheDocument();
    await user.click(within(tabs).getByRole("link", { name: "Matches" }));
    expect(await screen.findByRole("list", { name: "Matches" }, { timeout: 8000 })).toBeInTheDocument();
    expect(within(tabs).getByRole("link", { name: "Matches" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 1, name: "Chief Officer — Bulk Carrier" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Applications" })).not.toBeInTheDocument();
  });

  it("lists its shortcuts in the help dialog", async () => {
    const user = userEvent.setup();
    renderApp({ path, handlers: { dashboard: { listJobPostingMatches: twoPages() } } });
    await screen.findByRole("heading", { name: "Matches (30)" }, { timeout: 8000 });
    await user.keyboard("?");
    const dialog = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    expect(dialog).toHaveTextContent("pick the selected candidate for comparison");
    expect(dialog).toHaveTextContent("compare the picked candidates");
    // Keys pressed behind the dialog do nothing to the list.
    await user.keyboard("jx");
    await user.keyboard("{Escape}");
    expect(screen.queryByText(/picked for comparison/)).not.toBeInTheDocument();
  });
});
