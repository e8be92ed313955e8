import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { useSearchAhead } from "./use-search-ahead.js";

// A page that counts up in its address (?n=1, ?n=2, ...), each step from the address as last asked
// for. Its buttons make several changes in one handler, before any render, as quick key presses can
// come before the router renders the address of the last one.
function Counter() {
  const ahead = useSearchAhead();
  const navigate = useNavigate();
  const location = useLocation();
  const step = () => ahead.go(`?n=${Number(new URLSearchParams(ahead.latest()).get("n") ?? "0") + 1}`);
  return (
    <>
      <p>address: {location.search || "(none)"}</p>
      <button type="button" onClick={step}>
        Step
      </button>
      <button
        type="button"
        onClick={() => {
          step();
          step();
          step();
        }}
      >
        Three steps
      </button>
      <button
        type="button"
        onClick={() => {
          step();
          void navigate(-1);
        }}
      >
        Step and back
      </button>
    </>
  );
}

function renderCounter() {
  render(
    <MemoryRouter initialEntries={["/count"]}>
      <Routes>
        <Route path="/count" element={<Counter />} />
      </Routes>
    </MemoryRouter>,
  );
}

const address = () => screen.getByText(/^address:/);

describe("useSearchAhead", () => {
  it("starts a change from the one before it when the router has not rendered that one yet", async () => {
    renderCounter();
    await userEvent.click(screen.getByRole("button", { name: "Three steps" }));
    expect(address()).toHaveTextContent("address: ?n=3");
    await userEvent.click(screen.getByRole("button", { name: "Step" }));
    expect(address()).toHaveTextContent("address: ?n=4");
  });

  it("forgets the changes still on their way once the address moves elsewhere (Back)", async () => {
    renderCounter();
    await userEvent.click(screen.getByRole("button", { name: "Step" }));
    await userEvent.click(screen.getByRole("button", { name: "Step and back" }));
    expect(address()).toHaveTextContent("address: ?n=1");
    await userEvent.click(screen.getByRole("button", { name: "Step" }));
    expect(address()).toHaveTextContent("address: ?n=2");
  });
});
