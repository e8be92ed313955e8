import { useId, type ReactNode } from "react";
import { ManualUploadFileState, type ManualUpload, type ManualUploadFile } from "@/gen/rpc/v1/uploads_pb.js";
import { EmptyState } from "@/src/components/empty-state.js";
import { PersonFound } from "./person-found.js";

function ResultGroup({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="text-sm font-semibold">
        {title} ({count.toLocaleString("en-US")})
      </h3>
      {children}
    </section>
  );
}

function FileReasons({ files, fallback }: { files: readonly ManualUploadFile[]; fallback: string }) {
  return (
    <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
      {files.map((file) => (
        <li key={file.id} className="px-3 py-2">
          <span className="font-medium break-words">{file.name}</span>
          <span className="block text-slate-700 dark:text-slate-300">{file.errorMessage || fallback}</span>
        </li>
      ))}
    </ul>
  );
}

// What a finished upload made of its files: the people found with the files that went to each, then
// the files that named nobody and the ones that could not be read, each with the service's reason.
export function UploadResults({ upload }: { upload: ManualUpload }) {
  const people = [...new Set([...upload.crewProfileIds, ...upload.files.map((file) => file.crewProfileId).filter((id) => id !== "")])];
  const unattributed = upload.files.filter((file) => file.state === ManualUploadFileState.UNATTRIBUTED);
  // A file the pipeline never reached (the upload failed first) did not make it either.
  const failed = upload.files.filter(
    (file) => file.state !== ManualUploadFileState.UNATTRIBUTED && !(file.state === ManualUploadFileState.PROCESSED && file.crewProfileId),
  );
  return (
    <>
      <ResultGroup title="People found" count={people.length}>
        {people.length > 0 ? (
          <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200 px-3 dark:divide-slate-800 dark:border-slate-800">
            {people.map((crewProfileId, index) => (
              <PersonFound
                key={crewProfileId}
                crewProfileId={crewProfileId}
                position={index + 1}
                files={upload.files.filter((file) => file.crewProfileId === crewProfileId)}
                uploadCreatedAt={upload.createdAt}
              />
            ))}
          </ul>
        ) : (
          <div className="mt-1">
            <EmptyState>Nobody was found in these files.</EmptyState>
          </div>
        )}
      </ResultGroup>
      {unattributed.length > 0 ? (
        <ResultGroup title="Not attributed to anyone" count={unattributed.length}>
          <FileReasons files={unattributed} fallback="It names nobody the service could tell." />
        </ResultGroup>
      ) : null}
      {failed.length > 0 ? (
        <ResultGroup title="Could not be read" count={failed.length}>
          <FileReasons files={failed} fallback={upload.errorMessage || "It was not read before the upload stopped."} />
        </ResultGroup>
      ) : null}
    </>
  );
}
