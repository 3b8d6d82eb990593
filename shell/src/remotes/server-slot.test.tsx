import { renderToString } from 'react-dom/server';
import { RemoteSlot } from './remote-slot';
import { ServerRemotesContext } from './server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('RemoteSlot rendered by the gateway', () => {
  it('renders the remote the gateway has, inside a completed Suspense boundary the browser hydrates', () => {
    const Page = ({ greeting }: { greeting?: string }) => <h1>{greeting ?? 'Helmets'}</h1>;
    const html = renderToString(
      <ServerRemotesContext.Provider value={{ 'catalog/./App': Page as never }}>
        <RemoteSlot remote="catalog" module="./App" />
      </ServerRemotesContext.Provider>,
    );
    expect(html).toBe('<!--$--><h1>Helmets</h1><!--/$-->');
  });

  it('leaves a remote it does not have to the browser: the loading state, marked for client rendering', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(
      <ServerRemotesContext.Provider value={{}}>
        <RemoteSlot remote="cartCheckout" module="./App" />
      </ServerRemotesContext.Provider>,
    );
    expect(html).toMatch(/^<!--\$!-->/);
    expect(html).toContain('aria-busy="true"');
  });
});
