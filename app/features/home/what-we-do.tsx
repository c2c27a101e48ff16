import { Check, CodeXml, LayoutDashboard, LifeBuoy } from "lucide-react";
import { HOME } from "#app/content/home";

const ICONS = [CodeXml, LayoutDashboard, LifeBuoy];
const ACCENTS = ["text-neon-cyan", "text-neon-lime", "text-neon-magenta"];

/** The three services: Custom Websites, Digital Platforms, Ongoing Support (docs/product/public-site.md § Home). */
export function WhatWeDo() {
  const { services } = HOME;
  return (
    <section aria-labelledby="what-we-do" className="container-page py-20 lg:py-28">
      <div className="max-w-3xl">
        <p className="font-display text-sm font-medium tracking-[0.22em] text-neon-cyan uppercase">
          {services.eyebrow}
        </p>
        <h2
          id="what-we-do"
          className="mt-4 font-display text-[clamp(2rem,4.2vw,3.25rem)] leading-tight font-bold tracking-tight text-balance"
        >
          {services.title}
        </h2>
        <p className="mt-5 text-lg text-ink-300">{services.intro}</p>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {services.items.map((service, index) => {
          const Icon = ICONS[index] ?? CodeXml;
          return (
            <li
              key={service.title}
              className="group relative flex flex-col rounded-card border border-white/10 bg-ink-900/60 p-7 backdrop-blur-sm transition-colors hover:border-neon-cyan/40 sm:p-8"
            >
              <span className={`grid size-12 place-items-center rounded-xl bg-white/5 ${ACCENTS[index]}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 font-display text-2xl font-bold">{service.title}</h3>
              <p className="mt-3 text-ink-300">{service.description}</p>
              <ul className="mt-6 space-y-2.5 border-t border-white/8 pt-6 text-[0.95rem] text-ink-200">
                {service.points.map((point) => (
                  <li key={point} className="flex items-start gap-2.5">
                    <Check aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${ACCENTS[index]}`} />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
