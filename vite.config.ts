import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type UserConfig } from "vite";
import { portfolioImages } from "./scripts/image-pipeline/vite-plugin.ts";
import { islandScripts } from "./scripts/islands/vite-plugin.ts";
import { staticShellScript } from "./scripts/static-shell/vite-plugin.ts";
import { ISLANDS_OUT_DIR } from "./vite.islands.config.ts";

/**
 * The modules of the shell every public page shows (one chunk, see build.rolldownOptions below), and the
 * arrow icon of the calls to action on nearly every page (alone it was a request of its own on each).
 */
const SHELL_MODULE =
  /[\\/]app[\\/](components[\\/]layout|content[\\/]navigation|lib[\\/](csp-nonce|page-meta|site-url|style-variant|use-scroll-to-top|toast[\\/](toast-store|toaster-loader)))|[\\/]common[\\/]brand|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]arrow-right\.mjs$/;

/**
 * The React-free modules the static pages' script shares with the React shell (app/static-shell/): a chunk of
 * their own, or the shell's chunk, which imports React, would take them and the static pages would load React.
 * Vite's preload helper too: the script's one dynamic import (the chat) goes through it; and the package ids,
 * which the chat's page buttons read: in the shell's chunk they brought the router to the chat.
 */
const STATIC_SHELL_SHARED =
  /[\\/]app[\\/](components[\\/]layout[\\/](shell-rules|shell-states|network-[a-z]+)|lib[\\/](variant-path|page-path|next-page-note)|features[\\/](analytics[\\/]send-page-view|chat[\\/](open-across-pages|launcher-parts))|static-shell[\\/]shell-wired)\.ts$|[\\/]common[\\/](face|catalog[\\/]package-ids)\.ts$|vite[\\/]preload-helper/;

const siteUrl = process.env.PUBLIC_SITE_URL ?? process.env.VITE_PUBLIC_SITE_URL;

export default defineConfig(() => config);

const config = {
  plugins: [
    tailwindcss(),
    portfolioImages(),
    staticShellScript(),
    islandScripts({ outDir: ISLANDS_OUT_DIR }),
    reactRouter(),
  ],
  // #app/…, #server/…, #common/… (tsconfig.json "paths"): imports name the root they reach into.
  resolve: { tsconfigPaths: true },
  // The origin prerendering writes into pages, sitemap.xml and robots.txt (app/lib/site-url.ts); the
  // server writes the PUBLIC_SITE_URL it is started with over it, so a build serves any address.
  define: {
    "import.meta.env.VITE_PUBLIC_SITE_URL": JSON.stringify(siteUrl ?? "http://localhost:3000"),
  },
  // The server bundle keeps every route in one file, so a route's dynamic import (/home's lazy agency home,
  // which /conservative imports statically) cannot become a chunk of its own there, and Rolldown said so on
  // every build. That split matters for the browser only, where it works: no warning for the server build.
  environments: {
    ssr: { build: { rolldownOptions: { checks: { bundlerTimings: false, ineffectiveDynamicImport: false } } } },
  },
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    // Fewer, larger first-visit chunks. Left to itself the bundler made ~27 files for /home (many
    // under 1 KB: one per shared icon or helper); on HTTP/1.1 each costs a request slot and ~350 B of
    // headers, and Lighthouse's slow-4G model counts the round trips. Measured on /home: 27 → 14
    // files, JS transfer 127.5 → 116.9 KB, simulated LCP 2.8 → 2.4 s (performance 89–92 → 95–96).
    // React + React Router load as one file (needed by every page); the shell's modules as another.
    rolldownOptions: {
      // Rolldown warns when plugins' JavaScript takes most of a build; on a busy 2-core machine that is most
      // builds, says nothing about the output, and is not something a build should print.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // React and React Router in two chunks: each is evaluated in its own task
            // (app/lib/hydrate-after-first-paint.ts), and together they were one
            // long task of ~30 ms (120 ms at 4x CPU throttle) on every page.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: "router",
              test: /node_modules[\\/](react-router|turbo-stream|cookie-es|@remix-run[\\/]route-pattern)[\\/]/,
              priority: 30,
            },
            // Taken before the shell's group, which would otherwise take them with the shell's modules.
            { name: "shell-parts", test: STATIC_SHELL_SHARED, priority: 25 },
            {
              name: "shell",
              // The mobile menu's panel stays out: it loads when a visitor first reaches for the menu button.
              test: (id: string) => SHELL_MODULE.test(id) && !id.includes("mobile-menu-panel"),
              priority: 10,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig;
