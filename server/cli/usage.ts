// Usage text for `npx crew --help` and `npx crew <command> --help`.
import { permissions } from "@/server/auth/api-key-format.js";

const environment = `Environment:
  DATABASE_URL   PostgreSQL to use; when unset, the embedded database in DATA_DIR
  DATA_DIR       data directory of the embedded database (default: .data in the project
                 root, where \`npm start\` keeps it); a service
                 running on it is joined, otherwise the CLI starts and stops its own
  CREW_DEBUG=1   print the stack trace of an unexpected error`;

export const mainUsage = `Usage: npx crew <command> [options]

Commands:
  keys create --org <org>     create an API key (prints only the key on stdout)
  keys list [--org <org>]     list API keys (prefixes, never secrets)
  keys revoke <id|prefix>     revoke an API key
  import <file.json>          create or update organizations, members, pipelines
                              and job postings from a JSON file, all or nothing
  demo seed [--scale N]       seed the two demo organizations
  demo ids                    print the demo organizations' record ids as JSON

Run \`npx crew <command> --help\` for a command's options.
<org> is an organization id, a slug, or "demo" (the first demo organization).

${environment}
`;

export const keysUsage = `Usage:
  npx crew keys create --org <org> [--permission <permission>]... [--user <email|id>] [--label <text>]
  npx crew keys list [--org <org>] [--json]
  npx crew keys revoke <key id|key prefix>

keys create   creates a personal API key and prints it ALONE on stdout:
                KEY=$(npx crew keys create --org demo)
  --org         organization id, slug, or "demo" (the first demo organization)
  --permission  a permission to grant (repeatable); valid: ${permissions.join(", ")}
                Without it the key can read everything and write nothing.
  --user        the member who owns the key, by email or user id
                (default: the organization's first owner)
  --label       a note shown in \`keys list\`

keys list     prints id, prefix, organization, owner, permissions, label, created, state
  --org         only this organization's keys
  --json        one JSON array instead of a table

keys revoke   revokes the key with that id or prefix (crew_xxxxxxxxxx); the key stops
              working at once. Exits 1 when no active key matches.

${environment}
`;

export const importUsage = `Usage: npx crew import <file.json|-> [--dry-run]

Creates or updates organizations, members (users with a role), career sites, pipelines
(with ordered stages) and job postings from a JSON file (\`-\` reads stdin). The whole
file is validated first; every problem is reported with its JSON path and nothing is
written (exit 1). Then everything is written in one transaction: all or nothing.
Records are matched by "id" when given, else by natural key (organization slug, user
email, pipeline or career-site name and posting shortId within the organization), so
importing a file again updates instead of duplicating.
A summary ("created 2, updated 5 ...") goes to stderr. Example: examples/import-example.json

  --dry-run   validate and apply inside a transaction that is rolled back

${environment}
`;

export const demoUsage = `Usage:
  npx crew demo seed [--scale N] [--no-matches]
  npx crew demo ids

demo seed   seeds the two demo organizations (Blue Anchor Crewing, slug "demo", and
            Nordic Ship Management);
            fails if they already exist
  --scale   size multiplier, a number above 0 (default 1; 0.1 for a quick small demo)
  --no-matches  leave the matches to the job queue instead of computing them while seeding
            (the queue computes them once the service runs)
demo ids    prints {"organizations":[{"organizationId","jobPostingIds","crewProfileIds",
            "jobApplicationIds","documentRequestIds","emailReceiptIds","pipelineIds"}, ...]}
            for both demo organizations on stdout

${environment}
`;
