import { MAIN_CATEGORIES } from '@tjb/storefront';
import { paths } from '@tjb/mf-config';
import { Container } from '@tjb/ui';
import { CategoryCards } from '../../../shared/category/category-cards';
import { SHOP_ALL_SLUGS } from '../../../shared/category/categories';
import { Section } from '../../../shared/ui/section';
import { SectionHeading } from '../../../shared/ui/section-heading';

const SIX = SHOP_ALL_SLUGS.map((slug) => MAIN_CATEGORIES.find((c) => c.slug === slug)!);

/** Spec 000 §2.4 item 4: the six category cards, with counts from the catalogue. */
export function CategoryGridSection() {
  return (
    <Section labelledBy="home-categories-title">
      <Container>
        <SectionHeading id="home-categories-title" eyebrowText="Shop by category">
          Gear Up for the Ride
        </SectionHeading>
        <CategoryCards categories={SIX} hrefFor={(c) => paths.shopCategory(c.slug)} />
      </Container>
    </Section>
  );
}
