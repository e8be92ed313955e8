// Stored URLs (documents, face images) are relative to the service's public base URL, or absolute.
// Clients always get absolute ones.
export function absoluteUrl(publicUrl: string, url: string | null | undefined): string {
  if (!url) return "";
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const base = publicUrl.replace(/\/+$/, "");
  return url.startsWith("/") ? `${base}${url}` : `${base}/${url}`;
}
