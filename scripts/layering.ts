// The three roots and their rules (docs/architecture.md § The three roots), checked over every
// import of app/, server/ and common/:
// - app/ never imports server/; server/ never imports app/ (it loads the built bundle by path at
//   run time, not by import); common/ imports neither;
// - an import that reaches into another root names it (#app/…, #server/…, #common/…), and none
//   climbs two folders or more: a relative path says "near here", an alias says "over there";
// - no import cycle (static imports, types included: a cycle of types is still two modules that
//   cannot be understood apart).
// Run by tests/integration/layering.test.ts; by hand: node --import tsx scripts/layering.ts
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const LAYERED_ROOTS = ["app", "server", "common"] as const;
type Root = (typeof LAYERED_ROOTS)[number];

/** Which roots each root may import. */
const MAY_IMPORT: Record<Root, readonly Root[]> = {
  app: ["app", "common"],
  server: ["server", "common"],
  common: ["common"],
};

const ALIAS = /^#(app|server|common|tests)\/(.+)$/;
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED = new Set(["node_modules", "build", ".react-router"]);
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

export interface Import {
  from: string;
  specifier: string;
  /** The repository file it names, when it names one of this repository. */
  target?: string;
  /** import() at run time: not part of a cycle. */
  dynamic: boolean;
}

function sourceFiles(repo: string, folder: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(repo, folder), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) sourceFiles(repo, relative, found);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.mts")) found.push(relative);
  }
  return found;
}

/** Block comments and whole-line comments out, so an example in a comment is no import. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

const STATIC_IMPORT = /(?:^|[;\s])(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function resolveTarget(repo: string, from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  const alias = bare.match(ALIAS);
  let base: string;
  if (alias) base = path.posix.join(alias[1] ?? "", alias[2] ?? "");
  else if (bare.startsWith(".")) base = path.posix.join(path.posix.dirname(from), bare);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (fs.existsSync(path.join(repo, candidate)) && fs.statSync(path.join(repo, candidate)).isFile()) return candidate;
  }
  return base; // a file to be generated or a broken path: the type check reports those
}

export function importsOf(repo: string): Import[] {
  const imports: Import[] = [];
  for (const root of LAYERED_ROOTS) {
    for (const from of sourceFiles(repo, root)) {
      const source = withoutComments(fs.readFileSync(path.join(repo, from), "utf8"));
      for (const [pattern, dynamic] of [
        [STATIC_IMPORT, false],
        [DYNAMIC_IMPORT, true],
      ] as const) {
        for (const match of source.matchAll(pattern)) {
          const specifier = match[1] ?? "";
          imports.push({ from, specifier, target: resolveTarget(repo, from, specifier), dynamic });
        }
      }
    }
  }
  return imports;
}

const rootOf = (file: string) => file.split("/")[0] ?? "";

/** Every import that breaks a rule of the roots, as "file: what is wrong". */
export function layeringProblems(imports: Import[]): string[] {
  const problems: string[] = [];
  for (const { from, specifier, target } of imports) {
    if (!target) continue;
    const alias = `#${target.replace(/\.tsx?$/, "")}`;
    const fromRoot = rootOf(from) as Root;
    const toRoot = rootOf(target);
    if ((LAYERED_ROOTS as readonly string[]).includes(toRoot) && !MAY_IMPORT[fromRoot].includes(toRoot as Root)) {
      problems.push(`${from}: ${fromRoot}/ may not import ${toRoot}/ ("${specifier}")`);
    }
    if (specifier.startsWith(".") && toRoot !== fromRoot) {
      problems.push(`${from}: "${specifier}" reaches into ${toRoot}/ by a relative path; write ${alias}`);
    } else if (specifier.startsWith("../../")) {
      problems.push(`${from}: "${specifier}" climbs two folders or more; write ${alias}`);
    }
  }
  return problems;
}

/** Every import cycle among static imports, each once, as its files in order. */
export function importCycles(imports: Import[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, target, dynamic } of imports) {
    if (dynamic || !target) continue;
    const next = edges.get(from) ?? new Set<string>();
    next.add(target);
    edges.set(from, next);
  }
  // Tarjan's strongly connected components: each component of more than one file is a cycle.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, index);
    low.set(file, index);
    index++;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(file) === order.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of [...edges.keys()].sort()) if (!order.has(file)) visit(file);
  return cycles;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const imports = importsOf(path.resolve(import.meta.dirname, ".."));
  const problems = layeringProblems(imports);
  const cycles = importCycles(imports);
  for (const problem of problems) console.log(problem);
  for (const cycle of cycles) console.log(`cycle: ${cycle.join(" ↔ ")}`);
  console.log(`${imports.length} imports: ${problems.length} layering problems, ${cycles.length} cycles`);
  process.exitCode = problems.length + cycles.length > 0 ? 1 : 0;
}
