import { fileWhenChanged } from './file-when-changed';

/**
 * The shell's index.html, read again when the build changes. Every page route answers with it; the
 * browser-side router then renders the page.
 */
export function createShellHtml(file: string) {
  const read = fileWhenChanged(file, (html) => html);
  return async function shellHtml(): Promise<string> {
    return (await read()) ?? missingBuildPage(file);
  };
}

function missingBuildPage(file: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TJ's Biker Gear</title></head>
<body style="background:#0d0c0b;color:#efe8dc;font-family:system-ui;padding:2rem">
<h1>The shop is not built yet</h1><p>${file} is missing. Run <code>pnpm build</code> (or <code>npm start</code>) and reload.</p></body></html>`;
}
