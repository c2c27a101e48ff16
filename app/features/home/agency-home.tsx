import {
  Award,
  CircleCheck,
  Clock,
  FolderCheck,
  Gauge,
  Layers,
  LifeBuoy,
  PenTool,
  Search,
  ShoppingCart,
  Smartphone,
  Star,
  ThumbsUp,
} from "lucide-react";
import { AGENCY_HOME } from "#app/content/home";
import { CtaLink } from "../marketing-ui/cta-link";
import { JsonLd } from "../seo/json-ld";
import { agencyStructuredData } from "./agency-schema";

const STAT_ICONS = [FolderCheck, ThumbsUp, Clock, Star];
const CAPABILITY_ICONS = [PenTool, Smartphone, Gauge, Search, ShoppingCart, LifeBuoy];

/**
 * The agency home variant in the light, conservative face, shown at /conservative
 * and /home?style=conservative (docs/product/public-site.md § Agency home).
 */
export function AgencyHome() {
  const { hero, trackRecord, capabilities, closing } = AGENCY_HOME;
  return (
    <main className="face-light text-slate-800">
      <JsonLd data={agencyStructuredData("conservative")} />

      <section
        aria-labelledby="agency-title"
        className="container-page grid items-center gap-12 pt-10 pb-16 lg:grid-cols-[1.5fr_1fr] lg:pt-16 lg:pb-24"
      >
        <div className="max-w-4xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-700">
            <Award aria-hidden="true" className="size-4" />
            {hero.eyebrow}
          </p>
          <h1
            id="agency-title"
            className="mt-7 font-display text-[clamp(2.4rem,5.8vw,4.75rem)] leading-[1.05] font-bold tracking-tight text-balance text-slate-900"
          >
            {hero.title}
          </h1>
          <p className="mt-7 max-w-2xl text-xl text-slate-700 sm:text-2xl sm:leading-snug">{hero.lead}</p>
          <p className="mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">{hero.body}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <CtaLink to={hero.primary.href} tone="light" size="large">
              {hero.primary.label}
            </CtaLink>
            <CtaLink to={hero.secondary.href} tone="light" kind="secondary" size="large">
              {hero.secondary.label}
            </CtaLink>
          </div>
        </div>
        <aside
          aria-labelledby="agency-promises"
          className="rounded-card border border-slate-200 bg-white p-7 shadow-xl shadow-slate-900/5 sm:p-8"
        >
          <h2 id="agency-promises" className="font-display text-lg font-bold text-slate-900">
            {hero.promisesTitle}
          </h2>
          <ul className="mt-5 space-y-5">
            {hero.promises.map((promise) => (
              <li key={promise.title} className="flex gap-4">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-semibold text-slate-900">{promise.title}</span>
                  <span className="block text-slate-600">{promise.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </section>

      <section aria-labelledby="track-record" className="container-page">
        <div className="rounded-card border border-slate-200 bg-white px-6 py-10 shadow-sm sm:px-10">
          <h2
            id="track-record"
            className="text-center font-display text-sm font-semibold tracking-[0.2em] text-slate-600 uppercase"
          >
            {trackRecord.title}
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-8 lg:grid-cols-4">
            {trackRecord.stats.map((stat, index) => {
              const Icon = STAT_ICONS[index] ?? Star;
              return (
                <div key={stat.label} className="flex flex-col-reverse items-center text-center">
                  <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
                  <dd className="flex flex-col items-center gap-3 font-display text-4xl font-bold text-slate-900 sm:text-5xl">
                    <Icon aria-hidden="true" className="size-6 text-brand-600" />
                    {stat.value}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      </section>

      <section aria-labelledby="capabilities" className="container-page py-20 lg:py-28">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-700 uppercase">{capabilities.eyebrow}</p>
          <h2
            id="capabilities"
            className="mt-3 font-display text-[clamp(2rem,4vw,3rem)] leading-tight font-bold tracking-tight text-balance text-slate-900"
          >
            {capabilities.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{capabilities.intro}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.items.map((item, index) => {
            const Icon = CAPABILITY_ICONS[index] ?? Layers;
            return (
              <li
                key={item.title}
                className="flex flex-col rounded-card border border-slate-200 bg-white p-7 shadow-sm"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5.5" />
                </span>
                <h3 className="mt-5 font-display text-xl font-bold text-slate-900">{item.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{item.description}</p>
                <div className="mt-6">
                  <div className="flex justify-between text-sm font-medium text-slate-700">
                    <span id={`capability-${index}`}>Expertise</span>
                    <span>{item.level}%</span>
                  </div>
                  <div
                    role="progressbar"
                    aria-labelledby={`capability-${index}`}
                    aria-valuenow={item.level}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuetext={`${item.title}: ${item.level}%`}
                    className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
                  >
                    <div className="h-full rounded-full bg-brand-600" style={{ width: `${item.level}%` }} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="agency-closing" className="container-page pb-8">
        <div className="rounded-[2rem] bg-brand-700 px-6 py-16 text-center text-white sm:px-12 lg:py-20">
          <h2
            id="agency-closing"
            className="mx-auto max-w-3xl font-display text-[clamp(2rem,4.4vw,3.25rem)] leading-tight font-bold tracking-tight text-balance"
          >
            {closing.title}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-blue-50">{closing.body}</p>
          <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
            <CtaLink to={closing.primary.href} tone="light" kind="secondary" size="large">
              {closing.primary.label}
            </CtaLink>
            <CtaLink to={closing.secondary.href} tone="light" kind="onBrand" size="large">
              {closing.secondary.label}
            </CtaLink>
          </div>
        </div>
      </section>
    </main>
  );
}
