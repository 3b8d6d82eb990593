import { makeProduct, makeVariant } from '../../testing/products';
import { chooseValue, initialSelection, optionGroups, resolveVariant, valueState } from './variant-selection';

const v = (size: string, color: string, availableForSale = true) =>
  makeVariant({ title: `${size} / ${color}`, availableForSale, selectedOptions: [{ name: 'Size', value: size }, { name: 'Color', value: color }] });

const product = makeProduct({
  options: [{ name: 'Size', values: ['S', 'M', 'L'] }, { name: 'Color', values: ['Black', 'Brown'] }],
  variants: [v('S', 'Black', false), v('S', 'Brown'), v('M', 'Black'), v('M', 'Brown', false), v('L', 'Black')],
});

describe('variant selection', () => {
  it('when a product loads, then it starts on the first variant that can be bought', () => {
    expect(initialSelection(product)).toEqual({ Size: 'S', Color: 'Brown' });
    expect(optionGroups(product)).toEqual([{ name: 'Size', values: ['S', 'M', 'L'] }, { name: 'Color', values: ['Black', 'Brown'] }]);
  });

  it('when only some options are chosen, then a value is available while any variant with it can be bought', () => {
    expect(valueState(product, {}, 'Size', 'S')).toBe('available');
    expect(valueState(product, {}, 'Color', 'Black')).toBe('available');
    expect(valueState(product, { Color: 'Brown' }, 'Size', 'M')).toBe('sold-out');
    expect(valueState(product, { Color: 'Brown' }, 'Size', 'L')).toBe('missing');
  });

  it('when size and color are chosen, then they resolve one variant', () => {
    expect(resolveVariant(product, { Size: 'M', Color: 'Black' })?.title).toBe('M / Black');
    expect(resolveVariant(product, { Size: 'L', Color: 'Brown' })).toBeUndefined();
  });

  it('when the other options are set, then each value says whether it is available, sold out or missing', () => {
    const sel = { Size: 'M', Color: 'Black' };
    expect(valueState(product, sel, 'Color', 'Brown')).toBe('sold-out');
    expect(valueState(product, sel, 'Size', 'S')).toBe('sold-out');
    expect(valueState(product, sel, 'Size', 'L')).toBe('available');
    expect(valueState(product, { Size: 'L', Color: 'Black' }, 'Color', 'Brown')).toBe('missing');
  });

  it('when a value has no variant with the current choices, then the others move to a variant that has it', () => {
    expect(chooseValue(product, { Size: 'M', Color: 'Brown' }, 'Size', 'L')).toEqual({ Size: 'L', Color: 'Black' });
    expect(chooseValue(product, { Size: 'S', Color: 'Brown' }, 'Color', 'Black')).toEqual({ Size: 'S', Color: 'Black' });
  });

  it('when a product has only a default variant, then no picker is shown and that variant is used', () => {
    const single = makeProduct({ options: [{ name: 'Title', values: ['Default Title'] }], variants: [makeVariant({ title: 'Default Title', selectedOptions: [{ name: 'Title', value: 'Default Title' }] })] });
    expect(optionGroups(single)).toEqual([]);
    expect(resolveVariant(single, initialSelection(single))).toBe(single.variants[0]);
  });
});
