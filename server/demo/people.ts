// One crew profile with everything hanging off it: person and contact data, document sets and
// documents, sea service, certificates, on-land work, extractions, applications (with submissions and
// e-mail receipts) and document requests. Pure: the same organization and index always give the
// same rows.
import { applicationRows } from "./applications.js";
import { addDays, addHours, dayMonYear, dotted, iso, isoDate, notAfterReference, REFERENCE_DATE } from "./dates.js";
import { documentRequestRows } from "./document-requests.js";
import { documentRow, documentSpec, type DocumentSpec } from "./documents.js";
import { certificateSnippet, holdCertificates, isStcw } from "./crew-certificates.js";
import { reasoningFor, type ExtractionKind } from "./extractions.js";
import type { RowBuffer, Row } from "./insert.js";
import { ageRange, vesselMixFor } from "./maritime.js";
import { passportMrz } from "./mrz.js";
import { crewEmail, personName } from "./names.js";
import { pickNationality } from "./nationalities.js";
import type { ApplicationPlan } from "./application-plan.js";
import { profileRank } from "./application-plan.js";
import type { DemoOrganization, OrgStaff } from "./organizations.js";
import { rankTitle, type PostingPlan } from "./postings.js";
import { demoUuid, Rng } from "./random.js";
import { certificate, isOfficer, rank } from "./reference.js";
import { buildSeaService, seaServiceRow, seaServiceSnippet } from "./sea-service.js";

export interface OrgContext {
  org: DemoOrganization;
  postings: PostingPlan[];
  plan: ApplicationPlan;
  staff: OrgStaff;
}

export const crewProfileId = (org: DemoOrganization, index: number) => demoUuid(org.id, "crew_profile", index);

const ABROAD = [
  ["AE", "United Arab Emirates", "Dubai", "Sheikh Zayed Road"],
  ["SG", "Singapore", "Singapore", "Jurong West Street 52"],
  ["CY", "Cyprus", "Limassol", "Makariou Avenue"],
  ["PL", "Poland", "Gdańsk", "ul. Grunwaldzka"],
  ["GB", "United Kingdom", "Southampton", "Ocean Way"],
  ["NL", "Netherlands", "Rotterdam", "Coolsingel"],
] as const;

const ON_LAND = [
  ["Welder", "{city} Ship Repair Yard"],
  ["Shipyard fitter", "{city} Dockyard Corp."],
  ["Port operations assistant", "Port of {city} Authority"],
  ["BST instructor", "Maritime Training Centre {city}"],
  ["Marine surveyor assistant", "Harbour Survey Services, {city}"],
  ["Warehouse supervisor", "{city} Logistics Terminal"],
  ["Technical superintendent assistant", "{city} Ship Management Office"],
] as const;

// Which held certificates get their own scan in the first document set.
const SCAN_PRIORITY = [
  "med_seafarer_medical",
  "cop_basic_training",
  "id_seamans_book",
  "coc_oow_deck",
  "coc_chief_mate",
  "coc_master",
  "coc_oow_engine",
  "coc_second_engineer",
  "coc_chief_engineer",
  "coc_eto",
];

