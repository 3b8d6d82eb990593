import { paths } from '@tjb/shop-contracts';

export interface FooterColumn {
  heading: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

/**
 * Spec 000 §2.3. The spec's placeholder links each go to the page that answers them (Size Guide and
 * Shipping Info are FAQ topics, Track Order goes through support, Stories are the riders' gallery);
 * About, Careers and Press have no page in this shop and are left out.
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Shop',
    links: [
      { label: 'Apparel', href: paths.shopCategory('apparel') },
      { label: 'Bike Parts', href: paths.shopCategory('bike-parts') },
      { label: 'Accessories', href: paths.shopCategory('accessories') },
      { label: 'Rider Gear', href: paths.shopCategory('rider-gear') },
      { label: 'Lifestyle', href: paths.shopCategory('lifestyle') },
      { label: 'Sale', href: paths.shop({ sale: true }) },
    ],
  },
  {
    heading: 'Customer Service',
    links: [
      { label: 'Contact Us', href: paths.contactUs() },
      { label: 'Track Order', href: paths.contactUs() },
      { label: 'Shipping Info', href: paths.faqs() },
      { label: 'Size Guide', href: paths.faqs() },
      { label: 'FAQs', href: paths.faqs() },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { label: 'Return Policy', href: paths.returnPolicy() },
      { label: 'Terms of Service', href: paths.termsOfService() },
      { label: 'Privacy', href: paths.privacyPolicy() },
    ],
  },
  {
    heading: 'Community',
    links: [
      { label: 'Rider Stories', href: paths.gallery() },
      { label: 'Bundle Studio', href: paths.bundleStudio() },
      { label: 'Design Apparel', href: paths.designApparel() },
      { label: 'Style with TJ', href: paths.styleWithTj() },
    ],
  },
];
