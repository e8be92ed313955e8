import { Code, ConnectError } from "@connectrpc/connect";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { crewDocuments, crewMember, ids, neverApplied } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

const path = `/crew/${neverApplied.id}`;
const location = () => screen.getByTestId("location").textContent;
const firstLoad = { timeout: 8000 };

// Lazily loaded by the route: loaded once here, so the first test does not wait for the import.
beforeAll(async () => {
  await import("./crew-member-page.js");
});

// The summary's age and sea time depend on the day: fix it (only Date; timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-24T12:00:00"));
});
afterEach(() => {
  vi.useRealTimers();
});

function renderMember(handlers: Record<string, (request: never) => unknown> = {}) {
  const asked: string[] = [];
  renderApp({
    path,
    handlers: {
      dashboard: {
        getCrewProfile: (request: { crewProfileId: string }) => {
          asked.push(request.crewProfileId);
          return { crewProfile: neverApplied };
        },
        listCrewDocuments: () => ({ ...crewDocuments, crewProfileId: neverApplied.id, latestJobApplicationId: "" }),
        ...handlers,
      },
    },
  });
  return { asked };
}

describe("a crew member who never applied", () => {
  it("shows who they are, their facts, career, documents and matching postings, without any application", async () => {
    const { asked } = renderMember();
    expect(await screen.findByRole("heading", { level: 1, name: "Ivan Petrenko" }, firstLoad)).toBeInTheDocument();
    expect(asked).toEqual([neverApplied.id]);
    expect(location()).toBe(path);
    expect(screen.getByText("Never applied")).toBeInTheDocument();
    // No email known: none is made up.
    expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByText("No email or phone known")).toBeInTheDocument();

    const facts = screen.getByRole("region", { name: "Extracted facts" });
    expect(within(facts).getByText("Ukraine")).toBeInTheDocument();
    expect(within(facts).getByRole("button", { name: "Evidence: Nationality, page 1" })).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Summary" });
    await waitFor(() => expect(within(summary).getByText("Chief Officer")).toBeInTheDocument());

    expect(await screen.findByRole("region", { name: "Sea service" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Certificates" })).toBeInTheDocument();
    const member = screen.getByRole("region", { name: "Crew member" });
    expect(member).toHaveTextContent("ApplicationsNone yet");
    expect(member).toHaveTextContent("Document sets of the profile1");
    expect(within(screen.getByRole("region", { name: "Documents (2)" })).getByRole("link", { name: /passport\.pdf/ })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Open postings that fit" }, firstLoad)).toBeInTheDocument();

    // What only an application has.
    for (const name of ["Application", "Submissions", "Match"]) expect(screen.queryByRole("region", { name })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Candidates of this posting" })).not.toBeInTheDocument();
  });

  it("shows a face image when their documents had one", async () => {
    const faceImage = {
      ...neverApplied.nationality,
      kind: 8,
      value: { case: "faceImageUrl", value: "http://localhost:3000/files/uploads/f1/derived/face.jpg?sig=1" },
    };
    renderMember({ getCrewProfile: () => ({ crewProfile: { ...neverApplied, faceImage } }) });
    await screen.findByRole("heading", { level: 1, name: "Ivan Petrenko" }, firstLoad);
    const facts = screen.getByRole("region", { name: "Extracted facts" });
    expect(within(facts).getByRole("img", { name: "Face image extracted from the document" })).toHaveAttribute("src", faceImage.value.value);
  });
});

describe("opening a crew member", () => {
  it("goes to the candidate page of the latest application of one who applied", async () => {
    renderApp({ path: `/crew/${ids.profile}`, handlers: { dashboard: { getCrewProfile: () => ({ crewProfile: crewMember }) } } });
    await waitFor(() => expect(location()).toBe(`/applications/${ids.application}`), firstLoad);
    expect(await screen.findByRole("heading", { level: 1, name: "Juan0 Dela Cruz" }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByText("Never applied")).not.toBeInTheDocument();
  });

  it("says not found for another organization's or an unknown crew member, and for an address that is no id", async () => {
    const { unmount } = renderApp({
      path,
      handlers: {
        dashboard: {
          getCrewProfile: () => {
            throw new ConnectError(`crew profile ${neverApplied.id} not found`, Code.NotFound);
          },
        },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Crew member not found" }, firstLoad)).toBeInTheDocument();
    unmount();
    renderApp({ path: "/crew/not-an-id" });
    expect(await screen.findByRole("heading", { level: 1, name: "Crew member not found" }, firstLoad)).toBeInTheDocument();
  });

  it("offers a retry when the read fails otherwise", async () => {
    renderMember({
      getCrewProfile: () => {
        throw new ConnectError("database unavailable", Code.Unavailable);
      },
    });
    expect(await screen.findByText(/Could not load the crew member/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Retry|Try again/ })).toBeInTheDocument();
  }, 20_000);
});
