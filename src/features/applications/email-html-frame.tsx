import { useMemo } from "react";
import { buildSrcdoc } from "./build-srcdoc.js";

export function EmailHtmlFrame({ html, title }: { html: string; title: string }) {
  const srcDoc = useMemo(() => buildSrcdoc(html), [html]);
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      loading="lazy"
      className="h-[28rem] w-full rounded border border-slate-300 bg-white dark:border-slate-700"
    />
  );
}
