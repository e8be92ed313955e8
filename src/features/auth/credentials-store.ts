import type { Credentials } from "../../lib/transport.js";

const storageKey = "crew.credentials";

export interface StoredCredentials extends Credentials {
  remember: boolean;
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
      const parsed = JSON.parse(raw) as Partial<Credentials>;
      if (typeof parsed.apiKey === "string" && parsed.apiKey !== "" && typeof parsed.baseUrl === "string") {
        return { apiKey: parsed.apiKey, baseUrl: parsed.baseUrl, remember };
      }
    } catch {
      storage.removeItem(storageKey);
    }
  }
  return null;
}

export function saveCredentials({ apiKey, baseUrl, remember }: StoredCredentials) {
  clearCredentials();
  (remember ? localStorage : sessionStorage).setItem(storageKey, JSON.stringify({ apiKey, baseUrl }));
}

export function clearCredentials() {
  sessionStorage.removeItem(storageKey);
  localStorage.removeItem(storageKey);
}
