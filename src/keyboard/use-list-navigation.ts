import { useEffect, useState } from "react";
import { hasModifier, isTyping } from "./is-typing.js";

interface ListNavigationOptions {
  count: number;
  onOpen: (index: number) => void;
  enabled?: boolean;
}

// j/k move through a list, Enter opens the selected item. One list per page listens at a time.
export function useListNavigation({ count, onOpen, enabled = true }: ListNavigationOptions) {
  const [activeIndex, setActiveIndex] = useState(-1);
  const [fromKeyboard, setFromKeyboard] = useState(false);

  useEffect(() => {
    if (activeIndex >= count) setActiveIndex(count - 1);
  }, [activeIndex, count]);

  useEffect(() => {
    if (!enabled) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || hasModifier(event) || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (event.key === "j" || event.key === "k") {
        if (count === 0) return;
        event.preventDefault();
        setFromKeyboard(true);
        setActiveIndex((index) => (event.key === "j" ? Math.min(count - 1, index + 1) : Math.max(0, index - 1)));
      } else if (event.key === "Enter" && activeIndex >= 0 && !(event.target instanceof HTMLAnchorElement || event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        onOpen(activeIndex);
      }
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [count, onOpen, enabled, activeIndex]);

  return { activeIndex, setActiveIndex, fromKeyboard };
}
