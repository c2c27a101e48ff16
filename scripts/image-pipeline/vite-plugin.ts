/**
 * The image pipeline in the build (./variants.ts): `import images from "virtual:portfolio-images"` gives
 * each source image's sizes and `srcset`s; the client build writes the files under build/client/assets/
 * portfolio/, and the dev server answers them from memory. Dropping a new source image in the folder is
 * all a change of picture takes.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { buildImageSet, type ImageSet, SOURCE_FOLDER, URL_FOLDER } from "./variants.ts";

const VIRTUAL = "virtual:portfolio-images";
const RESOLVED = `\0${VIRTUAL}`;

export function portfolioImages(root = process.cwd()): Plugin {
  let pending: Promise<ImageSet> | undefined;
  const imageSet = () => {
    pending ??= buildImageSet(root);
    return pending;
  };
  return {
    name: "portfolio-images",
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // A changed source image changes the module (dev server: picked up on the next load).
      this.addWatchFile(path.join(root, SOURCE_FOLDER));
      return `export default ${JSON.stringify((await imageSet()).images)};`;
    },
    async generateBundle() {
      // The browser's build carries the files; the server's only needs their names.
      if (this.environment?.name !== "client") return;
      for (const [fileName, source] of (await imageSet()).files) this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.watcher.add(path.join(root, SOURCE_FOLDER));
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(path.join(root, SOURCE_FOLDER))) return;
        pending = undefined;
        const module = server.environments.client.moduleGraph.getModuleById(RESOLVED);
        if (module) server.environments.client.moduleGraph.invalidateModule(module);
      });
      server.middlewares.use(async (request, response, next) => {
        if (!request.url?.startsWith(`${URL_FOLDER}/`)) return next();
        const bytes = (await imageSet()).files.get(request.url.slice(1).split("?")[0] ?? "");
        if (!bytes) return next();
        const type = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[request.url.split(".").pop() ?? ""];
        response.setHeader("Content-Type", type ?? "application/octet-stream");
        response.end(bytes);
      });
    },
  };
}
