import { STORAGE_KEYS } from '@tjb/cart-bus';
import { SPLASH_COOKIE } from '@tjb/shop-contracts';
import { ContactLink } from './contact-link';
import { POLICY_FACTS as F } from './policy-facts';
import { PolicyPage, type PolicySection } from './policy-page';

/** The session cookie's name and life as the gateway sets them (gateway/src/api/sessions.ts). */
const SESSION_COOKIE = 'tjb_session';
const SESSION_DAYS = 30;

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'in-your-browser',
    heading: 'In your browser',
    body: (
      <>
        <p>These stay on your device until you clear your browser&apos;s site data; we cannot read them from our side:</p>
        <ul>
          <li>
            <code>{STORAGE_KEYS.cart}</code>: your cart.
          </li>
          <li>
            <code>{STORAGE_KEYS.wishlist}</code>: your wishlist.
          </li>
          <li>
            <code>{STORAGE_KEYS.recent}</code>: products you viewed recently.
          </li>
          <li>
            <code>{STORAGE_KEYS.lastOrder}</code>: the number of your last order, for its confirmation page.
          </li>
          <li>
            <code>tjb.splashSeen.v1</code> (this tab only) and the <code>{SPLASH_COOKIE}</code> cookie (until you close the browser): that you have seen the intro.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'session-and-cart',
    heading: 'Session cookie and server cart',
    body: (
      <p>
        The <code>{SESSION_COOKIE}</code> cookie holds a random code, not your name, and lasts {SESSION_DAYS} days from your last visit. Under that code we keep a copy of
        your cart so it survives a change of device tab or browser storage. It is forgotten with the cookie.
      </p>
    ),
  },
  {
    id: 'orders',
    heading: 'Orders',
    body: (
      <p>
        When you order we keep your name, email, phone, shipping and billing addresses and what you bought, to fulfil the order, handle returns within{' '}
        {F.returnWindowDays} days and meet tax record duties. We never store your full card number; the payment processor handles it.
      </p>
    ),
  },
  {
    id: 'contact-messages',
    heading: 'Contact messages',
    body: <p>Messages you send through the contact form (name, email, optional phone, subject, topic and message) are kept so we can answer them and follow up.</p>,
  },
  {
    id: 'newsletter',
    heading: 'Newsletter',
    body: <p>If you sign up for the newsletter we keep your email address until you unsubscribe or ask us to delete it.</p>,
  },
  {
    id: 'deletion',
    heading: 'Asking for deletion',
    body: (
      <p>
        To see or delete what we hold about you, send a message through the <ContactLink /> from the email address you used, with the topic General Inquiry. We
        delete your orders&apos; personal details, contact messages and newsletter address, except what the law requires us to keep, and confirm by email.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Sharing',
    body: <p>We do not sell your details. They go only to the services that take payment and deliver your order.</p>,
  },
];

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      updated={F.updated}
      intro="What TJ's Biker Gear keeps about you when you shop as a guest, for how long, and how to have it deleted."
      sections={SECTIONS}
    />
  );
}
