import { render, screen, within } from "@testing-library/react";
import { create } from "@bufbuild/protobuf";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { JobPostingMatchSchema } from "@/gen/rpc/v1/matching_pb.js";
import { MatchPanel } from "./match-panel.js";

const postingId = "00000000-0000-4000-8000-000000000010";

function renderPanel(match: Parameters<typeof MatchPanel>[0]["match"], pending = false) {
  render(
    <MemoryRouter>
      <MatchPanel match={match} postingId={postingId} pending={pending} />
    </MemoryRouter>,
  );
  return screen.getByRole("region", { name: "Match" });
}

describe("the candidate page's match panel", () => {
  it("says the match is not computed only when the application has none", () => {
    const panel = renderPanel(undefined);
    expect(panel).toHaveTextContent("Match not computed yet.");
    expect(within(panel).getByRole("link", { name: "All matches of the posting" })).toHaveAttribute("href", `/postings/${postingId}/matches`);
  });

  it("says nothing while the profile loads", () => {
    const panel = renderPanel(undefined, true);
    expect(panel).not.toHaveTextContent("Match not computed yet.");
    expect(within(panel).getByRole("status")).toHaveTextContent("Loading the match");
  });

  it("shows an eligible match: score, months against the requirement, rank and vessel fit, certificates", () => {
    const panel = renderPanel(
      create(JobPostingMatchSchema, {
        matchScore: 88n,
        requiredRank: "chief_officer",
        requiredCertificates: ["coc_chief_mate", "coc_gmdss_goc"],
        requiredExperienceMonths: 12n,
        qualifyingExperienceMonths: 14n,
        failureReasons: [],
        matchBreakdown: {
          mainRank: true,
          similarRank: false,
          vesselType: true,
          mainVesselType: false,
          similarVesselType: true,
          confirmedRelevantMonths: 10n,
          possibleRelevantMonths: 13n,
          mainRelevantMonths: 12n,
          similarRelevantMonths: 4n,
          containsEstimatedMonths: true,
        },
      }),
    );
    expect(panel).toHaveTextContent("Score88");
    expect(panel).toHaveTextContent("Eligible");
    expect(panel).not.toHaveTextContent("Not eligible");
    expect(panel).toHaveTextContent("14 of 12 months");
    expect(within(panel).getAllByTitle(/^Estimated:/).length).toBeGreaterThan(0);
    expect(panel).toHaveTextContent("10 confirmed");
    expect(panel).toHaveTextContent("12 in rank · 4 similar");
    expect(panel).toHaveTextContent("Chief OfficerIn rank");
    expect(panel).toHaveTextContent("Similar vessel type");
    expect(panel).toHaveTextContent("CoC Chief Mate – ships of 3000 GT or more, GMDSS General Operator's Certificate");
  });

  it("names each failed hard check in plain words", () => {
    const panel = renderPanel(
      create(JobPostingMatchSchema, {
        matchScore: 31n,
        requiredCertificates: [],
        qualifyingExperienceMonths: 3n,
        requiredExperienceMonths: 24n,
        failureReasons: ["insufficient_experience", "visa_missing"],
      }),
    );
    expect(panel).toHaveTextContent("Not eligible");
    expect(within(panel).getByText("Less experience than required")).toBeInTheDocument();
    expect(within(panel).getByText("Visa missing or expired")).toBeInTheDocument();
    expect(panel).toHaveTextContent("3 of 24 months");
    expect(panel).toHaveTextContent("Any");
    expect(panel).toHaveTextContent("Any vessel type");
    expect(panel).toHaveTextContent("None required");
  });
});
