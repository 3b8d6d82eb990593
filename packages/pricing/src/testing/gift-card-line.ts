/**
 * A home-page gift card line as the browser sends it (the catalogue's gift card form): its ids carry
 * the amount in cents and a timestamp (see ../gift-cards.ts), its options the recipient; the form adds
 * a Message option only when one was written. For the gateway's order tests and the e2e journeys.
 */
export function giftCardLine({ amountCents, recipientEmail = 'sam@example.com', stamp = 1718000000000, message }: { amountCents: number; recipientEmail?: string; stamp?: number; message?: string }) {
  const shopifyProductId = `gift-card-${amountCents}-${stamp}`;
  const shopifyVariantId = `gift-card-variant-2-${stamp}`;
  const selectedOptions = [
    { name: 'Design', value: 'Softail Custom' },
    { name: 'Recipient', value: 'Sam' },
    { name: 'Recipient Email', value: recipientEmail },
    { name: 'From', value: 'Tina' },
  ];
  if (message) selectedOptions.push({ name: 'Message', value: message });
  return {
    id: `${shopifyProductId}-${shopifyVariantId}`,
    shopifyProductId,
    shopifyVariantId,
    quantity: 1,
    price: (amountCents / 100).toFixed(2),
    productData: { title: `Gift Card $${amountCents / 100} for Sam`, handle: 'gift-card', image: null, productType: 'Gift Card' },
    variantData: { title: 'Softail Custom design', selectedOptions },
  };
}
