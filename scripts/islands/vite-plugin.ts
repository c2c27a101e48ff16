/**
 * The islands' scripts (docs/decisions/044-tool-pages-as-islands.md): the client build bundles each
 * `app/islands/entries/<name>.tsx` as an entry of its own, sharing its chunks with the rest of the site (one
 * React for the islands and the chat), and `import islandScripts from "virtual:island-scripts"` gives the server
 * each one's hashed address. As for the static pages' script, the client build runs first; the browser's copy
 * of the module is never read and holds no address.
 */
import type { Plugin } from "vite";
import { ISLAND_NAMES } from "../../app/islands/island-names.ts";

const VIRTUAL = "virtual:island-scripts";
const RESOLVED = `\0${VIRTUAL}`;
const entryOf = (name: string) => `/app/islands/entries/${name}.tsx`;

type Bundle = Parameters<NonNullable<Extract<Plugin["generateBundle"], (...args: never[]) => unknown>>>[1];

/** The chain of static imports from `entry` to React Router's code, if there is one. */
function pathToRouter(bundle: Bundle, entry: string): string[] | undefined {
  const seen = new Set<string>();
  const walk = (fileName: string, path: string[]): string[] | undefined => {
    if (seen.has(fileName)) return undefined;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk") return undefined;
    if (chunk.moduleIds.some((id) => /node_modules[\\/]react-router[\\/]/.test(id))) return [...path, fileName];
    for (const imported of chunk.imports) {
      const found = walk(imported, [...path, fileName]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(entry, []);
}

export function islandScripts(): Plugin {
  const references = new Map<string, string>();
  const fileNames: Record<string, string> = {};
  return {
    name: "island-scripts",
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    buildStart() {
      if (this.environment?.name !== "client" || this.environment.mode !== "build") return;
      for (const name of ISLAND_NAMES) {
        references.set(name, this.emitFile({ type: "chunk", id: entryOf(name), name: `island-${name}` }));
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      for (const [name, reference] of references) {
        fileNames[name] = `/${this.getFileName(reference)}`;
        // An island that reaches React Router through a shared chunk has lost the point of being one.
        const routerPath = pathToRouter(bundle, this.getFileName(reference));
        if (routerPath) {
          this.error(
            `the ${name} island loads React Router through ${routerPath.join(" → ")}: ` +
              "give the module it shares with the shell to the islands' chunk (vite.config.ts, ISLAND_SHARED)",
          );
        }
      }
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment?.mode === "dev") {
        return `export default ${JSON.stringify(Object.fromEntries(ISLAND_NAMES.map((name) => [name, entryOf(name)])))};`;
      }
      if (this.environment?.name === "client") return "export default {};";
      if (Object.keys(fileNames).length !== ISLAND_NAMES.length) {
        this.error("the islands' scripts are named by the client build, which runs first");
      }
      return `export default ${JSON.stringify(fileNames)};`;
    },
  };
}
