import { Check } from "lucide-react";
import type { ColorPalette, MoodBoard } from "#common/mood-board/board";
import { midSentence } from "#common/mood-board/text";
import { PalettePreview } from "./palette-preview";

const SOURCE_LABEL: Record<ColorPalette["source"], string> = {
  preset: "Your preset",
  analogous: "Analogous harmony",
  complementary: "Complementary harmony",
  triadic: "Triadic harmony",
  "split-complementary": "Split-complementary harmony",
};

const ROLE_OF = (palette: ColorPalette, color: string) => {
  const names = Object.entries(palette.roles)
    .filter(([role, value]) => value === color && role !== "onPrimary")
    .map(([role]) => (role === "mutedText" ? "muted text" : role));
  return names.length > 0 ? names.join(" · ") : "support";
};

/** Text on a swatch: whichever of black or white reads better on it. */
function inkOn(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.18 ? "#07080c" : "#ffffff";
}

function PaletteCard({ palette, board, index }: { palette: ColorPalette; board: MoodBoard; index: number }) {
  const { typography } = board.generatedBoard;
  const titleId = `palette-${index}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70 p-5 sm:p-7"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={titleId} className="font-display text-2xl font-bold text-white">
          {palette.name}
        </h3>
        <p className="font-display text-xs font-semibold tracking-[0.2em] text-neon-cyan uppercase">
          {SOURCE_LABEL[palette.source]} · {palette.theme === "dark" ? "Dark" : "Light"}
        </p>
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {palette.colors.map((color) => (
          <li
            key={color}
            className="flex min-h-24 flex-col justify-end rounded-xl p-3 ring-1 ring-white/10 ring-inset"
            style={{ backgroundColor: color, color: inkOn(color) }}
          >
            <span className="font-mono text-sm font-semibold uppercase">{color}</span>
            <span className="text-xs capitalize">{ROLE_OF(palette, color)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <PalettePreview
          palette={palette}
          projectName={board.projectName}
          projectType={board.projectType}
          tagline={`Made for ${midSentence(board.targetAudience)}.`}
          headline={typography.primary}
          body={typography.secondary}
          accentFont={typography.accent}
        />
        <div className="grid content-start gap-5">
          <p className="text-ink-200">{palette.description}</p>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-display text-xs font-semibold tracking-[0.2em] text-ink-300 uppercase">
              Contrast (WCAG AA needs 4.5:1)
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Pair</th>
                <th scope="col">Sample</th>
                <th scope="col">Ratio</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-700">
              {palette.contrast.map((check) => (
                <tr key={check.label}>
                  <th scope="row" className="py-2 pr-3 font-normal text-ink-200">
                    {check.label}
                  </th>
                  <td className="py-2 pr-3">
                    <span
                      className="inline-grid size-8 place-items-center rounded-md text-sm font-bold ring-1 ring-white/10"
                      style={{ backgroundColor: check.background, color: check.foreground }}
                    >
                      Aa
                    </span>
                  </td>
                  <td className="py-2 text-right whitespace-nowrap">
                    <span className="font-mono font-semibold text-white">{check.ratio.toFixed(2)}:1</span>
                    {check.passesAA && (
                      <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-neon-lime/15 px-2 py-0.5 text-xs font-bold text-neon-lime">
                        <Check aria-hidden="true" className="size-3" strokeWidth={3} />
                        AA
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </article>
  );
}

/** Colors: palettes with swatches, a live preview, description, contrast ratios (docs/product/mood-board.md § Tabs). */
export function ColorsTab({ board }: { board: MoodBoard }) {
  return (
    <div className="grid gap-6">
      {board.generatedBoard.colorPalettes.map((palette, index) => (
        <PaletteCard key={palette.name} palette={palette} board={board} index={index} />
      ))}
    </div>
  );
}
