// A batch grouped by person (issue 15): one group per person, never by file name. Two documents are
// the same person's when they share something only one person has: a passport or seaman's book
// number, an email address, a phone number, or a name together with a date of birth. A document that
// names a person only by name joins the one group of that name, or none when two people of the batch
// share it (the same name is not the same person). A document that names nobody is not guessed at.
import { emailKey, nameKey, numberKey, phoneKey, type PersonIdentity } from "./person-keys.js";

export interface GroupedDocument {
  id: string;
  identity: PersonIdentity;
}

export interface Grouping {
  // Each person's documents, in the order the batch gave them.
  people: string[][];
  // Documents attributed to nobody, with why.
  unattributed: { id: string; reason: string }[];
}

// The keys that on their own say "the same person".
function strongKeys(identity: PersonIdentity): string[] {
  const keys: string[] = [];
  const passport = numberKey(identity.passportNumber);
  if (passport) keys.push(`passport:${passport}`);
  const book = numberKey(identity.seamansBookNumber);
  if (book) keys.push(`book:${book}`);
  const email = emailKey(identity.email);
  if (email) keys.push(`email:${email}`);
  const phone = phoneKey(identity.phone);
  if (phone) keys.push(`phone:${phone}`);
  const name = nameKey(identity);
  if (name && identity.dateOfBirth) keys.push(`born:${name}|${identity.dateOfBirth}`);
  return keys;
}

export function groupByPerson(documents: readonly GroupedDocument[]): Grouping {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));

  const strong = documents.filter((document) => strongKeys(document.identity).length > 0);
  const owner = new Map<string, string>();
  for (const document of strong) {
    parent.set(document.id, document.id);
    for (const key of strongKeys(document.identity)) {
      const first = owner.get(key);
      if (first) union(document.id, first);
      else owner.set(key, document.id);
    }
  }
  // Two groups with the same name and different dates of birth are two people; a group whose people
  // disagree on the date of birth was joined by a shared number or address, which wins.
  const groups = new Map<string, string[]>();
  for (const document of strong) {
    const root = find(document.id);
    groups.set(root, [...(groups.get(root) ?? []), document.id]);
  }
  const namesOf = new Map<string, Set<string>>();
  for (const document of strong) {
    const name = nameKey(document.identity);
    if (!name) continue;
    const roots = namesOf.get(name) ?? new Set<string>();
    roots.add(find(document.id));
    namesOf.set(name, roots);
  }

  const unattributed: Grouping["unattributed"] = [];
  for (const document of documents) {
    if (strongKeys(document.identity).length > 0) continue;
    const name = nameKey(document.identity);
    const roots = name ? namesOf.get(name) : undefined;
    if (roots && roots.size === 1) {
      const root = [...roots][0]!;
      groups.get(root)!.push(document.id);
      continue;
    }
    if (name && roots && roots.size > 1) {
      unattributed.push({ id: document.id, reason: "it names a person by name only, and two people of this batch have that name" });
    } else if (name) {
      // A name alone, and nobody else in the batch: a person of their own.
      groups.set(document.id, [document.id]);
      namesOf.set(name, new Set([document.id]));
    } else {
      unattributed.push({ id: document.id, reason: "it names no person (no name, date of birth, document number, email or phone was found)" });
    }
  }
  const order = new Map(documents.map((document, index) => [document.id, index]));
  const people = [...groups.values()].map((ids) => ids.sort((a, b) => order.get(a)! - order.get(b)!)).sort((a, b) => order.get(a[0]!)! - order.get(b[0]!)!);
  return { people, unattributed };
}
