import path from 'node:path';
import { describeRemoteContract, type ExposedModules } from '@tjb/mf-config/contract-testing';
import * as App from './app';

// Typed as what the shell passes each module: tsc (pnpm typecheck) fails here when a component stops accepting it.
const modules: ExposedModules<'support'> = { './App': App };

describeRemoteContract('support', { appDir: path.resolve(__dirname, '..', '..'), modules });
