import { findCategory, findSubtype } from '../category-map';

const quote = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/**
 * The Storefront search query of a category page: its product types OR-ed. With `type`, a header
 * subtype (`mens-leather-jackets`) narrows it to that product type, and a style of the category
 * (`full-face`) to that tag. Null for an unknown category.
 */
export function buildCategoryQuery(category: string, type?: string | null): string | null {
  const definition = findCategory(category);
  if (!definition) return null;
  const anyType = definition.subtypes.map((s) => `product_type:${quote(s.productType)}`).join(' OR ');
  if (!type) return anyType;
  const subtype = findSubtype(type);
  if (subtype) return `product_type:${quote(subtype.productType)}`;
  const style = definition.styles.find((s) => s.tag === type.trim().toLowerCase());
  return style ? `(${anyType}) AND tag:${quote(style.tag)}` : anyType;
}
