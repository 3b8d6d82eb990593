import type { CatalogImage, CatalogProduct, CatalogVariant } from '../types';

/**
 * Compact variant and image records for the generated catalogue. Derived strings (ids, titles,
 * SKUs, URLs, alt texts) are prototype getters instead of own strings: a 100k-product catalogue
 * has ~500k variants and ~350k images, and their own strings alone cost hundreds of MB.
 * `toJSON` keeps them serialisable like plain objects.
 */
export class SeedVariant implements CatalogVariant {
  readonly requiresShipping = true;
  constructor(
    readonly number: number,
    readonly selectedOptions: Array<{ name: string; value: string }>,
    readonly priceCents: number,
    readonly compareAtPriceCents: number | null,
    private readonly imageNumber: number | null,
    readonly initialQuantity: number,
  ) {}

  get id(): string {
    return `gid://shopify/ProductVariant/${this.number}`;
  }

  get title(): string {
    return this.selectedOptions.map((o) => o.value).join(' / ');
  }

  get sku(): string {
    const values = this.selectedOptions.map((o) => o.value.replace(/[^A-Za-z0-9]+/g, '').toUpperCase());
    return `TJB-${Math.floor(this.number / 100)}-${values.reverse().join('-')}`;
  }

  get imageId(): string | null {
    return this.imageNumber === null ? null : `gid://shopify/ProductImage/${this.imageNumber}`;
  }

  toJSON(): CatalogVariant {
    const { id, title, sku, priceCents, compareAtPriceCents, selectedOptions, imageId, initialQuantity, requiresShipping } = this;
    return { id, title, sku, priceCents, compareAtPriceCents, selectedOptions, imageId, initialQuantity, requiresShipping };
  }
}

export class SeedImage implements CatalogImage {
  readonly width = 800;
  readonly height = 800;
  constructor(
    readonly number: number,
    private readonly handle: string,
    private readonly title: string,
    /** ' in Black', ', detail view' or '' — shared strings. */
    private readonly altSuffix: string,
  ) {}

  get id(): string {
    return `gid://shopify/ProductImage/${this.number}`;
  }

  get url(): string {
    return `/media/products/${this.handle}/${this.number % 100}.svg`;
  }

  get altText(): string {
    return `${this.title}${this.altSuffix}`;
  }

  toJSON(): CatalogImage {
    const { id, url, altText, width, height } = this;
    return { id, url, altText, width, height };
  }
}

export class SeedOption {
  constructor(
    readonly number: number,
    readonly name: string,
    readonly values: string[],
  ) {}

  get id(): string {
    return `gid://shopify/ProductOption/${this.number}`;
  }

  toJSON(): { id: string; name: string; values: string[] } {
    return { id: this.id, name: this.name, values: this.values };
  }
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML form of a generated description: the intro as a paragraph, the features as a list. */
export function descriptionToHtml(intro: string, features: readonly string[]): string {
  return `<p>${escapeHtml(intro)}</p><ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`;
}

/** Product fields except `descriptionHtml`, which is derived from the description on demand. */
export type SeedProductFields = Omit<CatalogProduct, 'descriptionHtml' | 'variants' | 'images'> & {
  variants: SeedVariant[];
  images: SeedImage[];
};

export class SeedProduct implements CatalogProduct {
  id!: string;
  handle!: string;
  title!: string;
  description!: string;
  productType!: string;
  vendor!: string;
  tags!: string[];
  createdAt!: string;
  updatedAt!: string;
  options!: CatalogProduct['options'];
  variants!: SeedVariant[];
  images!: SeedImage[];
  seo!: CatalogProduct['seo'];

  constructor(fields: SeedProductFields, private readonly introLength: number) {
    Object.assign(this, fields);
  }

  get descriptionHtml(): string {
    const intro = this.description.slice(0, this.introLength);
    const features = this.description.slice(this.introLength + 1, -1).split('. ');
    return descriptionToHtml(intro, features);
  }

  toJSON(): CatalogProduct {
    const { introLength: _derivedFrom, ...fields } = this;
    return { ...fields, descriptionHtml: this.descriptionHtml };
  }
}
