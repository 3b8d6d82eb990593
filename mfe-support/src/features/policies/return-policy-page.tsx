import { SUPPORT_HOURS_SHORT } from '../../shared/support-contact';
import { ContactLink } from './contact-link';
import { POLICY_FACTS as F } from './policy-facts';
import { PolicyPage, type PolicySection } from './policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'return-window',
    heading: 'Return window',
    body: (
      <>
        <p>
          You can return unworn gear within <strong>{F.returnWindowDays} days</strong> of delivery, with its tags attached.
        </p>
        <p>
          Holiday purchases made between <strong>{F.holidayPurchases}</strong> can be returned until <strong>{F.holidayReturnBy}</strong>.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <p>
        Once your return arrives and is checked, we refund your original payment method within <strong>{F.refundTime}</strong>.
      </p>
    ),
  },
  {
    id: 'store-credit',
    heading: 'Store credit',
    body: (
      <p>
        Prefer store credit? You get the full amount plus a <strong>{F.storeCreditBonus} bonus</strong>, and store credit <strong>never expires</strong>.
      </p>
    ),
  },
  {
    id: 'exchanges',
    heading: 'Exchanges',
    body: (
      <p>
        <strong>Exchanges are free</strong>: swap for another size or color within the return window.
      </p>
    ),
  },
  {
    id: 'custom-items',
    heading: 'Custom items',
    body: (
      <p>
        Custom apparel is made for you (production takes {F.customProductionTime}), so custom items are <strong>final sale unless defective</strong>.
      </p>
    ),
  },
  {
    id: 'start-a-return',
    heading: 'How to start a return',
    body: (
      <p>
        Send us a message through the <ContactLink /> with the topic Returns &amp; Exchanges and your order number. We answer {SUPPORT_HOURS_SHORT}.
      </p>
    ),
  },
];

export function ReturnPolicyPage() {
  return (
    <PolicyPage
      title="Return Policy"
      updated={F.updated}
      intro={`Not the right fit? Unworn gear can come back within ${F.returnWindowDays} days.`}
      sections={SECTIONS}
    />
  );
}
