import type { DocumentProps } from '@tjb/shop-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from './document';

/** The page's whole HTML: the Document as static markup (nothing of it is hydrated), doctype first. */
export function renderDocument(props: DocumentProps): string {
  return `<!doctype html>${renderToStaticMarkup(<Document {...props} />)}`;
}
