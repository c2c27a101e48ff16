/**
 * The islands' scripts in the site's build (docs/decisions/044-tool-pages-as-islands.md). The islands are built
 * first, on their own (vite.islands.config.ts, with Preact's compatibility layer); the client build copies
 * their files to `/assets/islands/`, and `import islandScripts from "virtual:island-scripts"` gives the server
 * each island's address from that build's manifest. In development the entries are served as they are, with
 * React. The browser's copy of the module is never read and holds no address.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ISLAND_NAMES } from "../../app/islands/island-names.ts";

const VIRTUAL = "virtual:island-scripts";
const RESOLVED = `\0${VIRTUAL}`;
const entryOf = (name: string) => `app/islands/entries/${name}.tsx`;
/** React Router's module that installs React Refresh in development (what its own scripts load first). */
const DEV_PREAMBLE = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
}

/** The islands' build output: the manifest that names each entry's file, and every file to copy. */
function readIslandsBuild(outDir: string) {
  const manifestPath = path.join(outDir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`the islands are built before the site (npm run build): ${manifestPath} is missing`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, ManifestEntry>;
  const addresses: Record<string, string> = {};
  for (const name of ISLAND_NAMES) {
    const entry = manifest[entryOf(name)];
    if (!entry?.isEntry) throw new Error(`the islands' build has no entry for ${entryOf(name)}`);
    addresses[name] = `/${entry.file}`;
  }
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const item of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, item.name);
      if (item.isDirectory()) {
        if (item.name !== ".vite") walk(full);
      } else files.push(path.relative(outDir, full).split(path.sep).join("/"));
    }
  };
  walk(outDir);
  return { addresses, files };
}

export function islandScripts({ outDir }: { outDir: string }): Plugin {
  let addresses: Record<string, string> | undefined;
  return {
    name: "island-scripts",
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    buildStart() {
      if (this.environment?.mode !== "build") return;
      const build = readIslandsBuild(outDir);
      addresses = build.addresses;
      if (this.environment.name !== "client") return;
      for (const fileName of build.files) {
        this.emitFile({ type: "asset", fileName, source: fs.readFileSync(path.join(outDir, fileName)) });
      }
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment?.mode === "dev") {
        // The sources with React, after React Router's refresh preamble (its components expect it in development).
        const entries = Object.fromEntries(ISLAND_NAMES.map((name) => [name, `/${entryOf(name)}`]));
        return `export default ${JSON.stringify(entries)};\nexport const devPreamble = ${JSON.stringify(DEV_PREAMBLE)};`;
      }
      if (this.environment?.name === "client") return "export default {};\nexport const devPreamble = undefined;";
      return `export default ${JSON.stringify(addresses ?? {})};\nexport const devPreamble = undefined;`;
    },
  };
}
