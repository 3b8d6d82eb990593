/**
 * Words the seeded catalogue is written with, per main category and per product type (subtype slug
 * of `@tjb/storefront/category-map`). Nouns carry the style tags the category pages filter on,
 * written `Noun:tag,tag`.
 */
export type SizeScale = 'apparel' | 'boots' | 'helmet' | 'gloves' | 'waist' | 'none';

export interface SubtypeWords {
  nouns: string; // 'Full Face Helmet:full-face|Modular Helmet:modular'
  sizes?: SizeScale;
  colors?: readonly string[];
  price?: readonly [number, number]; // dollars
  /** Relative share of the category's products beyond the first of each type. */
  weight?: number;
  /** Sold in men's and women's cuts although the product type is not gendered (flannels). */
  genders?: boolean;
}

export interface CategoryWords {
  adjectives: readonly string[];
  features: readonly string[];
  sizes: SizeScale;
  colors: readonly string[];
  price: readonly [number, number];
  subtypes: Readonly<Record<string, SubtypeWords>>;
}

export const SIZE_SCALES: Readonly<Record<SizeScale, readonly string[]>> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'],
  helmet: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  gloves: ['S', 'M', 'L', 'XL', 'XXL'],
  boots: ['7', '8', '9', '10', '11', '12', '13'],
  waist: ['28', '30', '32', '34', '36', '38', '40'],
  none: [],
};

export const VENDORS = [
  'Renegade Classics', 'Iron Horse Leather Co.', 'Ozark Thunder', 'Road Warrior Supply', 'Black Asphalt',
  'Highway Outlaw', 'Steel Saddle', 'Hellbent Moto',
] as const;

const LEATHER = ['Black', 'Brown', 'Distressed Brown', 'Tan'];
const TEXTILE = ['Black', 'Gray', 'Olive', 'Navy', 'Orange'];
const DENIM = ['Blue Denim', 'Black Denim', 'Stonewash'];
const METAL = ['Silver', 'Chrome', 'Gold', 'Black'];

