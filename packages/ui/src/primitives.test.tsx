import { css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { LoadingRegion, Skeleton } from './primitives';

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
