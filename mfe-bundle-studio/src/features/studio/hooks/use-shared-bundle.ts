import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { productsByHandle } from '../../../shared/api/products-by-handle';
import type { BundleEntry } from '../state/bundle-reducer';
import { dispatchBundle } from '../state/bundle-store';
import { decodeShareLink, SHARE_PARAM } from '../state/share-link';

export type SharedBundleStatus =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; items: number; skipped: string[] };

/** A handle as words, to name a product the shop no longer has ("eagle-back-patch" → "Eagle Back Patch"). */
const nameOfHandle = (handle: string) => handle.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/**
 * Opens a shared link (`?bundle=…`): rebuilds the bundle from current catalogue data and says which
 * products were skipped (gone or sold out). The link leaves the address bar once it is read, so a reload
 * keeps the shopper's edits instead of loading the link again.
 */
export function useSharedBundle(): SharedBundleStatus {
  const [params, setParams] = useSearchParams();
  const link = params.get(SHARE_PARAM);
  const [status, setStatus] = useState<SharedBundleStatus>({ state: 'none' });

  useEffect(() => {
    if (link === null) return;
    const decoded = decodeShareLink(link);
    setParams((p) => {
      p.delete(SHARE_PARAM);
      return p;
    }, { replace: true });
    if (!decoded.ok) {
      setStatus({ state: 'failed', message: decoded.message });
      return;
    }
    setStatus({ state: 'loading' });
    productsByHandle(decoded.items.map((i) => i.handle)).then(
      (found) => {
        const entries: BundleEntry[] = [];
        const skipped: string[] = [];
        for (const item of decoded.items) {
          const product = found.get(item.handle);
          if (!product) skipped.push(`${nameOfHandle(item.handle)} (no longer in the shop)`);
          else if (!product.availableForSale) skipped.push(`${product.title} (sold out)`);
          else entries.push({ categoryId: item.categoryId, product, quantity: item.quantity });
        }
        dispatchBundle({ type: 'replace', entries });
        setStatus({ state: 'loaded', items: entries.reduce((n, e) => n + e.quantity, 0), skipped });
      },
      () => setStatus({ state: 'failed', message: 'The shared bundle could not be loaded: the catalogue did not answer. Reload the page to try again.' }),
    );
  }, [link, setParams]);

  return status;
}
