import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/src/test/render-app.js";

describe("organization page", () => {
  it("shows admins with a search box, templates, pipelines and ranks", async () => {
    const user = userEvent.setup();
    const queries: string[] = [];
    renderApp({
      path: "/organization",
      handlers: {
        organization: {
          listAdminsOfOrganization: (request: { query: string }) => {
            queries.push(request.query);
            return { items: [{ userId: "u1", givenName: "Rita", familyName: "Recruiter", role: "owner", primaryEmail: "rita@baltic.example" }] };
          },
        },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Baltic Crewing" })).toBeInTheDocument();
    // The header shows the caller's name too (WhoAmI), so "Rita Recruiter" can be found before the
    // list of admins has loaded: wait for the role, which only the list shows.
    expect(await screen.findByText("Owner")).toBeInTheDocument();
    expect(screen.getAllByText("Rita Recruiter").length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText("Document request")).toBeInTheDocument();
    expect(screen.getByText("Custom")).toBeInTheDocument();
    expect(await screen.findByText("Deck officers")).toBeInTheDocument();
    expect(await screen.findByText("4 postings")).toBeInTheDocument();
    expect(await screen.findByText("Master")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search by name or email" }), "rita");
    await waitFor(() => expect(queries.at(-1)).toBe("rita"));
  });
});
