/**
 * The portfolio's image pipeline (docs/product/public-site.md § Portfolio images): every source image in
 * app/content/portfolio-images/ becomes AVIF and WebP files in a few widths and one JPEG fallback, named by
 * their content's hash (so they are cached for a year), with the width, height and `srcset` strings a
 * `<picture>` needs. Encoded once per source: the results are kept in node_modules/.cache by the source's
 * hash and the settings below, so a build after the first only reads them.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ResponsiveImage } from "../../common/images/responsive-image.ts";

export const SOURCE_FOLDER = "app/content/portfolio-images";
/** The URL folder the files are served from (under /assets/: fingerprinted, cached as immutable). */
export const URL_FOLDER = "/assets/portfolio";

/** Candidate widths; a source gets those below its own width, and its own width. */
const WIDTHS = [480, 960, 1440] as const;
const FALLBACK_WIDTH = 960;
const SETTINGS = {
  avif: { quality: 52, effort: 3 },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true },
};
const SETTINGS_KEY = createHash("sha256")
  .update(JSON.stringify({ WIDTHS, FALLBACK_WIDTH, SETTINGS }))
  .digest("hex")
  .slice(0, 8);

export interface ImageSet {
  /** By source file name without its extension: "casa-verde-desktop". */
  images: Record<string, ResponsiveImage>;
  /** Output file name under the client build (assets/portfolio/…) → bytes. */
  files: Map<string, Buffer>;
}

const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 10);

async function encode(source: Buffer, width: number, format: "avif" | "webp" | "jpeg"): Promise<Buffer> {
  const resized = sharp(source).resize({ width, withoutEnlargement: true });
  if (format === "avif") return resized.avif(SETTINGS.avif).toBuffer();
  if (format === "webp") return resized.webp(SETTINGS.webp).toBuffer();
  return resized.flatten({ background: "#ffffff" }).jpeg(SETTINGS.jpeg).toBuffer();
}

/** One source's variants, from the cache or encoded now. */
async function variantsOf(name: string, source: Buffer, cacheFolder: string) {
  const key = `${name}-${hashOf(source)}-${SETTINGS_KEY}`;
  const cached = path.join(cacheFolder, `${key}.json`);
  const hit = await fs.readFile(cached, "utf8").catch(() => undefined);
  if (hit) {
    const entry = JSON.parse(hit) as { image: ResponsiveImage; files: Record<string, string> };
    return {
      image: entry.image,
      files: new Map(Object.entries(entry.files).map(([file, b64]) => [file, Buffer.from(b64, "base64")])),
    };
  }
  const meta = await sharp(source).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const widths = [...new Set([...WIDTHS.filter((candidate) => candidate < width), width])];
  const files = new Map<string, Buffer>();
  const put = (bytes: Buffer, w: number, ext: string) => {
    const file = `${name}-${w}.${hashOf(bytes)}.${ext}`;
    files.set(`${URL_FOLDER.slice(1)}/${file}`, bytes);
    return `${URL_FOLDER}/${file}`;
  };
  const srcset = async (format: "avif" | "webp") =>
    (await Promise.all(widths.map(async (w) => `${put(await encode(source, w, format), w, format)} ${w}w`))).join(", ");
  const fallbackWidth = Math.min(FALLBACK_WIDTH, width);
  const image: ResponsiveImage = {
    width,
    height,
    avif: await srcset("avif"),
    webp: await srcset("webp"),
    fallback: put(await encode(source, fallbackWidth, "jpeg"), fallbackWidth, "jpg"),
  };
  await fs.mkdir(cacheFolder, { recursive: true });
  await fs.writeFile(
    cached,
    JSON.stringify({
      image,
      files: Object.fromEntries([...files].map(([file, bytes]) => [file, bytes.toString("base64")])),
    }),
  );
  return { image, files };
}

/** Every source image of the folder, processed two at a time (this machine class has two cores). */
export async function buildImageSet(root: string): Promise<ImageSet> {
  const folder = path.join(root, SOURCE_FOLDER);
  const cacheFolder = path.join(root, "node_modules/.cache/portfolio-images");
  const names = (await fs.readdir(folder).catch(() => []))
    .filter((file) => /\.(png|jpe?g|webp|avif)$/i.test(file))
    .sort();
  const images: Record<string, ResponsiveImage> = {};
  const files = new Map<string, Buffer>();
  const queue = [...names];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const name = file.replace(/\.[^.]+$/, "");
      const result = await variantsOf(name, await fs.readFile(path.join(folder, file)), cacheFolder);
      images[name] = result.image;
      for (const [output, bytes] of result.files) files.set(output, bytes);
    }
  };
  await Promise.all([worker(), worker()]);
  return { images: Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b))), files };
}
