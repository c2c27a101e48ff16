import type { ReactNode } from "react";

/**
 * A browser window around a project's screenshot: the traffic lights and the address bar, then the page.
 * The screenshot inside carries its width and height, so the frame reserves its space before it loads.
 */
export function BrowserMockup({ url, dark = true, children }: { url: string; dark?: boolean; children: ReactNode }) {
  const frame = dark ? "bg-ink-850 border-ink-700" : "bg-slate-100 border-slate-200";
  const bar = dark ? "bg-ink-800 text-ink-300" : "bg-white text-slate-600";
  return (
    <div className={`overflow-hidden rounded-2xl border ${frame}`}>
      <div aria-hidden="true" className="flex items-center gap-2 px-4 py-3">
        <span className="size-2.5 rounded-full bg-[#ff5f57]" />
        <span className="size-2.5 rounded-full bg-[#febc2e]" />
        <span className="size-2.5 rounded-full bg-[#28c840]" />
        <span className={`ml-3 truncate rounded-md px-3 py-1 font-mono text-[11px] ${bar}`}>{url}</span>
      </div>
      {children}
    </div>
  );
}
