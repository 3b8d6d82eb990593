import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { BrowserFallback } from './browser-fallback';

const Never = lazy(() => new Promise<never>(() => undefined));

describe('BrowserFallback in the browser', () => {
  it('when a page’s code is still loading, then its fallback shows', () => {
    render(
      <Suspense fallback={<BrowserFallback><p>Loading page</p></BrowserFallback>}>
        <Never />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
  });
});
