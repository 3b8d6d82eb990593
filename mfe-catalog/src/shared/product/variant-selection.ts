import type { StorefrontProductVariants } from '@tjb/storefront';
import type { ListingVariant } from './product-facts';

/**
 * Choosing a variant by its options, for the product page and the quick pick alike: the product page
 * passes its whole product, the quick pick the options and variants it asked for when it opened (a
 * list's product carries one variant). A whole product gets its whole variant back.
 */
export type ChoosableProduct = Pick<StorefrontProductVariants, 'options' | 'variants'>;
type Product = ChoosableProduct;
type Variant = ListingVariant;

export type Selection = Record<string, string>;
export type ValueState = 'available' | 'sold-out' | 'missing';

export interface OptionGroup { name: string; values: string[] }

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const valueOf = (v: Variant, name: string) => v.selectedOptions.find((o) => same(o.name, name))?.value;

/** The option pickers a product needs: one per option name, values in the product's order; none for a lone default. */
export function optionGroups(product: Product): OptionGroup[] {
  const fromVariants = (name: string) => [...new Set(product.variants.map((v) => valueOf(v, name)).filter((x): x is string => Boolean(x)))];
  const names = product.options.length > 0 ? product.options.map((o) => o.name) : [...new Set(product.variants.flatMap((v) => v.selectedOptions.map((o) => o.name)))];
  return names
    .map((name) => {
      const listed = product.options.find((o) => same(o.name, name))?.values ?? [];
      // Only values some loaded variant has (queries load up to 10 variants).
      const present = fromVariants(name);
      const values = [...listed.filter((v) => present.includes(v)), ...present.filter((v) => !listed.includes(v))];
      return { name, values };
    })
    .filter((g) => g.values.length > 0 && !(g.values.length === 1 && g.values[0] === 'Default Title'));
}

/** Start on the first variant that can be bought, else the first one. */
export function initialSelection(product: Product): Selection {
  const start = product.variants.find((v) => v.availableForSale) ?? product.variants[0];
  return Object.fromEntries((start?.selectedOptions ?? []).map((o) => [o.name, o.value]));
}

/** The variants that agree with every option chosen so far (options not chosen yet match anything). */
function matching<V extends Variant>(product: { variants: V[] }, selection: Selection): V[] {
  return product.variants.filter((v) => v.selectedOptions.every((o) => {
    const key = Object.keys(selection).find((k) => same(k, o.name));
    return key === undefined || same(selection[key]!, o.value);
  }));
}

export function resolveVariant<V extends Variant>(product: { variants: V[] }, selection: Selection): V | undefined {
  if (product.variants.length === 1) return product.variants[0];
  return matching(product, selection)[0];
}

/**
 * Can this value be bought with the other options as chosen: yes, sold out, or no such combination.
 * With some options still open (the quick pick starts so), a value is available while any variant
 * with it and the choices made can be bought.
 */
export function valueState(product: Product, selection: Selection, name: string, value: string): ValueState {
  const candidates = matching(product, { ...selection, [name]: value });
  if (candidates.length === 0) return 'missing';
  return candidates.some((v) => v.availableForSale) ? 'available' : 'sold-out';
}

/**
 * Choosing a value keeps the other choices when that combination exists; otherwise it moves them to the
 * closest variant with the chosen value (an available one first).
 */
export function chooseValue(product: Product, selection: Selection, name: string, value: string): Selection {
  const candidate = { ...selection, [name]: value };
  if (resolveVariant(product, candidate)) return candidate;
  const withValue = product.variants.filter((v) => same(valueOf(v, name) ?? '', value));
  const best = withValue.find((v) => v.availableForSale) ?? withValue[0];
  return best ? Object.fromEntries(best.selectedOptions.map((o) => [o.name, o.value])) : candidate;
}
