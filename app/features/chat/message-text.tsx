import { Fragment } from "react";
import { Link } from "react-router";
import { useStyleVariant, withVariant } from "#app/lib/style-variant";
import { isSitePage, pageLabel, SITE_PATH_PATTERN } from "#common/chat/site-paths";

/**
 * A chat message as text; in the assistant's replies, the site's pages it
 * names become labelled buttons ("Custom quote", not "/custom-quote?package=business": a path is noise on a
 * phone), which keep the light variant (`?style=conservative`) the visitor is on.
 */
export function MessageText({ text, linkPages = false }: { text: string; linkPages?: boolean }) {
  const variant = useStyleVariant();
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
                    to={withVariant(part, variant)}
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
