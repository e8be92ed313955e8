// The job kind of the document pipeline (server/jobs/job-handlers.ts runs it): one job per manual
// upload, keyed by the upload's id, queued by the upload processor when every file of it is stored.
export const PROCESS_UPLOAD_JOB = "upload.process";
