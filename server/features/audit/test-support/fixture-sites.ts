/**
 * Fixture websites on loopback for the audit tests and benchmark: a good
 * page, a poor page, a page of images without alt text, a 403 page, a PDF, a
 * redirect chain and a slow page. They speak plain HTTP only, so an https://
 * attempt on their port fails the TLS handshake, as on a site without HTTPS.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

const GOOD_TEXT = Array.from(
  { length: 40 },
  (_, index) =>
    `Section ${index + 1} explains how our bakery sources flour from local mills and bakes every loaf by hand.`,
).join(" ");

export const GOOD_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harbour Bakery — Fresh Sourdough in Portland</title>
<meta name="description" content="Harbour Bakery bakes sourdough, pastries and celebration cakes by hand every morning in Portland. Order online or visit our shop.">
<link rel="canonical" href="https://harbour-bakery.example/">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<meta property="og:title" content="Harbour Bakery">
<meta property="og:description" content="Fresh sourdough in Portland.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Harbour Bakery"}</script>
<link rel="stylesheet" href="/site.css">
<script src="/site.js" defer></script>
</head>
<body>
<header><nav><a href="/menu">Our menu</a> <a href="/about">About the bakery</a> <a href="/contact">Contact us</a></nav></header>
<main>
<h1>Fresh sourdough, baked by hand</h1>
<img src="/loaf.jpg" alt="A sourdough loaf on a board" width="800" height="600">
<h2>Our craft</h2>
<p>${GOOD_TEXT}</p>
<h2>Order a cake</h2>
<form><label for="email">Email</label><input id="email" type="email"><button type="submit">Order</button></form>
</main>
</body>
</html>`;

export const POOR_PAGE = `<html>
<head>
<script src="/a.js"></script><script src="/b.js"></script><script src="/c.js"></script>
<link rel="stylesheet" href="/1.css"><link rel="stylesheet" href="/2.css"><link rel="stylesheet" href="/3.css"><link rel="stylesheet" href="/4.css"><link rel="stylesheet" href="/5.css">
<meta name="robots" content="noindex">
</head>
<body>
<h1>Welcome</h1><h1>Hello</h1><h4>News</h4>
<img src="/a.png"><img src="/b.png">
<input type="text" placeholder="Your name">
<a href="/x">click here</a> <a href="/y"></a> <button></button>
<p>${"Lorem ".repeat(40_000)}</p>
</body>
</html>`;

/** A small, otherwise sound page whose four images have no alt attribute. */
export const IMAGES_WITHOUT_ALT_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harbour Bakery — Our Loaves</title>
<meta name="description" content="Four sourdough loaves baked by hand every morning in Portland: country, rye, seeded and spelt. See them and order online for collection.">
</head>
<body>
<main>
<h1>Our loaves</h1>
<img src="/country.jpg" width="400" height="300">
<img src="/rye.jpg" width="400" height="300">
<img src="/seeded.jpg" width="400" height="300">
<img src="/spelt.jpg" width="400" height="300">
<h2>Order</h2>
<p>${GOOD_TEXT}</p>
</main>
</body>
</html>`;

const GOOD_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "max-age=0, must-revalidate",
  etag: '"v1"',
  "content-security-policy": "default-src 'self'; frame-ancestors 'self'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

export interface FixtureSites {
  origin: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFixtureSites(options: { redirectTo?: string; slowMs?: number } = {}): Promise<FixtureSites> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    requests.push(url);
    const gzip = /gzip/.test(String(request.headers["accept-encoding"] ?? ""));
    switch (url) {
      case "/good": {
        const body = gzip ? zlib.gzipSync(GOOD_PAGE) : Buffer.from(GOOD_PAGE);
        response.writeHead(200, { ...GOOD_HEADERS, ...(gzip ? { "content-encoding": "gzip" } : {}) });
        response.end(body);
        return;
      }
      case "/images-without-alt":
        response.writeHead(200, GOOD_HEADERS);
        response.end(IMAGES_WITHOUT_ALT_PAGE);
        return;
      case "/poor":
        response.writeHead(200, { "content-type": "text/html", server: "Apache/2.2.3", "x-powered-by": "PHP/5.2" });
        response.end(POOR_PAGE);
        return;
      case "/forbidden":
        response.writeHead(403, { "content-type": "text/html" });
        response.end("<html><head><title>Access denied</title></head><body><h1>Forbidden</h1></body></html>");
        return;
      case "/document.pdf":
        response.writeHead(200, { "content-type": "application/pdf" });
        response.end("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n%%EOF");
        return;
      case "/missing":
        response.writeHead(404, { "content-type": "text/html" });
        response.end("<html><body><h1>Not found</h1></body></html>");
        return;
      case "/hop1":
        response.writeHead(301, { location: "/hop2" }).end();
        return;
      case "/hop2":
        response.writeHead(302, { location: "/good" }).end();
        return;
      case "/loop":
        response.writeHead(302, { location: "/loop" }).end();
        return;
      case "/to-private":
        response.writeHead(302, { location: options.redirectTo ?? "http://127.0.0.1/" }).end();
        return;
      case "/slow":
        setTimeout(() => {
          response.writeHead(200, GOOD_HEADERS);
          response.end(GOOD_PAGE);
        }, options.slowMs ?? 1500);
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
