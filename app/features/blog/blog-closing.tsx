import { blogCta } from "#app/content/blog";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { FeedLink } from "./feed-link";
import { NewsletterForm } from "./newsletter-form";

/** The end of the blog and of each article: the newsletter box, the feed and the consultation call to action. */
export function BlogClosing({ sourcePath }: { sourcePath: string }) {
  return (
    <>
      <div className="container-page">
        <NewsletterForm sourcePath={sourcePath} />
        <FeedLink />
      </div>

      <CallToAction id="blog-cta" title={blogCta.title} text={blogCta.text}>
        <CtaLink to="/book-consultation">
          Book a Consultation <ArrowRight />
        </CtaLink>
        <CtaLink to="/contact" kind="secondary">
          Contact Us
        </CtaLink>
      </CallToAction>
    </>
  );
}
