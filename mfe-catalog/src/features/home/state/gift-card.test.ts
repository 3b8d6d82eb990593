import { checkGiftCard, choosePreset, displayedAmount, EMPTY_GIFT_CARD, giftCardCartInput, typeCustom, type GiftCardForm } from './gift-card';

const filled: GiftCardForm = { ...EMPTY_GIFT_CARD, recipientName: 'Dale', recipientEmail: 'dale@example.com', senderName: 'Tina' };

describe('gift card rules', () => {
  it('when a preset is chosen, then the custom amount clears; when a custom amount is typed, then the preset clears', () => {
    const typed = typeCustom(filled, '75');
    expect(typed).toMatchObject({ preset: null, custom: '75' });
    expect(choosePreset(typed, 200)).toMatchObject({ preset: 200, custom: '' });
  });

  it('when the custom amount is empty or unreadable, then 50 is shown', () => {
    expect(displayedAmount(typeCustom(filled, ''))).toBe(50);
    expect(displayedAmount(typeCustom(filled, 'abc'))).toBe(50);
    expect(displayedAmount(typeCustom(filled, '120.5'))).toBe(120.5);
    expect(displayedAmount(filled)).toBe(50);
  });

  it('when a required field is blank, then the Missing Information toast is the answer', () => {
    for (const field of ['recipientName', 'recipientEmail', 'senderName'] as const) {
      expect(checkGiftCard({ ...filled, [field]: '   ' })).toEqual({ ok: false, title: 'Missing Information', description: 'Please fill in all required fields' });
    }
  });

  it('when the custom amount is outside $10 to $5000, then it is refused; at the limits it is accepted', () => {
    expect(checkGiftCard(typeCustom(filled, '9.99'))).toMatchObject({ ok: false, title: 'Invalid Amount' });
    expect(checkGiftCard(typeCustom(filled, '5000.01'))).toMatchObject({ ok: false });
    expect(checkGiftCard(typeCustom(filled, ''))).toMatchObject({ ok: false });
    expect(checkGiftCard(typeCustom(filled, '10'))).toEqual({ ok: true, amount: 10 });
    expect(checkGiftCard(typeCustom(filled, '5000'))).toEqual({ ok: true, amount: 5000 });
  });

  it('when the email is malformed, then it is refused', () => {
    expect(checkGiftCard({ ...filled, recipientEmail: 'dale@' })).toMatchObject({ ok: false, description: 'Please enter a valid email address.' });
  });

  it('when a valid card is bought, then it becomes a cart line "Gift Card $X for {recipient}" of its own', () => {
    const input = giftCardCartInput({ ...filled, preset: 100, message: ' Ride safe ', design: 3 }, 100, 1718000000000);
    expect(input).toMatchObject({
      shopifyProductId: 'gift-card-10000-1718000000000',
      shopifyVariantId: 'gift-card-variant-3-1718000000000',
      quantity: 1,
      price: '100.00',
      productData: { title: 'Gift Card $100 for Dale', handle: 'gift-card', productType: 'Gift Card' },
      variantData: { title: 'Road King design' },
    });
    expect(input.variantData?.selectedOptions).toContainEqual({ name: 'Message', value: 'Ride safe' });
  });
});
