// Job postings (and the crew requests some of them fill): rank and vessel-type mix per DOMAIN §6.2,
// titles and summaries a crewing agency would write, slot tags, and the fields the matcher reads.
import { addDays, daysAgo, iso, isoDate, monthName, REFERENCE_DATE } from "./dates.js";
import type { Row } from "./insert.js";
import { formatUsd, OFFSHORE_PORTS, pickFlag, PORTS, RANK_MIX, salaryBand, vesselMixFor, vesselName, vesselTitle } from "./maritime.js";
import type { DemoOrganization, PipelinePlan } from "./organizations.js";
import { demoUuid, Rng } from "./random.js";
import { certificate, isOfficer, rank, typicalCertificates, vessel } from "./reference.js";

// What each slot tag means ("N:value"); the same for every posting and both organizations.
export const SLOT_MEANINGS = {
  1: "vessel type (vessel-types.json value)",
  2: "department (deck, engine, catering)",
  3: "contract length band (up_to_3_months, 4_to_6_months, 7_to_9_months, over_9_months)",
  4: "flag (snake_case country name, e.g. marshall_islands)",
  5: "rotation (e.g. 4_on_2_off, 28_28_days)",
  6: "level (management, operational, support, trainee)",
} as const;

export interface PostingPlan {
  index: number;
  id: string;
  shortId: string;
  title: string;
  rank: string;
  vesselType: string;
  vesselName: string;
  state: "open" | "closed";
  createdAt: Date;
  pipeline: PipelinePlan;
  careerSiteId: string | null;
}

const NATIONALITY_GROUPS = [
  ["PH"],
  ["PH", "IN", "ID"],
  ["UA", "PL", "HR", "LV", "RO", "BG", "GE", "ME"],
  ["IN", "LK", "BD"],
  ["PL", "HR", "LV", "GR", "RO", "BG"],
];

const article = (word: string) => (/^[AEIOU]/i.test(word) ? "an" : "a");

export function rankTitle(value: string): string {
  return rank(value).label.split(" / ")[0]!.replace(" (passenger ships)", "");
}

function contractBand(months: number, offshore: boolean): string {
  if (offshore) return "up_to_3_months";
  if (months <= 3) return "up_to_3_months";
  if (months <= 6) return "4_to_6_months";
  if (months <= 9) return "7_to_9_months";
  return "over_9_months";
}

export function postingCount(org: DemoOrganization, scale: number): number {
  return Math.max(3, Math.round(160 * org.factor * scale));
}

