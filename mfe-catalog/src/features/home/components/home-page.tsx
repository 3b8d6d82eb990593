import { css } from '@emotion/react';
import type { PageQueries } from '@tjb/ui/page-data';
import { lazy } from 'react';
import { featuredProductsQuery } from '../api/get-featured-products';
import { Deferred } from '../../../shared/ui/deferred';
import { BrandsSection } from './brands-section';
import { FeaturedCarousel } from './featured-carousel';
import { HeroSection } from './hero-section';
import { HomeSeo } from './home-seo';

// Below the fold on every screen size (the brands start under the hero even at 1280×800): each loads as the
// shopper nears it, once the page is idle (see Deferred). The brands, static and a screen down, are kept
// server HTML instead (see BrandsSection).
const CategoryGridSection = lazy(() => import('./category-grid-section').then((m) => ({ default: m.CategoryGridSection })));
const GiftCardSection = lazy(() => import('./gift-card-section').then((m) => ({ default: m.GiftCardSection })));
const BlogSection = lazy(() => import('./blog-section').then((m) => ({ default: m.BlogSection })));
const TestimonialsSection = lazy(() => import('./testimonials-section').then((m) => ({ default: m.TestimonialsSection })));
const NewsletterSection = lazy(() => import('./newsletter-section').then((m) => ({ default: m.NewsletterSection })));

const hidden = css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`;

/**
 * Spec 000 §2.4, sections 1–9 in order. The side cart, the scroll-to-top button and the chat assistant
 * are the shell's (on every page), so home adds only its metadata.
 */
export function HomePage() {
  return (
    <>
      <HomeSeo />
      <HeroSection />
      <BrandsSection />
      <FeaturedCarousel />
      <Deferred component={CategoryGridSection} minHeight={900} />
      <Deferred component={GiftCardSection} minHeight={720} />
      <Deferred component={BlogSection} minHeight={560} />
      <Deferred component={TestimonialsSection} minHeight={420} />
      <Deferred component={NewsletterSection} minHeight={360} />
      <p css={hidden}>
        TJ&apos;s Biker Gear sells motorcycle helmets, leather jackets, vests, chaps, riding boots, saddle bags and biker
        apparel to riders across the United States from our shop in Arkansas.
      </p>
    </>
  );
}

/** The first render shows the featured products (the sections below the fold load in the browser). */
export const pageQueries: PageQueries = () => [featuredProductsQuery()];
