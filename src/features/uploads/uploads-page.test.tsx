import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Code, ConnectError } from "@connectrpc/connect";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ManualUploadState } from "@/gen/rpc/v1/uploads_pb.js";
import { completedUpload, ids, uploadIds, uploadParams } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";
import { sendBatch, type BatchOutcome } from "./send-batch.js";
import { uploadHandlers } from "./upload-test-handlers.js";

// Uppy is not run here (e2e/uploads.spec.ts sends real files): the page's part is what it hands over.
vi.mock("./send-batch.js", () => ({ sendBatch: vi.fn() }));
const sendBatchMock = vi.mocked(sendBatch);

const MiB = 1024 * 1024;

function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(["%PDF"], name, { type, lastModified: 1 });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

// The file input accepts what the dialog offers first; a drop or "All files" brings anything.
const setup = () => userEvent.setup({ applyAccept: false });

async function chooseFiles(user: ReturnType<typeof setup>, files: File[]) {
  const input = await screen.findByLabelText("Choose files", {}, { timeout: 8000 });
  await waitFor(() => expect(input).toBeEnabled());
  await user.upload(input, files);
}

function fileRow(name: string): HTMLElement {
  return screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;
}

beforeEach(() => {
  sendBatchMock.mockReset();
});

describe("upload page: checking the files before sending", () => {
  it("lists each file with its type and size, checked against the instruction's limits", async () => {
    const user = setup();
    const { handlers, calls } = uploadHandlers();
    renderApp({ path: "/uploads", handlers });
    await chooseFiles(user, [fileOf("CV_Santos.pdf", "application/pdf", 48_000), fileOf("passport.jpg", "image/jpeg", 350_000)]);
    expect(await screen.findByRole("table", { name: "Files to upload" })).toBeInTheDocument();
    await waitFor(() => expect(within(fileRow("CV_Santos.pdf")).getByText("Ready")).toBeInTheDocument());
    expect(within(fileRow("CV_Santos.pdf")).getByText("PDF document")).toBeInTheDocument();
    expect(within(fileRow("CV_Santos.pdf")).getByText("46.9 KB")).toBeInTheDocument();
    expect(within(fileRow("passport.jpg")).getByText("JPEG image")).toBeInTheDocument();
    // The limits the instruction gave, beside the button.
    expect(screen.getByText("PDF, JPEG, PNG, TIFF, WebP or HEIC; up to 3 files, 1 MB each, 2 MB in all")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload 2 files" })).toBeEnabled();
    // One instruction so far, for no posting; nothing sent.
    expect(calls.instructions).toEqual([{ jobPostingId: "" }]);
    expect(sendBatchMock).not.toHaveBeenCalled();
  });

  it("refuses a file of another type before sending, and says why", async () => {
    const user = setup();
    const { handlers } = uploadHandlers();
    renderApp({ path: "/uploads", handlers });
    await chooseFiles(user, [
      fileOf("cv.pdf", "application/pdf"),
      fileOf("notes.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This upload would be refused, so nothing is sent yet");
    expect(alert).toHaveTextContent("1 file the service would not take");
    expect(within(fileRow("notes.docx")).getByText("DOCX file")).toBeInTheDocument();
    expect(within(fileRow("notes.docx")).getByText("Refused: DOCX file: the service reads only PDF, JPEG, PNG, TIFF, WebP or HEIC files")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload 2 files" })).toBeDisabled();

    await user.click(within(alert).getByRole("button", { name: "Remove the refused files" }));
    expect(screen.queryByRole("rowheader", { name: "notes.docx" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload 1 file" })).toBeEnabled();
    expect(sendBatchMock).not.toHaveBeenCalled();
  });

  it("refuses a file larger than one file may be", async () => {
    const user = setup();
    const { handlers } = uploadHandlers();
    renderApp({ path: "/uploads", handlers });
    await chooseFiles(user, [fileOf("scan-600dpi.tiff", "image/tiff", 3 * MiB)]);
    expect(await within(fileRow("scan-600dpi.tiff")).findByText("Refused: Larger than 1 MB, the most one file may be")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("1 file the service would not take");
    expect(screen.getByRole("button", { name: "Upload 1 file" })).toBeDisabled();
  });

  it("refuses more files than one upload takes, and says how many to remove", async () => {
    const user = setup();
    const { handlers } = uploadHandlers();
    renderApp({ path: "/uploads", handlers });
    await chooseFiles(
      user,
      ["a.pdf", "b.pdf", "c.pdf", "d.pdf"].map((name) => fileOf(name, "application/pdf")),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("4 files: one upload takes at most 3. Remove 1 file, or upload them in another batch.");
    expect(screen.getByRole("button", { name: "Upload 4 files" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remove d.pdf" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload 3 files" })).toBeEnabled();
  });

  it("takes files dropped anywhere on the page, with an overlay while they are dragged", async () => {
    const { handlers } = uploadHandlers();
    renderApp({ path: "/uploads", handlers });
    const input = await screen.findByLabelText("Choose files", {}, { timeout: 8000 });
    await waitFor(() => expect(input).toBeEnabled());
    const files = [fileOf("CV_Reyes.pdf", "application/pdf")];
    const drag = (type: string) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      Object.defineProperty(event, "dataTransfer", { value: { types: ["Files"], files, dropEffect: "none" } });
      screen.getByRole("heading", { level: 1 }).dispatchEvent(event);
      return event;
    };
    drag("dragenter");
    expect(await screen.findByText("Drop the files to add them")).toBeInTheDocument();
    const drop = drag("drop");
    // Taken from the browser, which would otherwise leave the dashboard to open the file.
    expect(drop.defaultPrevented).toBe(true);
    expect(await screen.findByRole("rowheader", { name: "CV_Reyes.pdf" })).toBeInTheDocument();
    expect(screen.queryByText("Drop the files to add them")).not.toBeInTheDocument();
  });
});

describe("upload page: sending", () => {
  it("sends the batch with its instruction's exact params, shows each file's progress, then follows the upload", async () => {
    const user = setup();
    let finish: (outcome: BatchOutcome) => void = () => undefined;
    sendBatchMock.mockImplementation((_instruction, files, progress) => {
      progress.onProgress(files[0]!.key, 60_000, 120_000);
      return new Promise((resolve) => (finish = resolve));
    });
    const { handlers, calls } = uploadHandlers({
      upload: (id) => ({ ...completedUpload, id, state: ManualUploadState.WAITING_FOR_FILES, files: [], crewProfileIds: [] }),
    });
    renderApp({ path: "/uploads", handlers });
    await chooseFiles(user, [fileOf("cv.pdf", "application/pdf"), fileOf("passport.jpg", "image/jpeg")]);
    const upload = screen.getByRole("button", { name: "Upload 2 files" });
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);

    expect(await screen.findByRole("progressbar", { name: "Sending cv.pdf" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("progressbar", { name: "Sending passport.jpg" })).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByRole("button", { name: "Sending 2 files…" })).toBeDisabled();
    expect(screen.getByLabelText("Choose files")).toBeDisabled();
    const [instruction, sent] = sendBatchMock.mock.calls[0]!;
    // The signed text as the service wrote it (not parsed and written again), with its signature, to
    // the processor the instruction names.
    expect(instruction.params).toBe(uploadParams);
    expect(instruction.signature).toBe("sha384:5f1c");
    expect(instruction.uploadUrl).toBe("http://127.0.0.1:8081");
    expect(sent.map((file) => [file.file.name, file.contentType])).toEqual([
      ["cv.pdf", "application/pdf"],
      ["passport.jpg", "image/jpeg"],
    ]);
    // The upload it became is followed on the page (and in the address, to come back to).
    expect(screen.getByTestId("location")).toHaveTextContent(`/uploads?upload=${uploadIds.upload}`);
    const followed = await screen.findByRole("region", { name: /^Upload of / });
    expect(within(followed).getByRole("status")).toHaveTextContent("Sending the files to the upload processor…");
    expect(
      within(within(followed).getByRole("list", { name: "Stages" }))
        .getByText("Uploading")
        .closest("li"),
    ).toHaveAttribute("aria-current", "step");

    finish({ failed: [] });
    await waitFor(() => expect(screen.queryByRole("table", { name: "Files to upload" })).not.toBeInTheDocument());

    // The next batch asks for an instruction of its own: one is never used twice.
    await chooseFiles(user, [fileOf("cv-2.pdf", "application/pdf")]);
    sendBatchMock.mockResolvedValue({ failed: [] });
    const next = await screen.findByRole("button", { name: "Upload 1 file" });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(sendBatchMock).toHaveBeenCalledTimes(2));
    expect(calls.instructions).toHaveLength(2);
    const second = sendBatchMock.mock.calls[1]![0] as typeof instruction & { uploadId: string };
    expect(second.uploadId).not.toBe(uploadIds.upload);
  });

  it("keeps the files and says so when they could not be sent", async () => {
    const user = setup();
    sendBatchMock.mockRejectedValue(
      Object.assign(new Error("Transloadit: Could not create Assembly: SIGNATURE_REUSE_DETECTED"), { details: "this instruction was used" }),
    );
    const { handlers } = uploadHandlers({ upload: (id) => ({ ...completedUpload, id, state: ManualUploadState.WAITING_FOR_FILES }) });
    renderApp({ path: "/uploads", handlers });
    await chooseFiles(user, [fileOf("cv.pdf", "application/pdf")]);
    const upload = screen.getByRole("button", { name: "Upload 1 file" });
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The files could not be sent: Transloadit: Could not create Assembly: SIGNATURE_REUSE_DETECTED (this instruction was used). Upload them again",
    );
    expect(screen.getByRole("rowheader", { name: "cv.pdf" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload 1 file" })).toBeEnabled();
  });
});

describe("upload page: keys and postings", () => {
  it("tells a key that may only read why it cannot upload and how to get one that can", async () => {
    const { handlers, calls } = uploadHandlers({ mayWrite: false });
    renderApp({ path: "/uploads", handlers });
    const panel = await screen.findByRole("region", { name: "This key cannot upload" }, { timeout: 8000 });
    expect(within(panel).getByText(`npx crew keys create --org ${ids.org} --permission service:documents:write`)).toBeInTheDocument();
    expect(screen.getByLabelText("Choose files")).toBeDisabled();
    expect(screen.getByText("This key cannot upload: see above how to get one that can.")).toBeInTheDocument();
    // The recent uploads are any key's to read.
    expect(screen.getByRole("region", { name: "Recent uploads" })).toBeInTheDocument();
    expect(calls.instructions).toEqual([]);
  });

  it("says the same when the service refuses the instruction (the key lost the permission)", async () => {
    const user = setup();
    const { handlers } = uploadHandlers({
      createManualUpload: () => {
        throw new ConnectError("this key lacks service:documents:write", Code.PermissionDenied);
      },
    });
    renderApp({ path: "/uploads", handlers });
    await chooseFiles(user, [fileOf("cv.pdf", "application/pdf")]);
    expect(await screen.findByRole("region", { name: "This key cannot upload" })).toBeInTheDocument();
    expect(screen.queryByText(/Could not prepare the upload/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Choose files")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Upload 1 file" })).toBeDisabled();
  });

  it("opens from a posting's page and sends the people found to that posting", async () => {
    const user = setup();
    const { handlers, calls } = uploadHandlers();
    renderApp({ path: `/postings/${ids.posting}`, handlers });
    await user.click(await screen.findByRole("link", { name: "Upload documents" }, { timeout: 8000 }));
    expect(screen.getByTestId("location")).toHaveTextContent(`/uploads?posting=${ids.posting}`);
    expect(await screen.findByText(/The people found will apply to/, {}, { timeout: 8000 })).toHaveTextContent(
      "The people found will apply to Chief Officer — Bulk Carrier (JP-101), in the first stage of its pipeline.",
    );
    expect(screen.getByRole("link", { name: "Chief Officer — Bulk Carrier" })).toHaveAttribute("href", `/postings/${ids.posting}`);
    await chooseFiles(user, [fileOf("cv.pdf", "application/pdf")]);
    await waitFor(() => expect(calls.instructions).toEqual([{ jobPostingId: ids.posting }]));
  });
});
