import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./common/public-routes";
import { checkContentFiles } from "./scripts/content-files";

/**
 * The content files are checked before anything is built (a broken one stops the build naming the file and the
 * field), and each blog post gets its page (docs/product/content.md).
 */
const { blogPostPaths } = checkContentFiles();

export default {
  ssr: true,
  // BUILD_DIR lets parallel checks build into separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static pages are rendered to HTML at build time; the server answers
  // everything else (and unknown paths, with a 404 status) at request time.
  prerender: [...PRERENDERED_PATHS, ...blogPostPaths],
  // Every route is in the first page's manifest (one cacheable file for all
  // pages). The default, lazy discovery, fetched /__manifest after hydration
  // for the links on screen and then re-rendered the whole page with the
  // patched routes: a second full render on every first visit.
  routeDiscovery: { mode: "initial" },
  // React Router 8 turns this on by default: each route's client loader, action and component become
  // separate chunks. Our routes have no client loaders, so it only adds requests; off keeps the chunking
  // vite.config.ts measured (docs/page-speed.md).
  splitRouteModules: false,
} satisfies Config;
