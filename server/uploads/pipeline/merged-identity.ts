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
  // An identity document's zone spells names without accents (LIEPINS); a CV or certificate naming the
  // same person with them (Liepiņš) gives the name as the person writes it.
  const family = identity.familyName;
  if (family) {
    for (const { facts } of ordered) {
      const printed = cleanName(facts.identity.familyName);
      if (printed && printed !== family && normalName(printed) === normalName(family) && /[^ -~]/.test(printed)) {
        identity.familyName = printed;
        const given = cleanName(facts.identity.givenNames);
        if (given && identity.givenNames && normalName(given) === normalName(identity.givenNames)) identity.givenNames = given;
        break;
      }
    }
  }
  return merged;
}
