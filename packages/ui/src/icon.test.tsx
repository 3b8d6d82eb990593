import { render } from '@testing-library/react';
import { Icon, iconBefore, iconMaskImage } from './icon';

/** The SVG inside a mask image's data URL. */
const svgOf = (image: string) => decodeURIComponent(/^url\("data:image\/svg\+xml,(.*)"\)$/.exec(image)![1]!);

describe('icons drawn by the stylesheet', () => {
  it('when an icon is a mask image, then it is the inline icon\'s own path and stroke, filled only when asked', () => {
    const { container } = render(<Icon name="heart" />);
    const path = container.querySelector('path')!.getAttribute('d')!;
    const outline = svgOf(iconMaskImage('heart'));
    expect(outline).toContain(`<path d='${path}'/>`);
    expect(outline).toMatch(/fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/);
    expect(svgOf(iconMaskImage('heart', true))).toMatch(/fill='black'/);
    // Nothing a quoted url() cannot hold.
    expect(iconMaskImage('cart')).not.toMatch(/<|>|#/);
  });

  it('when a control draws its icon, then its ::before is masked by the shape, and the state given fills it', () => {
    const { styles } = iconBefore('heart', { size: 20, filledWhen: "[aria-pressed='true']" });
    expect(styles).toContain(`--tjb-icon: ${iconMaskImage('heart')};`);
    expect(styles).toContain(`&[aria-pressed='true'] { --tjb-icon: ${iconMaskImage('heart', true)}; }`);
    expect(styles).toMatch(/&::before \{[^}]*width: 20px; height: 20px; background: currentColor; mask: var\(--tjb-icon\) center \/ contain no-repeat;/);
    expect(iconBefore('cart').styles).not.toContain('aria-pressed');
  });
});