export function buildPostings(
  org: DemoOrganization,
  scale: number,
  pipelines: PipelinePlan[],
  careerSiteIds: string[],
  assignableMemberIds: string[],
): { plans: PostingPlan[]; postings: Row[]; crewRequests: Row[]; assignees: Row[] } {
  const count = postingCount(org, scale);
  const plans: PostingPlan[] = [];
  const postings: Row[] = [];
  const crewRequests: Row[] = [];
  const assignees: Row[] = [];
  const offshoreBias = org.index === 1;

  for (let i = 0; i < count; i++) {
    const rng = new Rng(org.id, "job_posting", i);
    const id = demoUuid(org.id, "job_posting", i);
    // Older postings first: shortIds follow creation order.
    const ageDays = 1 + Math.round(540 * Math.pow(1 - i / count, 4)) + rng.int(0, 4);
    const createdAt = addDays(daysAgo(ageDays), rng.next() * 0.9);
    const state: "open" | "closed" = ageDays <= 170 ? (rng.chance(0.95) ? "open" : "closed") : rng.chance(0.2) ? "open" : "closed";

    const rankValue = rng.weighted(RANK_MIX);
    let mix = vesselMixFor(rankValue);
    if (offshoreBias) mix = mix.map(([v, w]) => [v, vessel(v).family === "offshore" || vessel(v).family === "tanker" ? w * 4 : w] as const);
    const vesselType = rng.weighted(mix);
    const info = rank(rankValue);
    const vInfo = vessel(vesselType);
    const offshore = vInfo.family === "offshore";
    const officer = isOfficer(rankValue);
    const trainee = info.level === "trainee";
    const contractMonths = offshore ? 1 : trainee ? rng.int(9, 12) : officer ? rng.int(4, 6) : rng.int(6, 9);
    const leaveMonths = Math.max(2, Math.round(contractMonths / 2));
    const rotation = offshore ? rng.pick(["28_28_days", "35_35_days", "21_21_days"]) : `${contractMonths}_on_${leaveMonths}_off`;
    const flag = pickFlag(rng);
    const ship = vesselName(rng, vesselType);
    const joinDate = state === "open" ? addDays(REFERENCE_DATE, rng.int(7, 120)) : addDays(createdAt, rng.int(25, 90));
    const port = rng.pick(offshore ? OFFSHORE_PORTS : PORTS);
    const [low, high] = salaryBand(rng, rankValue, vesselType);

    const vTitle = vesselTitle(rng, vesselType);
    const rTitle = rankTitle(rankValue);
    const title = rng.weighted([
      [`${rTitle} — ${vTitle}`, 5],
      [`${rTitle}, ${vTitle}`, 3],
      [`${rTitle} for ${vTitle}`, 2],
      [`${rTitle} — ${vTitle}, joining ${monthName(joinDate)}`, 1],
    ] as const);

    const requiredExperienceMonths = trainee ? null : rng.chance(0.1) ? null : officer ? rng.pick([12, 18, 24, 36]) : rng.pick([6, 12, 18, 24]);
    const tankerLike = vInfo.family === "tanker";
    const experienceMandatory = requiredExperienceMonths !== null && rng.chance(0.35);
    const vesselTypeMandatory = rng.chance(tankerLike ? 0.6 : 0.25);

    const typical = typicalCertificates(rankValue, vesselType).filter((v) => !["id_passport", "id_seamans_book"].includes(v));
    const must = typical.filter((v) => {
      const c = certificate(v);
      return (
        c.category === "coc" ||
        (c.typicalRequiredFor.vesselTypes.length > 0 && c.category === "cop") ||
        v === "cop_basic_training" ||
        v === "med_seafarer_medical"
      );
    });
    const optional = rng.sample(
      typical.filter((v) => !must.includes(v)),
      rng.int(0, 3),
    );
    const requiredCertificates = [...must, ...optional].slice(0, 8);
    if (rng.chance(0.12)) requiredCertificates.push("visa_us_c1d");
    if (rng.chance(0.05)) requiredCertificates.push("vac_yellow_fever");

    const allowedNationalities = rng.chance(0.15) ? rng.pick(NATIONALITY_GROUPS) : null;
    const withAges = rng.chance(0.6);
    const minAge = withAges ? (trainee ? 18 : rng.pick([18, 21])) : null;
    const maxAge = withAges ? (trainee ? 27 : rng.pick([55, 58, 60, 62, 65])) : null;

    const languages = ["eng"];
    if (rng.chance(0.3)) {
      const extra = officer ? rng.pick(["rus", "ukr", "pol", "hin", "hrv"]) : rng.pick(["tgl", "ind", "hin", "mya", "vie"]);
      languages.push(extra);
    }

    const sentences: string[] = [];
    const joining = `${monthName(joinDate)} ${joinDate.getUTCFullYear()}`;
    sentences.push(
      rng.pick([
        `${ship} (${vInfo.label.toLowerCase().replace(/ \(.*\)$/, "")}, ${flag.name} flag) needs ${article(rTitle)} ${rTitle} joining in ${port} in ${joining}.`,
        `Joining ${ship}, a ${flag.name}-flagged ${vTitle.toLowerCase()}, at ${port} around ${joining}.`,
        `We are looking for ${article(rTitle)} ${rTitle} for ${ship} (${flag.name} flag); crew change planned in ${port}, ${joining}.`,
      ]),
    );
    sentences.push(
      offshore
        ? `Rotation ${rotation.replace(/_days$/, "").replace("_", "/")} days, salary ${formatUsd(low)}–${high.toLocaleString("en-US")} per month.`
        : `Contract ${contractMonths} months (±1), salary ${formatUsd(low)}–${high.toLocaleString("en-US")} per month.`,
    );
    if (requiredExperienceMonths !== null && rng.chance(0.7)) {
      sentences.push(
        `${experienceMandatory ? "Minimum" : "Preferably"} ${requiredExperienceMonths} months as ${info.abbreviation} ${vesselTypeMandatory ? `on ${vInfo.label.toLowerCase().split(" (")[0]}s` : "on similar vessels"}.`,
      );
    }

    let pipeline = pipelines[0]!;
    if (org.index === 0 && trainee && pipelines[2]) pipeline = pipelines[2];
    else if (org.index === 0 && info.level === "management" && pipelines[1] && rng.chance(0.6)) pipeline = pipelines[1];
    else if (org.index === 1 && offshore && pipelines[1] && rng.chance(0.7)) pipeline = pipelines[1];
    const careerSiteId = trainee && careerSiteIds[1] ? careerSiteIds[1] : rng.chance(0.85) ? careerSiteIds[0]! : null;

    let crewRequestId: string | null = null;
    if (rng.chance(0.3)) {
      crewRequestId = demoUuid(org.id, "crew_request", i);
      crewRequests.push({
        id: crewRequestId,
        organization_id: org.id,
        title: `${ship} — crew change ${monthName(joinDate)}`,
        state,
        position_id: demoUuid(org.id, "crew_request_position", i),
        position_name: rTitle,
        // One master or chief engineer per ship; juniors and ratings may come in numbers.
        nb_positions: info.level === "management" ? 1 : officer ? rng.int(1, 2) : rng.int(1, 4),
        created_at: iso(addDays(createdAt, -rng.int(1, 10))),
      });
    }

    const shortId = `${org.shortIdPrefix}-${String(i + 1).padStart(4, "0")}`;
    postings.push({
      id,
      organization_id: org.id,
      short_id: shortId,
      title,
      summary: sentences.join(" "),
      state,
      pipeline_id: pipeline.id,
      career_site_id: careerSiteId,
      crew_request_id: crewRequestId,
      languages,
      pinned: state === "open" && rng.chance(0.05),
      slot_tags: [
        `1:${vesselType}`,
        `2:${info.department === "hotel" ? "catering" : info.department}`,
        `3:${contractBand(contractMonths, offshore)}`,
        `4:${flag.name
          .toLowerCase()
          .replace(/ \(.*\)$/, "")
          .replace(/[^a-z]+/g, "_")}`,
        `5:${rotation}`,
        `6:${info.level}`,
      ],
      rank: rankValue,
      vessel_type: vesselType,
      required_experience_months: requiredExperienceMonths,
      experience_mandatory: experienceMandatory,
      vessel_type_mandatory: vesselTypeMandatory,
      required_certificates: requiredCertificates,
      allowed_nationalities: allowedNationalities,
      min_age: minAge,
      max_age: maxAge,
      join_date: isoDate(joinDate),
      contract_months: contractMonths,
      created_at: iso(createdAt),
      updated_at: iso(addDays(createdAt, rng.next() * Math.min(20, ageDays - 1))),
    });

    const assigneeCount = rng.weighted([
      [0, 2],
      [1, 4],
      [2, 3],
      [3, 1],
    ] as const);
    for (const memberId of rng.sample(assignableMemberIds, assigneeCount)) {
      assignees.push({ job_posting_id: id, member_id: memberId, organization_id: org.id });
    }

    plans.push({ index: i, id, shortId, title, rank: rankValue, vesselType, vesselName: ship, state, createdAt, pipeline, careerSiteId });
  }
  return { plans, postings, crewRequests, assignees };
}
