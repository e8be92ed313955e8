import { Code, ConnectError } from "@connectrpc/connect";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { JobApplicationOrder } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { applicationItem, career, crewDocuments, ids, profile } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

const path = `/applications/${ids.application}`;

// The route loads the page lazily: loaded once here, its first import (seconds on a busy machine)
// does not eat into the first test's wait for the page.
beforeAll(async () => {
  await import("./crew-profile-page.js");
});

// The summary's age, sea time and expiries depend on the day: fix it (only Date; timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-24T12:00:00"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("crew profile in the context of an application", () => {
  it("shows identity, contact, each fact with its evidence folded, and a marked match panel", async () => {
    const user = userEvent.setup();
    renderApp({ path, handlers: { dashboard: { listCrewDocuments: () => ({ crewProfileId: ids.profile, documents: [] }) } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Juan0 Dela Cruz" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "juan0@mail.example" })).toHaveAttribute("href", "mailto:juan0@mail.example");
    expect(screen.getByRole("link", { name: "+639171234567" })).toBeInTheDocument();
    // The stage, marked by its kind as in the applications list (the organization calls it "New").
    expect(await screen.findByText("New")).toBeInTheDocument();
    const facts = screen.getByRole("region", { name: "Extracted facts" });
    expect(within(facts).getAllByText("Philippines")).toHaveLength(2);
    // Folded: the value shows, the snippet and reasoning wait behind the disclosure.
    expect(within(facts).queryByText("“Date of birth 12 APR 1988”")).not.toBeInTheDocument();
    const dateOfBirth = within(facts).getByRole("button", { name: "Evidence: Date of birth, page 1" });
    expect(dateOfBirth).toHaveAttribute("aria-expanded", "false");
    await user.click(dateOfBirth);
    expect(dateOfBirth).toHaveAttribute("aria-expanded", "true");
    expect(within(facts).getByText("“Date of birth 12 APR 1988”")).toBeVisible();
    expect(within(facts).getByText("The MRZ confirms it.")).toBeVisible();
    // No document known for it: the page is named, no link is made up.
    expect(within(facts).getByText("Page 1 of a document not available here")).toBeVisible();
    expect(within(facts).queryByRole("link")).not.toBeInTheDocument();
    await user.click(dateOfBirth);
    expect(within(facts).queryByText("“Date of birth 12 APR 1988”")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Match" })).toHaveTextContent("Match not computed yet.");
    expect(await screen.findByText(/Submission 1/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the email" })).toHaveAttribute("href", `/email-receipts/${ids.receipt}?application=${ids.application}`);
    expect(await screen.findByRole("link", { name: "← Chief Officer — Bulk Carrier" })).toBeInTheDocument();
  });

  it("opens with a summary: current rank, age, nationality, total sea time and the certificates to renew", async () => {
    renderApp({ path });
    const summary = await screen.findByRole("region", { name: "Summary" });
    await waitFor(() => expect(within(summary).getByText("Chief Officer")).toBeInTheDocument());
    expect(summary).toHaveTextContent(/on board since/);
    // Born 12 April 1988: 38 on 24 November 2026.
    expect(summary).toHaveTextContent("38 years");
    expect(within(summary).getByText("Philippines")).toBeInTheDocument();
    // 634 days on board until today and 15 June – 15 December 2021 (a CV giving months): 818 days, 27 months.
    expect(summary).toHaveTextContent("About 2 years 3 months");
    expect(summary).toHaveTextContent("some dates known only to the month or year");
    const renew = within(summary).getByRole("list", { name: "Certificates to renew" });
    expect(within(renew).getAllByRole("listitem")).toHaveLength(1);
    expect(renew).toHaveTextContent(/Expired/);
    expect(renew).not.toHaveTextContent("COC");
  });

  it("names a certificate expiring within 90 days with its date, and none beyond", async () => {
    const expiring = { ...career.certificates[1]!, expiresOn: "2027-02-22" };
    const later = { ...career.certificates[1]!, id: "00000000-0000-4000-8000-0000000000b3", certificate: "basic_safety_training", expiresOn: "2027-02-23" };
    renderApp({ path, handlers: { dashboard: { getCrewProfileCareer: () => ({ ...career, certificates: [career.certificates[0], expiring, later] }) } } });
    const renew = await screen.findByRole("list", { name: "Certificates to renew" });
    expect(within(renew).getAllByRole("listitem")).toHaveLength(1);
    expect(renew).toHaveTextContent(/Expires.*2027.*\(in 90 days\)/);
    // The one expiring on day 91 is valid, like the CoC.
    expect(within(screen.getByRole("list", { name: "Certificates" })).getAllByText(/Valid until/)).toHaveLength(2);
  });

  it("names the three soonest expiries and counts the rest, with a way to them", async () => {
    const expired = ["2021-05-01", "2022-01-01", "2023-01-01", "2024-01-01", "2025-01-01"].map((expiresOn, index) => ({
      ...career.certificates[1]!,
      id: `00000000-0000-4000-8000-0000000000c${index}`,
      certificate: ["medical_fitness", "basic_safety_training", "advanced_fire_fighting", "medical_first_aid", "security_awareness"][index]!,
      expiresOn,
    }));
    renderApp({ path, handlers: { dashboard: { getCrewProfileCareer: () => ({ ...career, certificates: expired.reverse() }) } } });
    const renew = await screen.findByRole("list", { name: "Certificates to renew" });
    const items = within(renew).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(/Expired.*2021/);
    expect(items[2]).toHaveTextContent(/Expired.*2023/);
    expect(items[3]).toHaveTextContent("and 2 more, in Certificates");
    expect(within(items[3]!).getByRole("link", { name: "Certificates" })).toHaveAttribute("href", "#certificates");
  });

  it("says what is not known instead of guessing", async () => {
    renderApp({
      path,
      handlers: {
        organization: { listCrewProfilesByApplicationIDs: () => ({ items: [{ ...profile, dateOfBirth: undefined, nationality: undefined }] }) },
        dashboard: { getCrewProfileCareer: () => ({ seaService: [], onLandWork: [], certificates: [] }) },
      },
    });
    const summary = await screen.findByRole("region", { name: "Summary" });
    await waitFor(() => expect(summary).toHaveTextContent(/Sea time\s*None/));
    expect(within(summary).getAllByText("Not known")).toHaveLength(3);
    expect(summary).toHaveTextContent("No certificates extracted");
  });

  it("shows the sea service and certificates, each with where it was read", async () => {
    const user = userEvent.setup();
    renderApp({ path });
    const seaService = await screen.findByRole("list", { name: "Sea service, latest first" });
    const voyages = Array.from(seaService.children) as HTMLElement[];
    expect(voyages).toHaveLength(2);
    expect(voyages[0]).toHaveTextContent("Chief Officer · Bulk Carrier");
    expect(voyages[0]).toHaveTextContent("on board");
    expect(voyages[0]).toHaveTextContent("MV Ocean Pride · flag");
    await user.click(within(voyages[0]!).getByRole("button", { name: "Evidence: Chief Officer on MV Ocean Pride, page 2" }));
    expect(within(voyages[0]!).getByText("“C/O MV Ocean Pride 03/2025 – present”")).toBeVisible();
    expect(await within(voyages[0]!).findByRole("link", { name: "passport.pdf, page 2" })).toHaveAttribute(
      "href",
      "http://localhost:3000/files/passport.pdf#page=2",
    );
    expect(voyages[1]).toHaveTextContent("2nd Officer / 3rd Officer");
    expect(voyages[1]).toHaveTextContent("Not read from a document.");
    const certificates = screen.getByRole("list", { name: "Certificates" });
    const [coc, medical] = Array.from(certificates.children) as HTMLElement[];
    expect(coc).toHaveTextContent("No. COC-123");
    expect(coc).toHaveTextContent("Valid until");
    await user.click(within(coc!).getByRole("button", { name: /^Evidence: / }));
    expect(within(coc!).getByText("“CoC II/1 No. COC-123”")).toBeVisible();
    expect(medical).toHaveTextContent("Expired");
    expect(screen.queryByRole("list", { name: "Work ashore" })).not.toBeInTheDocument();
  });

  it("links a fact to its document by the link the service gave for it, at the page", async () => {
    const user = userEvent.setup();
    const signed = "https://files.example/documents/passport.pdf?expires=1764000000&signature=abc";
    renderApp({
      path,
      handlers: {
        dashboard: { listCrewDocuments: () => ({ ...crewDocuments, documents: [{ ...crewDocuments.documents[0], originalUrl: signed }] }) },
      },
    });
    const facts = await screen.findByRole("region", { name: "Extracted facts" });
    await user.click(await within(facts).findByRole("button", { name: "Evidence: Nationality, page 1" }));
    expect(await within(facts).findByRole("link", { name: "passport.pdf, page 1" })).toHaveAttribute("href", `${signed}#page=1`);
  });

  it("lists the documents newest first, each with its thumbnail, type and size, opening the original", async () => {
    renderApp({ path, handlers: { dashboard: { listCrewDocuments: () => crewDocuments } } });
    const section = await screen.findByRole("region", { name: "Documents (2)" });
    const links = await within(section).findAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["PDFpassport.pdfPDF · 117 KB", "cv-juan-dela-cruz.pdfPDF · 46.9 KB"]);
    expect(links[1]).toHaveAttribute("href", "http://localhost:3000/files/cv.pdf?sig=1");
    expect(links[1]).toHaveAttribute("target", "_blank");
    // The CV has a thumbnail; the passport has none and shows its type instead.
    expect(links[1]!.querySelector("img")).toHaveAttribute("src", "http://localhost:3000/files/cv-thumb.png?sig=1");
    expect(links[0]!.querySelector("img")).toBeNull();
  });

  it("goes to the next and previous candidate of the posting, by link and by j / k", async () => {
    const user = userEvent.setup();
    renderApp({ path });
    const candidates = await screen.findByRole("navigation", { name: "Candidates of this posting" });
    await waitFor(() => expect(candidates).toHaveTextContent("1 of 3"));
    expect(within(candidates).queryByRole("link", { name: /^Previous/ })).not.toBeInTheDocument();
    expect(within(candidates).getByRole("link", { name: "Next candidate: Juan1 Dela Cruz" })).toHaveAttribute("href", `/applications/${applicationItem(1).id}`);
    await user.keyboard("j");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/applications/${applicationItem(1).id}`));
    await waitFor(() => expect(screen.getByRole("navigation", { name: "Candidates of this posting" })).toHaveTextContent("2 of 3"));
    await user.keyboard("j");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/applications/${applicationItem(2).id}`));
    await waitFor(() => expect(screen.getByRole("navigation", { name: "Candidates of this posting" })).toHaveTextContent("3 of 3"));
    // The last: j goes nowhere.
    await user.keyboard("j");
    expect(screen.getByTestId("location")).toHaveTextContent(`/applications/${applicationItem(2).id}`);
    await user.keyboard("k");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/applications/${applicationItem(1).id}`));
    await user.click(await screen.findByRole("link", { name: "Previous candidate: Juan0 Dela Cruz" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(path));
    // Listed among the shortcuts; and no navigation behind the open dialog.
    await user.keyboard("?");
    const help = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    expect(help).toHaveTextContent("On a candidate: the next candidate of the posting");
    expect(help).toHaveTextContent("On a candidate: the previous candidate of the posting");
    await user.keyboard("j");
    expect(screen.getByTestId("location")).toHaveTextContent(path);
  });

  it("moves through the list it was opened from: that list's stage, archived filter and order, kept in the address", async () => {
    const stage = "3f0b6a1e-1111-4222-8333-444455556666";
    const listJobApplications = vi.fn((_request: { isArchived?: boolean }) => ({
      items: [applicationItem(2), applicationItem(0), applicationItem(1)],
      totalCount: 3n,
      stages: [],
      paging: { nextCursor: "" },
    }));
    const user = userEvent.setup();
    renderApp({ path: `${path}?stage=${stage}&archived=all&order=oldest`, handlers: { dashboard: { listJobApplications } } });
    const candidates = await screen.findByRole("navigation", { name: "Candidates of this posting" });
    await waitFor(() => expect(candidates).toHaveTextContent("2 of 3"));
    expect(listJobApplications).toHaveBeenCalledWith(
      expect.objectContaining({ pipelineStageIds: [stage], order: JobApplicationOrder.OLDEST_FIRST }),
      expect.anything(),
    );
    // archived=all: archived and not archived alike.
    expect(listJobApplications.mock.calls[0]![0].isArchived).toBeUndefined();
    const search = `?stage=${stage}&archived=all&order=oldest`;
    expect(within(candidates).getByRole("link", { name: "Previous candidate: Juan2 Dela Cruz" })).toHaveAttribute(
      "href",
      `/applications/${applicationItem(2).id}${search}`,
    );
    const back = screen.getByRole("link", { name: /^← / }).getAttribute("href") ?? "";
    expect(back.startsWith("/postings/") && back.endsWith(search)).toBe(true);
    await user.keyboard("j");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/applications/${applicationItem(1).id}${search}`));
  });

  it("finds the next candidate on the next page of the list", async () => {
    const listJobApplications = vi.fn((request: { paging?: { afterCursor: string } }) =>
      request.paging?.afterCursor === "page-2"
        ? { items: [applicationItem(2)], totalCount: 3n, stages: [], paging: { nextCursor: "" } }
        : { items: [applicationItem(1), applicationItem(0)], totalCount: 3n, stages: [], paging: { nextCursor: "page-2" } },
    );
    renderApp({ path, handlers: { dashboard: { listJobApplications } } });
    const candidates = await screen.findByRole("navigation", { name: "Candidates of this posting" });
    expect(await within(candidates).findByRole("link", { name: "Next candidate: Juan2 Dela Cruz" })).toBeInTheDocument();
    expect(within(candidates).getByRole("link", { name: "Previous candidate: Juan1 Dela Cruz" })).toBeInTheDocument();
    expect(candidates).toHaveTextContent("2 of 3");
  });

  it("takes an archived candidate's neighbours among the archived applications, where the list shows it", async () => {
    const listJobApplications = vi.fn((request: { isArchived?: boolean; pageSize: number }) =>
      request.isArchived === true
        ? { items: [applicationItem(3), { ...applicationItem(0), isArchived: true }], totalCount: 2n, stages: [], paging: { nextCursor: "" } }
        : { items: [], totalCount: 0n, stages: [], paging: { nextCursor: "" } },
    );
    renderApp({
      path,
      handlers: {
        organization: { listCrewProfilesByApplicationIDs: () => ({ items: [{ ...profile, isArchived: true }] }) },
        dashboard: { listJobApplications },
      },
    });
    const candidates = await screen.findByRole("navigation", { name: "Candidates of this posting" });
    expect(await within(candidates).findByRole("link", { name: "Previous candidate: Juan3 Dela Cruz" })).toBeInTheDocument();
    expect(candidates).toHaveTextContent("2 of 2");
  });

  it("shows the score when a match is persisted", async () => {
    renderApp({
      path,
      handlers: {
        organization: {
          listCrewProfilesByApplicationIDs: () => ({
            items: [
              {
                ...profile,
                jobPostingMatch: {
                  matchScore: 0n,
                  requiredRank: "chief_officer",
                  requiredCertificates: ["coc_master"],
                  qualifyingExperienceMonths: 14n,
                  requiredExperienceMonths: 12n,
                  failureReasons: [],
                },
              },
            ],
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
