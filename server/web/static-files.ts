/**
 * Serves the client build (hashed assets, prerendered HTML and their .data
 * files) from memory. The build is a few megabytes; holding it in memory with
 * its precompressed .br/.gz twins makes a prerendered page a map lookup.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { contentSecurityPolicy } from "../http/security-headers.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** For prerendered HTML: a CSP allowing exactly its inline scripts (by hash). */
  csp?: string;
}

/** sha256 sources of every inline <script> in a document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const pattern = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const content = match[1] ?? "";
    if (content.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (urlPath.endsWith(".html") || urlPath.endsWith(".data")) return "no-cache";
  return "public, max-age=3600";
}

function* walk(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();
  /** Route path → prerendered document. */
  private readonly pages = new Map<string, StaticFile>();

  constructor(root: string) {
    if (!fs.existsSync(root)) return;
    for (const file of walk(root)) {
      if (file.endsWith(".br") || file.endsWith(".gz")) continue;
      const relative = `/${path.relative(root, file).split(path.sep).join("/")}`;
      const body = fs.readFileSync(file);
      const extension = path.extname(file);
      const entry: StaticFile = {
        body,
        br: fs.existsSync(`${file}.br`) ? fs.readFileSync(`${file}.br`) : undefined,
        gzip: fs.existsSync(`${file}.gz`) ? fs.readFileSync(`${file}.gz`) : undefined,
        type: TYPES[extension] ?? "application/octet-stream",
        etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`,
        cacheControl: cacheControlFor(relative),
      };
      if (extension === ".html") {
        entry.csp = contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")));
        if (relative.endsWith("/index.html")) {
          const route = relative.slice(0, -"/index.html".length) || "/";
          this.pages.set(route, entry);
        }
      } else {
        this.files.set(relative, entry);
      }
    }
  }

  /** A hashed asset, .data file, or other public file. */
  file(urlPath: string): StaticFile | undefined {
    return this.files.get(urlPath);
  }

  /** The prerendered document of a route, if it was prerendered. */
  page(urlPath: string): StaticFile | undefined {
    const normalised = urlPath.length > 1 && urlPath.endsWith("/") ? urlPath.slice(0, -1) : urlPath;
    return this.pages.get(normalised);
  }

  get pageCount(): number {
    return this.pages.size;
  }

  /** Every file `file()` answers, by URL path (for the fast path's table, built once at startup). */
  fileEntries(): IterableIterator<[string, StaticFile]> {
    return this.files.entries();
  }

  /** Every prerendered document, by route path without a trailing slash. */
  pageEntries(): IterableIterator<[string, StaticFile]> {
    return this.pages.entries();
  }
}

/**
 * The stored encoding to send for an Accept-Encoding header value: brotli, else
 * gzip, else the file as it is (undefined). Quality values are not weighed: every
 * browser that lists br prefers it.
 */
export function chooseEncoding(file: StaticFile, acceptEncoding: string): "br" | "gzip" | undefined {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

/** Picks the best stored encoding the client accepts. */
export function staticResponse(
  file: StaticFile,
  request: Request,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
    ...extraHeaders,
  });
  if (request.headers.get("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = chooseEncoding(file, request.headers.get("accept-encoding") ?? "");
  const body: Buffer = encoding ? (file[encoding] as Buffer) : file.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}
