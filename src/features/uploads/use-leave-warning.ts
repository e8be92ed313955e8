import { useEffect } from "react";

// While files are being sent, closing or reloading the tab asks first: it would stop the batch half
// way, and the upload would wait for files that never come.
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    function handleBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [active]);
}
