import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/src/test/render-app.js";

describe("keyboard shortcuts", () => {
  it("? lists the shortcuts in a dialog; Escape closes it", async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole("heading", { name: "Job postings" });
    await user.keyboard("?");
    const dialog = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    expect(dialog).toHaveTextContent("Go to document requests");
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("g then d/o/p go to pages; / focuses the search box", async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole("heading", { name: "Job postings" });
    await user.keyboard("gd");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/document-requests"));
    await user.keyboard("go");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/organization"));
    await user.keyboard("gp");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/postings"));
    await screen.findByRole("link", { name: "Chief Officer — Bulk Carrier" });
    await user.keyboard("/");
    expect(screen.getByRole("searchbox", { name: /Search/ })).toHaveFocus();
    await user.keyboard("j");
    expect(screen.getByRole("searchbox", { name: /Search/ })).toHaveValue("j");
  });
});
