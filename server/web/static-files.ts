/**
 * Serves the client build (hashed assets, prerendered HTML and their .data
 * files) from memory. The build is a few megabytes; holding it in memory with
 * its precompressed .br/.gz twins makes a prerendered page a map lookup.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
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

/** Files whose type their extension does not say: the blog's Atom feed is XML of its own kind. */
const TYPES_BY_PATH: Record<string, string> = {
  "/blog/feed.xml": "application/atom+xml; charset=utf-8",
};

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  /**
   * None for the fingerprinted files under /assets/: they are cached for a year as immutable and never
   * revalidated, so a validator would only add a header to every script and style a page loads.
   */
  etag?: string;
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

/** Files whose text may name the site's address: pages, their .data, sitemap.xml, robots.txt. */
const ADDRESSED_TYPES = new Set([".html", ".data", ".xml", ".txt"]);

/** The origin the build was made for, read from robots.txt's Sitemap line. */
export function builtSiteOrigin(clientDir: string): string | undefined {
  try {
    const robots = fs.readFileSync(path.join(clientDir, "robots.txt"), "utf8");
    const sitemap = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1];
    return sitemap ? new URL(sitemap).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The build's text with the start's origin wherever it names the build's; undefined when it does not. */
function readdressed(body: Buffer, builtOrigin: string, siteOrigin: string): Buffer | undefined {
  const text = body.toString("utf8");
  if (!text.includes(builtOrigin)) return undefined;
  return Buffer.from(text.replaceAll(builtOrigin, siteOrigin), "utf8");
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** The precompressed twins of a rewritten file, as the build makes them (best brotli, gzip 9). */
async function compressedTwins(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzip] = await Promise.all([
    brotliCompress(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipCompress(body, { level: 9 }),
  ]);
  return { br, gzip };
}

export interface StaticFilesOptions {
  /**
   * The origin the server was started for (PUBLIC_SITE_URL). When the build
   * was made for another, the prerendered files are served with this one.
   */
  siteOrigin?: string;
}

export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();
  /** Route path → prerendered document. */
  private readonly pages = new Map<string, StaticFile>();
  /** The files written over with the server's origin, until `compressReaddressed` has made their twins. */
  private readonly readdressed: StaticFile[] = [];

  /** How many prerendered files name the server's origin instead of the build's. */
  get readdressedCount(): number {
    return this.readdressed.length;
  }

  constructor(root: string, options: StaticFilesOptions = {}) {
    if (!fs.existsSync(root)) return;
    const builtOrigin = builtSiteOrigin(root);
    const siteOrigin = options.siteOrigin && new URL(options.siteOrigin).origin;
    const readdress = builtOrigin && siteOrigin && builtOrigin !== siteOrigin ? { builtOrigin, siteOrigin } : undefined;
    for (const file of walk(root)) {
      if (file.endsWith(".br") || file.endsWith(".gz")) continue;
      const relative = `/${path.relative(root, file).split(path.sep).join("/")}`;
      const extension = path.extname(file);
      const stored = fs.readFileSync(file);
      const rewritten =
        readdress && ADDRESSED_TYPES.has(extension) && !relative.startsWith("/assets/")
          ? readdressed(stored, readdress.builtOrigin, readdress.siteOrigin)
          : undefined;
      const body = rewritten ?? stored;
      // A rewritten file's stored twins hold the build's text: it is sent as it is until compressReaddressed().
      const entry: StaticFile = {
        body,
        br: !rewritten && fs.existsSync(`${file}.br`) ? fs.readFileSync(`${file}.br`) : undefined,
        gzip: !rewritten && fs.existsSync(`${file}.gz`) ? fs.readFileSync(`${file}.gz`) : undefined,
        type: TYPES_BY_PATH[relative] ?? TYPES[extension] ?? "application/octet-stream",
        etag: relative.startsWith("/assets/")
          ? undefined
          : `"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`,
        cacheControl: cacheControlFor(relative),
      };
      if (rewritten) this.readdressed.push(entry);
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

  /**
   * Compresses the files written over with the server's origin, on libuv's
   * worker threads, all at once: the server awaits it before it listens, so
   * every answer is as small as the build's own (docs/decisions/027-site-address-at-start.md).
   */
  async compressReaddressed(): Promise<void> {
    await Promise.all(
      this.readdressed.map(async (entry) => {
        const twins = await compressedTwins(entry.body);
        entry.br = twins.br;
        entry.gzip = twins.gzip;
      }),
    );
  }

  /** A hashed asset, .data file, or other public file. */
  file(urlPath: string): StaticFile | undefined {
    return this.files.get(urlPath);
  }

  /**
   * The prerendered document of a route, by its exact path: `/home/` is not
   * `/home` (the site handler redirects it there, one address per page).
   */
  page(urlPath: string): StaticFile | undefined {
    return this.pages.get(urlPath);
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
    ...(file.etag ? { ETag: file.etag } : {}),
    Vary: "Accept-Encoding",
    ...extraHeaders,
  });
  if (file.etag && request.headers.get("if-none-match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = chooseEncoding(file, request.headers.get("accept-encoding") ?? "");
  const body: Buffer = encoding ? (file[encoding] as Buffer) : file.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}
