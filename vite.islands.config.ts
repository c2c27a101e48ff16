/**
 * The islands' build (docs/decisions/044-tool-pages-as-islands.md): each tool page's island script,
 * `app/islands/entries/<name>.tsx`, bundled with Preact's compatibility layer in place of React DOM (the same
 * API in about a sixth of the bytes). It runs before the site's build, which copies its files to
 * `/assets/islands/` and tells the server their addresses (scripts/islands/vite-plugin.ts). The server still
 * draws the page with React; the island takes over that HTML.
 *
 * Styles are the site's build's: the route that draws a tool links its CSS, so a stylesheet an island's module
 * imports is left out here. Nothing here may reach React Router: the build stops if a module asks for it.
 */
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { ISLAND_NAMES } from "./app/islands/island-names.ts";

// Beside the site's build folder, not in it: the site's build starts by emptying its folder.
export const ISLANDS_OUT_DIR = `${process.env.BUILD_DIR ?? "build"}-islands`;
export const ISLANDS_ASSETS_DIR = "assets/islands";

const siteUrl = process.env.PUBLIC_SITE_URL ?? process.env.VITE_PUBLIC_SITE_URL;

/** Stylesheets are linked by the route's own page; the router has no place in an island. */
function islandBoundaries(): Plugin {
  return {
    name: "island-boundaries",
    enforce: "pre",
    resolveId(id, importer) {
      if (/^react-router(\/|$)/.test(id)) {
        this.error(`an island reaches React Router: ${importer ?? "?"} imports "${id}"`);
      }
      if (/\.css(\?.*)?$/.test(id)) return "\0island-no-css";
      return undefined;
    },
    load: (id) => (id === "\0island-no-css" ? "export default {};" : undefined),
  };
}

const config = {
  plugins: [islandBoundaries()],
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
    ],
  },
  define: {
    "import.meta.env.VITE_PUBLIC_SITE_URL": JSON.stringify(siteUrl ?? "http://localhost:3000"),
  },
  publicDir: false,
  build: {
    outDir: ISLANDS_OUT_DIR,
    emptyOutDir: true,
    assetsDir: ISLANDS_ASSETS_DIR,
    manifest: true,
    target: "es2022",
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // React Query marks its modules "use client", which means nothing outside React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      input: Object.fromEntries(ISLAND_NAMES.map((name) => [`island-${name}`, `app/islands/entries/${name}.tsx`])),
      output: {
        codeSplitting: {
          // The runtime every island needs, in one cached file.
          groups: [{ name: "island-runtime", test: /node_modules[\\/]preact[\\/]/, priority: 30 }],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(config);
