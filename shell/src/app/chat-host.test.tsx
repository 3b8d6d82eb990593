import { render, screen } from '@testing-library/react';
import { mockApi } from '@tjb/test-support';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

import { ChatHost } from './chat-host';

const registry = { remotes: [{ key: 'catalog', scope: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js' }] };

describe('ChatHost', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: () => <button type="button">Chat with us</button> });
    mockApi('get', '/mf/registry.json', () => registry);
  });

  it('when any page has settled, then the catalogue\'s chat button mounts (chat is on every page, loaded late)', async () => {
    render(<ChatHost />);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_catalog/ChatAssistant');
  });
});
