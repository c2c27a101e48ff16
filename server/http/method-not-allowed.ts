import type { Hono } from "hono";

interface RouteEntry {
  method: string;
  path: string;
}

/** "/api/admin/:list/:id/status" → a RegExp for concrete paths; "*" matches the rest. */
function patternOf(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/**
 * The methods the app answers at `pathname`, from its route table (routes for
 * every method, i.e. middleware, left out): a path that exists with another
 * method gets 405 and an Allow header instead of "No API route".
 */
export function allowedMethods(app: Pick<Hono, "routes">): (pathname: string) => string[] {
  let compiled: Array<{ method: string; pattern: RegExp }> | undefined;
  return (pathname) => {
    compiled ??= (app.routes as RouteEntry[])
      .filter((route) => route.method !== "ALL")
      .map((route) => ({ method: route.method, pattern: patternOf(route.path) }));
    const methods = new Set(compiled.filter((route) => route.pattern.test(pathname)).map((route) => route.method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}
