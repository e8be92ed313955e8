import { useEffect, useRef } from "react";
import { hasModifier, isTyping } from "./is-typing.js";

// Single-key shortcuts of one page ("x", "c", "[", "]"), by the key as KeyboardEvent.key names it. Like
// the list's j/k they never take a key typed into a text field, a key with a modifier, or one pressed
// while a dialog is open. The handlers may change on every render; the listener stays the same.
export function useKeyShortcuts(handlers: Record<string, () => void>, enabled = true) {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || hasModifier(event) || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [enabled]);
}
