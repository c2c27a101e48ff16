import { JsonLd } from "../seo/json-ld";
import { agencyStructuredData } from "./agency-schema";
import { ClosingCta } from "./closing-cta";
import { HomeHero } from "./home-hero";
import { WhatWeDo } from "./what-we-do";
import { WhyChoose } from "./why-choose";

/** The agency home page, dark face (docs/product/public-site.md § Home). */
export function HomePage() {
  return (
    <main>
      <JsonLd data={agencyStructuredData("default")} />
      <HomeHero />
      <WhatWeDo />
      <WhyChoose />
      <ClosingCta />
    </main>
  );
}
