import { useId } from "react";
import { describeLimits, type BatchLimits } from "./batch-limits.js";

// What the file dialog offers first (its "All files" choice still shows the rest, which the check
// then refuses with a reason). Extensions too: some systems know no type for a .heic photo.
const accept = "application/pdf,image/jpeg,image/png,image/tiff,image/webp,image/heic,.pdf,.jpg,.jpeg,.png,.tif,.tiff,.webp,.heic,.heif";

interface FilePickerProps {
  // Why files cannot be added now; absent when they can.
  disabledReason: string | undefined;
  limits: BatchLimits | undefined;
  onFiles: (files: File[]) => void;
}

// The drop target's description and the Choose files button: a real file input, reached with Tab and
// opened with Space or Enter, under a label that looks like a button.
export function FilePicker({ disabledReason, limits, onFiles }: FilePickerProps) {
  const disabled = disabledReason !== undefined;
  const inputId = useId();
  const hintId = useId();
  return (
    <div
      className={`rounded-lg border-2 border-dashed px-4 py-8 text-center ${
        disabled
          ? "border-slate-300 bg-slate-50 text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400"
          : "border-slate-400 dark:border-slate-600"
      }`}
    >
      <p className="text-base font-medium">Drop CVs, passports and certificates anywhere on this page</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{disabledReason ?? "or"}</p>
      <div className="mt-3">
        <input
          id={inputId}
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          aria-describedby={hintId}
          className="peer sr-only focus-visible:outline-none"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            // The same file can be chosen again after it was removed.
            event.target.value = "";
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-block cursor-pointer rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:bg-slate-300 peer-disabled:text-slate-700 dark:peer-focus-visible:outline-blue-300 dark:peer-disabled:bg-slate-700 dark:peer-disabled:text-slate-300"
        >
          Choose files
        </label>
      </div>
      <p id={hintId} className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {limits ? describeLimits(limits) : "PDF, JPEG, PNG, TIFF, WebP or HEIC files"}
      </p>
    </div>
  );
}
