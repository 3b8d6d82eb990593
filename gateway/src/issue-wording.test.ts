import { cartItemInputSchema, checkoutRequestSchema } from '@tjb/forms';
import { parseInput } from './api/validate';
import { designInputSchema } from './designs/design-input';
import { releaseManifestSchema } from './releases/manifest';

/** The 400 an API client gets for `input`: the message and the field. */
const answer = (schema: Parameters<typeof parseInput>[0], input: unknown) => {
  try {
    parseInput(schema, input);
    return 'accepted';
  } catch (err) {
    const e = err as { message: string; details?: { field?: string } };
    return `${e.details?.field ?? '(body)'}: ${e.message}`;
  }
};

const item = { shopifyProductId: 'gid://shopify/Product/1', shopifyVariantId: null, quantity: 1, price: '24.99' };
const design = { garmentId: 'tshirt', colorId: 'black', presetId: null, text: '', textSize: 20, textColor: '#000000', placement: null, image: null, preview: 'AAAA' };

describe('problems no schema words keep the words API clients know', () => {
  it('when a type is wrong or a key is missing, then "Invalid input: expected …, received …"', () => {
    expect(answer(checkoutRequestSchema, [])).toBe('(body): Invalid input: expected object, received array');
    expect(answer(checkoutRequestSchema, null)).toBe('(body): Invalid input: expected object, received null');
    expect(answer(designInputSchema, { ...design, textSize: 'big' })).toBe('textSize: Invalid input: expected number, received string');
    expect(answer(designInputSchema, { ...design, placement: { x: 1, y: 1 } })).toBe('placement.scale: Invalid input: expected number, received undefined');
    expect(answer(cartItemInputSchema, { ...item, variantData: { selectedOptions: [{ name: 'Size' }] } })).toBe(
      'variantData.selectedOptions.0.value: Invalid input: expected string, received undefined',
    );
  });

  it('when a length or a bound is passed, then "Too big" or "Too small" names the limit and its unit', () => {
    expect(answer(cartItemInputSchema, { ...item, productData: { title: 'x'.repeat(301) } })).toBe('productData.title: Too big: expected string to have <=300 characters');
    expect(answer(designInputSchema, { ...design, textSize: 7 })).toBe('textSize: Too small: expected number to be >=8');
    expect(answer(designInputSchema, { ...design, placement: { x: 401, y: 0, scale: 1 } })).toBe('placement.x: Too big: expected number to be <=400');
  });

  it('when a value is not one of the allowed ones or misses a pattern, then the options or the pattern are named', () => {
    const manifest = { v: 2 };
    expect(answer(releaseManifestSchema, manifest)).toBe('v: Invalid input: expected 1');
    expect(answer(designInputSchema, { ...design, textColor: 'red' })).toBe('textColor: Invalid string: must match pattern /^#[0-9a-fA-F]{6}$/');
  });

  it('when a schema words the problem itself, then those words win', () => {
    expect(answer(designInputSchema, { ...design, garmentId: undefined })).toBe('garmentId: Please select a garment type.');
    expect(answer(cartItemInputSchema, { ...item, quantity: undefined })).toBe('quantity: Quantity must be a whole number from 1 to 999.');
  });
});
