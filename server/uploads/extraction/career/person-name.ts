// A full name split into given names and family name as a recruiter reads it:
//   1. "SANTOS, Juan Dela Cruz": the family name comes before the comma;
//   2. "Juan Dela Cruz SANTOS", "ZHANG Wei": the words written all in capitals, at the start or the end,
//      when the others are not, are the family name;
//   3. where the nationality writes the family name first (China, Vietnam, Korea, Taiwan), or is not
//      known: the word that is a common family name of those countries when only one end is
//      ("YONG ZHANG", "ZHANG YONG"); the first word when the nationality says so;
//   4. otherwise the last word, with the particles before it ("Dela Cruz", "van der Berg");
//   5. one word alone, or a Myanmar name (no family names: DOMAIN.md §6.3), is all family name, as the
//      MRZ's primary identifier holds it.

export interface SplitName {
  givenNames?: string;
  familyName?: string;
  reasoning: string;
}

const PARTICLES = new Set("de del dela delos delas da das do dos di du la le van von der den ter ten bin binti al el st san santa".split(" "));
const FAMILY_NAME_FIRST = new Set(["CN", "VN", "KR", "TW"]);
const SINGLE_NAME = new Set(["MM"]);
// The most common Chinese, Vietnamese and Korean family names (DOMAIN.md §6.3 and beyond).
const COMMON_EAST_ASIAN_FAMILY_NAMES = new Set(
  [
    // Chinese
    "wang li zhang liu chen yang zhao huang zhou wu xu sun zhu gao lin guo luo zheng liang xie song tang han feng deng cao peng zeng xiao tian",
    "dong pan yuan cai jiang yu du ye cheng wei su lu ding ren shen yao",
    // Vietnamese
    "nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly",
    // Korean
    "kim lee park choi jung kang cho yoon jang lim shin oh seo kwon hwang",
  ]
    .join(" ")
    .split(" "),
);

const isCapitals = (word: string) => /\p{Lu}.*\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word);
const hasLowerCase = (word: string) => /\p{Ll}/u.test(word);

export function cleanName(text: string): string {
  return text
    .replace(/^[\s,;:.\-–]+|[\s,;:\-–]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function splitFullName(text: string, nationality?: string): SplitName {
  const name = cleanName(text);
  const comma = name.indexOf(",");
  if (comma > 0) {
    return {
      familyName: cleanName(name.slice(0, comma)),
      givenNames: cleanName(name.slice(comma + 1)) || undefined,
      reasoning: `'${name}': the family name is written before the comma`,
    };
  }
  const words = name.split(" ");
  if (words.length === 1 || (nationality && SINGLE_NAME.has(nationality))) {
    return {
      familyName: name,
      reasoning:
        words.length === 1
          ? `'${name}' is a single name: kept as the family name, as the MRZ does`
          : `'${name}': ${nationality} names have no family name; the whole name is kept as one, as the MRZ does`,
    };
  }
  const capitals = words.map(isCapitals);
  const mixed = words.some(hasLowerCase);
  if (mixed && capitals.some(Boolean)) {
    let leading = 0;
    while (leading < words.length && capitals[leading]) leading++;
    let trailing = 0;
    while (trailing < words.length && capitals[words.length - 1 - trailing]) trailing++;
    const family =
      leading > 0 && leading < words.length
        ? words.slice(0, leading)
        : trailing > 0 && trailing < words.length
          ? words.slice(words.length - trailing)
          : undefined;
    if (family && capitals.filter(Boolean).length === family.length) {
      const given = leading > 0 ? words.slice(leading) : words.slice(0, words.length - trailing);
      return {
        familyName: family.join(" "),
        givenNames: given.join(" "),
        reasoning: `'${name}': the words in capitals (${family.join(" ")}) are the family name`,
      };
    }
  }
  if (!nationality || FAMILY_NAME_FIRST.has(nationality)) {
    // Written either way round in English ("ZHANG YONG", "YONG ZHANG"): the common family name tells.
    const first = COMMON_EAST_ASIAN_FAMILY_NAMES.has(words[0]!.toLowerCase());
    const last = COMMON_EAST_ASIAN_FAMILY_NAMES.has(words.at(-1)!.toLowerCase());
    if (first !== last) {
      return first
        ? { familyName: words[0]!, givenNames: words.slice(1).join(" "), reasoning: `'${name}': '${words[0]}' is a common family name, written first` }
        : {
            familyName: words.at(-1)!,
            givenNames: words.slice(0, -1).join(" "),
            reasoning: `'${name}': '${words.at(-1)}' is a common family name, written last`,
          };
    }
    if (nationality) {
      return { familyName: words[0]!, givenNames: words.slice(1).join(" "), reasoning: `'${name}': ${nationality} names are written family name first` };
    }
  }
  let first = words.length - 1;
  while (first > 1 && PARTICLES.has(words[first - 1]!.toLowerCase().replace(/\.$/, ""))) first--;
  return {
    familyName: words.slice(first).join(" "),
    givenNames: words.slice(0, first).join(" "),
    reasoning:
      first < words.length - 1
        ? `'${name}': the last word and the particles before it (${words.slice(first).join(" ")}) are the family name`
        : `'${name}': the last word is the family name`,
  };
}

// A value that can be a person's name: letters, spaces and the joiners names use; no digits.
export function looksLikeName(text: string): boolean {
  const name = cleanName(text);
  if (name === "" || /\d|@/.test(name)) return false;
  // "N/A" is no name; "Na" (a Chinese given name) is one.
  if (/^(n\/a|none|nil|-+)$/i.test(name)) return false;
  const words = name.split(" ");
  return words.length <= 6 && /^[\p{L}][\p{L}\p{M}'’.\-, ]*$/u.test(name);
}
