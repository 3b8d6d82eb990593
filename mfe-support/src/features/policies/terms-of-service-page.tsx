import { paths } from '@tjb/shop-contracts';
import { Link } from 'react-router-dom';
import { SUPPORT_HOURS_SHORT } from '../../shared/support-contact';
import { ContactLink } from './contact-link';
import { POLICY_FACTS as F } from './policy-facts';
import { PolicyPage, type PolicySection } from './policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'using-the-shop',
    heading: 'Using the shop',
    body: <p>By browsing or buying from TJ&apos;s Biker Gear you agree to these terms. You can shop as a guest; no account is needed.</p>,
  },
  {
    id: 'who-can-buy',
    heading: 'Who can buy',
    body: (
      <p>
        You must be <strong>{F.minimumBuyerAge} or older</strong> to place an order. The shop keeps no accounts or passwords: your cart and
        wishlist stay in your browser.
      </p>
    ),
  },
  {
    id: 'orders',
    heading: 'Orders and cancellations',
    body: (
      <p>
        Orders can be <strong>changed or cancelled within {F.orderChangeWindow}</strong> of being placed; contact us through the <ContactLink /> as soon as you can.
      </p>
    ),
  },
  {
    id: 'prices-and-discounts',
    heading: 'Prices and discounts',
    body: (
      <p>
        Prices are in US dollars. Military and first responders receive a <strong>{F.militaryDiscount} discount</strong>.
      </p>
    ),
  },
  {
    id: 'shipping',
    heading: 'Shipping',
    body: (
      <>
        <p>
          <strong>Free shipping on orders of {F.freeShippingThreshold} or more.</strong>
        </p>
        <ul>
          <li>Standard shipping: {F.shipping.standard}</li>
          <li>Express shipping: {F.shipping.express}</li>
          <li>International shipping: {F.shipping.international}</li>
        </ul>
        <p>Custom apparel is produced in {F.customProductionTime} before it ships.</p>
      </>
    ),
  },
  {
    id: 'returns',
    heading: 'Returns',
    body: (
      <p>
        Returns are accepted within {F.returnWindowDays} days; see our <Link to={paths.returnPolicy()}>Return Policy</Link> for refunds, store credit and exchanges.
      </p>
    ),
  },
  {
    id: 'privacy',
    heading: 'Privacy',
    body: (
      <p>
        What we keep about you and how to have it deleted is in our <Link to={paths.privacyPolicy()}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms? Use the <ContactLink />. Support hours: {SUPPORT_HOURS_SHORT}.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return <PolicyPage title="Terms of Service" updated={F.updated} intro="The rules for shopping with TJ's Biker Gear." sections={SECTIONS} />;
}
