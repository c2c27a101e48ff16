/**
 * The blog (docs/product/public-site.md § Insights and § Articles): every card opens a full article, each article
 * is a page of its own with its structured data, feed and canonical address, and the feed and the sitemap list
 * them all. The posts' files and the feed's markup are unit tests (common/content/, app/features/blog/).
 */
import { expect, test } from "./support/test";

const ARTICLE = "/blog/technical-seo-checklist";

test("every READ MORE on /blog opens its article, in both faces, and no control says 'Coming soon'", async ({
  page,
}) => {
  for (const face of ["", "?style=conservative"]) {
    await page.goto(`/blog${face}`);
    const main = page.locator("main");
    await expect(main.getByText(/coming soon/i)).toHaveCount(0);
    const readMore = main.getByRole("link", { name: /^Read more about / });
    await expect(readMore).toHaveCount(7);
    const titles = await main.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toHaveLength(7);
    for (const [index, title] of titles.entries()) {
      await expect(readMore.nth(index)).toHaveAccessibleName(`Read more about ${title}`);
    }
    await readMore.nth(3).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[3] ?? "");
    expect(new URL(page.url()).search).toBe(face);
    await expect(page.locator("main")).toContainText("Daniel Reyes");
    await page.getByRole("link", { name: "Development Insights" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog${face.replace("?", "\\?")}$`));
  }
});

test("an article is a page of its own: BlogPosting data, an Open Graph article, its canonical address and the feed", async ({
  page,
}) => {
  await page.goto(ARTICLE);
  const h1 = await page.getByRole("heading", { level: 1 }).textContent();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(data).toMatchObject({
    "@type": "BlogPosting",
    headline: h1,
    author: { "@type": "Person", name: "Daniel Reyes" },
    publisher: { "@type": "Organization", name: "Meridian Studio" },
  });
  expect(data.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(data.wordCount).toBeGreaterThanOrEqual(600);
  expect(data.mainEntityOfPage).toMatch(new RegExp(`${ARTICLE}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${ARTICLE}$`));
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    /\/blog\/feed\.xml$/,
  );
  await expect(page.getByRole("link", { name: "Follow the blog by RSS/Atom" })).toHaveAttribute(
    "href",
    "/blog/feed.xml",
  );
  await expect(page.getByRole("heading", { level: 2, name: "More articles" })).toBeVisible();
  expect((await page.request.get("/blog/no-such-article")).status()).toBe(404);
});

test("the Atom feed lists every article with a working address, and sitemap.xml lists them too", async ({ page }) => {
  const feed = await page.request.get("/blog/feed.xml");
  expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const feedXml = await feed.text();
  const sitemapXml = await (await page.request.get("/sitemap.xml")).text();
  await page.goto("/blog");
  // Read as XML by the browser's own parser: a malformed document would come back as a <parsererror>.
  const read = await page.evaluate(
    ({ feedText, sitemapText }) => {
      const parse = (text: string) => new DOMParser().parseFromString(text, "application/xml");
      const feedDoc = parse(feedText);
      const sitemapDoc = parse(sitemapText);
      return {
        errors:
          feedDoc.getElementsByTagName("parsererror").length + sitemapDoc.getElementsByTagName("parsererror").length,
        root: feedDoc.documentElement.namespaceURI,
        entries: [...feedDoc.getElementsByTagName("entry")].map((entry) => ({
          title: entry.getElementsByTagName("title")[0]?.textContent ?? "",
          href: entry.getElementsByTagName("link")[0]?.getAttribute("href") ?? "",
          content: entry.getElementsByTagName("content")[0]?.textContent ?? "",
        })),
        sitemap: [...sitemapDoc.getElementsByTagName("loc")].map((loc) => new URL(loc.textContent ?? "").pathname),
      };
    },
    { feedText: feedXml, sitemapText: sitemapXml },
  );
  expect(read.errors).toBe(0);
  expect(read.root).toBe("http://www.w3.org/2005/Atom");
  expect(read.entries).toHaveLength(7);
  const cards = await page.locator("main").getByRole("heading", { level: 3 }).allTextContents();
  expect(read.entries.map((entry) => entry.title)).toEqual(cards);
  for (const entry of read.entries) {
    const path = new URL(entry.href).pathname;
    expect(read.sitemap).toContain(path);
    expect(entry.content).toContain("<h2>");
    const article = await page.request.get(path);
    expect(article.status()).toBe(200);
    expect(await article.text()).toContain(entry.title.replace(/&/g, "&amp;"));
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an article reads in full, and its newsletter box comes back to the article's notice", async ({ page }) => {
    await page.goto(ARTICLE, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 2, name: "Structured data" })).toBeVisible();
    const box = page.getByLabel("Email address");
    await box.fill(`article-reader-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}#newsletter-sent$`));
    await expect(page.getByText(/Almost there: check your inbox/)).toBeVisible();
  });
});
