// Writes one generated person's passport data page as a PNG: the source of a fixture made with a tool
// the tests cannot rely on (fixtures/README.md: the HEIC photo).
//   node --import tsx server/uploads/test-documents/write-passport.ts <seed> <file.png>
import { writeFileSync } from "node:fs";
import { passportImage } from "./passport-image.js";
import { generatePerson } from "./person.js";

const [seed, file] = process.argv.slice(2);
if (!seed || !Number.isInteger(Number(seed)) || !file) {
  console.error("usage: write-passport.ts <seed> <file.png>");
  process.exit(2);
}
const person = generatePerson(Number(seed));
writeFileSync(file, (await passportImage(person)).bytes);
console.log(`${file}: passport ${person.passport.number} of ${person.name.givenNames} ${person.name.surname} (seed ${seed})`);
