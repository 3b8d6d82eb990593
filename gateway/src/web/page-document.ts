import type { DocumentProps, ShellServerBundle } from '@tjb/shop-contracts';
import type { PreloadManifest } from './preload-manifest';

/**
 * The shell's entry scripts as the Document names them (paths on this origin), from the shell build's
 * preload manifest. Without one (a build older than it, or a broken one), webpack's fixed name for the
 * shell's entry (`output.filename` in @tjb/mf-config's webpack config), so the page still starts.
 */
export function shellScripts(shell: PreloadManifest | null): string[] {
  const entry = shell?.entry.length ? shell.entry : ['main.js'];
  return entry.map((file) => `/${file}`);
}

/**
 * The page's HTML: the shell's Document (its server bundle's renderDocument) with everything the gateway
 * knows about the page as props. No shell server bundle: a page that says how to build the shop.
 */
export function pageHtml(shell: ShellServerBundle | null, props: DocumentProps, bundleFile: string): string {
  return shell ? shell.renderDocument(props) : missingBuildPage(bundleFile);
}

function missingBuildPage(file: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TJ's Biker Gear</title></head>
<body style="background:#0d0c0b;color:#efe8dc;font-family:system-ui;padding:2rem">
<h1>The shop is not built yet</h1><p>${file} is missing. Run <code>pnpm build</code> (or <code>npm start</code>) and reload.</p></body></html>`;
}
