import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentRequest, ids } from "../../test/fixtures.js";
import { renderApp } from "../../test/render-app.js";

describe("document requests", () => {
  it("lists what was asked, by whom, of whom and the last email attempt", async () => {
    renderApp({ path: "/document-requests" });
    const list = await screen.findByRole("list", { name: "Document requests" });
    const row = within(list).getByRole("listitem");
    expect(within(row).getByRole("link", { name: "Juan0 Dela Cruz" })).toBeInTheDocument();
    expect(row).toHaveTextContent("Passport, Seaman's book");
    expect(row).toHaveTextContent("Rita Recruiter");
    expect(row).toHaveTextContent("Email failed");
  });

  it("says never emailed", async () => {
    renderApp({ path: "/document-requests", handlers: { organization: { listDocumentRequests: () => ({ items: [{ ...documentRequest, emailSentAt: undefined, emailSentState: 0 }] }) } } });
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
