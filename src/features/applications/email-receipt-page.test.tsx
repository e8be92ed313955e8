import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { crewDocuments, ids } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

// The receipt with its attachments' document set, and ListCrewDocuments answering for that set.
const latestApplicationId = "00000000-0000-4000-8000-000000000049";
function withAttachments(owners: unknown[] = []) {
  return {
    organization: {
      getEmailReceipt: () => ({
        id: ids.receipt,
        emailSubject: "Application for Chief Officer",
        emailFrom: "juan0@mail.example",
        documentSetId: ids.documentSet,
      }),
    },
    dashboard: {
      listCrewDocuments: (request: { owner: { case: string; value: string } }) => {
        owners.push(request.owner);
        return {
          ...crewDocuments,
          latestJobApplicationId: latestApplicationId,
          documents: crewDocuments.documents.filter((document) => document.documentSetId === request.owner.value),
        };
      },
    },
  };
}

describe("email receipt page", () => {
  it("renders the untrusted HTML body in a sandbox with a strict CSP", async () => {
    renderApp({ path: `/email-receipts/${ids.receipt}?application=${ids.application}` });
    expect(await screen.findByRole("heading", { name: "Application for Chief Officer" })).toBeInTheDocument();
    const frame = screen.getByTitle("HTML body of the email");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("sandbox")).toBe("");
    const srcdoc = frame.getAttribute("srcdoc") ?? "";
    expect(srcdoc).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'/);
    expect(srcdoc.indexOf("Content-Security-Policy")).toBeLessThan(srcdoc.indexOf("<script>"));
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
    expect(screen.getByRole("link", { name: "← Back to the application" })).toBeInTheDocument();
  });

  it("shows the plain and rich bodies", async () => {
    const user = userEvent.setup();
    renderApp({ path: `/email-receipts/${ids.receipt}` });
    await user.click(await screen.findByRole("button", { name: "Plain text" }));
    expect(screen.getByText("Dear team, please find my CV attached.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Rich text" }));
    expect(screen.getByText("Dear team, please find my *CV* attached.")).toBeInTheDocument();
  });

  it("lists the email's attachments, each opening its file, and goes back to the application it was opened from", async () => {
    const owners: unknown[] = [];
    renderApp({ path: `/email-receipts/${ids.receipt}?application=${ids.application}`, handlers: withAttachments(owners) });
    const attachments = await screen.findByRole("list", { name: "Attachments" });
    const items = within(attachments).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole("link", { name: "cv-juan-dela-cruz.pdf" })).toHaveAttribute("href", "http://localhost:3000/files/cv.pdf?sig=1");
    expect(items[0]).toHaveTextContent("PDF · 3 pages · 48 kB");
    expect(owners).toEqual([{ case: "documentSetId", value: ids.documentSet }]);
    expect(screen.getByRole("link", { name: "← Back to the application" })).toHaveAttribute("href", `/applications/${ids.application}`);
  });

  it("opened from a link, goes back to the candidate's latest application", async () => {
    renderApp({ path: `/email-receipts/${ids.receipt}`, handlers: withAttachments() });
    expect(await screen.findByRole("link", { name: "← The candidate" })).toHaveAttribute("href", `/applications/${latestApplicationId}`);
  });

  it("says when the email came without attachments", async () => {
    renderApp({ path: `/email-receipts/${ids.receipt}` });
    expect(await screen.findByText("This email came without attachments.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^←/ })).not.toBeInTheDocument();
  });
});
