import { ExpandableText } from "#app/components/ui/expandable-text";
import type { MoodBoard } from "#common/mood-board/board";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl border border-ink-700 bg-ink-900/60 p-5">
      <dt className="font-display text-xs font-semibold tracking-[0.2em] text-ink-300 uppercase">{term}</dt>
      <dd className="mt-2 wrap-anywhere text-ink-100">{children}</dd>
    </div>
  );
}

function Chips({ items, tone }: { items: readonly string[]; tone: "cyan" | "lime" }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className={`rounded-full border px-3 py-1 text-sm font-semibold ${
            tone === "cyan" ? "border-neon-cyan/50 text-neon-cyan" : "border-neon-lime/50 text-neon-lime"
          }`}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Overview: type, audience, goals, personality chips, the board at a glance (docs/product/mood-board.md § Tabs). */
export function OverviewTab({ board }: { board: MoodBoard }) {
  const { generatedBoard } = board;
  const lead = generatedBoard.colorPalettes[0];
  const { primary, secondary } = generatedBoard.typography;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Project Type">{board.projectType}</Fact>
        <Fact term="Target Audience">
          <ExpandableText text={board.targetAudience} lines={4} />
        </Fact>
        <div className="sm:col-span-2">
          <Fact term="Business Goals">
            <ExpandableText text={board.businessGoals} lines={4} />
          </Fact>
        </div>
        <Fact term="Brand Personality">
          <Chips items={board.brandPersonality} tone="cyan" />
        </Fact>
        <Fact term="Style">
          <Chips items={board.stylePreferences} tone="lime" />
        </Fact>
      </dl>
      {lead && (
        <div
          className="flex flex-col justify-between gap-8 overflow-hidden rounded-2xl p-6 sm:p-8"
          style={{ backgroundColor: lead.roles.background, color: lead.roles.text }}
        >
          <div>
            <p
              className="text-xs tracking-[0.2em] uppercase"
              style={{ color: lead.roles.primary, fontFamily: generatedBoard.typography.accent.stack, fontWeight: 600 }}
            >
              At a glance · {lead.name}
            </p>
            {/* A sample of the type: a name of one long word is clamped (the Overview facts show it whole). */}
            <p
              className="mt-4 line-clamp-3 text-4xl leading-tight wrap-anywhere sm:text-5xl"
              style={{ fontFamily: primary.stack, fontWeight: primary.weight }}
            >
              {board.projectName}
            </p>
            <p className="mt-3 max-w-md" style={{ fontFamily: secondary.stack, color: lead.roles.mutedText }}>
              {primary.family} with {secondary.family}; {generatedBoard.layoutConcepts[0]?.name ?? "a layout"} as the
              lead layout idea.
            </p>
          </div>
          <ul
            aria-label={`${lead.name} colors`}
            className="flex h-20 overflow-hidden rounded-xl shadow-[inset_0_0_0_1px_rgb(128_128_128/0.35)]"
          >
            {lead.colors.map((color) => (
              <li
                key={color}
                className="flex-1"
                style={{ backgroundColor: color, boxShadow: "inset 0 0 0 1px rgb(128 128 128 / 0.35)" }}
              >
                <span className="sr-only">{color}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
