// Lint carries the style (`npm run lint`, part of `npm test`): typescript-eslint's recommended rules,
// React's hook rules in the dashboard, Prettier for the layout (`npm run format`), a line length, and
// the import boundaries that keep features apart:
//   - imports that leave their own folder use the `@/` alias (the repository root), never `../../`;
//   - a dashboard feature (src/features/<name>) never imports another feature's files: what several
//     features use lives in src/components, src/lib or src/keyboard;
//   - a server feature's repository (server/<name>/*-repository.ts) is private to it: other features
//     use its operations or the modules it exposes, never its queries;
//   - the dashboard never imports the service's code, nor the service the dashboard's.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const dashboardFeatures = ["applications", "auth", "document-requests", "job-postings", "organization", "profiles", "search", "uploads", "matching"];

// Relative imports may climb only within their own unit: a file `depth` folders below its unit's root
// may use at most `depth` "../". Deeper climbs leave the unit and must say where they go with `@/`.
// src/app composes the features (routes); the other shared folders serve them and never import one.
const sharedDashboardFolders = ["src/api", "src/components", "src/keyboard", "src/lib", "src/session", "src/test"];
const unitRoots = ["src/app", ...sharedDashboardFolders, "e2e", "bench", "scripts"];

function climbLimit(unitRoot, depth) {
  const files = [`${unitRoot}/${"*/".repeat(depth)}*.{ts,tsx,mjs}`];
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1},}`,
              message: "This import leaves its folder: write it from the root with the @/ alias (e.g. @/gen/..., @/server/db/...).",
            },
            ...boundaryPatterns(unitRoot),
          ],
        },
      ],
    },
  };
}

// Boundaries expressed on `@/` specifiers. ESLint keeps one no-restricted-imports setting per file (the
// last block that matches it), so each block lists every pattern that applies to its files.
function boundaryPatterns(unitRoot) {
  const patterns = [];
  if (unitRoot.startsWith("src/")) {
    patterns.push({ regex: "^@/server/", message: "The dashboard talks to the service through the API (gen/), never through its code." });
  }
  if (sharedDashboardFolders.includes(unitRoot) && unitRoot !== "src/test") {
    patterns.push({ regex: "^@/src/features/", message: "Shared code never depends on a feature: move what it needs out of the feature." });
  }
  return patterns;
}

function featureBlocks() {
  return dashboardFeatures.flatMap((feature) =>
    [0, 1, 2, 3].map((depth) => ({
      files: [`src/features/${feature}/${"*/".repeat(depth)}*.{ts,tsx}`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              { regex: `^(\\.\\./){${depth + 1},}`, message: "This import leaves its folder: write it from the root with the @/ alias." },
              { regex: "^@/server/", message: "The dashboard talks to the service through the API (gen/), never through its code." },
              {
                regex: `^@/src/features/(?!${feature}/)`,
                message: `A feature does not reach into another feature's files: move what both need to src/components or src/lib.`,
              },
            ],
          },
        ],
      },
    })),
  );
}

// Folders that wire the features together (the CLI, the RPC routes, tests' support) may use any
// feature's repository; features themselves may not use each other's.
function serverBlocks(folder, isFeature) {
  return [folder].flatMap((feature) =>
    [0, 1, 2].map((depth) => ({
      files: [`server/${feature}/${"*/".repeat(depth)}*.ts`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              { regex: `^(\\.\\./){${depth + 1},}`, message: "This import leaves its folder: write it from the root with the @/ alias." },
              { regex: "^@/src/", message: "The service never imports the dashboard's code." },
              ...(isFeature
                ? [
                    {
                      regex: `^@/server/(?!${feature}/)[^/]+/[^/]+-repository(\\.js)?$`,
                      message: "A repository is private to its feature: use that feature's operations or exposed modules.",
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    })),
  );
}

const serverFeatures = ["applications", "dashboard", "document-requests", "files", "health", "matching", "organization", "profiles", "search", "uploads"];
const serverInfrastructure = ["auth", "cli", "contract", "db", "demo", "domain", "request-log", "rpc", "test-support"];

export default tseslint.config(
  { ignores: ["gen/**", "proto-deps/**", "dist/**", "node_modules/**", "test-results/**", "bench/results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Names starting with _ are deliberately unused (a parameter a signature needs).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
      // Prettier wraps code; this catches what it cannot wrap (comments, long strings are allowed).
      "max-len": ["error", { code: 160, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...unitRoots.flatMap((unit) => [0, 1, 2, 3].map((depth) => climbLimit(unit, depth))),
  ...featureBlocks(),
  ...serverFeatures.flatMap((folder) => serverBlocks(folder, true)),
  ...serverInfrastructure.flatMap((folder) => serverBlocks(folder, false)),
  prettier,
);
