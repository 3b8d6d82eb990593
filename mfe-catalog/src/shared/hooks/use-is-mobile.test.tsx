import { render, waitFor } from '@testing-library/react';
import { hydrateServerHtml } from '@tjb/ui/testing';
import { useDeferredValue } from 'react';
import { useIsMobile } from './use-is-mobile';

/** A window narrower than 768 px, as a phone's. */
function phoneWindow() {
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('max-width: 767px'),
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
}

describe('useIsMobile', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
    document.body.replaceChildren();
  });

  it("when a server-rendered page hydrates on a phone, then it gives the server's answer first and the window's in a transition", async () => {
    // A deferred value follows at once in a transition's render, and one render late in an urgent one.
    const renders: string[] = [];
    function Probe() {
      const mobile = useIsMobile();
      renders.push(`${mobile}/${useDeferredValue(mobile)}`);
      return <i>{String(mobile)}</i>;
    }
    // Rendered on the server (no window width), then hydrated in a phone's window.
    const { serverHtml, container, mismatches } = await hydrateServerHtml(<Probe />, <Probe />, {
      beforeHydrate: () => {
        renders.length = 0;
        phoneWindow();
      },
    });
    expect(serverHtml).toBe('<i>false</i>');
    await waitFor(() => expect(container.textContent).toBe('true'));
    expect(mismatches).toEqual([]);
    expect(renders).toEqual(['false/false', 'true/true']);
  });

  it('when the browser renders a component itself, then it reads the window at once', () => {
    phoneWindow();
    function Probe() {
      return <i>{String(useIsMobile())}</i>;
    }
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('true');
  });
});
