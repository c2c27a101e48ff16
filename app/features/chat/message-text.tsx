import { Fragment } from "react";
import { Link } from "react-router";

/** Site paths the assistant mentions (/custom-quote?package=business) become links; the rest is text. */
const PATH = /(\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*(?:\?[a-z0-9=&,-]+)?)/gi;

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {text.split("\n").map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {line.split(PATH).map((part, index) =>
            index % 2 === 1 ? (
              <Link key={index} to={part} className="font-medium underline decoration-1 underline-offset-2">
                {part}
              </Link>
            ) : (
              <Fragment key={index}>{part}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
