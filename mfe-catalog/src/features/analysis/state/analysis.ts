import Papa from 'papaparse';
import type { ProductSummary } from '../../../shared/storefront/product-summaries';

export interface TypeRow { category: string; count: number; share: number }
export interface TypeAnalysis {
  total: number;
  rows: TypeRow[];
  average: number;
  /** Navigation suggestion (spec 001): main 50+, secondary 10–49, minor 1–9. */
  groups: { main: TypeRow[]; secondary: TypeRow[]; minor: TypeRow[] };
}

export const UNCATEGORIZED = 'uncategorized';

/** Products per product type (blank → uncategorized), most first, with each one's share of the total. */
export function analyzeProductTypes(products: readonly ProductSummary[]): TypeAnalysis {
  const counts = new Map<string, number>();
  for (const p of products) {
    const type = p.productType.trim() || UNCATEGORIZED;
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  const total = products.length;
  const rows = [...counts]
    .map(([category, count]) => ({ category, count, share: total === 0 ? 0 : (count / total) * 100 }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
  return {
    total,
    rows,
    average: rows.length === 0 ? 0 : total / rows.length,
    groups: {
      main: rows.filter((r) => r.count >= 50),
      secondary: rows.filter((r) => r.count >= 10 && r.count < 50),
      minor: rows.filter((r) => r.count < 10),
    },
  };
}

/** The 'Download CSV Report' file: a `Category,Count` header and one row per product type. */
export function typeReportCsv(rows: readonly TypeRow[]): string {
  return Papa.unparse({ fields: ['Category', 'Count'], data: rows.map((r) => [r.category, r.count]) });
}

export interface InventoryAnalysis {
  total: number;
  topVendors: Array<{ vendor: string; count: number }>;
  renegade: { count: number; samples: ProductSummary[] };
}

/** Spec 001 inventory analysis: top 10 vendors, and the products whose vendor contains "renegade". */
export function analyzeInventory(products: readonly ProductSummary[]): InventoryAnalysis {
  const byVendor = new Map<string, number>();
  for (const p of products) {
    const vendor = p.vendor.trim() || 'Unknown';
    byVendor.set(vendor, (byVendor.get(vendor) ?? 0) + 1);
  }
  const renegade = products.filter((p) => p.vendor.toLowerCase().includes('renegade'));
  return {
    total: products.length,
    topVendors: [...byVendor].map(([vendor, count]) => ({ vendor, count })).sort((a, b) => b.count - a.count || a.vendor.localeCompare(b.vendor)).slice(0, 10),
    renegade: { count: renegade.length, samples: renegade.slice(0, 10) },
  };
}
