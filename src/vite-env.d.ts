/// <reference types="vite/client" />

declare module "virtual:domain-labels" {
  export const rankLabels: Record<string, string>;
  export const vesselTypeLabels: Record<string, string>;
  export const certificateLabels: Record<string, string>;
}
