import { readFile } from 'node:fs/promises';

/**
 * The shell's index.html, read once per build. Every page route answers with it; the browser-side
 * router then renders the page.
 */
export function createShellHtml(file: string) {
  let cached: { html: string } | null = null;
  return async function shellHtml(): Promise<string> {
    if (cached) return cached.html;
    try {
      const html = await readFile(file, 'utf8');
      cached = { html };
      return html;
    } catch {
      return missingBuildPage(file);
    }
  };
}

function missingBuildPage(file: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TJ's Biker Gear</title></head>
<body style="background:#0d0c0b;color:#efe8dc;font-family:system-ui;padding:2rem">
<h1>The shop is not built yet</h1><p>${file} is missing. Run <code>pnpm build</code> (or <code>npm start</code>) and reload.</p></body></html>`;
}
