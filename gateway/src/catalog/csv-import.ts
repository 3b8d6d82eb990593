import { parse } from 'csv-parse/sync';
import { buildCatalog } from './build-catalog';
import { collectionsFor } from './collections';
import type { Catalog, CatalogImage, CatalogProduct, CatalogVariant } from './types';

/**
 * Imports Shopify's product CSV export: one product spread over several rows sharing a Handle;
 * the first row carries the product fields, later rows add variants and/or images. A bad row is
 * reported with its line number and skipped; the rest of the file is still imported.
 */
export interface ImportLogger {
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

export interface CsvProblem { line: number; handle?: string; reason: string }

type Row = Record<string, string>;
const REQUIRED_COLUMNS = ['Handle'] as const;
const MAX_VARIANTS = 999;
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

const cell = (row: Row, column: string): string => (row[column] ?? '').trim();

function toCents(text: string): number | null {
  const cleaned = text.replace(/^\$/, '').replace(/,/g, '');
  return MONEY.test(cleaned) ? Math.round(Number(cleaned) * 100) : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Draft {
  product: CatalogProduct;
  number: number;
  line: number;
  optionNames: string[];
  published: boolean;
  imagesByUrl: Map<string, CatalogImage>;
  /** Variant Image URLs, resolved once every image row of the product has been read. */
  variantImages: Array<{ variant: CatalogVariant; url: string }>;
}

/** Parses CSV text into a catalogue; `problems` lists every skipped row (also logged via `logger.warn`). */
export function importShopifyCsv(
  text: string,
  opts: { logger?: ImportLogger; source?: string; importedAt?: string } = {},
): { catalog: Catalog; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const source = opts.source ?? 'catalog CSV';
  const report = (problem: CsvProblem, skipped: 'row' | 'product' = 'row') => {
    problems.push(problem);
    opts.logger?.warn({ ...problem, source }, `${source} line ${problem.line}: ${problem.reason}; ${skipped} skipped`);
  };
  let lastLine = 1;
  const unreadableLines = new Set<number>();
  const records = parse(text, {
    bom: true,
    columns: (header: string[]) => header.map((h) => h.trim()),
    info: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (err) => {
      const line = typeof err?.lines === 'number' ? err.lines : lastLine + 1;
      // One broken record can raise several errors; report its line once.
      if (!unreadableLines.has(line)) report({ line, reason: `unreadable CSV record (${err?.message ?? 'parse error'})` });
      unreadableLines.add(line);
      return undefined;
    },
  }) as Array<{ record: Row; raw: string; info: { lines: number } }>;

  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = REQUIRED_COLUMNS.filter((c) => records.length > 0 && !header.includes(c));
  if (missing.length > 0) throw new Error(`${source}: not a Shopify product CSV (missing column ${missing.join(', ')})`);

  const importedAt = opts.importedAt ?? new Date().toISOString();
  const drafts = new Map<string, Draft>();
  for (const { record: row, raw, info } of records) {
    // csv-parse reports the line a record ends on (a quoted body may span lines); skipped empty
    // lines show up as leading newlines of the raw record.
    let line = lastLine + 1 + (/^(\r?\n)*/.exec(raw)?.[0].split('\n').length ?? 1) - 1;
    while (unreadableLines.has(line)) line += 1;
    lastLine = Math.max(info.lines, line);
    const handle = cell(row, 'Handle').toLowerCase();
    if (!handle) {
      report({ line, reason: 'missing Handle' });
      continue;
    }
    if (!/^[a-z0-9][a-z0-9-]*$/.test(handle)) {
      report({ line, handle, reason: `invalid Handle "${handle}"` });
      continue;
    }
    let draft = drafts.get(handle);
    if (!draft) {
      const title = cell(row, 'Title');
      if (!title) {
        report({ line, handle, reason: 'first row of a product has no Title' });
        continue;
      }
      const number = 1001 + drafts.size;
      const body = row['Body (HTML)'] ?? '';
      const status = cell(row, 'Status').toLowerCase();
      draft = {
        number,
        line,
        optionNames: [1, 2, 3].map((n) => cell(row, `Option${n} Name`)).filter(Boolean),
        published: cell(row, 'Published').toLowerCase() !== 'false' && (status === '' || status === 'active'),
        imagesByUrl: new Map(),
        variantImages: [],
        product: {
          id: `gid://shopify/Product/${number}`,
          handle,
          title,
          description: htmlToText(body),
          descriptionHtml: body.trim(),
          productType: cell(row, 'Type'),
          vendor: cell(row, 'Vendor'),
          tags: cell(row, 'Tags').split(',').map((t) => t.trim()).filter(Boolean),
          createdAt: importedAt,
          updatedAt: importedAt,
          options: [],
          variants: [],
          images: [],
          seo: { title: cell(row, 'SEO Title') || null, description: cell(row, 'SEO Description') || null },
        },
      };
      if (draft.optionNames.length === 0) draft.optionNames = ['Title'];
      drafts.set(handle, draft);
    }
    const imageProblem = addImage(draft, row);
    if (imageProblem) report({ line, handle, reason: imageProblem });
    const variantProblem = addVariant(draft, row);
    if (variantProblem) report({ line, handle, reason: variantProblem });
  }

  const products: CatalogProduct[] = [];
  for (const draft of drafts.values()) {
    if (draft.product.variants.length === 0) {
      report({ line: draft.line, handle: draft.product.handle, reason: 'product has no valid variant' }, 'product');
      continue;
    }
    if (!draft.published) continue;
    for (const { variant, url } of draft.variantImages) {
      if (!draft.imagesByUrl.has(url)) addImage(draft, { 'Image Src': url });
      variant.imageId = draft.imagesByUrl.get(url)?.id ?? null;
    }
    draft.product.options = draft.optionNames.map((name, k) => ({
      id: `gid://shopify/ProductOption/${draft.number * 10 + k + 1}`,
      name,
      values: [...new Set(draft.product.variants.map((v) => v.selectedOptions[k]?.value ?? ''))],
    }));
    products.push(draft.product);
  }
  opts.logger?.info({ source, products: products.length, skippedRows: problems.length }, 'catalogue imported from CSV');
  return { catalog: buildCatalog(products, collectionsFor(products, importedAt)), problems };
}

function addImage(draft: Draft, row: Row): string | null {
  const src = cell(row, 'Image Src');
  if (!src) return null;
  if (!/^https?:\/\/\S+$/i.test(src) && !src.startsWith('/')) return `invalid Image Src "${src}"`;
  if (draft.imagesByUrl.has(src)) return null;
  const images = draft.product.images;
  const image: CatalogImage = {
    id: `gid://shopify/ProductImage/${draft.number * 1000 + images.length + 1}`,
    url: src,
    altText: cell(row, 'Image Alt Text') || draft.product.title,
    width: 800,
    height: 800,
  };
  const position = Number(cell(row, 'Image Position'));
  images.splice(Number.isInteger(position) && position > 0 ? Math.min(position - 1, images.length) : images.length, 0, image);
  draft.imagesByUrl.set(src, image);
  return null;
}

function addVariant(draft: Draft, row: Row): string | null {
  const values = draft.optionNames.map((_, k) => cell(row, `Option${k + 1} Value`));
  const priceText = cell(row, 'Variant Price');
  // An image-only row: no option value and no price.
  if (values.every((v) => !v) && !priceText) return null;
  if (values.some((v) => !v)) return `variant is missing a value for option ${draft.optionNames.join('/')}`;
  const priceCents = toCents(priceText);
  if (priceCents === null) return `invalid Variant Price "${priceText}"`;
  const compareText = cell(row, 'Variant Compare At Price');
  const compareAtPriceCents = compareText ? toCents(compareText) : null;
  if (compareText && compareAtPriceCents === null) return `invalid Variant Compare At Price "${compareText}"`;
  const qtyText = cell(row, 'Variant Inventory Qty');
  if (qtyText && !/^-?\d+$/.test(qtyText)) return `invalid Variant Inventory Qty "${qtyText}"`;
  const variants = draft.product.variants;
  const selectedOptions = draft.optionNames.map((name, k) => ({ name, value: values[k] as string }));
  const key = values.join(' / ');
  if (variants.some((v) => v.title === key || (key === 'Default Title' && v.title === 'Default Title'))) {
    return `duplicate variant "${key}"`;
  }
  if (variants.length >= MAX_VARIANTS) return `more than ${MAX_VARIANTS} variants`;
  const variantImage = cell(row, 'Variant Image');
  const variant: CatalogVariant = {
    id: `gid://shopify/ProductVariant/${draft.number * 1000 + variants.length + 1}`,
    title: key,
    sku: cell(row, 'Variant SKU'),
    priceCents,
    compareAtPriceCents: compareAtPriceCents !== null && compareAtPriceCents > priceCents ? compareAtPriceCents : null,
    selectedOptions,
    imageId: null,
    initialQuantity: Math.max(0, Number(qtyText || 0)),
    requiresShipping: cell(row, 'Variant Requires Shipping').toLowerCase() !== 'false',
  };
  variants.push(variant);
  if (variantImage) draft.variantImages.push({ variant, url: variantImage });
  return null;
}
