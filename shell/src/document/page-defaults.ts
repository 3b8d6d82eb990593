/**
 * What every page of the shop has in its head before the page's own elements: the shell's title (the
 * page's own title, when it has one, comes first and wins), its description and colour (the icon is shop-icon.ts).
 */
export const SHOP_TITLE = "TJ's Biker Gear | Motorcycle Gear, Leather & Apparel";
export const SHOP_DESCRIPTION = "TJ's Biker Gear: helmets, leather jackets, vests, boots, luggage and riding gear for bikers.";
export const THEME_COLOR = '#0d0c0b';
/** The page's colours before any stylesheet has arrived, so nothing flashes white. */
export const BASE_STYLE = 'html,body{background:#0d0c0b;color:#efe8dc;margin:0}';
