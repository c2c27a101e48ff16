import { describe, expect, it } from "vitest";
import { RECOMMENDATION_GROUPS, type Recommendation, type Recommendations } from "#common/audit/audit-schema";
import type { FetchedPage } from "../safe-fetch";
import { IMAGES_WITHOUT_ALT_PAGE } from "../test-support/fixture-sites";
import { analyse } from "./analyse";
import { CHECKS } from "./checks";
import { BUILT_IN_EQUIVALENT, mergeLighthouseFindings } from "./merge-findings";
import { pageFacts } from "./page-facts";

function fetched(html: string): FetchedPage {
  const body = Buffer.from(html);
  return {
    requestedUrl: "https://harbour-bakery.example/loaves",
    finalUrl: "https://harbour-bakery.example/loaves",
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "max-age=0, must-revalidate" },
    body,
    transferBytes: body.length,
    truncated: false,
    ttfbMs: 80,
    totalMs: 90,
    redirects: [],
    contentEncoding: null,
  };
}

/** A failing Lighthouse audit as lighthouse-runner.mjs reports it. */
function lighthouseFinding(auditId: string, group: Recommendation["group"], title: string): Recommendation {
  return {
    id: `lighthouse-${auditId}`,
    group,
    severity: "high",
    title,
    problem: `Lighthouse flags: ${title}.`,
    impact: "Informative elements should aim for short, descriptive alternate text.",
    fix: "Follow the fix described at https://dequeuniversity.com/rules/axe/4.10/image-alt",
  };
}

const IMAGE_ALT_TITLE = "Image elements do not have [alt] attributes";

/** Every listed finding whose topic is alternative text, with the group it is listed in. */
function altFindings(recommendations: Recommendations) {
  return RECOMMENDATION_GROUPS.flatMap((group) =>
    (recommendations[group] ?? [])
      .filter((item) => /alt(ernative)? (text|attributes)|\[alt\]/i.test(`${item.title} ${item.problem}`))
      .map((item) => ({ group, title: item.title })),
  );
}

describe("a missing alt text in the report", () => {
  const facts = pageFacts(fetched(IMAGES_WITHOUT_ALT_PAGE));

  it("is one finding of the built-in analysis for a page of four images without alt", () => {
    expect(facts.html.images).toBe(4);
    expect(facts.html.imagesWithoutAlt).toBe(4);
    const { recommendations } = analyse(facts);
    expect(altFindings(recommendations)).toEqual([
      { group: "accessibility", title: "Images without alternative text" },
    ]);
    expect(recommendations.accessibility?.[0]?.problem).toBe("4 of 4 image(s) have no alt attribute.");
  });

  it("stays one finding, in Accessibility, when Lighthouse reports it under Accessibility and SEO", () => {
    const { recommendations } = analyse(facts);
    mergeLighthouseFindings(recommendations, [
      lighthouseFinding("image-alt", "accessibility", IMAGE_ALT_TITLE),
      lighthouseFinding("image-alt", "seo", IMAGE_ALT_TITLE),
      lighthouseFinding(
        "color-contrast",
        "accessibility",
        "Background and foreground colors do not have a sufficient contrast ratio.",
      ),
    ]);
    expect(altFindings(recommendations)).toEqual([
      { group: "accessibility", title: "Images without alternative text" },
    ]);
    // A Lighthouse finding the built-in analysis has no check for is kept, once.
    const titles = RECOMMENDATION_GROUPS.flatMap((group) => (recommendations[group] ?? []).map((item) => item.title));
    expect(titles.filter((title) => title.startsWith("Background and foreground colors"))).toHaveLength(1);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("is Lighthouse's finding, once and under Accessibility, when only Lighthouse finds it", () => {
    // E.g. images a script adds after load: the HTML the built-in analysis reads has none.
    const { recommendations } = analyse(pageFacts(fetched(IMAGES_WITHOUT_ALT_PAGE.replace(/<img [^>]+>/g, ""))));
    expect(altFindings(recommendations)).toEqual([]);
    mergeLighthouseFindings(recommendations, [
      lighthouseFinding("image-alt", "seo", IMAGE_ALT_TITLE),
      lighthouseFinding("image-alt", "accessibility", IMAGE_ALT_TITLE),
    ]);
    expect(altFindings(recommendations)).toEqual([{ group: "accessibility", title: IMAGE_ALT_TITLE }]);
    expect(recommendations.accessibility?.find((item) => item.title === IMAGE_ALT_TITLE)?.group).toBe("accessibility");
  });

  it("does not change the scores", () => {
    const before = analyse(facts);
    const scores = { ...before.scores };
    mergeLighthouseFindings(before.recommendations, [lighthouseFinding("image-alt", "seo", IMAGE_ALT_TITLE)]);
    expect(before.scores).toEqual(scores);
  });
});

describe("Lighthouse audits with a built-in equivalent", () => {
  it("name checks that exist", () => {
    for (const checkId of Object.values(BUILT_IN_EQUIVALENT)) {
      expect(
        CHECKS.some((check) => check.id === checkId),
        checkId,
      ).toBe(true);
    }
  });

  it("are dropped when the built-in check already lists the problem", () => {
    const { recommendations } = analyse(
      pageFacts(fetched("<html><body><p>No title, no description.</p></body></html>")),
    );
    const seoBefore = recommendations.seo?.map((item) => item.title);
    mergeLighthouseFindings(recommendations, [
      lighthouseFinding("document-title", "accessibility", "Document doesn't have a <title> element"),
      lighthouseFinding("document-title", "seo", "Document doesn't have a <title> element"),
      lighthouseFinding("meta-description", "seo", "Document does not have a meta description"),
    ]);
    expect(recommendations.seo?.map((item) => item.title)).toEqual(seoBefore);
    expect(recommendations.accessibility?.map((item) => item.title)).not.toContain(
      "Document doesn't have a <title> element",
    );
  });
});
