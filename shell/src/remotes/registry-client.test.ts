import { mockApi, type ApiCall } from '@tjb/test-support';

const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: (...args: unknown[]) => registerRemotes(...args) }));

type Client = typeof import('./registry-client');

function freshClient(): Client {
  let client: Client | undefined;
  jest.isolateModules(() => {
    client = require('./registry-client') as Client;
  });
  return client!;
}

const served = { remotes: [{ key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' }] };
const fetched = { remotes: [{ key: 'catalog', scope: 'mfe_catalog', entry: 'https://cdn.example/catalog/remoteEntry.js' }] };

function inlineRegistry(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'tjb-registry';
  script.textContent = text;
  document.head.append(script);
}

describe('registry client', () => {
  let registryFetches: ApiCall[];
  beforeEach(() => {
    registerRemotes.mockReset();
    document.head.innerHTML = '';
    registryFetches = mockApi('get', '/mf/registry.json', () => fetched);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('when the page carries the registry, then the remotes register from it without a fetch', async () => {
    inlineRegistry(JSON.stringify(served));
    const { connectRemotes } = freshClient();
    await expect(connectRemotes()).resolves.toEqual(served);
    expect(registryFetches).toHaveLength(0);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_catalog', entry: 'http://localhost/remotes/mfe-catalog/remoteEntry.js' }], { force: false });
  });

  it('when a remote is reconnected, then the registry is fetched again rather than read from the page', async () => {
    inlineRegistry(JSON.stringify(served));
    const { connectRemotes, reconnectRemote } = freshClient();
    await connectRemotes();
    await reconnectRemote('catalog');
    expect(registryFetches).toHaveLength(1);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_catalog', entry: 'https://cdn.example/catalog/remoteEntry.js' }], { force: true });
  });

  it('when the registry in the page is unreadable, then it is fetched', async () => {
    inlineRegistry('{"remotes": [{"key": "nope"}]}');
    const { connectRemotes } = freshClient();
    await expect(connectRemotes()).resolves.toEqual(fetched);
    expect(registryFetches).toHaveLength(1);
  });

  it('when the page has no registry, then it is fetched', async () => {
    const { connectRemotes } = freshClient();
    await expect(connectRemotes()).resolves.toEqual(fetched);
    expect(registryFetches).toHaveLength(1);
  });
});
