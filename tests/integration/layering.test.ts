/**
 * The three roots keep to their rules (scripts/layering.ts): app/ and server/
 * never import each other, common/ imports neither, imports across roots name
 * the root, and no import cycle. Checked on the repository, and on a small
 * tree that breaks each rule, so the check itself is known to catch them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importCycles, importsOf, layeringProblems } from "../../scripts/layering";

const repo = path.resolve(import.meta.dirname, "../..");

describe("the repository's imports", () => {
  const imports = importsOf(repo);

  it("are read from every root", () => {
    for (const root of ["app/", "server/", "common/"]) {
      expect(imports.filter((entry) => entry.from.startsWith(root)).length, root).toBeGreaterThan(100);
    }
  });

  it("keep the roots apart and name the root they reach into", () => {
    expect(layeringProblems(imports)).toEqual([]);
  });

  it("form no cycle", () => {
    expect(importCycles(imports)).toEqual([]);
  });
});

describe("the check", () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "layering-"));
  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  };
  write("server/db/client.ts", 'import { page } from "#app/routes/home";\nexport const db = page;\n');
  write("app/routes/home.tsx", 'import { db } from "../../server/db/client";\nexport const page = db;\n');
  write("app/features/a/deep/b.ts", 'import { c } from "../../c";\nexport const b = c;\n');
  write("app/features/c.ts", "export const c = 1;\n");
  write("common/rules.ts", 'import { b } from "#app/features/a/deep/b";\nexport const rules = b;\n');
  write("common/one.ts", 'import type { Two } from "./two";\nexport type One = Two[];\n');
  write("common/two.ts", 'import type { One } from "./one";\nexport type Two = One | string;\n');
  write("common/lazy.ts", 'export const later = () => import("./one");\n// import { x } from "#server/db/client";\n');
  const imports = importsOf(tree);

  it("names every import that breaks a rule", () => {
    expect(layeringProblems(imports).sort()).toEqual([
      'app/features/a/deep/b.ts: "../../c" climbs two folders or more; write #app/features/c',
      'app/routes/home.tsx: "../../server/db/client" reaches into server/ by a relative path; write #server/db/client',
      'app/routes/home.tsx: app/ may not import server/ ("../../server/db/client")',
      'common/rules.ts: common/ may not import app/ ("#app/features/a/deep/b")',
      'server/db/client.ts: server/ may not import app/ ("#app/routes/home")',
    ]);
  });

  it("finds the cycles, types included, and not through a dynamic import or a comment", () => {
    expect(importCycles(imports)).toEqual([
      ["app/routes/home.tsx", "server/db/client.ts"],
      ["common/one.ts", "common/two.ts"],
    ]);
  });
});
