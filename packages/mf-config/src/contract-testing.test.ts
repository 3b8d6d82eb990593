import { contractProblems, type ExposedModules } from './contract-testing';
import type { SearchSuggestionsProps } from './remote-contract';

const App = () => null;
const Suggestions = (props: SearchSuggestionsProps) => props.term;
const Chat = () => null;
const modules: ExposedModules<'catalog'> = { './App': { default: App }, './SearchSuggestions': { default: Suggestions }, './ChatAssistant': { default: Chat } };
const files: Record<string, { default?: unknown }> = { 'app.tsx': { default: App }, 'suggestions.tsx': { default: Suggestions }, 'chat.tsx': { default: Chat } };
const load = (file: string) => files[file] ?? {};
const exposes = { './App': 'app.tsx', './SearchSuggestions': 'suggestions.tsx', './ChatAssistant': 'chat.tsx' };

describe('contractProblems (what a remote contract test reports)', () => {
  it('when the remote exposes what the shell mounts, then there is nothing to report', () => {
    expect(contractProblems('catalog', { name: 'mfe_catalog', exposes }, modules, load)).toEqual([]);
  });

  it('when an expose the route table needs is dropped, then it is named with what needs it', () => {
    const { './App': _dropped, ...rest } = exposes;
    expect(contractProblems('catalog', { name: 'mfe_catalog', exposes: rest }, modules, load)).toEqual(["./App is not exposed; the route table mounts it for this remote's pages"]);
  });

  it('when an expose is renamed, then the missing name and the unknown one are both reported', () => {
    const { './ChatAssistant': chat, ...rest } = exposes;
    expect(contractProblems('catalog', { name: 'mfe_catalog', exposes: { ...rest, './Chat': chat } }, modules, load)).toEqual([
      './ChatAssistant is not exposed; REMOTES lists it',
      "./Chat is exposed but the shell's contract (REMOTES, RemoteModuleProps) does not know it",
    ]);
  });

  it('when the side cart is not exposed by the cart remote, then the side cart is named', () => {
    const panel = () => null;
    const cart: ExposedModules<'cartCheckout'> = { './App': { default: App }, './CartPanel': { default: panel } };
    expect(contractProblems('cartCheckout', { name: 'mfe_cart_checkout', exposes: { './App': 'app.tsx' } }, cart, load)).toContain(
      './CartPanel is not exposed; the shell mounts it as the side cart',
    );
  });

  it('when an exposed file exports no component, or another one than the test typed, or the name is wrong, then each is reported', () => {
    const broken: Record<string, { default?: unknown }> = { ...files, 'chat.tsx': {}, 'app.tsx': { default: () => null } };
    expect(contractProblems('catalog', { name: 'catalog', exposes }, modules, (f) => broken[f] ?? {})).toEqual([
      'federation name is catalog; the shell loads mfe_catalog',
      './App (app.tsx) is not the module the contract test typed',
      './ChatAssistant (chat.tsx) does not default-export a component',
    ]);
  });

  it('when a component stops accepting the props the shell passes, then tsc rejects the typed map (checked by pnpm typecheck)', () => {
    const wrongType = (props: { term: number }) => props.term;
    const newRequired = (props: SearchSuggestionsProps & { listboxId: string }) => props.term;
    const appWithRequiredProp = (props: { page: string }) => props.page;
    // @ts-expect-error a prop's type changed: the shell passes term as a string
    const a: ExposedModules<'catalog'> = { ...modules, './SearchSuggestions': { default: wrongType } };
    // @ts-expect-error a prop the shell may leave out became required
    const b: ExposedModules<'catalog'> = { ...modules, './SearchSuggestions': { default: newRequired } };
    // @ts-expect-error App now needs a prop the route table never passes
    const c: ExposedModules<'catalog'> = { ...modules, './App': { default: appWithRequiredProp } };
    // @ts-expect-error a module the shell mounts is missing from the map
    const d: ExposedModules<'catalog'> = { './App': { default: App }, './SearchSuggestions': { default: Suggestions } };
    expect([a, b, c, d].every(Boolean)).toBe(true);
  });
});
