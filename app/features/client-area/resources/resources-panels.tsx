import { BookOpen, Clock, ExternalLink, Play, Plus } from "lucide-react";
import { useState } from "react";
import { SiteLink } from "#app/lib/style-variant";
import { tierByKey } from "#common/catalog";
import { FAQ_FILTERS, FAQS } from "#common/client-area/faq";
import { GUIDES, type Guide, PAST_WORK_EXAMPLES } from "./resources-content";

const card = "rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70";
const openButton =
  "inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-ink-600 px-5 font-display text-sm font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan";

function GuideLink({ guide }: { guide: Guide }) {
  const label = guide.kind === "video" ? "Watch" : "View";
  if (guide.href.startsWith("/")) {
    return (
      <SiteLink to={guide.href} className={openButton} aria-label={`${label}: ${guide.title}`}>
        {label}
      </SiteLink>
    );
  }
  return (
    <a
      href={guide.href}
      target="_blank"
      rel="noopener noreferrer"
      className={openButton}
      aria-label={`${label}: ${guide.title} (opens in a new tab)`}
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

/** Guides & Resources: reading and watching worth the time. */
export function GuidesPanel() {
  return (
    <div>
      <h2 className="sr-only">Guides & Resources</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GUIDES.map((guide) => {
          const Icon = guide.kind === "video" ? Play : BookOpen;
          return (
            <li key={guide.title} className={`${card} flex flex-col gap-4 p-5 sm:p-6`}>
              <div className="flex items-center gap-3">
                <span
                  className={`grid size-10 place-content-center rounded-xl ${
                    guide.kind === "video" ? "bg-neon-magenta/15 text-neon-magenta" : "bg-neon-cyan/10 text-neon-cyan"
                  }`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-xs font-semibold tracking-[0.2em] text-ink-300 uppercase">
                  {guide.kind === "video" ? "Video" : "Guide"}
                </span>
              </div>
              <div className="flex-1">
                <h3 className="font-display text-lg font-bold text-white">{guide.title}</h3>
                <p className="mt-2 text-sm text-ink-300">{guide.description}</p>
                <p className="mt-3 text-xs text-ink-400">{guide.source}</p>
              </div>
              <GuideLink guide={guide} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** FAQs with their category filters (docs/product/client-area.md § Resources). */
export function FaqPanel() {
  const [filter, setFilter] = useState<(typeof FAQ_FILTERS)[number]["value"]>("all");
  const shown = filter === "all" ? FAQS : FAQS.filter((faq) => faq.category === filter);
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className="font-display text-2xl font-bold text-white">Frequently asked questions</h2>
      <fieldset className="mt-5">
        <legend className="sr-only">Filter questions by topic</legend>
        <div className="flex flex-wrap gap-2">
          {FAQ_FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className="min-h-11 rounded-full border border-ink-600 px-4 text-sm font-semibold text-ink-200 transition-colors hover:border-neon-cyan hover:text-white aria-pressed:border-neon-cyan aria-pressed:bg-neon-cyan aria-pressed:text-ink-950"
            >
              {option.label}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {shown.length} questions shown
      </p>
      <ul className="mt-6 grid gap-3">
        {shown.map((faq) => (
          <li key={faq.question}>
            <details className="group rounded-2xl border border-ink-700 bg-ink-950/40 open:border-neon-cyan/40">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-3 font-display font-semibold text-white sm:px-5 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <Plus
                  aria-hidden="true"
                  className="size-5 shrink-0 text-neon-cyan transition-transform group-open:rotate-45"
                />
              </summary>
              <p className="px-4 pb-5 text-ink-200 sm:px-5">{faq.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Past Work Examples: how scope shapes the timeline, 4, 6 and 12 weeks (docs/product/client-area.md § Resources). */
export function PastWorkPanel() {
  return (
    <div>
      <h2 className="sr-only">Past Work Examples</h2>
      <ul className="grid gap-4 lg:grid-cols-3">
        {PAST_WORK_EXAMPLES.map((example) => (
          <li key={example.title} className={`${card} flex flex-col p-5 sm:p-7`}>
            <div className="flex items-center justify-between gap-3">
              <span className="rounded-full bg-neon-magenta/15 px-3 py-1 text-xs font-semibold text-neon-magenta">
                {tierByKey(example.packageKey)?.name}
              </span>
              <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-neon-lime">
                <Clock aria-hidden="true" className="size-4" />
                {example.weeks} weeks
              </span>
            </div>
            <h3 className="mt-5 font-display text-xl font-bold text-white">{example.title}</h3>
            <p className="mt-2 text-ink-300">{example.summary}</p>
            <ul className="mt-5 grid gap-2 border-t border-ink-700 pt-5 text-sm text-ink-200">
              {example.scope.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-neon-cyan" />
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
