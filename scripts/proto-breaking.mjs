// `npm run proto:breaking`: buf breaking (FILE rules, buf.yaml) on the working tree's protos against
// the last published state of the API:
//   - on a branch: where it left main (merge-base with origin/main, else with main);
//   - on main itself, or a clone of it (CI): the previous commit, so a commit that breaks the wire or
//     JSON contract fails the build that tests it;
//   - PROTO_BREAKING_AGAINST=<git ref> overrides the choice.
// Needs git history (a full clone, or fetch-depth >= 2). proto-deps/ must be committed, because buf
// builds the baseline from the git tree.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buf = join(root, "node_modules", ".bin", "buf");

function git(...args) {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function commitOf(ref) {
  return git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
}

function chooseBaseline() {
  const override = process.env.PROTO_BREAKING_AGAINST;
  if (override) {
    const commit = commitOf(override);
    if (!commit) throw new Error(`PROTO_BREAKING_AGAINST=${override} is not a commit in this repository`);
    return { commit, why: `PROTO_BREAKING_AGAINST=${override}` };
  }
  const head = commitOf("HEAD");
  if (!head) throw new Error("no commits yet: nothing to compare the protos with");
  for (const branch of ["origin/main", "main"]) {
    const tip = commitOf(branch);
    if (!tip) continue;
    const base = git("merge-base", "HEAD", tip);
    if (base && base !== head) return { commit: base, why: `where this branch left ${branch}` };
    // HEAD is on (or behind) main: compare with the commit before it.
    const parent = commitOf("HEAD~1");
    if (parent) return { commit: parent, why: `the commit before HEAD (HEAD is on ${branch})` };
    return { commit: head, why: "HEAD (the only commit): checks uncommitted changes only" };
  }
  const parent = commitOf("HEAD~1");
  if (parent) return { commit: parent, why: "the commit before HEAD (no main branch here)" };
  return { commit: head, why: "HEAD (the only commit): checks uncommitted changes only" };
}

if (!existsSync(buf)) {
  console.error("buf is missing: run npm ci first");
  process.exit(2);
}
if (!existsSync(join(root, ".git"))) {
  console.error("not a git checkout: buf breaking needs the repository's history");
  process.exit(2);
}

let baseline;
try {
  baseline = chooseBaseline();
} catch (error) {
  console.error(`proto:breaking: ${error.message}`);
  process.exit(2);
}
const subject = git("log", "-1", "--format=%h %s", baseline.commit);
console.log(`proto:breaking: working tree against ${subject} (${baseline.why})`);

// buf clones the local repository to build the baseline; `ref` takes any commit, `depth` must reach it.
const depth = Number(git("rev-list", "--count", `${baseline.commit}..HEAD`) ?? "0") + 2;
const against = `.git#ref=${baseline.commit},depth=${Math.max(depth, 2)}`;
try {
  execFileSync(buf, ["breaking", "--against", against], { cwd: root, stdio: "inherit" });
  console.log("proto:breaking: no breaking changes");
} catch (error) {
  console.error(
    `proto:breaking: breaking changes against ${baseline.commit.slice(0, 12)} (see above). Field numbers, names, JSON names and types of a published API do not change; add new fields instead.`,
  );
  process.exit(typeof error.status === "number" && error.status !== 0 ? error.status : 1);
}