export const CATEGORY_WORDS: Readonly<Record<string, CategoryWords>> = {
  helmets: {
    adjectives: ['Outlaw', 'Stealth', 'Retro', 'Night Rider', 'Road Captain', 'Iron Cross', 'Bandit', 'Sidewinder', 'Vintage', 'Drifter', 'Phantom', 'Nomad'],
    features: ['DOT FMVSS 218 certified shell', 'Removable, washable comfort liner', 'Quick-release chin strap', 'Low-profile fit that sits close to the head', 'Scratch-resistant drop-down sun visor', 'Adjustable vents keep air moving on hot rides', 'Speaker pockets ready for a headset'],
    sizes: 'helmet',
    colors: ['Gloss Black', 'Matte Black', 'Gloss White', 'Red', 'Orange', 'Silver', 'Titanium'],
    price: [49.99, 899.99],
    subtypes: {
      helmets: { nouns: 'Full Face Helmet:full-face|Modular Helmet:modular|3/4 Open Face Helmet:three-quarter-shell|Half Helmet:half-shell|Micro Dot Beanie Helmet:micro-dot,half-shell|Novelty Skull Cap:novelty|German Style Helmet:german|Flip-Up Helmet:modular', weight: 8 },
      'helmet-accessories': { nouns: 'Helmet Visor|Helmet Spike Strip|Helmet Mohawk|Padded Helmet Bag|Helmet Lock|Chin Strap Pad', sizes: 'none', price: [9.99, 69.99] },
      goggles: { nouns: 'Riding Goggles|Foam Padded Goggles|Anti-Fog Goggles|Aviator Goggles', sizes: 'none', colors: ['Black', 'Chrome', 'Brown'], price: [14.99, 89.99] },
      sunglasses: { nouns: 'Riding Sunglasses|Wraparound Sunglasses|Polarized Sunglasses|Foam Lined Sunglasses', sizes: 'none', colors: ['Black', 'Chrome', 'Gold'], price: [12.99, 79.99] },
      'photochromatic-glasses': { nouns: 'Photochromatic Riding Glasses|Day-Night Transition Glasses', sizes: 'none', colors: ['Black', 'Gray'], price: [24.99, 99.99] },
    },
  },
  jackets: {
    adjectives: ['Highway', 'Cruiser', 'Scout', 'Brawler', 'Midnight', 'Café Racer', 'Road King', 'Vented', 'Classic', 'Distressed', 'Armored', 'Touring'],
    features: ['Premium milled cowhide', 'CE armor pockets at shoulders, elbows and back', 'Zip-out thermal liner for four-season riding', 'Concealed carry pockets on both sides', 'Zippered vents front and back', 'YKK zippers throughout', 'Reflective piping for night visibility'],
    sizes: 'apparel',
    colors: LEATHER,
    price: [89.99, 599.99],
    subtypes: {
      'mens-leather-jackets': { nouns: 'Leather Motorcycle Jacket:leather|Braided Leather Jacket:leather,fashion|Vented Leather Jacket:leather,summer|Leather Biker Jacket:leather', weight: 3 },
      'mens-textile-jackets': { nouns: 'Textile Riding Jacket:textile|Mesh Riding Jacket:mesh,summer|Waterproof Touring Jacket:textile,waterproof', colors: TEXTILE, price: [89.99, 349.99], weight: 2 },
      'mens-jackets': { nouns: 'Nylon Riding Jacket:nylon|Denim Riding Jacket:fashion|Soft Shell Jacket:textile,waterproof', colors: [...TEXTILE, 'Blue Denim'], price: [69.99, 249.99] },
      'womens-leather-jackets': { nouns: 'Leather Motorcycle Jacket:leather|Studded Leather Jacket:leather,fashion|Cropped Leather Jacket:leather,fashion|Vented Leather Jacket:leather,summer', weight: 2 },
      'womens-textile-jackets': { nouns: 'Textile Riding Jacket:textile|Mesh Riding Jacket:mesh,summer|Waterproof Touring Jacket:textile,waterproof', colors: TEXTILE, price: [89.99, 299.99] },
    },
  },
  vests: {
    adjectives: ['Club', 'Road Captain', 'Outlaw', 'Patch Holder', 'Classic', 'Renegade', 'Bandit', 'Brotherhood'],
    features: ['Solid back panel ready for patches', 'Two inside concealed carry pockets', 'Side laces adjust the fit', 'Heavy-duty snap front', 'Lined with breathable mesh'],
    sizes: 'apparel',
    colors: LEATHER,
    price: [39.99, 299.99],
    subtypes: {
      'mens-leather-vests': { nouns: 'Leather Club Vest:leather,club|Conceal Carry Leather Vest:leather,conceal-carry|Side Lace Leather Vest:leather', weight: 3 },
      'mens-denim-vests': { nouns: 'Denim Club Vest:denim,club|Denim Cut-Off Vest:denim', colors: DENIM, price: [39.99, 129.99] },
      'mens-textile-vests': { nouns: 'Tactical Textile Vest:textile|Canvas Conceal Carry Vest:textile,conceal-carry', colors: TEXTILE, price: [39.99, 149.99] },
      'womens-leather-vests': { nouns: 'Leather Vest:leather|Braided Leather Vest:leather|Conceal Carry Leather Vest:leather,conceal-carry', weight: 2 },
      'womens-denim-vests': { nouns: 'Denim Vest:denim|Studded Denim Vest:denim', colors: DENIM, price: [39.99, 119.99] },
      'womens-textile-vests': { nouns: 'Textile Riding Vest:textile|Mesh Riding Vest:textile', colors: TEXTILE, price: [39.99, 119.99] },
    },
  },
  bottoms: {
    adjectives: ['Rider', 'Highway', 'Armored', 'Classic', 'Renegade', 'Road Ready', 'Iron', 'Prairie'],
    features: ['Aramid-lined seat and knees', 'Knee armor pockets', 'Stretch panels for a comfortable ride', 'Full-length side zippers', 'Reinforced double stitching'],
    sizes: 'apparel',
    colors: ['Black', 'Brown'],
    price: [49.99, 349.99],
    subtypes: {
      'chaps-pants': { nouns: 'Leather Riding Pants|Armored Riding Pants' },
      chaps: { nouns: 'Leather Chaps|Braided Leather Chaps|Insulated Chaps', weight: 2 },
      'unisex-chaps-pants': { nouns: 'Unisex Leather Chaps|Unisex Rain Chaps' },
      'mens-jeans': { nouns: 'Bootcut Riding Jeans:bootcut|Slim Stretch Riding Jeans:slim-stretch|Armored Bootcut Jeans:bootcut', sizes: 'waist', colors: DENIM, price: [59.99, 189.99], weight: 2 },
      'womens-jeans': { nouns: 'Skinny Riding Jeans:skinny|Straight Leg Jeans:straight|Flare Jeans:flare|Bootcut Jeans:bootcut|Wide Leg Jeans:wide-leg', sizes: 'waist', colors: DENIM, price: [59.99, 169.99], weight: 2 },
      'womens-shorts': { nouns: 'Denim Shorts|Rider Shorts', colors: DENIM, price: [29.99, 69.99] },
      'womens-cargo-pants-skirts': { nouns: 'Cargo Pants|Cargo Skirt', colors: ['Black', 'Olive', 'Tan'], price: [39.99, 99.99] },
    },
  },
  'shirts-flannels': {
    adjectives: ['Lumberjack', 'Highway', 'Ozark', 'Renegade', 'Roadhouse', 'Backroad', 'Ironworks', 'Sunset'],
    features: ['Heavyweight brushed cotton', 'Kevlar-lined shoulders and elbows', 'Two concealed carry pockets', 'Pearl snap front', 'Pre-shrunk, soft hand feel'],
    sizes: 'apparel',
    colors: ['Red Plaid', 'Black Plaid', 'Orange Plaid', 'Gray', 'Black', 'Navy', 'White'],
    price: [19.99, 119.99],
    subtypes: {
      flannel: { nouns: 'Armored Flannel:armored-flannel,long-sleeve-flannels,long-sleeve|Long Sleeve Flannel:long-sleeve-flannels,long-sleeve,plaid-flannel|Sleeveless Flannel:sleeveless-flannels,sleeveless|Red Flannel:red-flannel,plaid-flannel,long-sleeve|Conceal Carry Flannel:conceal-carry-flannels,long-sleeve|Plaid Flannel:plaid-flannel,long-sleeve', colors: ['Red Plaid', 'Black Plaid', 'Orange Plaid', 'Gray Plaid'], price: [39.99, 119.99], weight: 4, genders: true },
      'mens-shirts': { nouns: 'Rider T-Shirt:t-shirt|Long Sleeve Shirt:long-sleeve|Henley Shirt:long-sleeve|Pocket Tee:t-shirt', price: [19.99, 49.99], weight: 2 },
      'mens-denim-shirt': { nouns: 'Denim Shirt:long-sleeve|Snap Front Denim Shirt:long-sleeve', colors: DENIM, price: [39.99, 79.99] },
      'womens-shirts': { nouns: 'Rider T-Shirt:t-shirt|Tank Top:tank-top,sleeveless|Burnout Tee:t-shirt', price: [19.99, 44.99], weight: 2 },
      'womens-shirts-tops': { nouns: 'Lace-Up Top:sleeveless|Racerback Tank:tank-top,sleeveless|Long Sleeve Top:long-sleeve', price: [24.99, 54.99] },
      'shirts-tops': { nouns: 'Unisex Rider Tee:t-shirt|Unisex Tank:tank-top,sleeveless', price: [19.99, 39.99] },
    },
  },
  boots: {
    adjectives: ['Highway', 'Harness', 'Engineer', 'Road Hog', 'Iron Spur', 'Cruiser', 'Trailblazer', 'Asphalt'],
    features: ['Oil-resistant Goodyear welt sole', 'Waterproof full-grain leather', 'Steel shank for support on the pegs', 'Side zipper for easy on and off', 'Reinforced shift pad'],
    sizes: 'boots',
    colors: ['Black', 'Brown', 'Distressed Brown'],
    price: [79.99, 399.99],
    subtypes: {
      'mens-footwear': { nouns: 'Harness Boot:harness|Engineer Boot:engineer|Touring Boot:touring|Cruiser Boot:cruiser|Sport Riding Boot:sport|Work Boot:work-outdoor', weight: 4 },
      'womens-footwear': { nouns: 'Harness Boot:harness|Riding Boot:cruiser|Touring Boot:touring|Buckle Boot:engineer|Lace-Up Boot:work-outdoor', weight: 3 },
      'biker-boot-straps': { nouns: 'Boot Chain Strap|Leather Boot Strap|Conch Boot Strap', sizes: 'none', colors: METAL, price: [9.99, 39.99] },
      'boot-clips': { nouns: 'Boot Clips|Pant Leg Boot Clips', sizes: 'none', colors: ['Black', 'Chrome'], price: [7.99, 24.99] },
    },
  },
  luggage: {
    adjectives: ['Touring', 'Road Trip', 'Nomad', 'Outlaw', 'Cross Country', 'Weekender', 'Classic', 'Highway'],
    features: ['Weather-resistant shell', 'Quick-release mounting hardware', 'Lockable zippers', 'Rigid inserts hold their shape', 'Rain cover included'],
    sizes: 'none',
    colors: ['Black', 'Brown'],
    price: [29.99, 599.99],
    subtypes: {
      'saddle-bags': { nouns: 'Leather Saddle Bags:bags|Throw-Over Saddle Bags:bags|Hard Shell Saddle Bags:bags', weight: 3 },
      'swingarm-bags': { nouns: 'Swingarm Bag:bags' },
      'sissy-bar-bags': { nouns: 'Sissy Bar Bag:bags|Expandable Sissy Bar Bag:bags' },
      'tool-bags': { nouns: 'Fork Tool Bag:storage|Handlebar Tool Bag:storage' },
      'windshield-bags': { nouns: 'Windshield Bag:storage' },
      'sling-thigh-bags': { nouns: 'Sling Bag:bags|Thigh Bag:bags' },
      'magnetic-tank-bags': { nouns: 'Magnetic Tank Bag:storage' },
      luggage: { nouns: 'Rolling Duffel:bags|Touring Trunk:storage|Dry Bag:bags' },
    },
  },
  'bike-gear': {
    adjectives: ['Pro', 'Road', 'Touring', 'Heavy Duty', 'All-Weather', 'Rider', 'Iron', 'Cruiser'],
    features: ['Built for daily riding', 'Fits most cruisers and baggers', 'Tough, weather-resistant materials', 'Installs in minutes', 'Backed by our riders guarantee'],
    sizes: 'none',
    colors: ['Black', 'Gray', 'Orange'],
    price: [9.99, 399.99],
    subtypes: {
      'body-armor': { nouns: 'Armored Shirt:protection|Back Protector:protection|Chest Protector:protection|Knee Guards:protection', sizes: 'apparel', price: [49.99, 299.99], weight: 2 },
      'rain-suits': { nouns: 'Two-Piece Rain Suit:protection|Rain Jacket:protection|Rain Pants:protection', sizes: 'apparel', colors: ['Black', 'Orange', 'Yellow'], price: [39.99, 159.99], weight: 2 },
      'safety-gloves': { nouns: 'Leather Riding Gloves:protection|Gauntlet Gloves:protection|Fingerless Gloves:protection|Insulated Winter Gloves:protection|Mesh Summer Gloves:protection', sizes: 'gloves', colors: ['Black', 'Brown', 'Tan'], price: [19.99, 129.99], weight: 3 },
      'motorcycle-mounts': { nouns: 'Handlebar Phone Mount:bike-accessories|Mirror Mount:bike-accessories|GPS Mount:bike-accessories', colors: ['Black', 'Chrome'], price: [19.99, 89.99] },
      'bike-covers': { nouns: 'Motorcycle Cover:bike-accessories|Heated Garage Cover:bike-accessories', colors: ['Black', 'Gray'], price: [49.99, 249.99] },
      crampbuster: { nouns: 'Crampbuster Throttle Assist:bike-accessories', colors: ['Black', 'Chrome'], price: [9.99, 19.99] },
      'rubber-shift-sock': { nouns: 'Rubber Shift Sock:bike-accessories', colors: ['Black', 'Orange', 'Red'], price: [7.99, 14.99] },
      'lever-cover': { nouns: 'Leather Lever Cover:bike-accessories|Braided Lever Cover:bike-accessories', colors: ['Black', 'Brown'], price: [14.99, 39.99] },
      'v-twin-skin': { nouns: 'V-Twin Skin Grip Cover:bike-accessories', colors: ['Black', 'Orange'], price: [14.99, 34.99] },
      'leather-skin': { nouns: 'Leather Skin Grip Cover:bike-accessories|Leather Skin Tank Wrap:bike-accessories', colors: ['Black', 'Brown'], price: [19.99, 79.99] },
    },
  },
  accessories: {
    adjectives: ['Biker', 'Outlaw', 'Road', 'Eagle', 'Iron Cross', 'Skull', 'Live To Ride', 'Freedom', 'Spirit', 'Rebel'],
    features: ['Made for riders by riders', 'A great gift for any biker', 'Built to take the road', 'Easy to add to any vest or jacket', 'Handmade in small batches'],
    sizes: 'none',
    colors: ['Black', 'Silver', 'Orange', 'Red'],
    price: [4.99, 149.99],
    subtypes: {
      patches: { nouns: 'Embroidered Patch:bike-accessories|Back Patch:bike-accessories|Rocker Patch:bike-accessories', colors: ['Black', 'Orange', 'Red', 'White'], price: [4.99, 34.99], weight: 3 },
      'guardian-bells': { nouns: 'Guardian Bell:bike-accessories', colors: METAL, price: [9.99, 29.99], weight: 2 },
      'bravo-bells': { nouns: 'Bravo Bell:bike-accessories', colors: METAL, price: [12.99, 34.99] },
      'eagle-novelty': { nouns: 'Eagle Pin|Eagle Belt Buckle|Eagle Decal', colors: METAL, price: [5.99, 49.99] },
      'german-novelty': { nouns: 'German Cross Pin|German Eagle Buckle', colors: METAL, price: [5.99, 39.99] },
      rings: { nouns: 'Stainless Steel Ring|Skull Ring|Biker Signet Ring', colors: ['Silver', 'Gold', 'Black'], price: [19.99, 129.99], weight: 2 },
      bracelets: { nouns: 'Chain Bracelet|Leather Cuff Bracelet', colors: ['Silver', 'Black', 'Brown'], price: [14.99, 89.99] },
      'necklaces-chokers': { nouns: 'Chain Necklace|Leather Choker|Pendant Necklace', colors: ['Silver', 'Gold', 'Black'], price: [14.99, 99.99] },
      'wallet-chains-key-leashes': { nouns: 'Wallet Chain|Key Leash|Biker Wallet Chain', colors: METAL, price: [12.99, 69.99] },
      jewelry: { nouns: 'Earring Set|Stainless Pendant|Biker Jewelry Set', colors: ['Silver', 'Gold'], price: [14.99, 99.99] },
      'vest-extenders': { nouns: 'Leather Vest Extender|Chain Vest Extender', colors: ['Black', 'Brown'], price: [9.99, 29.99] },
      'zipper-pulls': { nouns: 'Leather Zipper Pull|Skull Zipper Pull', price: [3.99, 12.99] },
      laces: { nouns: 'Leather Laces|Boot Laces', colors: ['Black', 'Brown'], price: [4.99, 14.99] },
      'spikes-beads': { nouns: 'Helmet Spikes|Hair Beads', colors: ['Chrome', 'Black'], price: [5.99, 24.99] },
      whips: { nouns: 'Get Back Whip|Braided Get Back Whip|Flag Whip', colors: ['Black', 'Red', 'Orange', 'Brown'], price: [19.99, 59.99], weight: 2 },
      flags: { nouns: 'Motorcycle Flag|Sissy Bar Flag', colors: ['Black', 'Red'], price: [9.99, 39.99] },
      headwraps: { nouns: 'Headwrap|Skull Cap Headwrap', colors: ['Black', 'Red', 'Orange Plaid'], price: [9.99, 24.99] },
      bandanas: { nouns: 'Paisley Bandana|Skull Bandana|Cotton Bandana', colors: ['Black', 'Red', 'Orange'], price: [4.99, 14.99] },
      hats: { nouns: 'Trucker Hat|Snapback Cap|Beanie', colors: ['Black', 'Gray', 'Orange'], price: [14.99, 39.99] },
      headbands: { nouns: 'Stretch Headband|Sweat Headband', colors: ['Black', 'Red'], price: [7.99, 19.99] },
      hairtubes: { nouns: 'Hair Tube|Rider Hair Glove', colors: ['Black', 'Red', 'Orange'], price: [9.99, 19.99] },
      'full-face-masks': { nouns: 'Full Face Mask|Balaclava', colors: ['Black', 'Gray'], price: [9.99, 29.99] },
      'half-face-masks': { nouns: 'Half Face Mask|Neoprene Face Mask', colors: ['Black', 'Gray', 'Red'], price: [7.99, 24.99] },
      'neck-gaiters': { nouns: 'Neck Gaiter|Fleece Neck Gaiter', colors: ['Black', 'Gray', 'Orange'], price: [9.99, 24.99] },
      cooldanna: { nouns: 'Cooling Cooldanna', colors: ['Black', 'Orange'], price: [9.99, 19.99] },
      zanheadgear: { nouns: 'ZANheadgear Bandana|ZANheadgear Neck Tube', colors: ['Black', 'Red'], price: [9.99, 24.99] },
      'kids-leather': { nouns: 'Kids Leather Vest|Kids Leather Jacket', colors: ['Black', 'Brown'], price: [29.99, 99.99] },
      'biker-accessories': { nouns: 'Biker Key Chain|Leather Coin Pouch|Biker Wallet:bike-care', colors: ['Black', 'Brown'], price: [9.99, 59.99] },
      'mobile-phone-cases': { nouns: 'Leather Phone Case|Rugged Phone Case', colors: ['Black', 'Brown'], price: [19.99, 49.99] },
      miscellaneous: { nouns: 'Chrome Polish Kit:bike-care|Leather Conditioner:bike-care|Microfiber Detailing Cloth:bike-care', colors: ['Black'], price: [7.99, 34.99] },
    },
  },
};
