import type { FontChoice, MoodBoard } from "#common/mood-board/board";
import { midSentence } from "#common/mood-board/text";

const ROLES = [
  { key: "primary", label: "Primary · Headlines" },
  { key: "secondary", label: "Secondary · Body" },
  { key: "accent", label: "Accent · Details" },
] as const;

function Specimen({ font, label, sample }: { font: FontChoice; label: string; sample: string }) {
  return (
    <article className="flex min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70 p-6">
      <p className="font-display text-xs font-semibold tracking-[0.2em] text-neon-cyan uppercase">{label}</p>
      <div className="flex items-end justify-between gap-4">
        <h3 className="text-3xl text-white" style={{ fontFamily: font.stack, fontWeight: font.weight }}>
          {font.family}
        </h3>
        <span
          aria-hidden="true"
          className="text-6xl leading-none text-ink-400"
          style={{ fontFamily: font.stack, fontWeight: font.weight }}
        >
          Aa
        </span>
      </div>
      {/* A type specimen: the client's words wrap anywhere and a very long sample is clamped. */}
      <p
        className="line-clamp-4 text-xl wrap-anywhere text-ink-100"
        style={{ fontFamily: font.stack, fontWeight: font.weight }}
      >
        {sample}
      </p>
      <p className="text-sm text-ink-300">{font.reason}</p>
      <p className="mt-auto font-mono text-xs text-ink-400">
        {font.category} · weight {font.weight} · SIL Open Font License
      </p>
    </article>
  );
}

/** Typography: primary, secondary and accent fonts, shown in the real faces (docs/product/mood-board.md § Tabs). */
export function TypographyTab({ board }: { board: MoodBoard }) {
  const { typography, colorPalettes } = board.generatedBoard;
  const palette = colorPalettes[0];
  const samples = {
    primary: board.projectName,
    secondary: `Made for ${midSentence(board.targetAudience)}.`,
    accent: "0123456789 · NEW · 24/7",
  };
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 lg:grid-cols-3">
        {ROLES.map(({ key, label }) => (
          <Specimen key={key} font={typography[key]} label={label} sample={samples[key]} />
        ))}
      </div>
      {palette && (
        <section
          aria-labelledby="pairing-title"
          className="rounded-[var(--radius-card)] p-6 sm:p-10"
          style={{ backgroundColor: palette.roles.background, color: palette.roles.text }}
        >
          <p
            className="text-xs tracking-[0.25em] uppercase"
            style={{ fontFamily: typography.accent.stack, color: palette.roles.primary, fontWeight: 600 }}
          >
            The pairing in use
          </p>
          <h3
            id="pairing-title"
            className="mt-4 line-clamp-4 max-w-3xl text-4xl leading-tight wrap-anywhere sm:text-5xl"
            style={{ fontFamily: typography.primary.stack, fontWeight: typography.primary.weight }}
          >
            {board.projectName}: {board.businessGoals.split(/[.!?\n]/)[0]}
          </h3>
          <p
            className="mt-5 max-w-2xl text-lg leading-relaxed"
            style={{ fontFamily: typography.secondary.stack, color: palette.roles.mutedText }}
          >
            Body copy set in {typography.secondary.family} stays calm and readable beside {typography.primary.family}{" "}
            headlines, while {typography.accent.family} marks labels, prices and small details.
          </p>
        </section>
      )}
    </div>
  );
}
