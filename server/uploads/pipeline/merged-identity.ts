// One person's identity from all their documents: an identity document's machine-readable zone is
// trusted first (names, date of birth, nationality, passport number), then the other documents in the
// order of the batch; contact details come from whichever document has them (a CV). It says which
// file the date of birth and the nationality were taken from, for their extractions' evidence.
import type { DocumentFacts, Evidence } from "./document-facts.js";
import { cleanName, normalName, type PersonIdentity } from "./person-keys.js";

export interface MergedIdentity {
  identity: PersonIdentity;
  dateOfBirth?: { fileId: string; evidence: Evidence };
  nationality?: { fileId: string; evidence: Evidence };
}

// How much of a name's writing a printing keeps: accents (beyond ASCII) most, then small letters. The
// zone's capitals keep neither. Small letters count only in words cased as names are (Popescu,
// McDonald, O'Neill, a particle such as "de"): OCR reading a scanned capital as a small one (POPESCu)
// is not a writing.
function writing(name: string): number {
  const cased = /\p{Ll}/u.test(name) && name.split(/\s+/).every((word) => nameCasedWord.test(word));
  return (/[^ -~]/.test(name) ? 2 : 0) + (cased ? 1 : 0);
}

const nameCasedWord = /^(?:\p{Lu}+|\p{Ll}{1,4}|(?:Mc|Mac)?\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*|\p{Lu}['’]\p{Lu}\p{Ll}+)$/u;

const identityFirst = (kind: DocumentFacts["kind"]) => (kind === "passport" || kind === "id_card" ? 0 : kind === "seamans_book" ? 1 : 2);

export function mergedIdentity(files: readonly { row: { id: string }; facts: DocumentFacts }[]): MergedIdentity {
  const ordered = [...files].sort((a, b) => identityFirst(a.facts.kind) - identityFirst(b.facts.kind));
  const identity: PersonIdentity = {};
  const merged: MergedIdentity = { identity };
  for (const { row, facts } of ordered) {
    const found = facts.identity;
    // Both names from the same document, cleaned of form labels OCR read with them.
    if (!identity.familyName && cleanName(found.familyName)) {
      identity.familyName = cleanName(found.familyName);
      identity.givenNames = cleanName(found.givenNames);
    }
    for (const field of ["passportNumber", "seamansBookNumber", "email", "phone"] as const) {
      identity[field] ??= found[field];
    }
    if (!identity.dateOfBirth && found.dateOfBirth) {
      identity.dateOfBirth = found.dateOfBirth;
      if (facts.identityEvidence.dateOfBirth) merged.dateOfBirth = { fileId: row.id, evidence: facts.identityEvidence.dateOfBirth };
    }
    if (!identity.nationality && found.nationality) {
      identity.nationality = found.nationality;
      if (facts.identityEvidence.nationality) merged.nationality = { fileId: row.id, evidence: facts.identityEvidence.nationality };
    }
  }
  // An identity document's zone spells names in capitals without accents (POPESCU, LIEPINS); a CV or
  // certificate naming the same person in the case and with the accents they write it in (Popescu,
  // Liepiņš) gives the name as the person writes it: the best written of them, the first among equals.
  // Each name on its own, as CVs often keep the surname in capitals ("Mihai POPESCU").
  const family = identity.familyName;
  const given = identity.givenNames;
  if (family) {
    for (const { facts } of ordered) {
      const printedFamily = cleanName(facts.identity.familyName);
      if (!printedFamily || normalName(printedFamily) !== normalName(family)) continue;
      const printedGiven = cleanName(facts.identity.givenNames);
      const sameGiven = printedGiven !== undefined && given !== undefined && normalName(printedGiven) === normalName(given);
      if (sameGiven && writing(printedGiven) > writing(identity.givenNames!)) identity.givenNames = printedGiven;
      // Small letters alone are taken only with the given names that go with them, not to write
      // "JUAN CARLOS Dela Cruz" where a CV shortens them; accents are worth that.
      if (writing(printedFamily) > writing(identity.familyName!) && (sameGiven || given === undefined || writing(printedFamily) >= 2)) {
        identity.familyName = printedFamily;
      }
    }
  }
  return merged;
}
