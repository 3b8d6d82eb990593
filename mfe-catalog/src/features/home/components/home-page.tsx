import { css } from '@emotion/react';
import { BlogSection } from './blog-section';
import { BrandsSection } from './brands-section';
import { CategoryGridSection } from './category-grid-section';
import { ChatAssistant } from './chat-assistant';
import { FeaturedCarousel } from './featured-carousel';
import { GiftCardSection } from './gift-card-section';
import { HeroSection } from './hero-section';
import { HomeSeo } from './home-seo';
import { NewsletterSection } from './newsletter-section';
import { TestimonialsSection } from './testimonials-section';

const hidden = css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`;

/**
 * Spec 000 §2.4, sections 1–9 in order. The side cart and the scroll-to-top button are the shell's
 * (on every page), so home adds only the chat assistant and its metadata.
 */
export function HomePage() {
  return (
    <>
      <HomeSeo />
      <HeroSection />
      <BrandsSection />
      <FeaturedCarousel />
      <CategoryGridSection />
      <GiftCardSection />
      <BlogSection />
      <TestimonialsSection />
      <NewsletterSection />
      <p css={hidden}>
        TJ&apos;s Biker Gear sells motorcycle helmets, leather jackets, vests, chaps, riding boots, saddle bags and biker
        apparel to riders across the United States from our shop in Arkansas.
      </p>
      <ChatAssistant />
    </>
  );
}
