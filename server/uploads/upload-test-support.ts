// What the upload tests share: asking the service for an instruction, and sending a batch to the
// processor as the spec's curl flow does (multipart: params and signature verbatim, then the files).
import { expect } from "vitest";
import { rpc, type TestServer } from "@/server/test-support/test-server.js";

export interface Instruction {
  upload_url: string;
  params: string;
  signature: string;
  expires_at: string;
  upload_id: string;
  max_file_count: string;
  max_file_size_bytes: string;
  max_total_size_bytes: string;
  allowed_content_types: string[];
}

export async function newInstruction(server: TestServer, key: string, body: Record<string, unknown> = {}): Promise<Instruction> {
  const answer = await rpc<Instruction>(server, "rpc.v1.OrganizationService/CreateManualUpload", body, { key });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export interface BatchFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

// POST {upload_url}/assemblies with the form fields in the order given, then the files.
export async function postAssembly(
  url: string,
  fields: Record<string, string>,
  files: BatchFile[] = [],
): Promise<{ status: number; body: Record<string, unknown> & { error?: string; message?: string; ok?: string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, index) =>
    form.append(`file${index + 1}`, new Blob([Buffer.from(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name),
  );
  const response = await fetch(`${url}/assemblies`, { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface ListedUpload {
  id: string;
  state: string;
  jobPostingId: string;
  fileCount: string;
  processedFileCount: string;
  failedFileCount: string;
  errorMessage: string;
  expiresAt: string;
  crewProfileIds: string[];
  jobApplicationIds: string[];
  files: { id: string; name: string; contentType: string; sizeBytes: string; state: string; errorMessage: string; crewProfileId: string }[];
}

export async function listUploads(
  server: TestServer,
  key: string,
  body: Record<string, unknown> = {},
): Promise<{ items: ListedUpload[]; paging: { nextCursor: string; previousCursor: string } }> {
  const answer = await rpc<{ items: ListedUpload[]; paging: { nextCursor: string; previousCursor: string } }>(
    server,
    "rpc.v1.OrganizationService/ListManualUploads",
    body,
    { key },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export async function uploadById(server: TestServer, key: string, id: string): Promise<ListedUpload> {
  const { items } = await listUploads(server, key, { uploadIds: [id] });
  expect(items).toHaveLength(1);
  return items[0]!;
}
