/** A cover image drawn from the article's palette and title: no stock photo to license or host. */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else {
      line = `${line} ${word}`;
    }
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

export function renderBlogCover(title: string, [dark, accent]: [string, string]): string {
  const lines = wrap(title, 28).slice(0, 3);
  const text = lines
    .map((line, i) => `<text x="64" y="${360 + i * 64}" font-family="Arial, Helvetica, sans-serif" font-size="52" font-weight="700" fill="#fafaf9">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>
<path d="M0 600 Q300 520 600 590 T1200 560 V675 H0 Z" fill="#000" fill-opacity="0.35"/>
<circle cx="980" cy="190" r="110" fill="none" stroke="#fafaf9" stroke-opacity="0.25" stroke-width="18"/>
<circle cx="1130" cy="190" r="60" fill="none" stroke="#fafaf9" stroke-opacity="0.25" stroke-width="12"/>
<text x="64" y="120" font-family="Arial, Helvetica, sans-serif" font-size="28" letter-spacing="6" fill="#fafaf9" fill-opacity="0.8">TJ'S BIKER GEAR · RIDER NOTES</text>
${text}
</svg>`;
}
