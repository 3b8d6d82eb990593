import type { DocumentProps, DocumentStartProps } from '@tjb/shop-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocumentBody, DocumentHeadRest, DocumentStart } from './document';

/**
 * The page's HTML, as static markup (nothing of it is hydrated). The document's own tags are written
 * here, around each part's elements: a part is rendered on its own (the start goes out before the rest
 * exists), and React, given an `<html>`, would order the head's elements across both parts.
 */
const OPEN = '<!doctype html><html lang="en"><head>';
const BETWEEN = '</head><body>';
const CLOSE = '</body></html>';

/** The start of every page: doctype, `<html>`, and the head's elements that every page has (DocumentStart). */
export function renderDocumentStart(props: DocumentStartProps): string {
  return OPEN + renderToStaticMarkup(<DocumentStart scripts={props.scripts} />);
}

/** Everything after renderDocumentStart's part: the rest of the head, and the body. */
export function renderDocumentRest(props: DocumentProps): string {
  return renderToStaticMarkup(<DocumentHeadRest {...props} />) + BETWEEN + renderToStaticMarkup(<DocumentBody splash={props.splash} rendered={props.rendered} />) + CLOSE;
}

/** The page's whole HTML: its start, then its rest. */
export function renderDocument(props: DocumentProps): string {
  return renderDocumentStart(props) + renderDocumentRest(props);
}
