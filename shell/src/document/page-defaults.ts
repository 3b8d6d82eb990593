/**
 * What every page of the shop has in its head before the page's own elements: the shell's title (the
 * page's own title, when it has one, comes first and wins), its description, colour and icon.
 */
export const SHOP_TITLE = "TJ's Biker Gear | Motorcycle Gear, Leather & Apparel";
export const SHOP_DESCRIPTION = "TJ's Biker Gear: helmets, leather jackets, vests, boots, luggage and riding gear for bikers.";
export const THEME_COLOR = '#0d0c0b';
export const SHOP_ICON =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Ccircle cx=%2216%22 cy=%2216%22 r=%2215%22 fill=%22%23ff7a1a%22/%3E%3Ctext x=%2216%22 y=%2222%22 font-size=%2216%22 text-anchor=%22middle%22 font-family=%22Arial%22 font-weight=%22bold%22 fill=%22%230d0c0b%22%3ETJ%3C/text%3E%3C/svg%3E';
/** The page's colours before any stylesheet has arrived, so nothing flashes white. */
export const BASE_STYLE = 'html,body{background:#0d0c0b;color:#efe8dc;margin:0}';
