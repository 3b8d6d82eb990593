import path from 'node:path';
import { describeRemoteContract, type ExposedModules } from '@tjb/mf-config/contract-testing';
import * as App from './app';
import * as CartPanel from './cart-panel';

// Typed as what the shell passes each module: tsc (pnpm typecheck) fails here when a component stops accepting it.
const modules: ExposedModules<'cartCheckout'> = { './App': App, './CartPanel': CartPanel };

describeRemoteContract('cartCheckout', { appDir: path.resolve(__dirname, '..', '..'), modules });
