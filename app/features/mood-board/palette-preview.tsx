import type { ColorPalette, FontChoice } from "#common/mood-board/board";

const CALL_TO_ACTION: Record<string, string> = {
  "E-commerce Store": "Shop the Collection",
  "Restaurant/Food": "Book a Table",
  "Real Estate": "View Listings",
  Healthcare: "Book an Appointment",
  Education: "Explore Programs",
  "Non-profit": "Support Our Work",
  "SaaS Platform": "Start Free Trial",
  "Technology Startup": "Request a Demo",
  "Portfolio Site": "See the Work",
  "Creative Agency": "Start a Project",
  "Blog/Content Site": "Read the Latest",
  "Corporate Website": "Talk to Us",
};

export const callToActionFor = (projectType: string) => CALL_TO_ACTION[projectType] ?? "Get Started";

/**
 * A miniature page painted only in the palette's roles and the board's fonts,
 * so the client sees the colours working together, not only as swatches.
 * Every text pair here is one the palette's contrast checks cover.
 */
export function PalettePreview({
  palette,
  projectName,
  projectType,
  tagline,
  headline,
  body,
  accentFont,
}: {
  palette: ColorPalette;
  projectName: string;
  projectType: string;
  tagline: string;
  headline: FontChoice;
  body: FontChoice;
  accentFont: FontChoice;
}) {
  const { roles } = palette;
  return (
    <figure
      aria-label={`Preview of a page in ${palette.name}`}
      className="overflow-hidden rounded-2xl border border-white/10 shadow-2xl"
      style={{ backgroundColor: roles.background, color: roles.text, fontFamily: body.stack }}
    >
      <div
        className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6"
        style={{ backgroundColor: roles.surface }}
      >
        <span className="truncate font-bold" style={{ fontFamily: headline.stack, fontWeight: headline.weight }}>
          {projectName}
        </span>
        <span aria-hidden="true" className="hidden gap-4 text-sm sm:flex">
          <span>About</span>
          <span>Services</span>
          <span>Contact</span>
        </span>
      </div>
      <div className="relative grid gap-4 px-4 py-8 sm:px-6 sm:py-10">
        <span
          aria-hidden="true"
          className="absolute top-6 right-5 hidden size-24 rounded-full sm:block"
          style={{ backgroundColor: roles.accent, opacity: 0.9 }}
        />
        <span
          aria-hidden="true"
          className="absolute top-16 right-24 hidden size-14 rounded-lg sm:block"
          style={{ backgroundColor: roles.primary, opacity: 0.85 }}
        />
        <p
          className="relative text-xs tracking-[0.2em] uppercase"
          style={{ fontFamily: accentFont.stack, color: roles.primary, fontWeight: 600 }}
        >
          {projectType}
        </p>
        {/* A sample page: the client's words wrap and a very long name or audience is clamped. */}
        <p
          className="relative line-clamp-3 max-w-[14ch] text-3xl leading-tight wrap-anywhere sm:text-4xl"
          style={{ fontFamily: headline.stack, fontWeight: headline.weight }}
        >
          {projectName}
        </p>
        <p
          className="relative line-clamp-3 max-w-sm text-sm wrap-anywhere sm:text-base"
          style={{ color: roles.mutedText }}
        >
          {tagline}
        </p>
        <div className="relative flex flex-wrap items-center gap-3 pt-1">
          <span
            className="rounded-full px-5 py-2.5 text-sm font-semibold"
            style={{ backgroundColor: roles.primary, color: roles.onPrimary }}
          >
            {callToActionFor(projectType)}
          </span>
          <span className="text-sm font-semibold underline underline-offset-4" style={{ color: roles.primary }}>
            Learn more
          </span>
        </div>
        <div className="relative mt-2 grid gap-3 sm:grid-cols-2">
          {["Crafted for you", "Here when you need us"].map((title) => (
            <div key={title} className="rounded-xl p-4" style={{ backgroundColor: roles.surface }}>
              <span
                aria-hidden="true"
                className="block h-1 w-8 rounded-full"
                style={{ backgroundColor: roles.accent }}
              />
              <p className="mt-3 font-semibold" style={{ color: roles.text }}>
                {title}
              </p>
            </div>
          ))}
        </div>
      </div>
    </figure>
  );
}
