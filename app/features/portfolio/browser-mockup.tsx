/**
 * A project's visual drawn in CSS and SVG: a browser frame around an
 * abstract page layout. Nothing loads from elsewhere and the fixed aspect
 * ratio reserves its space, so there is no layout shift (docs/product/public-site.md § Page budgets).
 */
export function BrowserMockup({
  url,
  from,
  to,
  dark = true,
}: {
  url: string;
  from: string;
  to: string;
  dark?: boolean;
}) {
  const frame = dark ? "bg-ink-850 border-ink-700" : "bg-slate-100 border-slate-200";
  const bar = dark ? "bg-ink-800 text-ink-300" : "bg-white text-slate-600";
  return (
    <div aria-hidden="true" className={`overflow-hidden rounded-2xl border ${frame}`}>
      <div className="flex items-center gap-2 px-4 py-3">
        <span className="size-2.5 rounded-full bg-[#ff5f57]" />
        <span className="size-2.5 rounded-full bg-[#febc2e]" />
        <span className="size-2.5 rounded-full bg-[#28c840]" />
        <span className={`ml-3 truncate rounded-md px-3 py-1 font-mono text-[11px] ${bar}`}>{url}</span>
      </div>
      <div
        className="relative aspect-[16/10] overflow-hidden"
        style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
      >
        <svg aria-hidden="true" viewBox="0 0 320 200" className="absolute inset-0 size-full" preserveAspectRatio="none">
          <rect x="20" y="16" width="48" height="8" rx="4" fill="white" opacity="0.85" />
          <rect x="200" y="17" width="24" height="6" rx="3" fill="white" opacity="0.5" />
          <rect x="232" y="17" width="24" height="6" rx="3" fill="white" opacity="0.5" />
          <rect x="264" y="14" width="36" height="12" rx="6" fill="white" opacity="0.9" />
          <rect x="20" y="54" width="150" height="14" rx="4" fill="white" opacity="0.95" />
          <rect x="20" y="74" width="120" height="14" rx="4" fill="white" opacity="0.95" />
          <rect x="20" y="98" width="130" height="6" rx="3" fill="white" opacity="0.6" />
          <rect x="20" y="110" width="110" height="6" rx="3" fill="white" opacity="0.6" />
          <rect x="20" y="128" width="56" height="16" rx="8" fill="white" />
          <rect x="82" y="128" width="56" height="16" rx="8" fill="none" stroke="white" opacity="0.8" />
          <rect x="186" y="50" width="114" height="96" rx="10" fill="white" opacity="0.18" />
          <circle cx="243" cy="86" r="22" fill="white" opacity="0.35" />
          <rect x="206" y="118" width="74" height="6" rx="3" fill="white" opacity="0.6" />
          <rect x="20" y="164" width="86" height="24" rx="6" fill="white" opacity="0.16" />
          <rect x="117" y="164" width="86" height="24" rx="6" fill="white" opacity="0.16" />
          <rect x="214" y="164" width="86" height="24" rx="6" fill="white" opacity="0.16" />
        </svg>
      </div>
    </div>
  );
}
