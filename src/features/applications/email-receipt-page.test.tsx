import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ids } from "../../test/fixtures.js";
import { renderApp } from "../../test/render-app.js";

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
});
