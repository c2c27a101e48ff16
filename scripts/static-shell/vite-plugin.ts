/**
 * The script of the pages served without the framework (docs/decisions/038-content-pages-without-the-framework.md):
 * the client build bundles app/static-shell/main.ts as an entry of its own (its chunks shared with the rest of
 * the site, so the chat island's React is the file the tool pages already cached), and
 * `import shellScript from "virtual:static-shell-script"` gives the server its hashed address. The client build
 * runs first, so the name is known when the server's build asks for it; the browser's copy of the module is
 * never read (no page is hydrated with this script) and holds an empty string.
 */
import type { Plugin } from "vite";

const VIRTUAL = "virtual:static-shell-script";
const RESOLVED = `\0${VIRTUAL}`;
export const STATIC_SHELL_ENTRY = "/app/static-shell/main.ts";

export function staticShellScript(): Plugin {
  let reference: string | undefined;
  let fileName = "";
  return {
    name: "static-shell-script",
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    buildStart() {
      if (this.environment?.name === "client" && this.environment.mode === "build") {
        reference = this.emitFile({ type: "chunk", id: STATIC_SHELL_ENTRY, name: "static-shell" });
      }
    },
    generateBundle() {
      if (this.environment?.name === "client" && reference) fileName = this.getFileName(reference);
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment?.mode === "dev") return `export default ${JSON.stringify(STATIC_SHELL_ENTRY)};`;
      if (this.environment?.name === "client") return `export default "";`;
      if (!fileName) this.error("the static shell's script is named by the client build, which runs first");
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
