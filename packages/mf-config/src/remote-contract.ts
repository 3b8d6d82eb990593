import type { ExposedModule, RemoteKey } from './remotes';

/**
 * The props the shell (or any host) passes each module a remote exposes: the other half of REMOTES'
 * list of exposes. The shell's remote slots take their `props` from here, and every remote's contract
 * test (contract-testing.ts) has `tsc` check that each exposed component accepts them; a prop renamed
 * or retyped on either side stops the typecheck.
 */

/** A module mounted with no props. */
export type NoProps = Record<string, never>;

/** The header's search-as-you-type slot: the listbox of the header's combobox input. */
export interface SearchSuggestionsProps {
  term: string;
  close: () => void;
  /** The id the header's combobox input names in aria-controls. */
  listboxId?: string;
  /** The active option's id (or null), for the input's aria-activedescendant. */
  onActiveChange?: (id: string | null) => void;
}

/** The floating chat assistant on every page. */
export interface ChatAssistantProps {
  /**
   * The shopper pressed the shell's stand-in launcher, which loaded the assistant: it mounts with its
   * conversation open. A host that mounts it on its own passes nothing and the conversation starts closed.
   */
  openOnMount?: boolean;
}

/** Every exposed module of every remote, with props (the constraint makes a module missing here a type error). */
type EveryExpose<T extends { [K in RemoteKey]: { [M in ExposedModule<K>]: object } }> = T;

export type RemoteModuleProps = EveryExpose<{
  catalog: { './App': NoProps; './SearchSuggestions': SearchSuggestionsProps; './ChatAssistant': ChatAssistantProps };
  cartCheckout: { './App': NoProps; './CartPanel': NoProps };
  bundleStudio: { './App': NoProps };
  designer: { './App': NoProps };
  support: { './App': NoProps };
}>;

/** The props a host passes `module` of `remote`. */
export type RemoteProps<K extends RemoteKey, M extends ExposedModule<K>> = Extract<RemoteModuleProps[K][M & keyof RemoteModuleProps[K]], object>;
