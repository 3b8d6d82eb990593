import { fireEvent, screen } from '@testing-library/react';
import { hydrateServerHtml } from '@tjb/ui/testing';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@tjb/ui';
import { LocationProbe, renderWithRouter } from '../test-utils';
import { SearchForm } from './search-form';

const location = () => screen.getByTestId('location').textContent;

describe('header search', () => {
  it('when the page has not hydrated yet, then the form itself is a GET to the shop with the term as `search`', () => {
    const html = renderToString(
      <MemoryRouter>
        <SearchForm />
      </MemoryRouter>,
    );
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
    expect({ action: form.getAttribute('action'), method: form.getAttribute('method'), field: form.querySelector('input')!.name })
      .toEqual({ action: '/shop', method: 'get', field: 'search' });
  });

  it('when a term was typed before hydration and Enter comes after it, then the shop opens with that term', async () => {
    const page = (
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/no-such-page']}>
        <SearchForm />
        <LocationProbe />
      </MemoryRouter>
    );
    // The shopper types into the server's HTML: the DOM holds the term, React has not seen it.
    const hydrated = await hydrateServerHtml(page, page, { beforeHydrate: (c) => void (c.querySelector('input')!.value = 'boots') });
    fireEvent.submit(hydrated.container.querySelector('form')!);
    expect(location()).toBe('/shop?search=boots');
    hydrated.unmount();
  });

  it('when the term is empty or only spaces, then submitting stays on the page', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchForm />, { route: '/products' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/products');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '    {Enter}');
    expect(location()).toBe('/products');
  });

  it('when a term with spaces around it is submitted, then the shop opens with the trimmed term', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchForm />);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '  leather vest  {Enter}');
    expect(location()).toBe('/shop?search=leather+vest');
  });

  it('when the search button is clicked with a term, then the shop opens with it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchForm />);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'helmet & goggles');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(new URLSearchParams(location()!.split('?')[1]).get('search')).toBe('helmet & goggles');
  });

  it('when two or more characters are typed, then the suggestions show, and Escape closes them', async () => {
    const user = userEvent.setup();
    const renderSuggestions = jest.fn(({ term }: { term: string }) => <p>Suggestions for {term}</p>);
    renderWithRouter(<SearchForm renderSuggestions={renderSuggestions} />);
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, ' h');
    expect(screen.queryByText(/Suggestions for/)).not.toBeInTheDocument();
    await user.type(input, 'e');
    expect(screen.getByText('Suggestions for he')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/Suggestions for/)).not.toBeInTheDocument();
    expect(input).toHaveValue(' he');
  });

  it('when the input loses focus, then the suggestions hide', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <SearchForm renderSuggestions={({ term }) => <p>Suggestions for {term}</p>} />
        <button type="button">elsewhere</button>
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'boots');
    expect(screen.getByText('Suggestions for boots')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByText(/Suggestions for/)).not.toBeInTheDocument();
  });

  it('when a suggestion calls close, then the suggestions hide', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <SearchForm
        renderSuggestions={({ term, close }) => (
          <button type="button" onClick={close}>
            Pick {term}
          </button>
        )}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'chaps');
    await user.click(screen.getByRole('button', { name: 'Pick chaps' }));
    expect(screen.queryByRole('button', { name: 'Pick chaps' })).not.toBeInTheDocument();
  });

  it('when suggestions show, then the input is a combobox that controls their listbox and names the active option', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <SearchForm
        renderSuggestions={({ listboxId, onActiveChange }) => (
          <ul id={listboxId} role="listbox" aria-label="Search suggestions">
            <li id="opt-1" role="option" aria-selected={false} onMouseDown={(e) => e.preventDefault()} onClick={() => onActiveChange('opt-1')}>
              Boots
            </li>
          </ul>
        )}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'bo');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(document.getElementById(input.getAttribute('aria-controls')!)).toBe(screen.getByRole('listbox', { name: 'Search suggestions' }));
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.click(screen.getByRole('option', { name: 'Boots' }));
    expect(input).toHaveAttribute('aria-activedescendant', 'opt-1');
  });
});
