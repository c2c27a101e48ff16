import { useId } from "react";
import { brand } from "#common/brand";

/** The brand mark: a meridian arc over a horizon line, in the neon pair. */
export function BrandMark({ size = 32, className = "" }: { size?: number; className?: string }) {
  // The mark appears several times per page (rail, menu, footer): each needs its own gradient id.
  const gradientId = `${useId()}brand-mark-gradient`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#22e4ff" />
          <stop offset="1" stopColor="#b6ff3b" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="30" height="30" rx="9" fill="#0c0e14" stroke={`url(#${gradientId})`} strokeWidth="2" />
      <path
        d="M8 21a8 8 0 0 1 16 0"
        fill="none"
        stroke={`url(#${gradientId})`}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M16 7v6" stroke="#22e4ff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M7 24h18" stroke="#b6ff3b" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function BrandLogo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <BrandMark />
      <span className="font-display text-lg font-bold tracking-tight">{brand.name}</span>
    </span>
  );
}
