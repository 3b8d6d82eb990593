import { render } from '@testing-library/react';
import { belowTheFold } from './below-the-fold';
import { breakpoints } from './theme';

/** The rules emotion inserted for the element's class, as the browser would read them. */
function rulesFor(element: Element): string[] {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  return rules.map((rule) => rule.cssText).filter((text) => [...element.classList].some((name) => text.includes(`.${name}`)));
}

describe('belowTheFold', () => {
  it('lets the browser skip the band until it nears the viewport, holding the height given for each screen width', () => {
    const { container } = render(<section css={belowTheFold({ mobile: 1064, desktop: 520 })}>links</section>);
    const band = container.querySelector('section')!;
    const rules = rulesFor(band).join('\n');
    expect(rules).toMatch(/content-visibility:\s*auto/);
    expect(rules).toMatch(/contain-intrinsic-size:\s*auto 1064px/);
    // Wider screens get their own height, from the shop's one breakpoint.
    expect(rules).toMatch(new RegExp(`@media \\(min-width: ${breakpoints.mobile}px\\)\\s*\\{[^}]*contain-intrinsic-size:\\s*auto 520px`));
    expect(band).toHaveTextContent('links');
  });
});
