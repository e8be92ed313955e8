import { Code, ConnectError } from "@connectrpc/connect";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ids, profile } from "../../test/fixtures.js";
import { renderApp } from "../../test/render-app.js";

const path = `/applications/${ids.application}`;

describe("crew profile in the context of an application", () => {
  it("shows identity, contact, each fact with its provenance, and a marked match panel", async () => {
    renderApp({ path, handlers: { organization: { listDocumentRequests: () => ({ items: [] }) } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Juan0 Dela Cruz" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "juan0@mail.example" })).toHaveAttribute("href", "mailto:juan0@mail.example");
    expect(screen.getByRole("link", { name: "+639171234567" })).toBeInTheDocument();
    const facts = screen.getByRole("region", { name: "Extracted facts" });
    expect(within(facts).getByText("“Date of birth 12 APR 1988”")).toBeInTheDocument();
    expect(within(facts).getAllByText("Philippines")).toHaveLength(2);
    expect(within(facts).getAllByText("Why: the extraction's reasoning").length).toBe(3);
    expect(within(facts).getAllByRole("link", { name: /Source document, page 1/ }).length).toBe(3);
    expect(screen.getByRole("region", { name: "Match" })).toHaveTextContent("Match not computed yet.");
    expect(await screen.findByText(/Submission 1/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the email" })).toHaveAttribute("href", `/email-receipts/${ids.receipt}?application=${ids.application}`);
    expect(await screen.findByRole("link", { name: "← Chief Officer — Bulk Carrier" })).toBeInTheDocument();
  });

  it("shows the sea service and certificates, each with where it was read", async () => {
    renderApp({ path });
    const seaService = await screen.findByRole("list", { name: "Sea service, latest first" });
    // Direct items only: the reasoning inside each is a list of its own.
    const voyages = Array.from(seaService.children) as HTMLElement[];
    expect(voyages).toHaveLength(2);
    expect(voyages[0]).toHaveTextContent("Chief Officer · Bulk Carrier");
    expect(voyages[0]).toHaveTextContent("on board");
    expect(voyages[0]).toHaveTextContent("MV Ocean Pride · flag");
    expect(within(voyages[0]!).getByText("“C/O MV Ocean Pride 03/2025 – present”")).toBeInTheDocument();
    expect(await within(voyages[0]!).findByRole("link", { name: "passport.pdf, page 2" })).toHaveAttribute("href", "http://localhost:3000/files/passport.pdf#page=2");
    expect(voyages[1]).toHaveTextContent("2nd Officer / 3rd Officer");
    expect(voyages[1]).toHaveTextContent("Not read from a document.");
    const certificates = screen.getByRole("list", { name: "Certificates" });
    const [coc, medical] = Array.from(certificates.children) as HTMLElement[];
    expect(coc).toHaveTextContent("No. COC-123");
    expect(coc).toHaveTextContent("Valid until");
    expect(within(coc!).getByText("“CoC II/1 No. COC-123”")).toBeInTheDocument();
    expect(medical).toHaveTextContent("Expired");
    expect(screen.queryByRole("list", { name: "Work ashore" })).not.toBeInTheDocument();
  });

  it("links a fact to its document when the document is known", async () => {
    renderApp({ path });
    const links = await screen.findAllByRole("link", { name: "passport.pdf, page 1" });
    expect(links[0]).toHaveAttribute("href", "http://localhost:3000/files/passport.pdf#page=1");
  });

  it("shows the score when a match is persisted", async () => {
    renderApp({
      path,
      handlers: {
        organization: {
          listCrewProfilesByApplicationIDs: () => ({
            items: [{ ...profile, jobPostingMatch: { matchScore: 0n, requiredRank: "chief_officer", requiredCertificates: ["coc_master"], qualifyingExperienceMonths: 14n, requiredExperienceMonths: 12n, failureReasons: [] } }],
          }),
        },
      },
    });
    const match = await screen.findByRole("region", { name: "Match" });
    await waitFor(() => expect(match).toHaveTextContent("Score0"));
    expect(match).toHaveTextContent("Chief Officer");
    expect(match).toHaveTextContent("14 of 12 months");
  });

  it("says not found in plain words", async () => {
    renderApp({
      path,
      handlers: {
        organization: {
          listCrewProfilesByApplicationIDs: () => {
            throw new ConnectError("no such application", Code.NotFound);
          },
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not found");
    expect(alert).toHaveTextContent("not_found — no such application");
  });
});
