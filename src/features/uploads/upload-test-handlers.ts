// The service as the upload page's component tests need it: a key that may upload (unless told
// otherwise), GetCrewProfile and the matching postings of the people found, CreateManualUpload answering a fresh instruction per call (each call recorded), and
// ListManualUploads answering by id or with the recent list.
import type { Handlers } from "@/src/test/render-app.js";
import { crewMember, ids, neverApplied, uploadIds, uploadInstruction, whoAmI, writerWhoAmI } from "@/src/test/fixtures.js";

interface UploadHandlerOptions {
  // WhoAmI lists the write permission (default) or not.
  mayWrite?: boolean;
  // What ListManualUploads answers for one upload, by id; called again on every poll.
  upload?: (uploadId: string) => unknown;
  // What it answers without ids.
  recent?: unknown[];
  createManualUpload?: (request: { jobPostingId: string }) => unknown;
  // The first person found has a second page of matching postings.
  morePersonMatches?: boolean;
}

export const personMatches = [
  {
    id: "00000000-0000-4000-8000-0000000000e1",
    jobPostingId: "00000000-0000-4000-8000-0000000000e4",
    title: "Chief Officer — Capesize",
    score: 92,
    breakdown: { eligible: true },
  },
  {
    id: "00000000-0000-4000-8000-0000000000e2",
    jobPostingId: "00000000-0000-4000-8000-0000000000e3",
    title: "Chief Officer — Tanker",
    score: 31,
    breakdown: { eligible: false },
  },
];

export interface UploadCalls {
  instructions: { jobPostingId: string }[];
}

export function uploadHandlers(options: UploadHandlerOptions = {}): { handlers: Handlers; calls: UploadCalls } {
  const calls: UploadCalls = { instructions: [] };
  const handlers: Handlers = {
    dashboard: {
      whoAmI: () => (options.mayWrite === false ? whoAmI : writerWhoAmI),
      // The first person found applied before; the second never did.
      getCrewProfile: (request: { crewProfileId: string }) => ({
        crewProfile: request.crewProfileId === ids.profile ? crewMember : { ...neverApplied, id: request.crewProfileId },
      }),
    },
    organization: {
      createManualUpload: (request: { jobPostingId: string }) => {
        calls.instructions.push({ jobPostingId: request.jobPostingId });
        if (options.createManualUpload) return options.createManualUpload(request);
        // A new upload id per instruction, as the service makes one per call.
        const uploadId =
          calls.instructions.length === 1 ? uploadIds.upload : `00000000-0000-4000-8000-0000000001${String(calls.instructions.length).padStart(2, "0")}`;
        return uploadInstruction(uploadId);
      },
      // The first person found fits two open postings; the second none (yet).
      listMatchingJobPostingsForCandidate: (request: { crewProfileId: string }) => ({
        items: request.crewProfileId === ids.profile ? personMatches : [],
        paging: options.morePersonMatches ? { nextCursor: "next" } : {},
      }),
      listManualUploads: (request: { uploadIds: string[] }) => {
        if (request.uploadIds.length === 0) return { items: options.recent ?? [] };
        const found = request.uploadIds.map((id) => options.upload?.(id)).filter((upload) => upload !== undefined);
        return { items: found };
      },
    },
  };
  return { handlers, calls };
}
