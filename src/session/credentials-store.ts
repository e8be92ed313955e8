import type { Credentials } from "@/src/lib/transport.js";

const storageKey = "crew.credentials";

export interface StoredCredentials extends Credentials {
  remember: boolean;
  // The key's organization as WhoAmI last answered: after a reload, the pages' reads start with it at
  // once instead of waiting for WhoAmI, which still checks the key alongside.
  organizationId?: string;
}

// The key lives in sessionStorage (gone when the tab closes) unless the recruiter asked to be
// remembered, then in localStorage.
export function loadCredentials(): StoredCredentials | null {
  for (const [storage, remember] of [
    [sessionStorage, false],
    [localStorage, true],
  ] as const) {
    const raw = storage.getItem(storageKey);
    if (!raw) continue;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredCredentials>;
      if (typeof parsed.apiKey === "string" && parsed.apiKey !== "" && typeof parsed.baseUrl === "string") {
        const organizationId = typeof parsed.organizationId === "string" && parsed.organizationId !== "" ? parsed.organizationId : undefined;
        return { apiKey: parsed.apiKey, baseUrl: parsed.baseUrl, remember, organizationId };
      }
    } catch {
      storage.removeItem(storageKey);
    }
  }
  return null;
}

export function saveCredentials({ apiKey, baseUrl, remember, organizationId }: StoredCredentials) {
  clearCredentials();
  (remember ? localStorage : sessionStorage).setItem(storageKey, JSON.stringify({ apiKey, baseUrl, organizationId }));
}

export function clearCredentials() {
  sessionStorage.removeItem(storageKey);
  localStorage.removeItem(storageKey);
}
