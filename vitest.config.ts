import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { domainLabels, rootAlias } from "./vite.config.js";

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: rootAlias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts"],
          globalSetup: ["server/test-support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), domainLabels()],
        resolve: { alias: rootAlias },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/setup.ts"],
        },
      },
    ],
  },
});
