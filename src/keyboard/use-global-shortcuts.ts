import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { hasModifier, isTyping } from "./is-typing.js";
import { goToTargets } from "./shortcuts.js";

export const searchInputSelector = "[data-shortcut-search]";

// "/" focuses the page's search box, "?" opens the shortcut list, "g" then a letter goes to a page.
export function useGlobalShortcuts() {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const pendingG = useRef(0);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || hasModifier(event)) return;
      if (isTyping(event.target)) {
        if (event.key === "Escape" && event.target instanceof HTMLElement) event.target.blur();
        return;
      }
      const now = Date.now();
      if (pendingG.current > now) {
        pendingG.current = 0;
        const target = goToTargets[event.key];
        if (target) {
          event.preventDefault();
          navigate(target);
          return;
        }
      }
      if (event.key === "g") {
        pendingG.current = now + 1500;
        return;
      }
      if (event.key === "/") {
        const input = document.querySelector<HTMLInputElement>(searchInputSelector);
        if (input) {
          event.preventDefault();
          input.focus();
          input.select();
        }
        return;
      }
      if (event.key === "?") {
        event.preventDefault();
        setHelpOpen(true);
      }
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [navigate]);

  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false) };
}
