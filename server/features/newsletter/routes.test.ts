import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscribers } from "#server/db/schema";
import { formToken } from "#tests/support/form-token";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { unsubscribeUrl } from "./service";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_FACTOR: "1000" } });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(newsletterSubscribers);
  await testApp.database.db.delete(emailOutbox);
});

const SENT = "Almost there: check your inbox and confirm your subscription with the link we just sent.";
const subscribe = (body: Record<string, unknown>) =>
  testApp.app.request("/api/newsletter", jsonRequest({ ...formToken("newsletter"), sourcePath: "/blog", ...body }));
const mails = () => testApp.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
const rows = () => testApp.database.db.select().from(newsletterSubscribers);
const linkIn = (text: string) => /http:\/\/localhost:3000(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(text)?.[1];

describe("the newsletter's double opt-in", () => {
  it("stores the address as pending and mails one confirmation link, valid 7 days", async () => {
    const response = await subscribe({ email: "Reader@Example.com" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: SENT });
    const [row] = await rows();
    expect(row).toMatchObject({ email: "Reader@Example.com", status: "pending", sourcePath: "/blog" });
    expect(row?.confirmExpiresAt?.getTime()).toBe(row!.confirmSentAt!.getTime() + 7 * 24 * 60 * 60 * 1000);
    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ kind: "newsletter.confirm", toAddress: "Reader@Example.com" });
    expect(linkIn(mail?.textBody ?? "")).toBeDefined();
  });

  it("confirms with the link once; a used, wrong or expired link confirms nothing", async () => {
    await subscribe({ email: "reader@example.com" });
    const link = linkIn((await mails())[0]?.textBody ?? "")!;
    const first = await testApp.app.request(link);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/blog#newsletter-confirmed");
    expect((await rows())[0]).toMatchObject({ status: "confirmed" });
    const again = await testApp.app.request(link);
    expect(again.headers.get("location")).toBe("/blog#newsletter-expired");
    const wrong = await testApp.app.request("/api/newsletter/confirm?token=not-a-key");
    expect(wrong.headers.get("location")).toBe("/blog#newsletter-expired");

    await subscribe({ email: "late@example.com" });
    const late = linkIn((await mails())[1]?.textBody ?? "")!;
    await testApp.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date("2000-01-01T00:00:00Z") })
      .where(eq(newsletterSubscribers.email, "late@example.com"));
    expect((await testApp.app.request(late)).headers.get("location")).toBe("/blog#newsletter-expired");
  });

  it("answers the same for a subscribed address and mails nothing more; at most one link a day to a pending one", async () => {
    await subscribe({ email: "reader@example.com" });
    await testApp.app.request(linkIn((await mails())[0]?.textBody ?? "")!);
    const subscribedAgain = await subscribe({ email: "READER@example.com" });
    expect(await subscribedAgain.json()).toEqual({ message: SENT });
    await subscribe({ email: "pending@example.com" });
    await subscribe({ email: "pending@example.com" });
    expect((await mails()).map((mail) => mail.toAddress)).toEqual(["reader@example.com", "pending@example.com"]);
    expect(await rows()).toHaveLength(2);
  });

  it("mails nothing for a form a script sent, and refuses the spam trap and a bad address", async () => {
    const fast = await subscribe({ email: "bot@example.com", ...formToken("newsletter", 500) });
    expect(await fast.json()).toEqual({ message: SENT });
    expect(await mails()).toHaveLength(0);
    expect((await subscribe({ email: "x@example.com", companyFax: "123" })).status).toBe(400);
    const bad = await subscribe({ email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { email: "Please enter a valid email address" } });
  });

  it("unsubscribes with the link of its mails; a wrong key changes nothing and reads the same", async () => {
    await subscribe({ email: "reader@example.com" });
    await testApp.app.request(linkIn((await mails())[0]?.textBody ?? "")!);
    const [row] = await rows();
    const wrong = await testApp.app.request(`/api/newsletter/unsubscribe?id=${row?.id}&key=guess`);
    expect(wrong.headers.get("location")).toBe("/blog#newsletter-unsubscribed");
    expect((await rows())[0]?.status).toBe("confirmed");
    const url = new URL(await unsubscribeUrl({ db: testApp.database.db, config: testApp.config }, row!.id));
    const right = await testApp.app.request(`${url.pathname}${url.search}`);
    expect(right.headers.get("location")).toBe("/blog#newsletter-unsubscribed");
    expect((await rows())[0]).toMatchObject({ status: "unsubscribed" });
  });
});
