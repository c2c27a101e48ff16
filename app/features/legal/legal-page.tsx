import { SiteLink } from "#app/lib/style-variant";
import type { LegalDocument } from "#common/content/legal";

/** A static legal document, pointing to /contact (docs/product/public-site.md § Legal pages). */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <main className="container-page py-12 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <p className="font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">Legal</p>
        <h1 className="mt-4 font-display text-4xl font-bold tracking-tight text-white sm:text-5xl">{document.title}</h1>
        <p className="mt-4 text-sm text-ink-300">Last updated {document.lastUpdated}</p>
        <p className="mt-8 text-lg leading-relaxed text-ink-200">{document.intro}</p>

        <nav aria-label="On this page" className="mt-10 rounded-card border border-ink-700 bg-ink-900 p-6">
          <h2 className="font-display text-sm font-semibold tracking-widest text-ink-100 uppercase">On this page</h2>
          <ol className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-6 items-center text-ink-300 underline-offset-4 hover:text-neon-cyan hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="font-display text-2xl font-semibold text-white">
              {section.heading}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink-300">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-4 space-y-3 text-ink-300">
                {section.list.map((item) => (
                  <li key={item.text} className="flex gap-3 leading-relaxed">
                    <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-neon-cyan" />
                    <span>
                      {item.term && (
                        <>
                          <strong className="font-semibold text-ink-100">{item.term}</strong>:{" "}
                        </>
                      )}
                      {item.text}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {section.contactLine && (
              <p className="mt-4 leading-relaxed text-ink-300">
                {section.contactLine}{" "}
                <SiteLink to="/contact" className="font-semibold text-neon-cyan underline underline-offset-4">
                  contact page
                </SiteLink>
                .
              </p>
            )}
          </section>
        ))}
      </div>
    </main>
  );
}
