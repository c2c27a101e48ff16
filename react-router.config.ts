import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./common/public-routes";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checks build into separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Static pages are rendered to HTML at build time; the server answers
  // everything else (and unknown paths, with a 404 status) at request time.
  prerender: PRERENDERED_PATHS,
} satisfies Config;
