import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FOOTER_COLUMNS } from './footer-links';

// The deviations document is what the owner reads to know what the footer does; it must not drift from it.
const doc = readFileSync(path.join(__dirname, '../../../../docs/spec-deviations.md'), 'utf8');
const footerRow = doc.split('\n').find((line) => line.startsWith('| 000 §2.3: footer placeholder links'))!;
const leftOut = (/Left out: ([^(]+)\(/.exec(footerRow)?.[1] ?? '').split(/,| and /).map((s) => s.trim()).filter(Boolean);
const shown = FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.label));

/** The footer links spec 000 §2.3 lists as placeholders. */
const SPEC_LINKS = ['Contact Us', 'Size Guide', 'Shipping Info', 'Returns', 'FAQ', 'Track Order', 'About', 'Stories', 'Careers', 'Press', 'Privacy', 'Terms'];
/** Spec links the footer shows under a longer label. */
const RENAMED: Record<string, string> = { Returns: 'Return Policy', FAQ: 'FAQs', Terms: 'Terms of Service', Stories: 'Rider Stories' };

describe('footer deviations document', () => {
  it('when a spec footer link is missing from the footer, then the document says it is left out, and names nothing the footer shows', () => {
    const missing = SPEC_LINKS.filter((label) => !shown.includes(RENAMED[label] ?? label));
    expect(missing.sort()).toEqual([...leftOut].sort());
    for (const label of leftOut) expect(shown.join('|')).not.toContain(label);
  });

  it('when the footer shows Rider Stories and Privacy, then the document says where they go', () => {
    const links = FOOTER_COLUMNS.flatMap((c) => c.links);
    const href = (label: string) => links.find((l) => l.label === label)?.href;
    expect(footerRow).toContain(`**Rider Stories** and goes to the riders' gallery (${href('Rider Stories')})`);
    expect(footerRow).toContain(`**Privacy** goes to the shop's privacy policy (${href('Privacy')})`);
  });
});
