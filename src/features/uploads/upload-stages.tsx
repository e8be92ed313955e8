import { ManualUploadState } from "@/gen/rpc/v1/uploads_pb.js";
import { isFinalUploadState, stageOf, type UploadStage } from "./upload-states.js";

const steps: { stage: UploadStage; label: string }[] = [
  { stage: "uploading", label: "Uploading" },
  { stage: "processing", label: "Processing" },
  { stage: "done", label: "Done" },
];

type StepStatus = "finished" | "current" | "next" | "failed";

const circle: Record<StepStatus, string> = {
  finished: "border-green-700 bg-green-700 text-white dark:border-green-400 dark:bg-green-400 dark:text-slate-950",
  current: "border-blue-700 bg-white text-blue-800 dark:border-blue-300 dark:bg-slate-950 dark:text-blue-200",
  next: "border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-400",
  failed: "border-red-700 bg-red-700 text-white dark:border-red-400 dark:bg-red-400 dark:text-slate-950",
};

const spoken: Record<StepStatus, string> = { finished: "finished", current: "in progress", next: "not yet", failed: "did not finish" };

function endLabel(state: ManualUploadState): string {
  if (state === ManualUploadState.FAILED) return "Failed";
  if (state === ManualUploadState.EXPIRED) return "Expired";
  return "Done";
}

// uploading → processing → done, with where the upload is now. Files still being sent from this page
// count as uploading whatever the service says yet.
export function UploadStages({ state, sending }: { state: ManualUploadState; sending: boolean }) {
  const current = sending ? "uploading" : stageOf(state);
  const currentIndex = steps.findIndex((step) => step.stage === current);
  const ended = !sending && isFinalUploadState(state);
  const failed = ended && state !== ManualUploadState.COMPLETED;
  return (
    <ol aria-label="Stages" className="my-3 flex flex-wrap items-center gap-x-2 gap-y-2 text-sm">
      {steps.map((step, index) => {
        const status: StepStatus = index < currentIndex || (ended && !failed) ? "finished" : index === currentIndex ? (failed ? "failed" : "current") : "next";
        const label = step.stage === "done" ? endLabel(ended ? state : ManualUploadState.COMPLETED) : step.label;
        return (
          <li key={step.stage} aria-current={status === "current" ? "step" : undefined} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true" className="h-px w-6 bg-slate-300 sm:w-10 dark:bg-slate-600" /> : null}
            <span aria-hidden="true" className={`flex h-6 w-6 items-center justify-center rounded-full border-2 text-xs font-bold ${circle[status]}`}>
              {status === "finished" ? "✓" : status === "failed" ? "!" : index + 1}
            </span>
            <span className={status === "current" ? "font-semibold" : undefined}>
              {label}
              <span className="sr-only">: {spoken[status]}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
