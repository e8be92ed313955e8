// The batch a recruiter puts together and sends: the files chosen, the instruction they are checked
// against and sent with, and each file's progress while it goes.
//
// The first file chosen asks for an instruction (CreateManualUpload): its limits are what the files
// are checked against before anything is sent. The same instruction then sends the batch, unless it
// is for another posting or about to expire, in which case a fresh one is asked for and the files
// checked again. Once a batch is sent with it, an instruction is dropped: the processor takes each
// only once, and the next batch asks for its own.
import { useCallback, useState } from "react";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { CreateManualUploadResponse } from "@/gen/rpc/v1/uploads_pb.js";
import { useCreateManualUpload } from "./api/use-create-manual-upload.js";
import { checkBatch, isRefused, limitsOf, type BatchLimits } from "./batch-limits.js";
import { contentTypeOf } from "./file-kinds.js";
import { sendErrorMessage } from "./send-error-message.js";

export interface SelectedFile {
  key: string;
  file: File;
  name: string;
  size: number;
  contentType: string;
}

interface HeldInstruction {
  answer: CreateManualUploadResponse;
  jobPostingId: string;
}

// Sending a large batch takes a while: an instruction this close to its expiry is not started with.
const expiryMarginMs = 5 * 60_000;

function usable(instruction: HeldInstruction, jobPostingId: string): boolean {
  const expiresAt = instruction.answer.expiresAt ? timestampDate(instruction.answer.expiresAt).getTime() : 0;
  return instruction.jobPostingId === jobPostingId && expiresAt - Date.now() > expiryMarginMs;
}

// The same file chosen twice is listed once (Uppy would refuse the second as a duplicate).
function keyOf(file: File): string {
  return [file.name, file.size, file.lastModified, file.type].join("\u0000");
}

export interface UploadBatchOptions {
  jobPostingId: string;
  // A batch starts sending: the upload it becomes.
  onSending: (uploadId: string) => void;
}

export function useUploadBatch({ jobPostingId, onSending }: UploadBatchOptions) {
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [held, setHeld] = useState<HeldInstruction>();
  // The limits of the latest instruction: the same for every batch, so they stay shown between batches.
  const [limits, setLimits] = useState<BatchLimits>();
  const [sending, setSending] = useState(false);
  // While sending, the part of each file sent (0 to 1), by key.
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  const [sendFailure, setSendFailure] = useState<{ message: string; files: ReadonlyMap<string, string> }>();
  const createUpload = useCreateManualUpload();
  const { mutateAsync } = createUpload;

  const askForInstruction = useCallback(async () => {
    const instruction = { answer: await mutateAsync({ jobPostingId }), jobPostingId };
    setHeld(instruction);
    setLimits(limitsOf(instruction.answer));
    return instruction;
  }, [mutateAsync, jobPostingId]);

  const add = useCallback(
    (chosen: readonly File[]) => {
      if (chosen.length === 0) return;
      setSendFailure(undefined);
      setFiles((current) => {
        const known = new Set(current.map((selected) => selected.key));
        const added: SelectedFile[] = [];
        for (const file of chosen) {
          const key = keyOf(file);
          if (known.has(key)) continue;
          known.add(key);
          added.push({ key, file, name: file.name, size: file.size, contentType: contentTypeOf(file) });
        }
        return [...current, ...added];
      });
      // The error, if any, is the mutation's to show (createUpload.error).
      if (!held && !createUpload.isPending) askForInstruction().catch(() => undefined);
    },
    [held, createUpload.isPending, askForInstruction],
  );

  const remove = useCallback((keys: ReadonlySet<string>) => {
    setFiles((current) => current.filter((selected) => !keys.has(selected.key)));
  }, []);

  async function upload() {
    if (sending || files.length === 0) return;
    setSendFailure(undefined);
    let instruction = held;
    if (!instruction || !usable(instruction, jobPostingId)) {
      try {
        instruction = await askForInstruction();
      } catch {
        return;
      }
    }
    const batch = files;
    // A fresh instruction may say other limits: the page shows what they refuse.
    if (isRefused(checkBatch(batch, limitsOf(instruction.answer)))) return;
    setHeld(undefined);
    setSending(true);
    setProgress(new Map());
    onSending(instruction.answer.uploadId);
    try {
      const { sendBatch } = await import("./send-batch.js");
      const outcome = await sendBatch(instruction.answer, batch, {
        onProgress: (key, sent, total) => setProgress((current) => new Map(current).set(key, total > 0 ? sent / total : 1)),
      });
      if (outcome.failed.length === 0) {
        setFiles((current) => current.filter((selected) => !batch.includes(selected)));
      } else {
        setSendFailure({
          message: `${outcome.failed.length} of ${batch.length} files could not be sent, so this upload cannot finish. Upload the files again: they go as a new upload.`,
          files: new Map(outcome.failed.map((failed) => [failed.key, failed.message])),
        });
      }
    } catch (error) {
      setSendFailure({ message: `The files could not be sent: ${sendErrorMessage(error)}. Upload them again: they go as a new upload.`, files: new Map() });
    } finally {
      setSending(false);
      setProgress(new Map());
    }
  }

  return {
    files,
    limits,
    check: limits ? checkBatch(files, limits) : undefined,
    add,
    remove,
    upload,
    sending,
    progress,
    sendFailure,
    askingForInstruction: createUpload.isPending,
    instructionError: createUpload.error,
    retryInstruction: () => void askForInstruction().catch(() => undefined),
  };
}
