import { mountStandalone } from '@tjb/ui/standalone';
import App from './exposed/app';
import CartPanel from './exposed/cart-panel';

// Alone, for this remote's team: the same pages inside a minimal frame, without the shell.
mountStandalone({ name: 'mfe-cart-checkout', App, extras: [CartPanel] });
