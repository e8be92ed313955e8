import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ManualUploadFileState, ManualUploadState } from "@/gen/rpc/v1/uploads_pb.js";
import { completedUpload, crewMember, ids, processingUpload, uploadIds } from "@/src/test/fixtures.js";
import { renderApp } from "@/src/test/render-app.js";
import { personMatches, uploadHandlers } from "./upload-test-handlers.js";

const path = `/uploads?upload=${uploadIds.upload}`;

async function followedUpload(): Promise<HTMLElement> {
  return screen.findByRole("region", { name: /^Upload of / }, { timeout: 8000 });
}

function stage(region: HTMLElement, name: string): HTMLElement {
  return within(within(region).getByRole("list", { name: "Stages" }))
    .getByText(name)
    .closest("li") as HTMLElement;
}

describe("an upload followed to its end", () => {
  it("shows each file while the documents are read, asks again every 2 s and then shows what was found", async () => {
    let polls = 0;
    const { handlers } = uploadHandlers({
      upload: () => {
        polls++;
        return polls === 1 ? processingUpload : completedUpload;
      },
    });
    renderApp({ path, handlers });
    const region = await followedUpload();
    expect(stage(region, "Uploading")).toHaveTextContent("finished");
    expect(stage(region, "Processing")).toHaveAttribute("aria-current", "step");
    expect(within(region).getByRole("status")).toHaveTextContent("Reading the documents and finding the people in them: 2 of 6 files read.");
    const files = within(region).getByRole("table", { name: "Files received" });
    const row = (name: string) => within(files).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
    expect(within(row("CV_Dela_Cruz.pdf")).getByText("Attributed")).toBeInTheDocument();
    expect(within(row("seamans-book.png")).getByText("Reading")).toBeInTheDocument();
    expect(within(row("CV_protected.pdf")).getByText("Received")).toBeInTheDocument();

    // The next poll (2 s later) finds it completed.
    expect(await within(region).findByRole("heading", { name: "People found (2)" }, { timeout: 4000 })).toBeInTheDocument();
    expect(polls).toBe(2);
    expect(within(region).getByRole("status")).toHaveTextContent("Done: 2 people found in 6 files.");
    expect(stage(region, "Done")).toHaveTextContent("finished");
    expect(within(region).queryByRole("table", { name: "Files received" })).not.toBeInTheDocument();
    // Completed: not asked again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls).toBe(2);
  }, 15_000);

  it("lists the people found with their files and pages, and the files that named nobody or could not be read, with reasons", async () => {
    const { handlers } = uploadHandlers({ upload: () => completedUpload });
    renderApp({ path, handlers });
    const region = await followedUpload();
    expect(within(region).getByText(/^6 files for/)).toBeInTheDocument();
    expect(await within(region).findByRole("link", { name: "Chief Officer — Bulk Carrier" })).toHaveAttribute("href", `/postings/${ids.posting}`);

    const people = within(region).getByRole("region", { name: "People found (2)" });
    // Each by name (GetCrewProfile), opening their page: the first applied before, the second never did.
    expect(await within(people).findByRole("link", { name: "Juan0 Dela Cruz" })).toHaveAttribute("href", `/crew/${ids.profile}`);
    expect(
      within(within(people).getByRole("list", { name: "Files of Juan0 Dela Cruz" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["CV_Dela_Cruz.pdf · PDF document", "scan0023.jpg · JPEG image"]);
    expect(await within(people).findByRole("link", { name: "Ivan Petrenko" })).toHaveAttribute("href", `/crew/${uploadIds.secondPerson}`);
    expect(within(people).getAllByText("Has not applied to a posting")).toHaveLength(1);
    expect(within(people).getByRole("list", { name: "Files of Ivan Petrenko" })).toHaveTextContent("seamans-book.png · PNG image");

    // What their documents told, whether the organization had them already, and their best match.
    const person = (name: string) => within(people).getByRole("link", { name }).closest("li") as HTMLElement;
    const juan = person("Juan0 Dela Cruz");
    expect(within(juan).getByLabelText("Read from the documents")).toHaveTextContent("Born Apr 12, 1988 · 🇵🇭Philippines · juan0@mail.example · +639171234567");
    expect(within(juan).getByText("Already in your organization")).toBeInTheDocument();
    expect(await within(juan).findByRole("link", { name: "Chief Officer — Capesize" })).toHaveAttribute("href", `/postings/${personMatches[0]!.jobPostingId}`);
    expect(within(juan).getByText("(score 92, eligible)")).toBeInTheDocument();
    expect(within(juan).getByRole("link", { name: "eligible for 1 of 2 open postings" })).toHaveAttribute("href", `/crew/${ids.profile}`);
    const ivan = person("Ivan Petrenko");
    expect(within(ivan).getByLabelText("Read from the documents")).toHaveTextContent(/^🇺🇦Ukraine$/u);
    expect(within(ivan).getByText("New")).toBeInTheDocument();
    expect(await within(ivan).findByText("Not matched with any open posting yet.")).toBeInTheDocument();

    const unattributed = within(region).getByRole("region", { name: "Not attributed to anyone (1)" });
    expect(within(unattributed).getByRole("listitem")).toHaveTextContent(
      "doc_20261120.pdfit is not a candidate document (no CV, identity document or certificate was recognised)",
    );
    const failed = within(region).getByRole("region", { name: "Could not be read (2)" });
    expect(
      within(failed)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["CV_protected.pdfthe PDF is encrypted: it cannot be read without its password", "IMG_20261120_093512.jpgthe file is empty"]);
  });

  it("counts the eligible matches of the first page only as that, when more pages follow", async () => {
    const { handlers } = uploadHandlers({ upload: () => completedUpload, morePersonMatches: true });
    renderApp({ path, handlers });
    const people = within(await followedUpload()).getByRole("region", { name: "People found (2)" });
    expect(await within(people).findByRole("link", { name: "eligible for 1 of their best 2 matches" })).toHaveAttribute("href", `/crew/${ids.profile}`);
  });

  it("reads each person once, and names one whose documents gave no name by their place", async () => {
    const { handlers } = uploadHandlers({ upload: () => completedUpload });
    const asked: string[] = [];
    let listed = 0;
    handlers.dashboard = {
      ...handlers.dashboard,
      getCrewProfile: (request: { crewProfileId: string }) => {
        asked.push(request.crewProfileId);
        return {
          crewProfile: request.crewProfileId === ids.profile ? crewMember : { id: request.crewProfileId, primaryEmail: "", latestJobApplicationId: "" },
        };
      },
    };
    handlers.organization = {
      ...handlers.organization,
      listCrewProfilesByApplicationIDs: () => {
        listed++;
        return { items: [] };
      },
    };
    renderApp({ path, handlers });
    const people = within(await followedUpload()).getByRole("region", { name: "People found (2)" });
    expect(await within(people).findByRole("link", { name: "Person 2" })).toHaveAttribute("href", `/crew/${uploadIds.secondPerson}`);
    expect(within(people).getByRole("link", { name: "Juan0 Dela Cruz" })).toBeInTheDocument();
    expect(asked.sort()).toEqual([ids.profile, uploadIds.secondPerson].sort());
    expect(listed).toBe(0);
  });

  it("says why a failed upload failed, and lists the files it never read under that reason", async () => {
    const failedUpload = {
      ...processingUpload,
      state: ManualUploadState.FAILED,
      errorMessage: "the batch is larger than 1073741824 bytes, the most one batch may be",
      files: processingUpload.files.map((file) => ({
        ...file,
        state: file.state === ManualUploadFileState.PROCESSED ? file.state : ManualUploadFileState.RECEIVED,
      })),
    };
    const { handlers } = uploadHandlers({ upload: () => failedUpload });
    renderApp({ path, handlers });
    const region = await followedUpload();
    expect(within(region).getByRole("status")).toHaveTextContent("The upload failed: the batch is larger than 1073741824 bytes, the most one batch may be.");
    expect(stage(region, "Failed")).toHaveTextContent("did not finish");
    expect(within(region).getByText("Failed", { selector: "span.rounded" })).toBeInTheDocument();
    const failed = within(region).getByRole("region", { name: "Could not be read (4)" });
    expect(within(failed).getAllByRole("listitem")[0]).toHaveTextContent("seamans-book.pngthe batch is larger than 1073741824 bytes");
  });

  it("says so for an upload that is not the organization's, or an address that names none", async () => {
    const { handlers } = uploadHandlers({ upload: () => undefined });
    const { unmount } = renderApp({ path, handlers });
    expect(await screen.findByText("There is no upload of this address in your organization.", {}, { timeout: 8000 })).toBeInTheDocument();
    unmount();
    renderApp({ path: "/uploads?upload=not-an-id", handlers });
    expect(await screen.findByText("There is no upload of this address in your organization.", {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe("recent uploads", () => {
  it("lists the organization's uploads newest first with their state, each opening on the page", async () => {
    const recent = [
      { ...completedUpload, id: uploadIds.upload },
      { ...processingUpload, id: "00000000-0000-4000-8000-0000000000d3", jobPostingId: "", createdAt: completedUpload.createdAt },
      { ...completedUpload, id: "00000000-0000-4000-8000-0000000000d4", state: ManualUploadState.FAILED, jobPostingId: "", crewProfileIds: [] },
      {
        ...completedUpload,
        id: "00000000-0000-4000-8000-0000000000d5",
        state: ManualUploadState.EXPIRED,
        fileCount: 0n,
        files: [],
        crewProfileIds: [],
        jobPostingId: "",
      },
      { ...completedUpload, id: uploadIds.earlier, state: ManualUploadState.WAITING_FOR_FILES, fileCount: 0n, files: [], crewProfileIds: [], jobPostingId: "" },
    ];
    const { handlers } = uploadHandlers({ recent, upload: (id) => recent.find((upload) => upload.id === id) });
    renderApp({ path: "/uploads", handlers });
    const list = await screen.findByRole("region", { name: "Recent uploads" }, { timeout: 8000 });
    const items = await within(list).findAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^(Done|Processing|Failed|Expired|Waiting for files)$/).textContent)).toEqual([
      "Done",
      "Processing",
      "Failed",
      "Expired",
      "Waiting for files",
    ]);
    await waitFor(() => expect(items[0]).toHaveTextContent("6 files · 2 people found · for Chief Officer — Bulk Carrier"));
    expect(items[3]).toHaveTextContent("0 files · 0 people found");
    const links = within(list).getAllByRole("link", { name: /^Upload of / });
    expect(links[1]).toHaveAttribute("href", "/uploads?upload=00000000-0000-4000-8000-0000000000d3");

    // Opening one follows it on the page, marked in the list.
    links[0]!.click();
    const region = await followedUpload();
    expect(within(region).getByRole("heading", { name: "People found (2)" })).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole("link", { name: /^Upload of / })[0]).toHaveAttribute("aria-current", "page"));
  });
});
