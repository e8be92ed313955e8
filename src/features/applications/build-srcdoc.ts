// The email's HTML is untrusted. It is shown in <iframe sandbox=""> (no scripts, no forms, no
// same-origin access) and, in case a browser ignores the sandbox, with a CSP that forbids loading
// anything but inline styles and data: images.
export const emailCsp = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'";

export function buildSrcdoc(html: string): string {
  const head = `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${emailCsp}"><meta name="referrer" content="no-referrer">`;
  const style = "<style>body{font:14px/1.5 system-ui,sans-serif;margin:12px;color:#0f172a;background:#fff;word-wrap:break-word}img{max-width:100%}</style>";
  return `<!doctype html><html><head>${head}${style}</head><body>${html}</body></html>`;
}
