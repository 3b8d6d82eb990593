import type { Subtype } from './category-map';

/**
 * Product types per main category, in the order of the header's menus (spec 000 §2.2). `menu` is the
 * menu's wording where it is not the product type's, or null for a type the menu does not list (the
 * jeans, which the bottoms pages show).
 */
const sub = (slug: string, productType: string, menu?: string | null): Subtype => ({ slug, productType, ...(menu === undefined ? {} : { menu }) });

export const HELMET_TYPES = [
  sub('helmets', 'Helmets', 'Motorcycle Helmets'),
  sub('helmet-accessories', 'Helmet Accessories'),
  sub('goggles', 'Goggles'),
  sub('sunglasses', 'Sunglasses'),
  sub('photochromatic-glasses', 'Photochromatic Glasses'),
];
export const JACKET_TYPES = [
  sub('mens-leather-jackets', "Men's Leather Jackets"),
  sub('mens-textile-jackets', "Men's Textile Jackets"),
  sub('mens-jackets', "Men's Jackets"),
  sub('womens-leather-jackets', "Women's Leather Jackets"),
  sub('womens-textile-jackets', "Women's Textile Jackets"),
];
export const VEST_TYPES = [
  sub('mens-leather-vests', "Men's Leather Vests"),
  sub('mens-denim-vests', "Men's Denim Vests"),
  sub('mens-textile-vests', "Men's Textile Vests"),
  sub('womens-leather-vests', "Women's Leather Vests"),
  sub('womens-denim-vests', "Women's Denim Vests"),
  sub('womens-textile-vests', "Women's Textile Vests"),
];
export const BOTTOM_TYPES = [
  sub('chaps-pants', 'Chaps & Pants'),
  sub('chaps', 'Chaps'),
  sub('unisex-chaps-pants', 'Unisex Chaps & Pants'),
  sub('mens-jeans', "Men's Jeans", null),
  sub('womens-jeans', "Women's Jeans", null),
  sub('womens-shorts', "Women's Shorts", null),
  sub('womens-cargo-pants-skirts', "Women's Cargo Pants & Skirts", null),
];
export const SHIRT_TYPES = [
  sub('mens-shirts', "Men's Shirts"),
  sub('mens-denim-shirt', "Men's Denim Shirt", "Men's Denim Shirts"),
  sub('womens-shirts', "Women's Shirts"),
  sub('womens-shirts-tops', "Women's Shirts & Tops"),
  sub('flannel', 'Flannel', 'Flannels'),
  sub('shirts-tops', 'Shirts & Tops'),
];
export const BOOT_TYPES = [
  sub('mens-footwear', "Men's Footwear"),
  sub('womens-footwear', "Women's Footwear"),
  sub('biker-boot-straps', 'Biker Boot Straps'),
  sub('boot-clips', 'Boot Clips'),
];
export const LUGGAGE_TYPES = [
  sub('saddle-bags', 'Saddle Bags', 'Saddlebags'),
  sub('swingarm-bags', 'Swingarm Bags'),
  sub('sissy-bar-bags', 'Sissy Bar Bags'),
  sub('tool-bags', 'Tool Bags'),
  sub('windshield-bags', 'Windshield Bags'),
  sub('sling-thigh-bags', 'Sling & Thigh Bags'),
  sub('magnetic-tank-bags', 'Magnetic Tank Bags'),
  sub('luggage', 'Luggage', 'Travel Luggage'),
];
export const BIKE_GEAR_TYPES = [
  sub('body-armor', 'Body Armor'),
  sub('rain-suits', 'Rain Suits'),
  sub('safety-gloves', 'Safety Gloves'),
  sub('motorcycle-mounts', 'Motorcycle Mounts'),
  sub('bike-covers', 'Bike Covers'),
  sub('crampbuster', 'Crampbuster'),
  sub('rubber-shift-sock', 'Rubber Shift Sock', 'Rubber Shift Socks'),
  sub('lever-cover', 'Lever Cover', 'Lever Covers'),
  sub('v-twin-skin', 'V-Twin Skin', 'V-Twin Skins'),
  sub('leather-skin', 'Leather Skin', 'Leather Skins'),
];
export const ACCESSORY_TYPES = [
  sub('patches', 'Patches'),
  sub('guardian-bells', 'Guardian Bells'),
  sub('bravo-bells', 'Bravo Bells'),
  sub('eagle-novelty', 'Eagle Novelty', 'Eagle Novelties'),
  sub('german-novelty', 'German Novelty', 'German Novelties'),
  sub('rings', 'Rings'),
  sub('bracelets', 'Bracelets'),
  sub('necklaces-chokers', 'Necklaces & Chokers'),
  sub('wallet-chains-key-leashes', 'Wallet Chains & Key Leashes'),
  sub('jewelry', 'Jewelry'),
  sub('vest-extenders', 'Vest Extenders'),
  sub('zipper-pulls', 'Zipper Pulls'),
  sub('laces', 'Laces'),
  sub('spikes-beads', 'Spikes & Beads'),
  sub('whips', 'Whips'),
  sub('flags', 'Flags'),
  sub('headwraps', 'Headwraps'),
  sub('bandanas', 'Bandanas'),
  sub('hats', 'Hats'),
  sub('headbands', 'Headbands'),
  sub('hairtubes', 'Hairtubes', 'Hair Tubes'),
  sub('full-face-masks', 'Full Face Masks'),
  sub('half-face-masks', 'Half Face Masks'),
  sub('neck-gaiters', 'Neck Gaiters'),
  sub('cooldanna', 'Cooldanna', 'Cooldannas'),
  sub('zanheadgear', 'ZANheadgear', 'Zan Headgear'),
  sub('kids-leather', 'Kids Leather', "Kids' Leather"),
  sub('biker-accessories', 'Biker Accessories'),
  sub('mobile-phone-cases', 'Mobile Phone Cases', 'Phone Cases'),
  sub('miscellaneous', 'Miscellaneous'),
];
