import { Code, ConnectError } from "@connectrpc/connect";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ids } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

describe("sign-in", () => {
  it("sends a signed-out visitor to sign-in, remembering where they were going", async () => {
    renderApp({ path: "/document-requests", signedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in to Crew" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/sign-in?next=%2Fdocument-requests");
  });

  it("explains a wrong key", async () => {
    const user = userEvent.setup();
    renderApp({
      path: "/sign-in",
      signedIn: false,
      handlers: {
        dashboard: {
          whoAmI: () => {
            throw new ConnectError("unknown API key", Code.Unauthenticated);
          },
        },
      },
    });
    await user.type(await screen.findByLabelText("API key"), "crew_wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That API key was not accepted");
    expect(screen.getByLabelText("API key")).toHaveAttribute("aria-invalid", "true");
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it("keeps the key in sessionStorage by default and in localStorage when remembered", async () => {
    const user = userEvent.setup();
    renderApp({ path: "/sign-in", signedIn: false });
    await user.type(await screen.findByLabelText("API key"), "crew_good");
    await user.click(screen.getByRole("checkbox", { name: "Remember me on this device" }));
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Job postings" })).toBeInTheDocument();
    expect(localStorage.getItem("crew.credentials")).toContain("crew_good");
    expect(sessionStorage.getItem("crew.credentials")).toBeNull();
  });

  it("sessionStorage when not remembered", async () => {
    const user = userEvent.setup();
    renderApp({ path: "/sign-in", signedIn: false });
    await user.type(await screen.findByLabelText("API key"), "crew_good");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/postings"));
    expect(sessionStorage.getItem("crew.credentials")).toContain("crew_good");
    // The organization WhoAmI answered, so that after a reload the pages need not wait for WhoAmI.
    expect(sessionStorage.getItem("crew.credentials")).toContain(ids.org);
    expect(localStorage.getItem("crew.credentials")).toBeNull();
  });

  it("a 401 on a later call sends the recruiter to sign-in, then back where they were", async () => {
    const user = userEvent.setup();
    let rejected = true;
    renderApp({
      path: "/document-requests",
      handlers: {
        organization: {
          listDocumentRequests: () => {
            if (rejected) throw new ConnectError("API key revoked", Code.Unauthenticated);
            return { items: [] };
          },
        },
      },
    });
    expect(await screen.findByText(/Your key was not accepted any more/)).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/sign-in?next=%2Fdocument-requests");
    expect(sessionStorage.getItem("crew.credentials")).toBeNull();
    rejected = false;
    await user.type(screen.getByLabelText("API key"), "crew_new");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Document requests" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/document-requests$/);
  });

  it("signing out clears every cached response", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderApp({ path: "/postings" });
    expect(await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" })).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in to Crew" })).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.getItem("crew.credentials")).toBeNull();
  });
});
