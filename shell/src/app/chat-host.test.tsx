import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { collectToasts } from '@tjb/cart-bus/testing';
import { KEPT_TAP_ATTRIBUTE } from '@tjb/shop-contracts';
import { mockApi } from '@tjb/test-support';
import { afterPageSettled } from '@tjb/ui';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

import { CHAT_UNAVAILABLE, ChatHost } from './chat-host';

const registry = { remotes: [{ key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' }] };

/** The remote's assistant as the catalogue exposes it: its own launcher, and its conversation when open. */
function Assistant({ openOnMount = false }: { openOnMount?: boolean }) {
  return openOnMount ? <section aria-label="Chat with TJ's">conversation</section> : <button type="button">Chat with us</button>;
}

describe('ChatHost', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    mockApi('get', '/mf/registry.json', () => registry);
  });

  it('when a page has settled, then the launcher is there and the assistant is not loaded', async () => {
    loadRemote.mockResolvedValue({ default: Assistant });
    render(<ChatHost />);
    await act(() => afterPageSettled());
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    // In the server's HTML, a press before hydration is held for it (the gateway's kept-taps script).
    expect(launcher).toHaveAttribute(KEPT_TAP_ATTRIBUTE);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('when the shopper points at the launcher, then the assistant is fetched ahead of the press', async () => {
    loadRemote.mockResolvedValue({ default: Assistant });
    render(<ChatHost />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Chat with us' }));
    await act(async () => undefined);
    expect(loadRemote).toHaveBeenCalledWith('mfe_catalog/ChatAssistant');
  });

  it('when the launcher is pressed, then it stands in while the assistant loads, which then mounts with its conversation open', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<ChatHost />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toHaveAttribute('aria-busy', 'true');
    expect(loadRemote).toHaveBeenCalledWith('mfe_catalog/ChatAssistant');
    await act(async () => resolve({ default: Assistant }));
    expect(await screen.findByRole('region', { name: "Chat with TJ's" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('when the assistant cannot be loaded, then the shopper is told so and the launcher stays for another try, which loads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { toasts, stop } = collectToasts();
    loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    render(<ChatHost />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining(CHAT_UNAVAILABLE)]));
    stop();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).not.toHaveAttribute('aria-busy');
    loadRemote.mockResolvedValue({ default: Assistant });
    fireEvent.click(launcher);
    expect(await screen.findByRole('region', { name: "Chat with TJ's" })).toBeInTheDocument();
  });
});
