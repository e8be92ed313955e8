import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { documentRequest, documentRequestProgress, ids, ts, whoAmI } from "@/src/test/fixtures.js";
import { saveCredentials } from "@/src/session/credentials-store.js";
import { renderApp } from "@/src/test/render-app.js";

// Three requests: Ana asked for three and sent two (the oldest request), Ben sent his one (the
// newest), Cruz (who never applied) sent nothing of two.
function request(index: number, givenName: string, requestedAt: string, requestedCount: number, receivedCount: number, latestJobApplicationId: string) {
  const id = `00000000-0000-4000-8000-0000000007${index}0`;
  return {
    request: { ...documentRequest, id, crewGivenName: givenName, crewFamilyName: "Tester", crewPrimaryEmail: `${givenName.toLowerCase()}@mail.example` },
    progress: { ...documentRequestProgress, documentRequestId: id, requestedAt: ts(requestedAt), requestedCount, receivedCount, latestJobApplicationId },
  };
}
const three = [
  request(1, "Ben", "2026-11-05T09:00:00Z", 1, 1, "00000000-0000-4000-8000-000000000041"),
  request(2, "Cruz", "2026-11-04T09:00:00Z", 2, 0, ""),
  request(3, "Ana", "2026-11-03T09:00:00Z", 3, 2, ids.application),
];
const handlers = {
  organization: { listDocumentRequests: () => ({ items: three.map((row) => row.request) }) },
  dashboard: { listDocumentRequestProgress: () => ({ items: three.map((row) => row.progress) }) },
};

const crewOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("link")[0]!.textContent);

