import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import type { SearchCrewProfilesRequest } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { createQueryClient } from "@/src/lib/query-client.js";
import { ids, ts } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

const maria = {
  id: ids.profile,
  givenName: "Maria",
  familyName: "Santos",
  primaryEmail: "maria.santos@mail.example",
  nationalityIso31661: "PH",
  latestRank: "chief_officer",
  rankValues: ["chief_officer", "second_officer"],
  vesselTypes: ["bulk_carrier_capesize", "crude_oil_tanker", "container_ship", "lng_carrier"],
  certificateValues: ["coc_chief_mate", "coc_gmdss_goc", "cop_basic_training", "med_seafarer_medical"],
  textMatch: "",
  faceImageUrl: "/files/uploads/f1/derived/face.jpg",
  createdAt: ts("2026-10-01T08:00:00Z"),
  applicationCount: 3n,
};

const ivan = {
  id: "00000000-0000-4000-8000-000000000051",
  givenName: "Ivan",
  familyName: "Petrenko",
  primaryEmail: "",
  nationalityIso31661: "UA",
  latestRank: "",
  rankValues: [],
  vesselTypes: [],
  certificateValues: [],
  textMatch: "",
  faceImageUrl: "",
  createdAt: ts("2026-09-01T08:00:00Z"),
  applicationCount: 0n,
};

function answer(items: object[], { totalFound = BigInt(items.length), totalFoundCapped = false, nextCursor = "", previousCursor = "" } = {}) {
  return { items, totalFound, totalFoundCapped, paging: { nextCursor, previousCursor } };
}

type Respond = (request: SearchCrewProfilesRequest) => unknown;

function renderPeople(path = "/people", respond: Respond = () => answer([maria, ivan]), queryClient = createQueryClient()) {
  const requests: SearchCrewProfilesRequest[] = [];
  const signals: AbortSignal[] = [];
  renderApp({
    path,
    queryClient,
    handlers: {
      dashboard: {
        // The context is the handler's second argument: its signal aborts when the caller cancels.
        searchCrewProfiles: (request: SearchCrewProfilesRequest, context?: { signal: AbortSignal }) => {
          requests.push(request);
          if (context) signals.push(context.signal);
          return respond(request);
        },
      },
    },
  });
  return { requests, signals };
}

// The first render loads the page's lazy chunk: slow on a busy machine.
const firstLoad = { timeout: 8000 };
const location = () => screen.getByTestId("location");
const row = (name: string) => screen.getByRole("link", { name }).closest("tr") as HTMLElement;

