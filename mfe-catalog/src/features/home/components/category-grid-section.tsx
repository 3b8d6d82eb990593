import { paths } from '@tjb/shop-contracts';
import { Container } from '@tjb/ui';
import { CategoryCards } from '../../../shared/category/category-cards';
import { SHOP_ALL_CATEGORIES } from '../../../shared/category/categories';
import { Section } from '../../../shared/ui/section';
import { SectionHeading } from '../../../shared/ui/section-heading';


/** Spec 000 §2.4 item 4: the six category cards, with counts from the catalogue. */
export function CategoryGridSection() {
  return (
    <Section labelledBy="home-categories-title">
      <Container>
        <SectionHeading id="home-categories-title" eyebrowText="Shop by category">
          Gear Up for the Ride
        </SectionHeading>
        <CategoryCards categories={SHOP_ALL_CATEGORIES} hrefFor={(c) => paths.shopCategory(c.slug)} />
      </Container>
    </Section>
  );
}
