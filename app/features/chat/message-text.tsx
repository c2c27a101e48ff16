import { Fragment } from "react";
import { Link } from "react-router";
import { useStyleVariant, withVariant } from "#app/lib/style-variant";
import { isSitePage, SITE_PATH_PATTERN } from "#common/chat/site-paths";

/**
 * A chat message as text; in the assistant's replies, the site's pages it
 * names become links, which keep the light variant (`?style=conservative`)
 * the visitor is on.
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
                    className="font-medium underline decoration-1 underline-offset-2"
                  >
                    {part}
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
