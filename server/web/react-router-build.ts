import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { PageContext, PageRouteTable, RenderPage } from "./site-handler.ts";

/** Loads React Router's server bundle (build/server/index.js) and returns its renderer. */
export async function loadPageRenderer(buildDir: string): Promise<RenderPage> {
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" first (npm start does it for you).`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  // React Router 8 takes a RouterContextProvider keyed by the build's own context objects (app/lib/page-context.ts).
  const { createPageContext } = build.entry.module as unknown as {
    createPageContext: (values: PageContext) => RouterContextProvider;
  };
  return (request, context) => handle(request, createPageContext(context));
}

/** The build's page routes (see `PageRouteTable`). */
export async function loadPageRouteTable(buildDir: string): Promise<PageRouteTable> {
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
  const patternSegments = (pathname: string): string[] | undefined => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return undefined;
    return matches
      .map((match) => match.route.path)
      .filter((part): part is string => Boolean(part))
      .flatMap((part) => part.split("/"))
      .filter(Boolean);
  };
  return {
    pattern(pathname) {
      const segments = patternSegments(pathname);
      return segments ? `/${segments.join("/")}` : "(page)";
    },
    canonicalPath(pathname) {
      const segments = patternSegments(pathname);
      if (!segments || segments.includes("*")) return undefined;
      const given = pathname.split("/").filter(Boolean);
      if (given.length !== segments.length) return undefined;
      return `/${segments.map((segment, index) => (segment.startsWith(":") ? given[index] : segment)).join("/")}`;
    },
  };
}