describe("document requests", () => {
  it("after a reload, asks for the requests at once, not after WhoAmI answers", async () => {
    saveCredentials({ apiKey: "crew_test_key", baseUrl: "http://localhost:3000", remember: true, organizationId: ids.org });
    let answerWhoAmI = () => {};
    const whoAmIAnswered = new Promise<void>((resolve) => (answerWhoAmI = resolve));
    renderApp({
      path: "/document-requests",
      signedIn: false,
      handlers: {
        ...handlers,
        dashboard: {
          ...handlers.dashboard,
          whoAmI: async () => {
            await whoAmIAnswered;
            return whoAmI;
          },
        },
      },
    });
    expect((await screen.findAllByRole("link", { name: /Ben Tester/ })).length).toBeGreaterThan(0);
    answerWhoAmI();
  });

  it("lists what was asked, by whom, of whom, how many documents are in, when, and the last email attempt", async () => {
    renderApp({ path: "/document-requests" });
    const table = await screen.findByRole("table", { name: "Document requests" });
    const [header, row] = within(table).getAllByRole("row") as [HTMLElement, HTMLElement];
    // The arrows are decoration (aria-hidden): aria-sort says the order.
    expect(
      within(header)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent?.replace(/[▲▼]/g, "")),
    ).toEqual(["Photo", "Crew member", "Asked for", "Documents in", "Asked by", "Requested", "Last email"]);
    expect(within(row).getByRole("link", { name: "Juan0 Dela Cruz" })).toHaveAttribute("href", `/document-requests/${ids.request}`);
    expect(row).toHaveTextContent("Passport, Seaman's book");
    expect(within(row).getByText("1 of 2")).toBeInTheDocument();
    expect(row).toHaveTextContent("Rita Recruiter");
    expect(row).toHaveTextContent("Email failed");
    const requestedOn = within(row).getAllByRole("cell")[5]!;
    expect(within(requestedOn).getByRole("time")).toHaveAttribute("datetime", "2026-11-03T09:55:00.000Z");
  });

  it("links a request to its candidate's page, and only when the crew member applied", async () => {
    renderApp({ path: "/document-requests", handlers });
    const table = await screen.findByRole("table", { name: "Document requests" });
    expect(within(table).getByRole("link", { name: "Candidate page of Ana Tester" })).toHaveAttribute("href", `/applications/${ids.application}`);
    expect(within(table).getByRole("link", { name: "Candidate page of Ben Tester" })).toHaveAttribute(
      "href",
      "/applications/00000000-0000-4000-8000-000000000041",
    );
    expect(within(table).queryByRole("link", { name: "Candidate page of Cruz Tester" })).not.toBeInTheDocument();
  });

  it("filters the requests still waiting for documents, with the filter in the URL and the count following it", async () => {
    const user = userEvent.setup();
    renderApp({ path: "/document-requests", handlers });
    const table = await screen.findByRole("table", { name: "Document requests" });
    expect(screen.getByText("3 requests")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Only those still waiting for documents" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/document-requests?outstanding=1");
    expect(crewOrder(table)).toEqual(["Cruz Tester", "Ana Tester"]);
    expect(screen.getByText("2 of 3 requests")).toBeInTheDocument();
  });

  it("filters by what is typed, keeping the text in the URL", async () => {
    const user = userEvent.setup();
    renderApp({ path: "/document-requests", handlers });
    const table = await screen.findByRole("table", { name: "Document requests" });
    await user.type(screen.getByRole("searchbox", { name: "Filter by crew, recruiter or document type" }), "ana");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/document-requests?q=ana"));
    expect(crewOrder(table)).toEqual(["Ana Tester"]);
    expect(screen.getByText("1 of 3 requests")).toBeInTheDocument();
  });

  it("opens with the outstanding filter from the URL", async () => {
    renderApp({ path: "/document-requests?outstanding=1", handlers });
    expect(await screen.findByRole("checkbox", { name: "Only those still waiting for documents" })).toBeChecked();
    expect(crewOrder(await screen.findByRole("table", { name: "Document requests" }))).toEqual(["Cruz Tester", "Ana Tester"]);
  });

  it("sorts by requested date and by documents in, showing the order in aria-sort and keeping it in the URL", async () => {
    const user = userEvent.setup();
    renderApp({ path: "/document-requests", handlers });
    const table = await screen.findByRole("table", { name: "Document requests" });
    const requested = within(table).getByRole("columnheader", { name: /Requested/ });
    const documentsIn = within(table).getByRole("columnheader", { name: /Documents in/ });
    expect(requested).toHaveAttribute("aria-sort", "descending");
    expect(documentsIn).not.toHaveAttribute("aria-sort");
    expect(crewOrder(table)).toEqual(["Ben Tester", "Cruz Tester", "Ana Tester"]);

    await user.click(within(requested).getByRole("button", { name: "Requested" }));
    expect(requested).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByTestId("location")).toHaveTextContent("/document-requests?dir=asc");
    expect(crewOrder(table)).toEqual(["Ana Tester", "Cruz Tester", "Ben Tester"]);

    // Fewest in first: nothing of two, two of three, all in.
    await user.click(within(documentsIn).getByRole("button", { name: "Documents in" }));
    expect(documentsIn).toHaveAttribute("aria-sort", "ascending");
    expect(requested).not.toHaveAttribute("aria-sort");
    expect(screen.getByTestId("location")).toHaveTextContent("/document-requests?sort=documents");
    expect(crewOrder(table)).toEqual(["Cruz Tester", "Ana Tester", "Ben Tester"]);

    await user.click(within(documentsIn).getByRole("button", { name: "Documents in" }));
    expect(documentsIn).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByTestId("location")).toHaveTextContent("/document-requests?sort=documents&dir=desc");
    expect(crewOrder(table)).toEqual(["Ben Tester", "Ana Tester", "Cruz Tester"]);
  });

  it("opens sorted as the URL says", async () => {
    renderApp({ path: "/document-requests?sort=documents&dir=desc", handlers });
    const table = await screen.findByRole("table", { name: "Document requests" });
    expect(within(table).getByRole("columnheader", { name: /Documents in/ })).toHaveAttribute("aria-sort", "descending");
    expect(crewOrder(table)).toEqual(["Ben Tester", "Ana Tester", "Cruz Tester"]);
  });

  it("says never emailed", async () => {
    renderApp({
      path: "/document-requests",
      handlers: { organization: { listDocumentRequests: () => ({ items: [{ ...documentRequest, emailSentAt: undefined, emailSentState: 0 }] }) } },
    });
    expect(await screen.findByText("Never emailed")).toBeInTheDocument();
  });

  it("shows each requested type with its upload and whether all are in", async () => {
    renderApp({ path: `/document-requests/${ids.request}` });
    expect(await screen.findByRole("heading", { name: "Documents asked of Juan0 Dela Cruz" })).toBeInTheDocument();
    expect(screen.getByText("Some documents are missing")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "passport.pdf" })).toHaveAttribute("href", "http://localhost:3000/files/passport.pdf");
    expect(screen.getByText("Waiting for upload")).toBeInTheDocument();
  });
});
