import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.js";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("no #root element");
// In a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread until the whole tree is built (fewer long tasks while the page loads).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
