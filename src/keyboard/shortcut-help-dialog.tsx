import { useEffect, useRef } from "react";
import { shortcuts } from "./shortcuts.js";

export function ShortcutHelpDialog({ onClose }: { onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      } else if (event.key === "Tab") {
        // One focusable control: keep focus inside the dialog.
        event.preventDefault();
        closeButton.current?.focus();
      }
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="shortcut-help-title"
        className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 id="shortcut-help-title" className="text-lg font-semibold">
            Keyboard shortcuts
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            className="rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Close
          </button>
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">Shortcut keys and what they do</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {shortcuts.map((shortcut) => (
              <tr key={shortcut.description} className="border-t border-slate-100 dark:border-slate-800">
                <td className="py-1.5 pr-4 whitespace-nowrap">
                  {shortcut.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 ? <span className="mx-1 text-slate-600 dark:text-slate-400">then</span> : null}
                      <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs dark:border-slate-700 dark:bg-slate-800">{key}</kbd>
                    </span>
                  ))}
                </td>
                <td className="py-1.5">{shortcut.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
