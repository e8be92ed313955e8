// generatePerson: one seafarer from a seed. Every part draws from its own forked stream, so the same
// seed always gives the same person and a change to one part leaves the others alone.
import { ageRangeFor, applyingRankWeights, generateSeaService } from "./career.js";
import { generateCertificates } from "./certificates-held.js";
import { addDays, addYears, DEFAULT_REFERENCE_DATE } from "./dates.js";
import { rank as rankEntry } from "./domain.js";
import { idCardNationalities, nationalities, nationalityOf, type Nationality } from "./nationalities.js";
import type { IdentityDocument, Person, PersonName } from "./person-types.js";
import { createRandom, type Random } from "./random.js";
import { toAscii } from "./text-forms.js";

export interface PersonOptions {
  id?: string;
  // "Today" for the career and the validity dates (default DEFAULT_REFERENCE_DATE).
  referenceDate?: string;
  nationality?: string;
  rank?: string;
  // Another person's name and sex: two different people with the same name (the grouping trap).
  sameNameAs?: Pick<Person, "name" | "sex" | "nationality">;
  // Give the person a TD1 identity card (their nationality must issue one).
  withIdCard?: boolean;
}

function nameFor(random: Random, nationality: Nationality, sex: "M" | "F"): PersonName {
  const given = () => random.pick(sex === "F" ? nationality.givenNames.female : nationality.givenNames.male);
  if (nationality.nameStyle === "single-name") return { surname: given(), givenNames: "", middleName: null };
  if (random.chance(nationality.singleNameShare)) return { surname: given(), givenNames: "", middleName: null };
  let surname = random.pick(nationality.surnames);
  if (sex === "F" && nationality.feminineSurname) surname = nationality.feminineSurname(surname);
  const middleName = nationality.nameStyle === "middle-name" ? random.pick(nationality.surnames.filter((name) => name !== surname)) : null;
  return { surname, givenNames: given(), middleName };
}

function identityDocument(random: Random, number: string, referenceDate: string, validityYears: number, authority: string): IdentityDocument {
  const issueDate = addDays(referenceDate, -random.int(90, validityYears * 365 - 120));
  return { number, issueDate, expiryDate: addDays(addYears(issueDate, validityYears), -1), authority };
}

// The patterns of DOMAIN.md §6.4, on reserved domains only (RFC 2606), ASCII and lower case.
function emailFor(random: Random, name: PersonName, rank: string, dateOfBirth: string): string {
  const clean = (text: string) =>
    toAscii(text)
      .toLowerCase()
      .replace(/[^a-z]+/g, "");
  const first = clean(name.givenNames.split(" ")[0] ?? "") || clean(name.surname.split(" ")[0]!);
  const last = clean(name.surname) || first;
  const domain = random.pick(["example.com", "example.net", "example.org", "mail.test"]);
  const rankTag = clean(rankEntry(rank).abbreviation);
  const patterns = [
    `${first}.${last}`,
    `${first}.${last}${random.digits(2)}`,
    `${last}.${first[0]}${dateOfBirth.slice(0, 4)}`,
    `${first[0]}${last}.${rankTag}`,
    `${last}${random.digits(2)}`,
    ...(rank === "master" ? [`capt.${last}`] : []),
  ];
  return `${random.pick(patterns)}@${domain}`;
}

export function generatePerson(seed: number | string, options: PersonOptions = {}): Person {
  const random = createRandom(`person/${seed}`);
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const nationality = nationalityOf(
    options.sameNameAs?.nationality ??
      options.nationality ??
      random.fork("nationality").weighted(nationalities.map((entry) => [entry.alpha2, entry.weight] as const)),
  );
  const rank = options.rank ?? random.fork("rank").weighted(applyingRankWeights);
  const catering = rankEntry(rank).department === "catering";
  const sex = options.sameNameAs?.sex ?? (random.fork("sex").chance(catering ? 0.3 : 0.03) ? "F" : "M");
  const name = options.sameNameAs ? { ...options.sameNameAs.name } : nameFor(random.fork("name"), nationality, sex);

  const [minAge, maxAge] = ageRangeFor(rank);
  const birthRandom = random.fork("birth");
  const dateOfBirth = addDays(addYears(referenceDate, -birthRandom.int(minAge, maxAge)), -birthRandom.int(0, 364));
  const placeOfBirth = birthRandom.pick(nationality.cities);

  const documents = random.fork("documents");
  const passport = identityDocument(documents, nationality.passportNumber(documents), referenceDate, 10, documents.pick(nationality.passportAuthority));
  const seamansBook = {
    ...identityDocument(documents, nationality.seamansBook.number(documents), referenceDate, 5, `Maritime Administration of ${nationality.country}`),
    bookName: nationality.seamansBook.name,
  };
  const wantsIdCard = options.withIdCard ?? false;
  if (wantsIdCard && !nationality.idCard)
    throw new Error(`${nationality.alpha2} issues no TD1 identity card here (use one of ${idCardNationalities.join(", ")})`);
  const idCard = wantsIdCard
    ? identityDocument(documents, nationality.idCard!(documents), referenceDate, 10, documents.pick(nationality.passportAuthority))
    : null;

  const seaService = generateSeaService(random.fork("career"), { rank, dateOfBirth, referenceDate });
  const certificates = generateCertificates(random.fork("certificates"), {
    rank,
    nationality: nationality.alpha2,
    vesselTypes: new Set(seaService.map((record) => record.vesselType)),
    referenceDate,
  });

  const contact = random.fork("contact");
  return {
    id: options.id ?? `P-${seed}`,
    seed: String(seed),
    sex,
    nationality: nationality.alpha2,
    name,
    dateOfBirth,
    placeOfBirth,
    email: emailFor(contact, name, rank, dateOfBirth),
    phone: nationality.phone(contact),
    address: `${contact.int(1, 250)} ${contact.pick(["Rizal Street", "Harbour Road", "Sea View Avenue", "Port Street", "Marine Drive", "Dock Lane"])}, ${contact.pick(nationality.cities)}, ${nationality.country}`,
    rank,
    passport,
    seamansBook,
    idCard,
    seaService,
    certificates,
  };
}
