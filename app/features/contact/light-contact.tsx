import { CheckCircle2, Clock, Mail } from "lucide-react";
import { CONTACT_PACKAGE_OPTIONS } from "#common/forms/contact-options";
import { CallToAction } from "../marketing-ui/call-to-action";
import { CtaLink } from "../marketing-ui/cta-link";
import { KeepRangesTogether } from "../marketing-ui/keep-ranges-together";
import { LightFace } from "../marketing-ui/light-face";
import { ConfigurationSummary } from "./configuration-summary";
import {
  commitmentsOf,
  contactFaqOf,
  DIRECT_CONTACT,
  NEXT_STEPS,
  SECURITY_NOTICE,
  typicalTimelinesOf,
} from "./contact-content";
import { ContactForm, type ContactFormCopy } from "./contact-form";
import { useContactForm } from "./use-contact-form";

const COPY: ContactFormCopy = {
  labels: {
    name: "Full Name",
    email: "Email Address",
    business: "Business Name",
    phone: "Phone Number",
    package: "Service Package",
    websiteUrl: "Website URL",
    details: "Project Details",
  },
  packagePlaceholder: "Select a package",
  packageOptions: CONTACT_PACKAGE_OPTIONS.packages,
  submit: "Send Project Details",
  submitAudit: "Request Priority Audit",
  busy: "Sending...",
  websiteHint: "Optional. Add it and we will include a free website audit.",
  websiteHintAudit: "Required for your audit. The protocol is optional.",
};

/** The conservative "Let's Start Your Project" page (docs/product/public-site.md § What the variant swaps). */
export function LightContact() {
  const form = useContactForm();
  return (
    <LightFace>
      {/* Under the fixed logo too (-mt-20 pt-20), as PageHero: no band of page colour above the hero. */}
      <div className="-mt-20 bg-gradient-to-b from-brand-50 to-white pt-20">
        <div className="container-page pt-12 pb-10 sm:pt-20 sm:pb-14">
          <p className="font-semibold text-brand-700">Contact us</p>
          <h1 className="mt-3 max-w-3xl font-display text-[clamp(2.3rem,6vw,4rem)] leading-[1.05] font-bold tracking-tight text-balance text-slate-900">
            Let's Start Your Project
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
            Share a few details about your business and goals. We reply within 24 hours with clear next steps and an
            honest estimate.
          </p>
        </div>
      </div>

      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-6">
          {form.configuration && <ConfigurationSummary configuration={form.configuration} tone="light" />}
          <section
            aria-labelledby="project-form-title"
            className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-10"
          >
            <h2 id="project-form-title" className="font-display text-2xl font-bold text-slate-900">
              Tell us about your project
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Fields marked <span className="text-brand-700">*</span> are required.
            </p>
            <div className="mt-8">
              <ContactForm form={form} copy={COPY} tone="light" />
            </div>
          </section>
        </div>

        <aside aria-label="Working with us" className="grid content-start gap-6">
          <section aria-labelledby="light-direct-title" className="rounded-2xl border border-slate-200 p-6">
            <h2 id="light-direct-title" className="flex items-center gap-2 font-semibold text-slate-900">
              <Mail aria-hidden="true" className="size-5 text-brand-700" /> Prefer email?
            </h2>
            <p className="mt-2 text-sm text-slate-600">{DIRECT_CONTACT.text}</p>
            <a
              href={`mailto:${DIRECT_CONTACT.email}`}
              className="mt-3 block font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-600"
            >
              {DIRECT_CONTACT.email}
            </a>
          </section>
          <section aria-labelledby="light-commitment-title" className="rounded-2xl bg-slate-50 p-6">
            <h2 id="light-commitment-title" className="flex items-center gap-2 font-semibold text-slate-900">
              <Clock aria-hidden="true" className="size-5 text-brand-700" /> Our commitment
            </h2>
            <ul className="mt-4 grid gap-3 text-sm text-slate-700">
              {commitmentsOf("conservative").map((item) => (
                <li key={item.label} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span>
                    <span className="font-semibold text-slate-900">{item.value}</span> {item.label.toLowerCase()}
                  </span>
                </li>
              ))}
              <li className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>
                  Typical timelines: <KeepRangesTogether text={typicalTimelinesOf("conservative")} />
                </span>
              </li>
            </ul>
            <p className="mt-4 border-t border-slate-200 pt-4 text-xs text-slate-600">{SECURITY_NOTICE}</p>
          </section>
          <section aria-labelledby="light-next-title" className="rounded-2xl border border-slate-200 p-6">
            <h2 id="light-next-title" className="font-semibold text-slate-900">
              What happens next
            </h2>
            <ol className="mt-4 grid gap-3 text-sm text-slate-700">
              {NEXT_STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-6 shrink-0 place-content-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
                  >
                    {index + 1}
                  </span>
                  <span>
                    <span className="font-semibold text-slate-900">{step.title}.</span> {step.text}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>

      <section aria-labelledby="faq-title" className="border-t border-slate-200 bg-slate-50">
        <div className="container-page py-16 sm:py-20">
          <h2 id="faq-title" className="font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Frequently asked questions
          </h2>
          <div className="mt-10 grid items-start gap-4 lg:grid-cols-2">
            {contactFaqOf("conservative").map((item) => (
              <details
                key={item.question}
                className="group rounded-2xl border border-slate-200 bg-white p-6 open:shadow-sm"
              >
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span
                    aria-hidden="true"
                    className="mt-0.5 text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="mt-3 text-slate-600">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <CallToAction
        id="contact-cta"
        tone="light"
        title="Rather talk it through first?"
        text="Book a free 30-minute consultation. We will look at your goals together and recommend the right package, with no obligation."
      >
        <CtaLink to="/book-consultation" tone="light">
          Book a Free Consultation
        </CtaLink>
        <CtaLink to="/services" tone="light" kind="secondary">
          View Our Services
        </CtaLink>
      </CallToAction>
    </LightFace>
  );
}
