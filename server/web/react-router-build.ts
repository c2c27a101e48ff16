import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
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

/**
 * The route pattern (`/mood-board/:shareId`, `/*` for the not-found page) a
 * path matches in the build's route table: a bounded label for metrics.
 */
export async function loadPageRoutePattern(buildDir: string): Promise<(pathname: string) => string> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
    byParent.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const children = byParent.get(route.id);
      return children ? ({ ...route, children: attach(children) } as RouteObject) : route;
    });
  const tree = attach(byParent.get(undefined) ?? []);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return "(page)";
    const pattern = matches
      .map((match) => match.route.path)
      .filter((part): part is string => Boolean(part))
      .join("/");
    return `/${pattern}`.replace(/\/+/g, "/");
  };
}
