/**
 * The arrow of the calls to action, the landing page's Enter link among them.
 * Kept with the shell (vite.config.ts groups this folder into one chunk every
 * page loads), so the landing page gets it without fetching another file.
 */
export function ArrowRight({ className = "", size = 18 }: { className?: string; size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 20 20" fill="none" className={className}>
      <path
        d="M4 10h12m-5-5 5 5-5 5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
