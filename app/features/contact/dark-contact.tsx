import { Clock, Lock, Mail, ShieldCheck } from "lucide-react";
import { SiteLink } from "#app/lib/style-variant";
import { CONTACT_PACKAGE_OPTIONS } from "#common/forms/contact-options";
import { KeepRangesTogether } from "../marketing-ui/keep-ranges-together";
import { ConfigurationSummary } from "./configuration-summary";
import {
  commitmentsOf,
  DIRECT_CONTACT,
  NEXT_STEPS,
  SECURITY_NOTICE,
  SUPPORT_PERIODS,
  typicalTimelinesOf,
} from "./contact-content";
import { ContactForm, type ContactFormCopy } from "./contact-form";
import { useContactForm } from "./use-contact-form";

const COPY: ContactFormCopy = {
  labels: {
    name: "Name",
    email: "Email",
    business: "Business Name",
    phone: "Phone",
    package: "Project Type",
    websiteUrl: "Website URL",
    details: "Project Details",
  },
  packagePlaceholder: "Select a project type",
  packageOptions: CONTACT_PACKAGE_OPTIONS.tiers,
  submit: "TRANSMIT PROJECT DATA",
  submitAudit: "REQUEST PRIORITY AUDIT",
  busy: "TRANSMITTING...",
  websiteHint: "Optional. Add it and we will include a free priority audit.",
  websiteHintAudit: "Required for your priority audit. The protocol is optional.",
};

const panel = "rounded-2xl border border-ink-700 bg-ink-900/70 p-6 backdrop-blur-sm";
const panelTitle =
  "flex items-center gap-2 font-display text-sm font-semibold tracking-[0.2em] text-neon-cyan uppercase";

/** The dark GET IN TOUCH page (docs/product/lead-capture.md § Contact form). */
export function DarkContact() {
  const form = useContactForm();
  return (
    <main className="relative isolate -mt-20 overflow-hidden pt-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_85%_-5%,rgb(34_228_255/0.14),transparent_65%),radial-gradient(40rem_26rem_at_-5%_60%,rgb(182_255_59/0.07),transparent_60%)]"
      />
      <div className="container-page pt-10 pb-20 sm:pt-16 sm:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-neon-cyan/30 bg-neon-cyan/5 px-4 py-1.5 font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-neon-lime" />
          Channel open
        </p>
        <h1 className="mt-6 font-display text-[clamp(2.6rem,8vw,5.5rem)] leading-[0.95] font-bold tracking-tight text-white">
          GET IN <span className="text-gradient-neon">TOUCH</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-300 sm:text-xl">
          Tell us what you are building. A senior developer reads every brief and replies within 24 hours.
        </p>

        <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="grid content-start gap-6">
            {form.configuration && <ConfigurationSummary configuration={form.configuration} tone="dark" />}
            <section
              aria-labelledby="briefing-title"
              className="relative rounded-3xl border border-ink-700 bg-ink-900/80 p-6 shadow-2xl shadow-black/40 sm:p-10"
            >
              <div
                aria-hidden="true"
                className="absolute inset-x-10 -top-px h-px bg-gradient-to-r from-transparent via-neon-cyan to-transparent"
              />
              <h2
                id="briefing-title"
                className="font-display text-2xl font-bold tracking-[0.12em] text-white uppercase"
              >
                Project Briefing
              </h2>
              <p className="mt-2 text-sm text-ink-300">
                Fields marked <span className="text-neon-cyan">*</span> are required.
              </p>
              <div className="mt-8">
                <ContactForm form={form} copy={COPY} tone="dark" />
              </div>
            </section>
          </div>

          <aside aria-label="How we work with you" className="grid content-start gap-6">
            <section aria-labelledby="direct-title" className={panel}>
              <h2 id="direct-title" className={panelTitle}>
                <Mail aria-hidden="true" className="size-4" /> Direct contact
              </h2>
              <p className="mt-3 text-sm text-ink-300">{DIRECT_CONTACT.text}</p>
              <a
                href={`mailto:${DIRECT_CONTACT.email}`}
                className="mt-4 block break-all font-display text-lg font-semibold text-white underline decoration-neon-cyan/50 underline-offset-4 hover:text-neon-cyan"
              >
                {DIRECT_CONTACT.email}
              </a>
              <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                <SiteLink
                  to="/book-consultation"
                  className="inline-flex min-h-6 items-center font-semibold text-neon-cyan hover:text-neon-lime"
                >
                  Book a call
                </SiteLink>
                <SiteLink
                  to="/reserve-slot"
                  className="inline-flex min-h-6 items-center font-semibold text-neon-cyan hover:text-neon-lime"
                >
                  Reserve a project slot
                </SiteLink>
              </div>
            </section>

            <section aria-labelledby="commitment-title" className={panel}>
              <h2 id="commitment-title" className={panelTitle}>
                <Clock aria-hidden="true" className="size-4" /> Our commitment
              </h2>
              <dl className="mt-5 grid grid-cols-2 gap-4">
                {commitmentsOf("default").map((item) => (
                  <div key={item.label} className="rounded-xl border border-ink-700 bg-ink-950/60 p-3">
                    <dt className="text-xs text-ink-300">{item.label}</dt>
                    <dd className="mt-1 font-display text-2xl font-bold text-white">{item.value}</dd>
                  </div>
                ))}
              </dl>
              <ul className="mt-5 grid gap-2 text-sm text-ink-300">
                <li>
                  <span className="font-semibold text-ink-100">Typical timelines:</span>{" "}
                  <KeepRangesTogether text={typicalTimelinesOf("default")} />
                </li>
                <li>
                  <span className="font-semibold text-ink-100">Support:</span> included after launch, then{" "}
                  {SUPPORT_PERIODS}
                </li>
              </ul>
            </section>

            <section aria-labelledby="security-title" className={panel}>
              <h2 id="security-title" className={panelTitle}>
                <Lock aria-hidden="true" className="size-4" /> Security notice
              </h2>
              <p className="mt-3 text-sm text-ink-300">{SECURITY_NOTICE}</p>
              <SiteLink
                to="/privacy-policy"
                className="mt-3 inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-neon-cyan hover:text-neon-lime"
              >
                <ShieldCheck aria-hidden="true" className="size-4" /> Privacy policy
              </SiteLink>
            </section>

            <section aria-labelledby="next-title" className={panel}>
              <h2 id="next-title" className={panelTitle}>
                What happens next
              </h2>
              <ol className="mt-5 grid gap-4">
                {NEXT_STEPS.map((step, index) => (
                  <li key={step.title} className="grid grid-cols-[2rem_1fr] gap-3">
                    <span
                      aria-hidden="true"
                      className="grid size-8 place-content-center rounded-full border border-neon-cyan/40 font-display text-sm font-bold text-neon-cyan"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="font-semibold text-white">{step.title}</h3>
                      <p className="mt-1 text-sm text-ink-300">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          </aside>
        </div>
      </div>
    </main>
  );
}
