import { createContext, type ComponentType } from 'react';

/**
 * On the server, the components of the remotes the gateway could render, by `remote/module`; null in the
 * browser. A slot whose module is not here is left to the browser (see RemoteSlot).
 */
export const ServerRemotesContext = createContext<Readonly<Record<string, ComponentType<object>>> | null>(null);

export const serverRemoteKey = (remote: string, module: string) => `${remote}/${module}`;

/** The digest of a slot left to the browser: the shell's hydration does not report it as a mismatch. */
export const CLIENT_ONLY_DIGEST = 'tjb-client-only';

/** Thrown on the server by a slot the gateway cannot render: React sends its loading state and the browser renders it. */
export class ClientOnlySlot extends Error {
  constructor(readonly slot: string) {
    super(`${slot} renders in the browser`);
    this.name = 'ClientOnlySlot';
  }
}
