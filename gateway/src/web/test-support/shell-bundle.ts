import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentProps } from '@tjb/shop-contracts';
import { serverBundleFile } from '../server-render';

/** Where the fixture document starts: its props follow as JSON. */
const DOCUMENT_MARK = '<!doctype html><!-- document props -->';

/**
 * A shell server bundle for the gateway's tests. Its document is the props the gateway gave it, as JSON
 * (documentOf reads them back): what the shell's Document makes of them is the shell's own tests' business
 * (shell/src/document). `renderShop` is the body of its render function, `(ctx, page) => …`; without it,
 * the bundle renders no page (the browser renders every page).
 */
export function writeShellBundle(root: string, opts: { renderShop?: string; mtime?: number } = {}): string {
  const file = serverBundleFile(root, 'shell');
  mkdirSync(path.dirname(file), { recursive: true });
  const renderShop = opts.renderShop ?? 'async () => { throw new Error("no render in this fixture"); }';
  writeFileSync(file, `exports.renderShop = ${renderShop};\nexports.renderDocument = (props) => ${JSON.stringify(DOCUMENT_MARK)} + JSON.stringify(props);\n`);
  if (opts.mtime !== undefined) utimesSync(file, opts.mtime, opts.mtime);
  return file;
}

/** The props of a page written by the fixture bundle's document. */
export function documentOf(html: string): DocumentProps {
  if (!html.startsWith(DOCUMENT_MARK)) throw new Error(`not a fixture document: ${html.slice(0, 80)}`);
  return JSON.parse(html.slice(DOCUMENT_MARK.length)) as DocumentProps;
}