describe("people search", () => {
  it("lists people with their face, latest rank, nationality, vessel types, certificates and applications", async () => {
    const { requests } = renderPeople();
    await screen.findByRole("link", { name: "Maria Santos" }, firstLoad);
    expect(screen.getByRole("heading", { level: 1, name: "People" })).toBeInTheDocument();
    expect(screen.getByText("2 people")).toBeInTheDocument();
    expect(screen.getByText("Newest first")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ query: "", rankValues: [], certificateValues: [], pageSize: 25, paging: { afterCursor: "", beforeCursor: "" } });

    const first = within(row("Maria Santos"));
    expect(row("Maria Santos").querySelector("img")).toHaveAttribute("src", "http://localhost:3000/files/uploads/f1/derived/face.jpg");
    expect(first.getByText("maria.santos@mail.example")).toBeInTheDocument();
    expect(first.getByRole("cell", { name: "Chief Officer" })).toBeInTheDocument();
    expect(first.getByText("Philippines")).toBeInTheDocument();
    expect(first.getByText("Bulk Carrier – Capesize")).toBeInTheDocument();
    // Three of each, and how many more.
    expect(first.getAllByText("and 1 more", { selector: "li" })).toHaveLength(2);
    expect(first.getByText("CoC Chief Mate – ships of 3000 GT or more")).toBeInTheDocument();
    expect(first.getByRole("cell", { name: "3" })).toBeInTheDocument();

    // No face: initials instead of an image; nothing known: a dash, not a blank.
    const second = within(row("Ivan Petrenko"));
    expect(row("Ivan Petrenko").querySelector("img")).toBeNull();
    expect(second.getByText("IP")).toBeInTheDocument();
    expect(second.getByText("Not known")).toBeInTheDocument();
    expect(second.getByText("Ukraine")).toBeInTheDocument();
    expect(second.getByRole("cell", { name: "0" })).toBeInTheDocument();
  });

  it("marks the matched words in the name, and what else matched on a line of its own, as text only", async () => {
    renderPeople("/people?q=mria+santso", () =>
      answer([
        { ...maria, textMatch: "<mark>Maria</mark> <mark>Santos</mark>" },
        { ...ivan, textMatch: '<mark>GMDSS</mark> General Operator&#39;s Certificate <img src=x onerror="alert(1)">' },
      ]),
    );
    const link = await screen.findByRole("link", { name: "Maria Santos" }, firstLoad);
    expect([...link.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Maria", "Santos"]);
    expect(screen.getByText("Most relevant first")).toBeInTheDocument();

    const other = row("Ivan Petrenko");
    expect(within(other).getByRole("link").querySelector("mark")).toBeNull();
    const fragment = within(other).getByText(/^Matched:/);
    expect(fragment).toHaveTextContent(`Matched: GMDSS General Operator's Certificate <img src=x onerror="alert(1)">`);
    expect(within(fragment).getByText("GMDSS").tagName).toBe("MARK");
    expect(other.querySelector("img")).toBeNull();
  });

  it("searches as you type, once the typing pauses, and cancels the request the next one replaces", async () => {
    const user = userEvent.setup();
    let hold = true;
    const { requests, signals } = renderPeople("/people", (request) =>
      request.query === "santos" && hold ? new Promise(() => {}) : answer(request.query ? [maria] : [maria, ivan]),
    );
    await screen.findByRole("link", { name: "Ivan Petrenko" }, firstLoad);
    const box = screen.getByRole("searchbox", { name: /Search/ });
    await user.type(box, "santos");
    await waitFor(() => expect(requests.at(-1)?.query).toBe("santos"));
    // Typed in one go: one request for the whole word, none for its first letters.
    expect(requests.map((request) => request.query)).toEqual(["", "santos"]);
    expect(screen.getByText("Searching…")).toBeInTheDocument();
    hold = false;
    await user.type(box, " mar");
    await waitFor(() => expect(requests.at(-1)?.query).toBe("santos mar"));
    await waitFor(() => expect(signals[1]?.aborted).toBe(true));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Ivan Petrenko" })).not.toBeInTheDocument());
    expect(location()).toHaveTextContent("/people?q=santos+mar");
  });

  it("puts the filters in the address and the request, certificates every one, and clears them", async () => {
    const user = userEvent.setup();
    const { requests } = renderPeople("/people?q=santos");
    await screen.findByRole("link", { name: "Maria Santos" }, firstLoad);

    await user.selectOptions(screen.getByRole("combobox", { name: "Rank" }), "Chief Officer");
    expect(location()).toHaveTextContent("/people?q=santos&rank=chief_officer");
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ query: "santos", rankValues: ["chief_officer"] }));

    await user.selectOptions(screen.getByRole("combobox", { name: "Vessel type" }), "Bulk Carrier");
    await user.selectOptions(screen.getByRole("combobox", { name: "Nationality" }), "Philippines");
    expect(location()).toHaveTextContent("/people?q=santos&rank=chief_officer&vessel=bulk_carrier&nationality=PH");
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ vesselTypes: ["bulk_carrier"], nationalitiesIso31661: ["PH"] }));

    // Certificates: every one ticked must be held.
    await user.click(screen.getByRole("button", { name: "Certificates" }));
    const checklist = screen.getByRole("group", { name: /Holds every certificate ticked/ });
    await user.type(within(checklist).getByRole("textbox", { name: "Find a certificate" }), "gmdss");
    expect(within(checklist).getAllByRole("checkbox")).toHaveLength(2);
    await user.click(within(checklist).getByRole("checkbox", { name: "GMDSS General Operator's Certificate" }));
    await user.clear(within(checklist).getByRole("textbox", { name: "Find a certificate" }));
    await user.click(within(checklist).getByRole("checkbox", { name: "Seafarer medical fitness certificate" }));
    expect(location()).toHaveTextContent("&cert=coc_gmdss_goc&cert=med_seafarer_medical");
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ certificateValues: ["coc_gmdss_goc", "med_seafarer_medical"] }));
    expect(screen.getByRole("button", { name: "Certificates (2)" })).toHaveAttribute("aria-expanded", "true");

    const chosen = screen.getByRole("list", { name: "Certificates held, every one" });
    await user.click(within(chosen).getByRole("button", { name: "Remove GMDSS General Operator's Certificate" }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ certificateValues: ["med_seafarer_medical"] }));

    const sent = requests.length;
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(location()).toHaveTextContent(/^\/people\?q=santos$/);
    // The first answer again, from the cache: nothing new is sent.
    expect(requests).toHaveLength(sent);
    expect(screen.getByRole("combobox", { name: "Rank" })).toHaveValue("");
    expect(screen.queryByRole("list", { name: "Certificates held, every one" })).not.toBeInTheDocument();
    expect(requests[0]).toMatchObject({ query: "santos", rankValues: [], vesselTypes: [], nationalitiesIso31661: [], certificateValues: [] });
  });

  it("reads a search from the address, dropping values the service would refuse", async () => {
    const { requests } = renderPeople("/people?q=ab&rank=master&vessel=Bad%20Value&nationality=gr&cert=coc_master&cert=coc_master&cert=x%2Fy");
    await screen.findByRole("link", { name: "Maria Santos" }, firstLoad);
    expect(requests[0]).toMatchObject({
      query: "ab",
      rankValues: ["master"],
      vesselTypes: [],
      nationalitiesIso31661: ["GR"],
      certificateValues: ["coc_master"],
    });
    expect(screen.getByRole("searchbox", { name: /Search/ })).toHaveValue("ab");
    expect(screen.getByRole("combobox", { name: "Rank" })).toHaveValue("master");
    expect(screen.getByRole("combobox", { name: "Nationality" })).toHaveValue("GR");
    expect(screen.getByRole("list", { name: "Certificates held, every one" })).toHaveTextContent("CoC Master – ships of 3000 GT or more");
  });

  it("pages with the service's cursors, both ways, by button and by key; the cursor is in the address", async () => {
    const user = userEvent.setup();
    const { requests } = renderPeople("/people?q=a", (request) =>
      request.paging?.afterCursor === "c2"
        ? // The count's cap reached exactly, not passed (say, after deletes): no "+".
          answer([ivan], { totalFound: 1_000n, nextCursor: "c3", previousCursor: "p1" })
        : answer([maria], { totalFound: 1_000n, totalFoundCapped: true, nextCursor: "c2" }),
    );
    await screen.findByRole("link", { name: "Maria Santos" }, firstLoad);
    expect(screen.getAllByText("1,000+ people")).not.toHaveLength(0);
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(pages).toHaveTextContent("1–1 of 1,000+ people");
    expect(within(pages).getByRole("button", { name: "Previous page" })).toBeDisabled();

    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    expect(location()).toHaveTextContent("/people?q=a&after=c2&page=2");
    await screen.findByRole("link", { name: "Ivan Petrenko" });
    expect(requests.at(-1)?.paging).toMatchObject({ afterCursor: "c2", beforeCursor: "" });
    expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("26–26 of 1,000 people");

    await user.keyboard("[[");
    expect(location()).toHaveTextContent("/people?q=a&before=p1");
    await waitFor(() => expect(requests.at(-1)?.paging).toMatchObject({ afterCursor: "", beforeCursor: "p1" }));
    await screen.findByRole("link", { name: "Maria Santos" });

    // A new search starts again at the first page.
    await user.keyboard("]");
    expect(location()).toHaveTextContent("/people?q=a&after=c2&page=2");
    await screen.findByRole("link", { name: "Ivan Petrenko" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Rank" }), "Master");
    expect(location()).toHaveTextContent(/^\/people\?q=a&rank=master$/);
  });

  it("opens a profile by its link", async () => {
    const user = userEvent.setup();
    renderPeople();
    await user.click(await screen.findByRole("link", { name: "Maria Santos" }, firstLoad));
    // /crew/:id opens the person's latest application.
    await waitFor(() => expect(location()).toHaveTextContent(`/applications/${ids.application}`), firstLoad);
  });

  it("moves through the results with j and k, and Enter opens the selected person", async () => {
    const user = userEvent.setup();
    renderPeople();
    await screen.findByRole("link", { name: "Ivan Petrenko" }, firstLoad);
    await user.keyboard("jj");
    expect(screen.getByRole("link", { name: "Ivan Petrenko" })).toHaveFocus();
    await user.keyboard("k");
    expect(screen.getByRole("link", { name: "Maria Santos" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(location()).toHaveTextContent(/^\/(crew|applications)\//), firstLoad);
  });

  it("says so when the service does not search people yet, and keeps the search usable", async () => {
    renderApp({ path: "/people?q=santos" });
    expect(await screen.findByText("People search is not available yet.", {}, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: /Search/ })).toHaveValue("santos");
    expect(screen.getByRole("combobox", { name: "Rank" })).toBeEnabled();
  });

  it("shows an error with a retry, and the results once the retry answers", async () => {
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    let fail = true;
    renderPeople(
      "/people",
      () => {
        if (fail) throw new ConnectError("database is down", Code.Unavailable);
        return answer([maria]);
      },
      queryClient,
    );
    const alert = await screen.findByRole("alert", undefined, firstLoad);
    expect(alert).toHaveTextContent("Could not search people: Service down");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "Maria Santos" })).toBeInTheDocument();
  });

  it("offers the first page again when an old link's cursor is refused", async () => {
    const user = userEvent.setup();
    const { requests } = renderPeople("/people?q=santos&after=stale&page=4", (request) => {
      if (request.paging?.afterCursor) throw new ConnectError("the cursor has expired", Code.InvalidArgument);
      return answer([maria]);
    });
    await user.click(await screen.findByRole("button", { name: "Start again from the first page" }, firstLoad));
    expect(location()).toHaveTextContent(/^\/people\?q=santos$/);
    expect(await screen.findByRole("link", { name: "Maria Santos" })).toBeInTheDocument();
    expect(requests.at(-1)?.paging).toMatchObject({ afterCursor: "", beforeCursor: "" });
  });

  it("names the search when nobody matches, and offers to clear the filters", async () => {
    const user = userEvent.setup();
    renderPeople("/people?q=zzzz&rank=master", (request) => answer(request.rankValues.length > 0 ? [] : [maria]));
    expect(await screen.findByText(/Nobody matches “zzzz” with these filters\./, {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText("0 people")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Search without the filters" }));
    expect(location()).toHaveTextContent(/^\/people\?q=zzzz$/);
    expect(await screen.findByRole("link", { name: "Maria Santos" })).toBeInTheDocument();
  });

  it("is in the main navigation beside Job postings, and g c goes there", async () => {
    const user = userEvent.setup();
    renderPeople("/postings");
    const nav = await screen.findByRole("navigation", { name: "Main" }, firstLoad);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Job postings", "People", "Document requests", "Upload", "Organization"]);
    await screen.findByRole("heading", { name: "Job postings" }, firstLoad);
    await user.keyboard("gc");
    await waitFor(() => expect(location()).toHaveTextContent(/^\/people$/));
    expect(await screen.findByRole("heading", { level: 1, name: "People" }, firstLoad)).toBeInTheDocument();
  });
});
