import { useEffect, type RefObject } from "react";

// Moves focus to the link of the row the keyboard selected (for lists that are not virtualized).
export function useFocusRow(container: RefObject<HTMLElement | null>, activeIndex: number, fromKeyboard: boolean) {
  useEffect(() => {
    if (!fromKeyboard || activeIndex < 0) return;
    const link = container.current?.querySelector<HTMLElement>(`[data-row-index="${activeIndex}"] a`);
    link?.focus();
    link?.scrollIntoView?.({ block: "nearest" });
  }, [container, activeIndex, fromKeyboard]);
}
