// The real `npx crew` (bin/crew.mjs) as a subprocess: against the test run's database through
// DATABASE_URL, and once against an embedded database of its own in a temporary DATA_DIR.
import { keyCacheMs } from "@/server/auth/key-authenticator.js";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const bin = fileURLToPath(new URL("../../bin/crew.mjs", import.meta.url));
const root = fileURLToPath(new URL("../..", import.meta.url));
const keyPattern = /^crew_[0-9a-f]{10}_[A-Za-z0-9_-]{32}$/;
const tempDirs: string[] = [];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function crew(args: string[], env: Record<string, string>): Promise<Run> {
  // The CLI must see only the database the test names: no DATABASE_URL or DATA_DIR from outside.
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, env: { ...base, ...env }, timeout: 150_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

function writeImportFile(slug: string, ownerEmail: string): string {
  const dir = mkdtempSync(join(tmpdir(), "crew-cli-"));
  tempDirs.push(dir);
  const path = join(dir, "import.json");
  const file = {
    organizations: [
      {
        slug,
        name: `CLI ${slug}`,
        members: [
          { email: ownerEmail, givenName: "Cora", familyName: "Line", role: "owner" },
          { email: `second-${ownerEmail}`, givenName: "Second", familyName: "Member", role: "recruiter" },
        ],
        pipelines: [{ name: "Default", isDefault: true, stages: [{ name: "New", kind: "unreviewed" }] }],
        jobPostings: [{ shortId: "CLI-1", title: "Bosun", state: "open", pipeline: "Default", rank: "bosun" }],
      },
    ],
  };
  writeFileSync(path, JSON.stringify(file));
  return path;
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("npx crew against DATABASE_URL", () => {
  const env = { DATABASE_URL: inject("databaseUrl") };
  let server: TestServer;
  let organizationId: string;
  const slug = `cli-${randomUUID().slice(0, 8)}`;
  const ownerEmail = `${slug}@example.com`;

  beforeAll(async () => {
    server = await startTestServer();
    const imported = await crew(["import", writeImportFile(slug, ownerEmail)], env);
    expect(imported.stderr).toContain("created");
    expect(imported.code).toBe(0);
    expect(imported.stdout).toBe("");
    const rows = await server.db.query.organizations.findFirst({ where: (o, { eq }) => eq(o.slug, slug) });
    organizationId = rows!.id;
  });
  afterAll(() => server.close());

  it("creates a key printed alone on stdout that authenticates, lists it without the secret, and revokes it", async () => {
    const created = await crew(["keys", "create", "--org", slug, "--permission", "service:documents:write", "--label", "ci"], env);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^crew_[0-9a-f]{10}_[A-Za-z0-9_-]{32}\n$/);
    const key = created.stdout.trim();
    expect(key).toMatch(keyPattern);
    expect(created.stderr).not.toContain(key);

    const who = await rpc<{ organizationId: string; primaryEmail: string; permissions: string[] }>(server, "dashboard.v1.DashboardService/WhoAmI", {}, { key });
    expect(who.status).toBe(200);
    expect(who.body.organizationId).toBe(organizationId);
    expect(who.body.primaryEmail).toBe(ownerEmail);
    expect(who.body.permissions).toEqual(["service:documents:write"]);

    const prefix = key.split("_").slice(0, 2).join("_");
    const listed = await crew(["keys", "list", "--org", organizationId], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(prefix);
    expect(listed.stdout).toContain("active");
    expect(listed.stdout).not.toContain(key);
    expect(listed.stdout + listed.stderr).not.toContain(key.slice(prefix.length + 1));

    const revoked = await crew(["keys", "revoke", prefix], env);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toBe("");
    // A running service trusts a key it looked up for keyCacheMs; the revocation shows within it.
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < keyCacheMs + 1_000) {
      status = (await rpc(server, "dashboard.v1.DashboardService/WhoAmI", {}, { key })).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
    const again = await crew(["keys", "revoke", prefix], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("no active key");
  });

  it("creates the key for the member named by --user", async () => {
    const created = await crew(["keys", "create", "--org", slug, "--user", `second-${ownerEmail}`], env);
    expect(created.code).toBe(0);
    const who = await rpc<{ primaryEmail: string; role: string; permissions: string[] }>(
      server,
      "dashboard.v1.DashboardService/WhoAmI",
      {},
      { key: created.stdout.trim() },
    );
    expect(who.body).toMatchObject({ primaryEmail: `second-${ownerEmail}`, role: "recruiter", permissions: [] });
  });

  it("refuses an unknown permission with exit 2 and lists the valid ones", async () => {
    const result = await crew(["keys", "create", "--org", slug, "--permission", "service:everything"], env);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain('unknown permission "service:everything"');
    expect(result.stderr).toContain("service:documents:write");
  });

  it("reports an unknown organization with exit 1", async () => {
    const result = await crew(["keys", "create", "--org", `missing-${slug}`], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("no organization");
  });

  it("imports the shipped example file cleanly", async () => {
    const result = await crew(["import", "examples/import-example.json", "--dry-run"], env);
    expect(result.stderr).toContain("dry run");
    expect(result.code).toBe(0);
  });

  it("prints usage for --help, and usage on stderr with exit 2 for an unknown command", async () => {
    const help = await crew(["--help"], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npx crew");
    const keysHelp = await crew(["keys", "--help"], {});
    expect(keysHelp.code).toBe(0);
    expect(keysHelp.stdout).toContain("keys create --org");
    const unknown = await crew(["launch"], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr).toContain('unknown command "launch"');
    expect(unknown.stderr).toContain("Usage: npx crew");
    const badOption = await crew(["keys", "list", "--colour"], {});
    expect(badOption.code).toBe(2);
  });
});

describe("npx crew with its own embedded database", () => {
  it("starts and stops the embedded database on every run", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "crew-cli-data-"));
    tempDirs.push(dataDir);
    const env = { DATA_DIR: dataDir };
    const slug = `embedded-${randomUUID().slice(0, 8)}`;

    const imported = await crew(["import", writeImportFile(slug, `${slug}@example.com`)], env);
    expect(imported.code).toBe(0);
    for (let run = 0; run < 2; run++) {
      const created = await crew(["keys", "create", "--org", slug], env);
      expect(created.stderr).not.toContain("Error");
      expect(created.code).toBe(0);
      expect(created.stdout.trim()).toMatch(keyPattern);
      // Closed cleanly: the embedded database's process removed its address and lock files.
      expect(existsSync(join(dataDir, "embedded-db.json"))).toBe(false);
      expect(existsSync(join(dataDir, "embedded-db.lock"))).toBe(false);
    }
    const listed = await crew(["keys", "list", "--org", slug, "--json"], env);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toHaveLength(2);
  }, 180_000);

  it("seeds the demo once, prints its ids and makes keys for --org demo", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "crew-cli-demo-"));
    tempDirs.push(dataDir);
    const env = { DATA_DIR: dataDir };
    const seeded = await crew(["demo", "seed", "--scale", "0.05"], env);
    expect(seeded.stderr).toContain("Seeded");
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toBe("");

    const again = await crew(["demo", "seed"], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exist");

    const ids = await crew(["demo", "ids"], env);
    expect(ids.code).toBe(0);
    const parsed = JSON.parse(ids.stdout) as { organizations: Record<string, unknown>[] };
    expect(parsed.organizations).toHaveLength(2);
    for (const org of parsed.organizations) {
      expect(Object.keys(org).sort()).toEqual([
        "crewProfileIds",
        "documentRequestIds",
        "emailReceiptIds",
        "jobApplicationIds",
        "jobPostingIds",
        "organizationId",
        "pipelineIds",
      ]);
    }

    const created = await crew(["keys", "create", "--org", "demo"], env);
    expect(created.code).toBe(0);
    expect(created.stdout.trim()).toMatch(keyPattern);
    expect(created.stderr).toContain("Blue Anchor Crewing");
    const listed = await crew(["keys", "list", "--org", String(parsed.organizations[0]!.organizationId), "--json"], env);
    expect(JSON.parse(listed.stdout)).toHaveLength(1);
  }, 240_000);
});
