import type { Interceptor, Transport } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";

export interface Credentials {
  apiKey: string;
  // Origin of the service, e.g. "https://crew.example.com"; the API lives under `${baseUrl}/rpc`.
  baseUrl: string;
}

export function normalizeBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, "");
  return trimmed === "" ? window.location.origin : trimmed;
}

export function createCrewTransport({ apiKey, baseUrl }: Credentials): Transport {
  const authorize: Interceptor = (next) => (request) => {
    request.header.set("Authorization", `Bearer ${apiKey}`);
    return next(request);
  };
  return createConnectTransport({
    baseUrl: `${normalizeBaseUrl(baseUrl)}/rpc`,
    useBinaryFormat: false,
    interceptors: [authorize],
    jsonOptions: { ignoreUnknownFields: true },
    defaultTimeoutMs: 15_000,
  });
}

// Files (face images, documents) are served by the service; relative URLs resolve against its origin.
export function fileUrl(baseUrl: string, url: string): string {
  if (url === "" || /^(https?:|data:|blob:)/i.test(url)) return url;
  const base = normalizeBaseUrl(baseUrl);
  return `${base}${url.startsWith("/") ? "" : "/"}${url}`;
}
