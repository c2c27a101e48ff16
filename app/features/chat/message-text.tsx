import { Fragment } from "react";
import { Link } from "react-router";
import { PRERENDERED_PATHS } from "../../../common/public-routes";

/**
 * Site paths the assistant mentions (/custom-quote?package=business): a slash
 * that starts a word, so "and/or" or "</script>" stay text.
 */
const PATH = /(?<![\w/<])(\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*(?:\?[a-z0-9=&,-]+)?)/gi;

/** The pages a reply may link to: the public pages, prerendered or rendered per request. */
const SITE_PAGES = new Set([
  ...PRERENDERED_PATHS.filter((path) => !path.includes(".")),
  "/contact",
  "/custom-quote",
  "/customize-package",
]);

const isSitePage = (path: string) => SITE_PAGES.has(path.split("?")[0] ?? "");

/** A chat message as text; in the assistant's replies, the site's pages it names become links. */
export function MessageText({ text, linkPages = false }: { text: string; linkPages?: boolean }) {
  return (
    <>
      {text.split("\n").map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {linkPages
            ? line.split(PATH).map((part, index) =>
                index % 2 === 1 && isSitePage(part) ? (
                  <Link key={index} to={part} className="font-medium underline decoration-1 underline-offset-2">
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
