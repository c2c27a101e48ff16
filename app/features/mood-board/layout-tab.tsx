import { Lightbulb } from "lucide-react";
import { ExpandableText } from "#app/components/ui/expandable-text";
import type { MoodBoard } from "#common/mood-board/board";

/** A schematic of each concept: three different block arrangements, purely decorative. */
const SKETCHES = [
  ["col-span-6 h-10", "col-span-6 h-16", "col-span-3 h-10", "col-span-3 h-10"],
  ["col-span-4 h-24 row-span-2", "col-span-2 h-11", "col-span-2 h-11"],
  ["col-span-6 h-6", "col-span-2 h-14", "col-span-2 h-14", "col-span-2 h-14", "col-span-6 h-6"],
];

/** Layout: concepts with name, description and features, plus inspiration notes (docs/product/mood-board.md § Tabs). */
export function LayoutTab({ board }: { board: MoodBoard }) {
  const { layoutConcepts, inspiration } = board.generatedBoard;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 lg:grid-cols-3">
        {layoutConcepts.map((concept, index) => (
          <article
            key={concept.name}
            className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70 p-6"
          >
            <div aria-hidden="true" className="grid h-32 grid-cols-6 content-start gap-1.5 rounded-xl bg-ink-800 p-3">
              {(SKETCHES[index % SKETCHES.length] ?? []).map((block, blockIndex) => (
                <span
                  key={blockIndex}
                  className={`${block} rounded-md ${blockIndex === 0 ? "bg-neon-cyan/40" : "bg-ink-600"}`}
                />
              ))}
            </div>
            <p className="font-display text-xs font-semibold tracking-[0.2em] text-neon-cyan uppercase">
              Concept {index + 1}
            </p>
            <h3 className="-mt-2 font-display text-xl font-bold text-white">{concept.name}</h3>
            <p className="text-ink-300">{concept.description}</p>
            <ul className="mt-auto grid gap-2 text-sm text-ink-200">
              {concept.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-neon-lime" />
                  {feature}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <section
        aria-labelledby="inspiration-title"
        className="rounded-[var(--radius-card)] border border-neon-cyan/30 bg-neon-cyan/5 p-6 sm:p-8"
      >
        <h3 id="inspiration-title" className="flex items-center gap-2 font-display text-xl font-bold text-white">
          <Lightbulb aria-hidden="true" className="size-5 text-neon-lime" />
          Inspiration Notes
        </h3>
        <ul className="mt-4 grid gap-3 text-ink-100">
          {inspiration.map((note) => (
            <li key={note} className="border-l-2 border-neon-cyan/50 pl-4">
              {/* The notes quote the brief, so they are as long as the client's words. */}
              <ExpandableText text={note} lines={4} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
