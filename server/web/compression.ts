import { Duplex } from "node:stream";
import zlib from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/**
 * Compresses a dynamic response (server-rendered HTML, JSON) with brotli or
 * gzip when the client accepts it. Static files are compressed at build time.
 */
export function compressResponse(request: Request, response: Response): Response {
  if (!response.body || response.headers.has("Content-Encoding") || request.method === "HEAD") return response;
  const type = response.headers.get("Content-Type") ?? "";
  if (!COMPRESSIBLE.test(type)) return response;
  const length = response.headers.get("Content-Length");
  if (length !== null && Number(length) < MIN_BYTES) return response;
  const accepted = request.headers.get("accept-encoding") ?? "";
  let encoder: zlib.BrotliCompress | zlib.Gzip;
  let encoding: string;
  if (/\bbr\b/.test(accepted)) {
    // Quality 4: most of brotli's gain at a fraction of the CPU of the default 11.
    encoder = zlib.createBrotliCompress({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    });
    encoding = "br";
  } else if (/\bgzip\b/.test(accepted)) {
    encoder = zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
    encoding = "gzip";
  } else {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.set("Content-Encoding", encoding);
  headers.append("Vary", "Accept-Encoding");
  const { readable, writable } = Duplex.toWeb(encoder) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
  return new Response(response.body.pipeThrough({ readable, writable }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
