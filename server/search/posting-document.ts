// A posting's search entry (search-document.ts builds it).
//
// Weights: the title and the domain keys it names are A, the summary B, the reference (short id) and
// the keys of the posting's rank and vessel type that the title does not name C; every lexeme scoped
// to the organization (search-document.ts). Fields are kept apart by a gap in positions, so a phrase
// never spans two.
import { keysOfPosting, parentKeys, postingSynonyms } from "./domain-synonyms.js";
import { DocumentBuilder, lexemeScope, type SearchDocument } from "./search-document.js";
import { words } from "./search-text.js";

export interface PostingSource {
  organizationId: string;
  title: string;
  summary: string;
  shortId: string;
  rank: string | null;
  vesselType: string | null;
}

export function postingDocument(posting: PostingSource): SearchDocument {
  const builder = new DocumentBuilder(lexemeScope(posting.organizationId));
  const title = words(posting.title);
  const titleStart = builder.addField(title, "A");
  builder.addField(words(posting.summary), "B");
  builder.addField(words(posting.shortId), "C");

  const titleKeys = new Set<string>();
  for (const name of postingSynonyms.namesIn(title)) {
    for (const key of name.keys.flatMap((key) => [key, ...parentKeys(key)])) {
      titleKeys.add(key);
      builder.add(key, "A", titleStart + name.start);
    }
  }
  const end = builder.end;
  for (const key of keysOfPosting(posting.rank, posting.vesselType)) if (!titleKeys.has(key)) builder.add(key, "C", end);
  return builder.build();
}
