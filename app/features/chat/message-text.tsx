import { type ComponentType, Fragment, type ReactNode } from "react";
import { withVariant } from "#app/lib/variant-path";
import { isSitePage, pageLabel, SITE_PATH_PATTERN } from "#common/chat/site-paths";
import type { Face } from "#common/face";

/** How a reply's page button is drawn: a router link on hydrated pages, a plain link where no router runs. */
export type PageLink = ComponentType<{ href: string; className: string; children: ReactNode }>;

const PlainLink: PageLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/**
 * A chat message as text; in the assistant's replies, the site's pages it
 * names become labelled buttons ("Custom quote", not "/custom-quote?package=business": a path is noise on a
 * phone), which keep the light variant (`?style=conservative`) the visitor is on.
 */
export function MessageText({
  text,
  face,
  linkPages = false,
  Link = PlainLink,
}: {
  text: string;
  face: Face;
  linkPages?: boolean;
  Link?: PageLink;
}) {
  const pattern = new RegExp(SITE_PATH_PATTERN.source, SITE_PATH_PATTERN.flags);
  return (
    <>
      {text.split("\n").map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {linkPages
            ? line.split(pattern).map((part, index) =>
                index % 2 === 1 && isSitePage(part) ? (
                  <Link
                    key={index}
                    href={withVariant(part, face)}
                    className="mx-0.5 inline-flex min-h-7 items-center rounded-full border border-current/40 px-2.5 py-0.5 align-middle text-[0.9em] font-semibold no-underline hover:bg-current/10"
                  >
                    {pageLabel(part)}
                  </Link>
                ) : (
                  <Fragment key={index}>{part}</Fragment>
                ),
              )
            : line}
        </Fragment>
      ))}
    </>
  );
}
