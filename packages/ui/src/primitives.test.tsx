import { css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { LoadingRegion, Skeleton } from './primitives';
import { keyframeProperties } from './testing/keyframes';

describe('LoadingRegion', () => {
  it('is a busy status named by its label, holding its skeletons and the layout it is given', () => {
    render(
      <LoadingRegion label="Loading your cart" css={css`display: grid; gap: 7px;`}>
        <Skeleton height={128} />
      </LoadingRegion>,
    );
    const region = screen.getByRole('status', { name: 'Loading your cart' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(region).gap).toBe('7px');
  });
});

describe('Skeleton', () => {
  /** Every @keyframes rule emotion wrote into the page, with the properties it moves. */
  const keyframesInPage = () => keyframeProperties([...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'));

  it('holds the size it is given, hidden from assistive technology', () => {
    render(<Skeleton height={40} width="60%" />);
    const block = document.querySelector('[aria-hidden="true"]')!;
    expect(getComputedStyle(block).height).toBe('40px');
    expect(getComputedStyle(block).width).toBe('60%');
  });

  it('shimmers by transform alone, which the compositor animates without the page\'s main thread', () => {
    render(<Skeleton height={40} />);
    const shimmer = keyframesInPage().get('tjb-shimmer');
    expect(shimmer && [...shimmer]).toEqual(['transform']);
  });
});
