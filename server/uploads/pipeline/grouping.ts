// A batch grouped by person (issue 15): one group per person, never by file name. Two documents are
// the same person's when they share something only one person has: a passport or seaman's book
// number, an email address, a phone number, or a date of birth together with the same name (every
// word of the shorter name in the longer one: person-keys.ts). A document that names a person only by
// name joins the one group of that name, or none when two people of the batch share it (the same name
// is not the same person). A document that names nobody is not guessed at.
import { emailKey, nameWords, numberKey, phoneKey, sameNameWords, type PersonIdentity } from "./person-keys.js";

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
function numberKeys(identity: PersonIdentity): string[] {
  const keys: string[] = [];
  const passport = numberKey(identity.passportNumber);
  if (passport) keys.push(`passport:${passport}`);
  const book = numberKey(identity.seamansBookNumber);
  if (book) keys.push(`book:${book}`);
  const email = emailKey(identity.email);
  if (email) keys.push(`email:${email}`);
  const phone = phoneKey(identity.phone);
  if (phone) keys.push(`phone:${phone}`);
  return keys;
}

const identifies = (identity: PersonIdentity) => numberKeys(identity).length > 0 || (identity.dateOfBirth !== undefined && nameWords(identity).size >= 2);

export function groupByPerson(documents: readonly GroupedDocument[]): Grouping {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));

  const strong = documents.filter((document) => identifies(document.identity));
  for (const document of strong) parent.set(document.id, document.id);
  const owner = new Map<string, string>();
  for (const document of strong) {
    for (const key of numberKeys(document.identity)) {
      const first = owner.get(key);
      if (first) union(document.id, first);
      else owner.set(key, document.id);
    }
  }
  // The same date of birth and the same name.
  const born = strong.filter((document) => document.identity.dateOfBirth !== undefined);
  for (let i = 0; i < born.length; i++) {
    for (let j = i + 1; j < born.length; j++) {
      const a = born[i]!.identity;
      const b = born[j]!.identity;
      if (a.dateOfBirth === b.dateOfBirth && sameNameWords(nameWords(a), nameWords(b))) union(born[i]!.id, born[j]!.id);
    }
  }

  const identityOf = new Map(documents.map((document) => [document.id, document.identity]));
  joinOneWordNames(strong, find, union);

  const groups = new Map<string, string[]>();
  for (const document of strong) {
    const root = find(document.id);
    groups.set(root, [...(groups.get(root) ?? []), document.id]);
  }
  const wordsOfGroup = (root: string) => groups.get(root)!.map((id) => nameWords(identityOf.get(id)!));

  const unattributed: Grouping["unattributed"] = [];
  for (const document of documents) {
    if (identifies(document.identity)) continue;
    const words = nameWords(document.identity);
    // A date of birth and a surname alone ("WOJCIK", born 1971-09-15): the one person of the batch born
    // that day whose name has that word.
    if (document.identity.dateOfBirth && words.size >= 1) {
      const born = [...groups.keys()].filter((root) =>
        groups.get(root)!.some((id) => {
          const other = identityOf.get(id)!;
          const otherWords = nameWords(other);
          return other.dateOfBirth === document.identity.dateOfBirth && [...words].every((word) => otherWords.has(word));
        }),
      );
      if (born.length === 1) {
        groups.get(born[0]!)!.push(document.id);
        continue;
      }
    }
    if (words.size < 2) {
      const reason =
        words.size === 1 && document.identity.dateOfBirth
          ? "it names a person by one name and a date of birth, and no one person of this batch has both"
          : "it names no person (no name, date of birth, document number, email or phone was found)";
      unattributed.push({ id: document.id, reason });
      continue;
    }
    const matching = [...groups.keys()].filter((root) => wordsOfGroup(root).some((other) => sameNameWords(words, other)));
    if (matching.length === 1) groups.get(matching[0]!)!.push(document.id);
    else if (matching.length > 1) {
      unattributed.push({ id: document.id, reason: "it names a person by name only, and two people of this batch have that name" });
    } else {
      // A name alone, and nobody else in the batch: a person of their own.
      parent.set(document.id, document.id);
      groups.set(document.id, [document.id]);
    }
  }
  const order = new Map(documents.map((document, index) => [document.id, index]));
  const people = [...groups.values()].map((ids) => ids.sort((a, b) => order.get(a)! - order.get(b)!)).sort((a, b) => order.get(a[0]!)! - order.get(b[0]!)!);
  return { people, unattributed };
}

// A person whose whole name is one word ("RATNA": the passport's given names are empty) has no two
// words for the date-of-birth rule above, so their documents that share no number stay apart (a
// seaman's book beside a passport). A group known by one word and a date of birth joins the one other
// group of the batch with a document born that day that has that word; with two such groups it joins
// neither, as a name-only document does.
function joinOneWordNames(strong: readonly GroupedDocument[], find: (id: string) => string, union: (a: string, b: string) => void): void {
  const byRoot = new Map<string, GroupedDocument[]>();
  for (const document of strong) byRoot.set(find(document.id), [...(byRoot.get(find(document.id)) ?? []), document]);
  for (const [root, members] of byRoot) {
    const words = new Set(members.flatMap((member) => [...nameWords(member.identity)]));
    const born = new Set(members.map((member) => member.identity.dateOfBirth).filter((day) => day !== undefined));
    if (words.size !== 1 || born.size === 0) continue;
    const [word] = words;
    const others = new Set(
      strong
        .filter((other) => find(other.id) !== find(root))
        .filter((other) => born.has(other.identity.dateOfBirth ?? "") && nameWords(other.identity).has(word!))
        .map((other) => find(other.id)),
    );
    if (others.size === 1) union(root, [...others][0]!);
  }
}
