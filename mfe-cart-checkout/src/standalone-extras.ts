import CartPanel from './exposed/cart-panel';

// Alone, the cart remote mounts its side cart beside its pages, as the shell does in the shop.
export default [CartPanel];
