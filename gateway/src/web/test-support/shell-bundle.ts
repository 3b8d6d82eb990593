import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentProps } from '@tjb/shop-contracts';
import { serverBundleFile } from '../server-render';

/** Where the fixture document starts: the start's props follow as JSON, then PROPS_MARK and the whole props. */
const DOCUMENT_MARK = '<!doctype html><!-- document start -->';
const PROPS_MARK = '<!-- document props -->';

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
  writeFileSync(
    file,
    [
      `exports.renderShop = ${renderShop};`,
      `exports.renderDocumentStart = (props) => ${JSON.stringify(DOCUMENT_MARK)} + JSON.stringify({ scripts: props.scripts });`,
      `exports.renderDocumentRest = (props) => ${JSON.stringify(PROPS_MARK)} + JSON.stringify(props);`,
      'exports.renderDocument = (props) => exports.renderDocumentStart(props) + exports.renderDocumentRest(props);',
      '',
    ].join('\n'),
  );
  if (opts.mtime !== undefined) utimesSync(file, opts.mtime, opts.mtime);
  return file;
}

/** The props of a page written by the fixture bundle's document. */
export function documentOf(html: string): DocumentProps {
  const rest = html.indexOf(PROPS_MARK);
  if (!html.startsWith(DOCUMENT_MARK) || rest < 0) throw new Error(`not a fixture document: ${html.slice(0, 80)}`);
  return JSON.parse(html.slice(rest + PROPS_MARK.length)) as DocumentProps;
}

/** Whether this is the fixture document's start alone (what the gateway sends before the page is rendered). */
export function isDocumentStart(html: string): boolean {
  return html.startsWith(DOCUMENT_MARK) && !html.includes(PROPS_MARK);
}
