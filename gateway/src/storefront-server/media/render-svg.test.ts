import { renderProductSvg, shapeFor } from './render-svg';

describe('product drawings', () => {
  it.each([
    ['Helmets', 'Outlaw Full Face Helmet', 'helmet'],
    ['Helmets', 'Retro Flip-Up Helmet', 'modular'],
    ['Helmets', 'Vintage 3/4 Open Face Helmet', 'open-face'],
    ['Helmets', 'Iron Cross Half Helmet', 'half-helmet'],
    ['Helmets', 'Phantom German Style Helmet', 'half-helmet'],
    ["Men's Leather Jackets", 'Highway Leather Motorcycle Jacket', 'jacket'],
    ["Women's Textile Jackets", 'Scout Mesh Riding Jacket', 'textile-jacket'],
    ['Chaps', 'Rider Leather Chaps', 'chaps'],
    ["Men's Jeans", 'Iron Bootcut Riding Jeans', 'pants'],
    ["Women's Shorts", 'Prairie Denim Shorts', 'shorts'],
    ["Women's Cargo Pants & Skirts", 'Classic Cargo Skirt', 'skirt'],
    ["Women's Shirts", 'Sunset Tank Top', 'tank-top'],
    ["Men's Shirts", 'Ozark Henley Shirt', 'long-sleeve'],
    ["Men's Shirts", 'Ozark Rider T-Shirt', 'shirt'],
    ['Flannel', 'Backroad Sleeveless Flannel', 'tank-top'],
    ['Saddle Bags', 'Nomad Leather Saddle Bags', 'bag'],
    ['Sissy Bar Bags', 'Nomad Sissy Bar Bag', 'duffel'],
    ['Magnetic Tank Bags', 'Classic Magnetic Tank Bag', 'tank-bag'],
    ['Tool Bags', 'Outlaw Fork Tool Bag', 'tool-roll'],
    ['Sling & Thigh Bags', 'Highway Thigh Bag', 'sling-bag'],
    ["Men's Footwear", 'Asphalt Engineer Boot', 'harness-boot'],
    ["Men's Footwear", 'Asphalt Sport Riding Boot', 'sport-boot'],
    ["Men's Footwear", 'Asphalt Cruiser Boot', 'boot'],
    ['Safety Gloves', 'Pro Gauntlet Gloves', 'glove'],
    // A name refines only its own kind of drawing: helmet spikes are an accessory, not a helmet.
    ['Spikes & Beads', 'Skull Helmet Spikes', 'chain'],
  ])('when a %s product is called "%s", then it is drawn as a %s', (productType, name, shape) => {
    expect(shapeFor(productType, name)).toBe(shape);
  });

  it('when a listing of one type holds different cuts, then their drawings differ', () => {
    const names = ['Outlaw Full Face Helmet', 'Retro Modular Helmet', 'Vintage 3/4 Open Face Helmet', 'Iron Cross Half Helmet'];
    const drawings = names.map((name) => renderProductSvg({ productType: 'Helmets', color: 'Gloss Black', name }));
    expect(new Set(drawings).size).toBe(names.length);
  });

  it('when the variant is denim, plaid or a plain colour, then the drawing wears it', () => {
    const denim = renderProductSvg({ productType: "Men's Jackets", color: 'Blue Denim', name: 'Denim Riding Jacket' });
    expect(denim).toContain('<pattern id="paint"');
    expect(denim).toContain('#3b5b8c');
    expect(renderProductSvg({ productType: 'Flannel', color: 'Red Plaid', name: 'Red Flannel' })).toContain('#a3201d');
    expect(renderProductSvg({ productType: 'Helmets', color: 'Orange', name: 'Half Helmet' })).toContain('#e8621a');
  });

  it('when the same drawing is asked for twice, then it is the same small SVG (cacheable, light)', () => {
    const ask = () => renderProductSvg({ productType: 'Magnetic Tank Bags', color: 'Brown', name: 'Tank Bag', title: 'Tank Bag in Brown', view: 'side' });
    expect(ask()).toBe(ask());
    expect(ask()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 400" width="800" height="800"/);
    expect(Buffer.byteLength(ask())).toBeLessThan(4096);
  });
});
