import { render, screen, waitFor } from '@testing-library/react';
import { mockApi } from '@tjb/test-support';
import userEvent from '@testing-library/user-event';
import { REMOTE_UNAVAILABLE_TEXT } from './remote-unavailable';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const registry = { remotes: [{ key: 'support', scope: 'mfe_support', entry: '/remotes/mfe-support/remoteEntry.js' }] };

// Imported after the mock so the slot's loader uses it.
import { RemoteSlot } from './remote-slot';

describe('RemoteSlot', () => {
  beforeEach(() => {
    jest.useRealTimers();
    loadRemote.mockReset();
    registerRemotes.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi('get', '/mf/registry.json', () => registry);
  });

  it('when the remote loads, then its component renders in the slot', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Support page</h1> });
    render(<RemoteSlot remote="support" module="./App" />);
    expect(await screen.findByRole('heading', { name: 'Support page' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_support/App');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_support', entry: 'http://localhost/remotes/mfe-support/remoteEntry.js' }], { force: false });
  });

  it('when the remote throws while rendering, then the slot shows the fallback and Retry renders it again', async () => {
    let crash = true;
    const Flaky = () => {
      if (crash) throw new Error('boom');
      return <h1>Recovered</h1>;
    };
    loadRemote.mockResolvedValue({ default: Flaky });
    render(
      <div>
        <p>Header stays</p>
        <RemoteSlot remote="support" module="./App" />
      </div>,
    );
    expect(await screen.findByRole('heading', { name: REMOTE_UNAVAILABLE_TEXT })).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('when the remote cannot load after the bounded retries, then the fallback shows', async () => {
    loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    render(<RemoteSlot remote="support" module="./App" />);
    expect(await screen.findByRole('heading', { name: REMOTE_UNAVAILABLE_TEXT })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('when an overlay cannot load, then it shows nothing and tells its host once, with the error', async () => {
    registry.remotes.push({ key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' });
    loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    const onUnavailable = jest.fn();
    const { container } = render(<RemoteSlot remote="catalog" module="./ChatAssistant" props={{}} kind="overlay" onUnavailable={onUnavailable} />);
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
    expect(onUnavailable.mock.calls[0][0]).toMatchObject({ message: 'Remote catalog is unavailable' });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: REMOTE_UNAVAILABLE_TEXT })).not.toBeInTheDocument();
  });

  it('when an overlay throws while rendering, then its host is told with the error', async () => {
    registry.remotes.push({ key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' });
    const boom = new Error('boom');
    loadRemote.mockResolvedValue({
      default: () => {
        throw boom;
      },
    });
    const onUnavailable = jest.fn();
    render(<RemoteSlot remote="catalog" module="./ChatAssistant" props={{}} kind="overlay" onUnavailable={onUnavailable} />);
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledWith(boom));
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it("when a module takes props, then the slot passes the contract's props to the remote's component", async () => {
    registry.remotes.push({ key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' });
    loadRemote.mockResolvedValue({ default: ({ term, listboxId }: { term: string; listboxId: string }) => <ul id={listboxId} aria-label={`Suggestions for ${term}`} /> });
    render(<RemoteSlot remote="catalog" module="./SearchSuggestions" props={{ term: 'boots', close: () => undefined, listboxId: 'search-list' }} kind="overlay" />);
    expect(await screen.findByRole('list', { name: 'Suggestions for boots' })).toHaveAttribute('id', 'search-list');
    expect(loadRemote).toHaveBeenCalledWith('mfe_catalog/SearchSuggestions');
  });

  it('when the shell would mount a module with props other than the contract says, then tsc rejects the slot (pnpm typecheck)', () => {
    const slots = [
      // @ts-expect-error the search suggestions need the term and close
      <RemoteSlot key="a" remote="catalog" module="./SearchSuggestions" kind="overlay" />,
      // @ts-expect-error the term is a string
      <RemoteSlot key="b" remote="catalog" module="./SearchSuggestions" props={{ term: 3, close: () => undefined }} />,
      // @ts-expect-error a module with no props is given none
      <RemoteSlot key="c" remote="support" module="./App" props={{ page: 'faqs' }} />,
      // @ts-expect-error mfe-support exposes no side cart
      <RemoteSlot key="d" remote="support" module="./CartPanel" />,
    ];
    expect(slots).toHaveLength(4);
  });
});
