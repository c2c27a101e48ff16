import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { LAUNCHER_OPEN } from "#app/components/layout/shell-states";
import { useStyleVariant } from "#app/lib/style-variant";
import { LAUNCHER_CLOSE_PATH, LAUNCHER_NAME_CLOSED, LAUNCHER_NAME_OPEN } from "./launcher-parts";
import type { PageLink } from "./message-text";
import { takeChatOpenFromLastPage } from "./open-across-pages";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

/** A reply's page buttons navigate in the app, the panel staying open. */
const RouterLink: PageLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * The launcher of the chat assistant (docs/product/chat-assistant.md § Launcher: green dot and an
 * "AI • 24/7" badge). It is all that ships with a page; the panel loads on
 * first open (and is prefetched when the pointer or focus reaches the launcher).
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const face = useStyleVariant();

  // Arriving from a static page where the chat was open (./open-across-pages.ts).
  useEffect(() => {
    if (!takeChatOpenFromLastPage()) return;
    setLoaded(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  return (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} face={face} Link={RouterLink} />
        </Suspense>
      ) : null}
      <button
        ref={launcher}
        type="button"
        data-chat-launcher=""
        aria-label={open ? LAUNCHER_NAME_OPEN : LAUNCHER_NAME_CLOSED}
        aria-expanded={open}
        aria-controls="melie-chat-panel"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        // Not shown to a browser that runs no script: the chat needs one.
        // Phones: in the top bar, beside the menu button (it steps aside with the bar while the visitor reads);
        // from 768 px at the foot of the navigation rail's column, where nothing of the page ever lies.
        // Phones: a pill with the badge's words beside the icon; from 768 px the round button with the badge above
        // it, inside the rail's column. Never a badge over the icon.
        className={`group relative flex noscript:hidden h-11 items-center justify-center gap-1.5 rounded-full px-3 md:w-11 md:px-0 bg-neon-cyan text-ink-950 shadow-[0_8px_30px_-6px] shadow-neon-cyan/60 transition hover:scale-105 hover:bg-neon-lime focus-visible:outline-offset-4 md:fixed md:bottom-5 md:left-3.5 md:z-60 light:bg-brand-600 light:text-white light:shadow-brand-600/40 light:hover:bg-brand-700 print:hidden ${open ? LAUNCHER_OPEN : ""}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-[22px]">
          {open ? (
            <path d={LAUNCHER_CLOSE_PATH} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6a.5.5 0 0 1-.8-.4V16h0a2.5 2.5 0 0 1-1-2v-8.5Z"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          )}
        </svg>
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 size-3.5 rounded-full border-2 border-ink-950 bg-emerald-400 md:top-0.5 md:right-0.5 light:border-white"
        />
        <span
          aria-hidden="true"
          className="font-display text-[11px] font-bold tracking-wide whitespace-nowrap md:absolute md:bottom-full md:left-1/2 md:mb-2 md:-translate-x-1/2 md:rounded-full md:border md:border-ink-600 md:bg-ink-900 md:px-1.5 md:py-0.5 md:text-[10px] md:text-ink-100 md:light:border-slate-200 md:light:bg-white md:light:text-slate-800"
        >
          AI • 24/7
        </span>
      </button>
    </>
  );
}
