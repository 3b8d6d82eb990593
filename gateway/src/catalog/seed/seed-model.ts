import type { CatalogImage, CatalogProduct, CatalogVariant } from '../types';

/**
 * Compact records for the generated catalogue. Whatever can be derived (ids, titles, SKUs, URLs,
 * alt texts, descriptions, dates, options, images) is a prototype getter instead of an own value:
 * a 100k-product catalogue has ~500k variants and ~350k images, and keeping their strings and
 * objects made its heap 250 MB instead of 110 MB, all of it walked by every full garbage collection.
 * Products keep numbers and strings shared with other products. `toJSON` keeps them serialisable
 * like plain objects. Derived values are new objects on each read: compare images by id.
 */
export class SeedVariant implements CatalogVariant {
  constructor(
    readonly number: number,
    readonly selectedOptions: Array<{ name: string; value: string }>,
    readonly priceCents: number,
    readonly compareAtPriceCents: number | null,
    private readonly imageNumber: number | null,
    readonly initialQuantity: number,
  ) {}

  get requiresShipping(): boolean {
    return true;
  }

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

/** Option names and values shared by every product with the same sizes and colours. */
export interface OptionShape {
  options: ReadonlyArray<{ name: string; values: string[] }>;
  /** Alt-text suffix of each colour's image, in image order (' in Black', or '' for a "Default Title" product). */
  colorSuffixes: readonly string[];
}

/** How a description is written: one of the intro sentences, then the features. */
export type IntroWriter = (title: string, vendor: string) => string;

/** The seeded catalogue's "today": dates are relative to it so every run writes the same catalogue. */
export const SEED_EPOCH = Date.UTC(2025, 0, 15);

export interface SeedProductFields {
  /** 1001 + position in the catalogue: product, option, variant and image ids derive from it. */
  number: number;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  /** Whole seconds before SEED_EPOCH (small integers, stored inline, unlike millisecond timestamps). */
  createdSecondsAgo: number;
  updatedSecondsAgo: number;
  shape: OptionShape;
  variants: SeedVariant[];
  /** Images beyond one per colour: ', detail view', ', back view'… */
  viewSuffixes: readonly string[];
  intro: IntroWriter;
  features: readonly string[];
}

const NO_SEO = Object.freeze({ title: null, description: null });
const isoAgo = (seconds: number): string => new Date(SEED_EPOCH - seconds * 1000).toISOString();

export class SeedProduct implements CatalogProduct {
  /** Own string: collections list products by it, so it is shared rather than rebuilt. */
  readonly id: string;
  readonly handle: string;
  readonly title: string;
  readonly productType: string;
  readonly vendor: string;
  readonly tags: string[];
  readonly variants: SeedVariant[];
  private readonly number: number;
  private readonly createdSecondsAgo: number;
  private readonly updatedSecondsAgo: number;
  private readonly shape: OptionShape;
  private readonly viewSuffixes: readonly string[];
  private readonly intro: IntroWriter;
  private readonly features: readonly string[];

  constructor(fields: SeedProductFields) {
    this.id = `gid://shopify/Product/${fields.number}`;
    this.handle = fields.handle;
    this.title = fields.title;
    this.productType = fields.productType;
    this.vendor = fields.vendor;
    this.tags = fields.tags;
    this.variants = fields.variants;
    this.number = fields.number;
    this.createdSecondsAgo = fields.createdSecondsAgo;
    this.updatedSecondsAgo = fields.updatedSecondsAgo;
    this.shape = fields.shape;
    this.viewSuffixes = fields.viewSuffixes;
    this.intro = fields.intro;
    this.features = fields.features;
  }

  get description(): string {
    return `${this.intro(this.title, this.vendor)} ${this.features.join('. ')}.`;
  }

  get descriptionHtml(): string {
    return descriptionToHtml(this.intro(this.title, this.vendor), this.features);
  }

  get createdAt(): string {
    return isoAgo(this.createdSecondsAgo);
  }

  get updatedAt(): string {
    return isoAgo(this.updatedSecondsAgo);
  }

  get options(): CatalogProduct['options'] {
    return this.shape.options.map((o, k) => new SeedOption(this.number * 10 + k + 1, o.name, o.values));
  }

  get images(): SeedImage[] {
    return [...this.shape.colorSuffixes, ...this.viewSuffixes].map((suffix, k) => new SeedImage(this.number * 100 + k + 1, this.handle, this.title, suffix));
  }

  get seo(): CatalogProduct['seo'] {
    return NO_SEO;
  }

  toJSON(): CatalogProduct {
    const { id, handle, title, description, productType, vendor, tags, createdAt, updatedAt, options, variants, images, seo, descriptionHtml } = this;
    return { id, handle, title, description, productType, vendor, tags, createdAt, updatedAt, options, variants, images, seo, descriptionHtml };
  }
}
