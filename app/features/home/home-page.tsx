import { JsonLd } from "../seo/json-ld";
import { agencyStructuredData } from "./agency-schema";
import { ClosingCta } from "./closing-cta";
import { HomeHero } from "./home-hero";
import { WhatWeDo } from "./what-we-do";
import { WhyChoose } from "./why-choose";

/** The agency home page, dark face (spec 000 §2 screen 2). */
export function HomePage() {
  return (
    <main>
      <JsonLd data={agencyStructuredData()} />
      <HomeHero />
      <WhatWeDo />
      <WhyChoose />
      <ClosingCta />
    </main>
  );
}
