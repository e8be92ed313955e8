import { useEffect, useState } from "react";
import { hasModifier, isTyping } from "./is-typing.js";

interface ListNavigationOptions {
  count: number;
  onOpen: (index: number) => void;
  enabled?: boolean;
}

// j/k move through a list, Enter opens the selected item. One list per page listens at a time.
export function useListNavigation({ count, onOpen, enabled = true }: ListNavigationOptions) {
  const [selectedIndex, setActiveIndex] = useState(-1);
  const [fromKeyboard, setFromKeyboard] = useState(false);
  // A list that shrank keeps its last row selected.
  const activeIndex = Math.min(selectedIndex, count - 1);

  useEffect(() => {
    if (!enabled) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || hasModifier(event) || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (event.key === "j" || event.key === "k") {
        if (count === 0) return;
        event.preventDefault();
        setFromKeyboard(true);
        setActiveIndex((index) => {
          const current = Math.min(index, count - 1);
          return event.key === "j" ? Math.min(count - 1, current + 1) : Math.max(0, current - 1);
        });
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
