import path from 'node:path';
import { describeRemoteContract, type ExposedModules } from '@tjb/mf-config/contract-testing';
import * as App from './app';
import * as ChatAssistant from './chat-assistant';
import * as SearchSuggestions from './search-suggestions';

// Typed as what the shell passes each module: tsc (pnpm typecheck) fails here when a component stops accepting it.
const modules: ExposedModules<'catalog'> = { './App': App, './SearchSuggestions': SearchSuggestions, './ChatAssistant': ChatAssistant };

describeRemoteContract('catalog', { appDir: path.resolve(__dirname, '..', '..'), modules });
