import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint";

/** The shape React Router 7 writes: preloads hoisted into <head>, the bootstrap module script in <body>. */
function routerDocument(nonce?: string, manifestModule = false) {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  // routeDiscovery "initial": the manifest is a module of its own, imported for its side effect.
  const manifest = manifestModule
    ? 'import "/assets/manifest-1.js";\n'
    : 'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};\n';
  return `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/>\
<link rel="modulepreload" href="/assets/entry.client.js"${nonceAttribute}/>\
<link rel="modulepreload" href="/assets/framework.js"${nonceAttribute}/></head><body><main><h1>Home</h1></main>\
<script${nonceAttribute}>window.__reactRouterContext = {};</script>\
<script${nonceAttribute} type="module" async="">
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
${manifest}window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");</script><script${nonceAttribute}>window.__reactRouterContext.streamController.close();</script></body></html>`;
}

/** Runs the rewritten bootstrap script against a fake document and reports what it did, in order. */
async function runBootstrap(html: string, visibilityState: "visible" | "hidden") {
  const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const events: string[] = [];
  const window: Record<string, unknown> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const sandbox = {
    window,
    document: {
      visibilityState,
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  // import() cannot run in a vm script: stand in for it with a function that records the module asked for.
  const runnable = script.replaceAll("import(", "__import(");
  Object.assign(sandbox, {
    __import: async (url: string) => {
      events.push(`import ${url}`);
      return { url };
    },
  });
  vm.runInNewContext(runnable, sandbox);
  const beforePaint = [...events];
  for (const frame of frames.splice(0)) frame();
  while (timers.length > 0) {
    for (const timer of timers.splice(0)) timer();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { beforePaint, events, window };
}

describe("loading the page's scripts after the first paint", () => {
  for (const nonce of [undefined, "abc123=="]) {
    it(`removes the early preloads and keeps everything else ${nonce ? "(with a nonce)" : "(prerendered)"}`, () => {
      const html = hydrateAfterFirstPaint(routerDocument(nonce));
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toMatch(/^import \* as/m);
      expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
      expect(html).toContain("<main><h1>Home</h1></main>");
      expect(html).toContain("window.__reactRouterContext.streamController.close();");
      if (nonce) expect(html).toContain(`<script nonce="${nonce}" type="module" async="">`);
    });

    it(`starts nothing before the first paint, then preloads, imports the routes and boots the router ${nonce ?? ""}`, async () => {
      const { beforePaint, events, window } = await runBootstrap(
        hydrateAfterFirstPaint(routerDocument(nonce)),
        "visible",
      );
      expect(beforePaint).toEqual([]);
      expect(events).toEqual([
        "modulepreload /assets/entry.client.js",
        "modulepreload /assets/framework.js",
        // each chunk evaluated in a task of its own; the entry, which starts React, stays last
        "import /assets/framework.js",
        "import /assets/root.js",
        "import /assets/home.js",
        "import /assets/entry.client.js",
      ]);
      expect(window.__reactRouterRouteModules).toEqual({
        root: { url: "/assets/root.js" },
        "routes/home": { url: "/assets/home.js" },
      });
      expect(window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client.js" } });
    });
  }

  it("imports a manifest module before the entry starts React", async () => {
    const html = hydrateAfterFirstPaint(routerDocument(undefined, true));
    expect(html).not.toMatch(/^\s*import "/m);
    const { events, window } = await runBootstrap(html, "visible");
    expect(events.slice(-2)).toEqual(["import /assets/manifest-1.js", "import /assets/entry.client.js"]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root.js" },
      "routes/home": { url: "/assets/home.js" },
    });
  });

  it("leaves the scripts as they were when the bootstrap has a static import it does not know", () => {
    const html = routerDocument().replace(
      'import("/assets/entry.client.js");',
      'import { x } from "/a.js";\nimport("/assets/entry.client.js");',
    );
    expect(hydrateAfterFirstPaint(html)).toBe(html);
  });

  it("loads at once in a background tab, where no frame is painted", async () => {
    const { beforePaint } = await runBootstrap(hydrateAfterFirstPaint(routerDocument()), "hidden");
    expect(beforePaint).toContain("modulepreload /assets/entry.client.js");
  });

  it("leaves a document it does not recognise unchanged", () => {
    const plain = "<!DOCTYPE html><html><body><p>No scripts</p></body></html>";
    expect(hydrateAfterFirstPaint(plain)).toBe(plain);
  });
});
