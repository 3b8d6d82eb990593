import { render, screen } from '@testing-library/react';
import { EMPTY_FILTERS } from '../../../shared/listing/filters';
import type { Facets } from '../../../shared/listing/facets';
import { FilterPanel } from './filter-panel';

const facets: Facets = {
  lists: [{ id: 'vendors', title: 'Brand', options: [{ value: 'Highway Outlaw', label: 'Highway Outlaw', count: 12, selected: false }] }],
  toggles: [{ id: 'inStock', label: 'In Stock', count: 40, selected: false }],
  priceBounds: null,
};

describe('the filter panel, as a screen reader reads it', () => {
  it('when an option shows its count, then the checkbox is named with it in words and the bracketed figure is not read', () => {
    const { container } = render(<FilterPanel facets={facets} filters={EMPTY_FILTERS} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Highway Outlaw 12 products' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'In Stock 40 products' })).toBeInTheDocument();
    expect(screen.getByText('(12)')).toHaveAttribute('aria-hidden', 'true');
    // ARIA forbids naming an element without a role (a span or div): screen readers ignore the name.
    expect(container.querySelectorAll('span[aria-label], div[aria-label]:not([role])')).toHaveLength(0);
  });
});
