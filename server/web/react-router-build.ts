import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { RenderPage } from "./site-handler.ts";

/** Loads React Router's server bundle (build/server/index.js) and returns its renderer. */
export async function loadPageRenderer(buildDir: string): Promise<RenderPage> {
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" first (npm start does it for you).`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (request, context) => handle(request, context);
}
