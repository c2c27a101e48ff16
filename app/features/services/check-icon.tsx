/** A small check mark for feature lists (decorative: the list item carries the text). */
export function CheckIcon({ className = "" }: { className?: string }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none" className={`shrink-0 ${className}`}>
      <path
        d="m5 10.5 3.2 3L15 6.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
