import { chromium } from "@playwright/test";
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const base = "http://127.0.0.1:4180";
for (const [i, entry] of ["/home?utm_source=newsletter&utm_medium=email&utm_campaign=spring", "/services?utm_source=google&utm_medium=cpc&utm_campaign=brand", "/portfolio", "/about", "/home?utm_source=linkedin&utm_campaign=launch-post"].entries()) {
  const ctx = await b.newContext({ userAgent: UA.replace("131", String(120 + i)) });
  const p = await ctx.newPage();
  await p.goto(base + entry, { waitUntil: "networkidle" });
  await p.goto(base + "/services", { waitUntil: "networkidle" });
  if (i % 2 === 0) await p.goto(base + "/contact", { waitUntil: "networkidle" });
  await ctx.close();
}
await new Promise((r) => setTimeout(r, 1500));
for (const width of [1440, 390]) {
  const ctx = await b.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const p = await ctx.newPage();
  await p.goto(base + "/admin/login");
  await p.getByLabel("Username").fill("admin");
  await p.getByLabel("Password", { exact: true }).fill("e2e-admin-password-123");
  await p.getByRole("button", { name: "Sign In" }).click();
  await p.waitForURL(/\/admin$/);
  await p.goto(base + "/admin/analytics?period=7d", { waitUntil: "networkidle" });
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/an-${width}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
