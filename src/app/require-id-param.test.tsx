import { Code, ConnectError } from "@connectrpc/connect";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ids } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";

describe("pages with an id in the address", () => {
  it.each([
    ["/applications/42", "Application not found"],
    ["/email-receipts/not-an-id", "Email not found"],
    ["/document-requests/00000000-0000-4000-8000-00000000007", "Document request not found"],
  ])("%s says not found without asking the service, and offers no Retry", async (path, heading) => {
    const reads: string[] = [];
    const read = (name: string) => () => {
      reads.push(name);
      throw new ConnectError("must be a valid UUID", Code.InvalidArgument);
    };
    renderApp({
      path,
      handlers: {
        organization: { getJobApplication: read("application"), getEmailReceipt: read("receipt"), getOneDocumentRequest: read("request") },
        dashboard: { getCrewProfileCareer: read("career") },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to job postings" })).toHaveAttribute("href", "/postings");
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  it("a record the service does not find says not found, with no Retry", async () => {
    renderApp({
      path: `/email-receipts/${ids.receipt}`,
      handlers: {
        organization: {
          getEmailReceipt: () => {
            throw new ConnectError(`email receipt ${ids.receipt} not found`, Code.NotFound);
          },
        },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not found");
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });
});
