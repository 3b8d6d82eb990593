import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '@tjb/shop-contracts';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StaticSection } from './static-section';
import { hydrateServerHtml } from './testing/hydrate-server-html';

const rendered = jest.fn();

function Copy() {
  rendered();
  return (
    <>
      <h2>Ride hard</h2>
      <p>
        Gear for the long road. <Link to="/shop/helmets?style=full-face">Helmets</Link> <a href="https://example.com/elsewhere">Elsewhere</a>{' '}
        <a href="#sizes">Sizes</a>
      </p>
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

const page = (
  <MemoryRouter initialEntries={['/']}>
    <Where />
    <Routes>
      <Route
        path="*"
        element={
          <StaticSection as="footer" className="kept">
            <Copy />
          </StaticSection>
        }
      />
    </Routes>
  </MemoryRouter>
);

/** The page as the gateway serves it: its root marked server-rendered, the nodes noted before the scripts run. */
async function hydrateServerRendered() {
  let before: Node[] = [];
  const hydrated = await hydrateServerHtml(page, page, {
    beforeHydrate: (container) => {
      container.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
      before = Array.from(container.querySelectorAll('footer *'));
      rendered.mockClear();
    },
  });
  return { ...hydrated, before };
}

describe('StaticSection', () => {
  afterEach(() => {
    document.body.replaceChildren();
    rendered.mockClear();
  });

  it('when the server renders it, then its HTML holds the children', async () => {
    const { serverHtml } = await hydrateServerRendered();
    expect(serverHtml).toContain('<footer class="kept"><h2>Ride hard</h2>');
    expect(serverHtml).toContain('href="/shop/helmets?style=full-face"');
  });

  it("when a server-rendered page hydrates, then the server's nodes stay as they are and none of the children's code runs", async () => {
    const { container, before, mismatches } = await hydrateServerRendered();
    expect(mismatches).toEqual([]);
    expect(rendered).not.toHaveBeenCalled();
    const after = Array.from(container.querySelectorAll('footer *'));
    expect(after).toHaveLength(before.length);
    after.forEach((node, i) => expect(node).toBe(before[i]));
    // React marks each node it hydrated with its fiber: the section is React's, what it holds is not.
    const byReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    expect(byReact(container.querySelector('footer')!)).toBe(true);
    expect(after.filter(byReact)).toEqual([]);
    expect(container.querySelector('footer')!.className).toBe('kept');
  });

  it('when a server-rendered page hydrates, then nothing renders again once hydration is done', async () => {
    // Every commit under the profiler: a section that rendered again after hydration would add an update.
    const commits: string[] = [];
    const profiled = (
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        {page}
      </Profiler>
    );
    await hydrateServerHtml(profiled, profiled, { beforeHydrate: (container) => container.setAttribute(SERVER_RENDERED_ATTRIBUTE, '') });
    expect(commits).toEqual(['mount']);
  });

  it('when a link in the kept HTML is clicked, then the router follows it without a page load', async () => {
    const { container } = await hydrateServerRendered();
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Helmets' }));
    expect(followed).toBe(false); // the browser's own navigation was prevented
    expect(container.querySelector('output')!.textContent).toBe('/shop/helmets?style=full-face');
    expect(rendered).not.toHaveBeenCalled();
  });

  it('when a link to another site, to a place on the page, or with a modifier key is clicked, then the browser handles it', async () => {
    await hydrateServerRendered();
    /** Whether the click reached the document still the browser's to follow (then stopped there: jsdom cannot navigate). */
    const leftToBrowser = (name: string, init: MouseEventInit = {}) => {
      let prevented: boolean | undefined;
      const look = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', look);
      fireEvent.click(screen.getByRole('link', { name }), init);
      document.removeEventListener('click', look);
      return prevented === false;
    };
    expect(leftToBrowser('Elsewhere')).toBe(true);
    expect(leftToBrowser('Sizes')).toBe(true);
    expect(leftToBrowser('Helmets', { ctrlKey: true })).toBe(true);
    expect(document.querySelector('output')!.textContent).toBe('/');
  });

  it('when it mounts in the browser (a client navigation), then it renders its children', () => {
    render(page);
    expect(rendered).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Ride hard' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Helmets' }));
    expect(document.querySelector('output')!.textContent).toBe('/shop/helmets?style=full-face');
  });

  it('when the page was not rendered by the gateway, then hydration renders its children as usual', async () => {
    const { mismatches } = await hydrateServerHtml(page, page, { beforeHydrate: () => rendered.mockClear() });
    expect(mismatches).toEqual([]);
    expect(rendered).toHaveBeenCalled();
  });

  describe('with what it shows in a word (sameAs)', () => {
    const shown = jest.fn();
    function Price({ value }: { value: string }) {
      shown(value);
      return <p>{value}</p>;
    }
    let setPrice: (price: string) => void = () => undefined;
    function PricedPage() {
      const [price, set] = useState('$10.00');
      setPrice = set;
      return (
        <MemoryRouter>
          <StaticSection as="div" className="priced" sameAs={price}>
            <Price value={price} />
          </StaticSection>
        </MemoryRouter>
      );
    }
    const hydratePriced = () =>
      hydrateServerHtml(<PricedPage />, <PricedPage />, {
        beforeHydrate: (container) => {
          container.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
          shown.mockClear();
        },
      });

    it('when it is the same after hydration, then the server HTML stands and the children never render', async () => {
      const { container, mismatches } = await hydratePriced();
      const kept = container.querySelector('.priced p');
      act(() => setPrice('$10.00'));
      expect(mismatches).toEqual([]);
      expect(shown).not.toHaveBeenCalled();
      expect(container.querySelector('.priced p')).toBe(kept);
      expect(kept!.textContent).toBe('$10.00');
    });

    it('when it changes, then the section renders its children, and keeps rendering them if it changes back', async () => {
      const { container } = await hydratePriced();
      act(() => setPrice('$8.00'));
      expect(shown).toHaveBeenLastCalledWith('$8.00');
      expect(container.querySelectorAll('.priced')).toHaveLength(1);
      expect(container.querySelector('.priced')!.textContent).toBe('$8.00');
      act(() => setPrice('$10.00'));
      expect(container.querySelector('.priced')!.textContent).toBe('$10.00');
    });
  });
});