export function generateProfile(ctx: OrgContext, index: number, out: RowBuffer): void {
  const { org } = ctx;
  const orgId = org.id;
  const id = crewProfileId(org, index);
  const rng = new Rng(orgId, "crew_profile", index);
  const rankValue = profileRank(org, index);
  const rankData = rank(rankValue);
  const officer = isOfficer(rankValue);
  const nationality = pickNationality(rng, officer);
  const female = rng.chance(rankData.department === "catering" ? 0.12 : 0.012);
  const name = personName(rng, nationality, female);
  const [minAge, maxAge] = ageRange(rankValue);
  const age = rng.int(minAge, maxAge);
  const birthDate = new Date(Date.UTC(REFERENCE_DATE.getUTCFullYear() - age - 1, rng.int(0, 11), rng.int(1, 28)));
  // Applications and their timing decide when documents arrived.
  const appIndexes = ctx.plan.byProfile.get(index) ?? [];
  const apps = appIndexes.map((a) => {
    const posting = ctx.postings[ctx.plan.posting[a]!]!;
    const appRng = new Rng(orgId, "job_application", a);
    const window = Math.max(0, Math.min(45, (REFERENCE_DATE.getTime() - posting.createdAt.getTime()) / 86_400_000 - 1));
    const appliedAt = addHours(posting.createdAt, 2 + appRng.next() * window * 24);
    const submissions = appRng.weighted([
      [1, 70],
      [2, 22],
      [3, 8],
    ] as const);
    return { a, posting, rng: appRng, appliedAt, submissions };
  });
  apps.sort((x, y) => x.appliedAt.getTime() - y.appliedAt.getTime());
  const maxSubmissions = apps.reduce((m, app) => Math.max(m, app.submissions), 0);
  const setCount = Math.max(
    rng.weighted([
      [1, 45],
      [2, 35],
      [3, 20],
    ] as const),
    maxSubmissions,
  );
  const firstTime = apps[0]?.appliedAt ?? addDays(REFERENCE_DATE, -rng.int(5, 700));
  const setTimes: Date[] = [firstTime];
  for (let k = 1; k < setCount; k++) {
    const remaining = REFERENCE_DATE.getTime() - setTimes[k - 1]!.getTime();
    setTimes.push(new Date(setTimes[k - 1]!.getTime() + Math.max(3_600_000, remaining * (0.15 + rng.next() * 0.4))));
  }
  const setIds = setTimes.map((_, k) => demoUuid(orgId, "document_set", index, k));
  const createdAt = addHours(firstTime, -0.2);

  const mainVesselType = rng.weighted(vesselMixFor(rankValue));
  const latestUpload = setTimes[setTimes.length - 1]!;
  // "On board now" only makes sense on a recent CV.
  const onBoard = rng.chance(0.15) && REFERENCE_DATE.getTime() - latestUpload.getTime() < 120 * 86_400_000;
  const sea = buildSeaService(rng, { currentRank: rankValue, mainVesselType, birthDate, onBoard, asOf: latestUpload });
  const passportNumber = nationality.passportNumber(rng);
  const held = holdCertificates(rng, {
    rank: rankValue,
    vesselType: mainVesselType,
    nationality,
    passportNumber,
    flagCode: sea[0]?.flag.code ?? "PA",
    asOf: latestUpload,
    passportAsOf: setTimes[0]!,
  });
  const email = crewEmail(rng, name, birthDate.getUTCFullYear(), rankValue, index);
  const phone = rng.chance(0.92) ? nationality.phone(rng) : null;
  const abroad = rng.chance(0.08) ? rng.pick(ABROAD) : null;
  const residence = abroad
    ? { code: abroad[0], country: abroad[1], city: abroad[2], street: abroad[3] }
    : { code: nationality.code, country: nationality.country, city: rng.pick(nationality.cities), street: rng.pick(nationality.streets) };
  const houseNumber = rng.int(2, 220);

  const firstApp = apps[0];
  const source = firstApp
    ? sourceOf(ctx, firstApp.a, firstApp.posting, firstApp.rng)
    : rng.weighted([
        ["manual", 5],
        ["email", 3],
        ["career_site", 2],
      ] as const);

  out.add("crew_profiles", {
    id,
    organization_id: orgId,
    primary_email: email,
    given_name: name.givenName,
    family_name: name.familyName,
    primary_phone_e164: phone,
    source,
    created_at: iso(createdAt),
    updated_at: iso(notAfterReference(addHours(latestUpload, 1))),
  });

  // Document sets and documents.
  const documents: DocumentSpec[][] = [];
  const scanByCertificate = new Map<string, string>();
  setIds.forEach((setId, k) => {
    out.add("document_sets", { id: setId, organization_id: orgId, crew_profile_id: id, document_request_id: null, created_at: iso(setTimes[k]!) });
    const types: string[] = ["cv"];
    if (k === 0) types.push("id_passport");
    if (k === setIds.length - 1) {
      const scans = SCAN_PRIORITY.filter((v) => held.some((h) => h.value === v));
      types.push(...scans.slice(0, rng.int(0, 3)));
    } else if (k > 0 && rng.chance(0.5)) {
      const renewable = held.filter((h) => h.value !== "id_passport").map((h) => h.value);
      if (renewable.length > 0) types.push(rng.pick(renewable));
    }
    const specs = types.map((typeCode, j) =>
      documentSpec(rng, { id: demoUuid(orgId, "document", index, k, j), setId, typeCode, person: name, createdAt: addHours(setTimes[k]!, j * 0.01) }),
    );
    for (const spec of specs) {
      out.add("documents", documentRow(orgId, spec));
      if (k === setIds.length - 1 && spec.typeCode !== "cv" && spec.typeCode !== "id_passport") scanByCertificate.set(spec.typeCode, spec.id);
    }
    documents.push(specs);
  });
  // Identity data comes from the passport in the first set; everything else from the latest CV.
  const passport = documents[0]![1]!;
  const latestDocuments = documents[documents.length - 1]!;
  const cv = latestDocuments[0]!;
  const extractionTime = iso(addHours(latestUpload, 0.05));

  const extraction = (
    kind: ExtractionKind,
    seq: number,
    doc: DocumentSpec,
    page: number,
    snippet: string,
    reasoning: string[],
    value: { text?: string; time?: string; certificateId?: string },
  ): Row => ({
    id: demoUuid(orgId, "extraction", index, kind, seq),
    organization_id: orgId,
    crew_profile_id: id,
    document_set_id: doc.setId,
    document_id: doc.id,
    page_index: Math.min(page, doc.pageCount - 1),
    kind,
    kind_sequence: seq,
    reasoning,
    snippet,
    value_text: value.text ?? null,
    value_time: value.time ?? null,
    crew_certificate_id: value.certificateId ?? null,
    created_at: extractionTime,
    updated_at: extractionTime,
  });

  // Identity extractions from the passport (a few profiles miss one, so the UI shows gaps).
  const passportHeld = held.find((h) => h.value === "id_passport");
  const mrz = passportMrz({
    alpha3: nationality.alpha3,
    surname: name.familyName ?? "",
    givenNames: name.givenName ?? "",
    documentNumber: passportNumber,
    birthDate,
    sex: name.female ? "F" : "M",
    expiry: passportHeld?.expiresOn ?? addDays(REFERENCE_DATE, 1000),
  });
  const gapRoll = rng.next();
  if (gapRoll >= 0.02) {
    const fromMrz = rng.chance(0.5);
    out.add(
      "document_extractions",
      extraction(
        "date_of_birth",
        0,
        passport,
        0,
        fromMrz ? mrz[1] : rng.pick([`Date of birth: ${dotted(birthDate)}`, `Date of birth / Date de naissance: ${dayMonYear(birthDate)}`]),
        reasoningFor(rng, "date_of_birth", { fromMrz }),
        { time: iso(birthDate) },
      ),
    );
  }
  if (gapRoll < 0.02 || gapRoll >= 0.03) {
    const fromMrz = rng.chance(0.5);
    out.add(
      "document_extractions",
      extraction(
        "nationality",
        0,
        passport,
        0,
        fromMrz ? mrz[0] : `Nationality: ${nationality.demonym.toUpperCase()}`,
        reasoningFor(rng, "nationality", { fromMrz, country: nationality.code }),
        { text: nationality.code },
      ),
    );
  }
  if (rng.chance(0.97)) {
    out.add(
      "document_extractions",
      extraction(
        "country_of_residence",
        0,
        cv,
        0,
        `Address: ${houseNumber} ${residence.street}, ${residence.city}, ${residence.country}`,
        reasoningFor(rng, "country_of_residence", { country: residence.code }),
        { text: residence.code },
      ),
    );
  }
  if (rng.chance(0.95)) {
    out.add(
      "document_extractions",
      extraction("face_image", 0, passport, 0, "(portrait in the photo area of the passport data page)", reasoningFor(rng, "face_image", {}), {
        text: `/files/faces/${id}.svg`,
      }),
    );
  }

  // Sea service, one extraction per record.
  sea.forEach((entry, k) => {
    const recordId = demoUuid(orgId, "sea_service", index, k);
    out.add("sea_service_records", {
      id: recordId,
      organization_id: orgId,
      crew_profile_id: id,
      document_id: cv.id,
      ...seaServiceRow(entry),
      position: k,
      created_at: extractionTime,
    });
    const page = Math.min(1 + Math.floor(k / 6), cv.pageCount - 1);
    out.add(
      "document_extractions",
      extraction(
        "at_sea_work_experience",
        k,
        cv,
        page,
        seaServiceSnippet(entry),
        reasoningFor(rng, "at_sea_work_experience", {
          page,
          estimated: entry.precision !== "day",
          open: entry.signOff === null,
          twoRank: entry.rankValues.length > 1,
        }),
        { text: recordId },
      ),
    );
  });

  // Certificates, each with its extraction (STCW ones as stcw_certificate).
  let stcwSeq = 0;
  let otherSeq = 0;
  held.forEach((h, k) => {
    const certificateId = demoUuid(orgId, "crew_certificate", index, k);
    const scanId = scanByCertificate.get(h.value);
    const doc = h.value === "id_passport" ? passport : scanId ? latestDocuments.find((d) => d.id === scanId)! : cv;
    out.add("crew_certificates", {
      id: certificateId,
      organization_id: orgId,
      crew_profile_id: id,
      document_id: doc.id,
      certificate: h.value,
      number: h.number,
      issuing_country: h.issuingCountry,
      issued_on: isoDate(h.issuedOn),
      expires_on: h.expiresOn ? isoDate(h.expiresOn) : null,
      created_at: extractionTime,
    });
    const kind: ExtractionKind = isStcw(h.value) ? "stcw_certificate" : "certificate";
    const seq = kind === "stcw_certificate" ? stcwSeq++ : otherSeq++;
    const page = doc === cv ? cv.pageCount - 1 : 0;
    out.add(
      "document_extractions",
      extraction(kind, seq, doc, page, certificateSnippet(h), reasoningFor(rng, kind, { page, label: certificate(h.value).label }), { certificateId }),
    );
  });

  // Some work ashore.
  if (rng.chance(0.25)) {
    const count = rng.int(1, 2);
    for (let k = 0; k < count; k++) {
      const [position, employer] = rng.pick(ON_LAND);
      // Ashore before going to sea (or between the first contracts): always finished.
      const oldestSignOn = sea[sea.length - 1]?.signOn ?? latestUpload;
      const end = addDays(oldestSignOn, -rng.int(30, 400) - k * 900);
      const start = addDays(end, -rng.int(200, 800));
      if (start < addDays(birthDate, 365.25 * 17)) break;
      const landId = demoUuid(orgId, "on_land", index, k);
      const employerName = employer.replace("{city}", rng.pick(nationality.cities));
      out.add("on_land_work_experiences", {
        id: landId,
        organization_id: orgId,
        crew_profile_id: id,
        document_id: cv.id,
        employer: employerName,
        position,
        start_date: isoDate(start),
        end_date: isoDate(end),
        created_at: extractionTime,
      });
      const snippet = `${start.getUTCFullYear()} – ${end.getUTCFullYear()}  ${position}, ${employerName}`;
      out.add(
        "document_extractions",
        extraction("on_land_work_experience", k, cv, cv.pageCount - 1, snippet, reasoningFor(rng, "on_land_work_experience", { page: cv.pageCount - 1 }), {
          text: landId,
        }),
      );
    }
  }

  // Applications, submissions and e-mail receipts.
  for (const app of apps) {
    applicationRows(ctx, out, {
      app,
      profileId: id,
      name,
      email,
      phone,
      rankText: rankTitle(rankValue),
      setIds,
      setTimes,
      documents,
      lastVessel: sea[0]?.vesselName ?? null,
      source: sourceOf(ctx, app.a, app.posting, app.rng),
    });
  }

  // A document request for some profiles (the first five of the first organization cover every state).
  documentRequestRows(ctx, out, { index, profileId: id, name, rankValue, held, createdAfter: setTimes[setTimes.length - 1]!, rng });
}

// The entry source of application a (drawn first from its own stream so it is stable).
const sourceCache = new WeakMap<Rng, "career_site" | "email" | "manual">();
export function sourceOf(ctx: OrgContext, a: number, posting: PostingPlan, appRng: Rng): "career_site" | "email" | "manual" {
  const cached = sourceCache.get(appRng);
  if (cached) return cached;
  let source: "career_site" | "email" | "manual";
  if (ctx.org.index === 0 && a === 0) source = "email";
  else if (posting.careerSiteId)
    source = appRng.weighted([
      ["career_site", 55],
      ["email", 25],
      ["manual", 20],
    ] as const);
  else
    source = appRng.weighted([
      ["email", 60],
      ["manual", 40],
    ] as const);
  sourceCache.set(appRng, source);
  return source;
}
