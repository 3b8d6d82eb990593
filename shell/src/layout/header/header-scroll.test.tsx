import { act, screen } from '@testing-library/react';
import { renderWithRouter, scrollWindowTo } from '../test-utils';
import { Header, HEADER_SCROLLED_AT_PX } from './header';

// Counts the renders of two of the header's heaviest parts.
const renders = { categoryBar: 0, primaryNav: 0 };
jest.mock('./category-bar', () => ({
  CategoryBar: () => {
    renders.categoryBar += 1;
    return <nav aria-label="Categories" />;
  },
}));
jest.mock('./primary-nav', () => ({
  PrimaryNav: () => {
    renders.primaryNav += 1;
    return <nav aria-label="Main" />;
  },
  PrimaryLinkItems: () => null,
}));

describe('header on scroll', () => {
  it('when the scroll crosses the threshold, then only the header element re-renders, not its menus', () => {
    scrollWindowTo(0);
    renderWithRouter(<Header />);
    const before = { ...renders };
    act(() => scrollWindowTo(HEADER_SCROLLED_AT_PX + 1));
    expect(screen.getByRole('banner')).toHaveClass('is-scrolled');
    act(() => scrollWindowTo(0));
    expect(screen.getByRole('banner')).not.toHaveClass('is-scrolled');
    expect(renders).toEqual(before);
  });
});
