// What this remote offers the shell. Keep in step with REMOTES in packages/mf-config/src/remotes.ts.
module.exports = {
  name: 'mfe_cart_checkout',
  exposes: {
    './App': './src/exposed/app.tsx',
    './CartPanel': './src/exposed/cart-panel.tsx',
    './WishlistHeart': './src/exposed/wishlist-heart.tsx',
  },
};
