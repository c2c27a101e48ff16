/**
 * The content pages are served without the framework (docs/decisions/038-content-pages-without-the-framework.md):
 * their prerendered HTML loads one module script, whose static imports stay within the content pages' 60 KB
 * and hold no React, no router and none of the React shell. The prerendered tool pages load the same script and
 * their island (docs/decisions/044-tool-pages-as-islands.md), within a tool page's 90 KB; only the landing
 * screen keeps the framework. Reads the production build (`npm run build`; BUILD_DIR if built elsewhere).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client");
const CONTENT_PAGES = [
  "home",
  "conservative",
  "about",
  "services",
  "portfolio",
  "portfolio/casa-verde",
  "portfolio/harbor-dental",
  "process",
  "testimonials",
  "blog",
  "privacy-policy",
  "terms-of-service",
];
const BUDGET_BYTES = 60 * 1024;
/** The tool pages the build prerenders (the others are rendered per request, with a form token). */
const PRERENDERED_TOOL_PAGES = ["tools", "mood-board"];
const TOOL_BUDGET_BYTES = 90 * 1024;

const html = (page: string) => fs.readFileSync(path.join(clientDir, page, "index.html"), "utf8");

/** A chunk and every chunk it imports statically, by file name under assets/. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(clientDir, "assets", file), "utf8");
    for (const found of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      visit(path.posix.join(path.posix.dirname(file), found[1] as string));
    }
  };
  visit(entry);
  return seen;
}

const gzipBytes = (file: string) => {
  const compressed = path.join(clientDir, "assets", `${file}.gz`);
  return fs.statSync(fs.existsSync(compressed) ? compressed : path.join(clientDir, "assets", file)).size;
};

/** The scripts a page loads, by file name under assets/. */
const scriptsOf = (document: string) =>
  [...document.matchAll(/<script[^>]*\bsrc="\/assets\/([^"]+)"/g)].map((found) => found[1] as string);

/** The scripts these scripts import statically, themselves included. */
const closureOf = (scripts: string[]) => new Set(scripts.flatMap((script) => [...staticClosure(script)]));

/** React, the router, their entry and the React shell, where a closure holds them. */
const frameworkIn = (closure: Set<string>) =>
  [...closure].filter((file) => /^(framework|router|shell|entry\.client)-[\w-]{8}\.js$/.test(file));

const bytesOf = (closure: Set<string>) => [...closure].reduce((sum, file) => sum + gzipBytes(file), 0);

describe("content pages without the framework", () => {
  it("load one small script and nothing of React, the router or the React shell", () => {
    expect(fs.existsSync(clientDir), `no build at ${clientDir}: run npm run build first`).toBe(true);
    for (const page of CONTENT_PAGES) {
      const document = html(page);
      const scripts = scriptsOf(document);
      expect(scripts, page).toHaveLength(1);
      expect(document, page).not.toContain("modulepreload");
      expect(document, page).not.toContain("__reactRouterContext");
      const closure = closureOf(scripts);
      expect(frameworkIn(closure), page).toEqual([]);
      const bytes = bytesOf(closure);
      expect(bytes, `${page}: ${bytes} bytes of script`).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });

  it("leave the framework to the landing screen", () => {
    expect(html(""), "/").toContain("__reactRouterContext");
  });

  it("give a prerendered tool page the same script and its island, within 90 KB, without React or the router", () => {
    for (const page of PRERENDERED_TOOL_PAGES) {
      const document = html(page);
      expect(document, page).not.toContain("__reactRouterContext");
      const scripts = scriptsOf(document);
      expect(scripts.map((script) => script.replace(/-[\w-]{8}\.js$/, "")).sort(), page).toEqual(
        [`islands/island-${page}`, "static-shell"].sort(),
      );
      const closure = closureOf(scripts);
      expect(frameworkIn(closure), page).toEqual([]);
      const bytes = bytesOf(closure);
      expect(bytes, `${page}: ${bytes} bytes of script`).toBeLessThanOrEqual(TOOL_BUDGET_BYTES);
    }
  });

  it("keep the closed mobile menu in a template, for the script to open", () => {
    const document = html("about");
    expect(document).toMatch(/<template data-mobile-menu="">[\s\S]*id="mobile-menu"[\s\S]*<\/template>/);
    expect(document.match(/id="mobile-menu"/g)).toHaveLength(1);
  });
});
