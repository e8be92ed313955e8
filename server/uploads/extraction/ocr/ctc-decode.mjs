// The recogniser's output (per time step, a probability for each character of its dictionary, index 0
// the CTC blank) read as text: the best character of each step, repeats and blanks dropped. Only the
// characters a candidate's document can hold take part: the model's dictionary is mostly Chinese,
// and on a blurred Latin line it would otherwise answer "０３" for "03", "（" for "(" or "α" for "AI";
// kept to the Latin script, its best Latin guess wins. Plain JavaScript for the worker thread; types
// in ctc-decode.d.mts.

// The characters documents of this domain print: ASCII and the Latin letters of Latin-1 and
// Latin Extended-A (names with accents).
export function isLatinCharacter(character) {
  const code = character.codePointAt(0);
  if (character.length !== 1 || code === undefined) return false;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xc0 && code <= 0x17f) return code !== 0xd7 && code !== 0xf7;
  return false;
}

// dictionary: the model's characters, index i + 1 in its output (0 is the blank). Answers the
// indices of the output that take part.
export function allowedIndices(dictionary) {
  const indices = [0];
  dictionary.forEach((character, index) => {
    if (isLatinCharacter(character)) indices.push(index + 1);
  });
  return Int32Array.from(indices);
}

// output: steps × classes probabilities. Answers the text and the mean probability of its characters.
export function ctcDecode(output, steps, classes, dictionary, allowed) {
  let text = "";
  let sum = 0;
  let count = 0;
  let previous = -1;
  for (let step = 0; step < steps; step++) {
    const offset = step * classes;
    let best = 0;
    let bestProbability = -1;
    for (const index of allowed) {
      const probability = output[offset + index];
      if (probability > bestProbability) {
        bestProbability = probability;
        best = index;
      }
    }
    if (best !== 0 && best !== previous) {
      text += dictionary[best - 1];
      sum += bestProbability;
      count++;
    }
    previous = best;
  }
  return { text, confidence: count === 0 ? 0 : sum / count };
}
