import { fireEvent, screen } from '@testing-library/react';
import { menuEntries, menuSubtypes } from './category-menu-entries';
import { CATEGORY_MENUS, PRIMARY_LINKS } from './category-menus';
import { renderWithRouter } from '../test-utils';
import { Header } from './header';

// Spec 000 §2.2, "Subtypes per category", transcribed once. Vests spell out "mens and womens crossed with
// leather, denim, textile vests" in the catalogue's slug pattern (as jackets do).
const SPEC_SUBTYPES: Record<string, string> = {
  helmets: 'helmets, helmet-accessories, goggles, sunglasses, photochromatic-glasses',
  jackets: 'mens-leather-jackets, mens-textile-jackets, mens-jackets, womens-leather-jackets, womens-textile-jackets',
  vests: 'mens-leather-vests, mens-denim-vests, mens-textile-vests, womens-leather-vests, womens-denim-vests, womens-textile-vests',
  shirts: 'mens-shirts, mens-denim-shirt, womens-shirts, womens-shirts-tops, flannel, shirts-tops',
  bottoms: 'chaps-pants, chaps, unisex-chaps-pants',
  boots: 'mens-footwear, womens-footwear, biker-boot-straps, boot-clips',
  luggage: 'saddle-bags, swingarm-bags, sissy-bar-bags, tool-bags, windshield-bags, sling-thigh-bags, magnetic-tank-bags, luggage',
  'bike-gear':
    'body-armor, rain-suits, safety-gloves, motorcycle-mounts, bike-covers, crampbuster, rubber-shift-sock, lever-cover, v-twin-skin, leather-skin',
  accessories:
    'patches, guardian-bells, bravo-bells, eagle-novelty, german-novelty, rings, bracelets, necklaces-chokers, wallet-chains-key-leashes, jewelry, vest-extenders, zipper-pulls, laces, spikes-beads, whips, flags, headwraps, bandanas, hats, headbands, hairtubes, full-face-masks, half-face-masks, neck-gaiters, cooldanna, zanheadgear, kids-leather, biker-accessories, mobile-phone-cases, miscellaneous',
  whips: '',
};
const specList = (category: string) => (SPEC_SUBTYPES[category] ?? '').split(', ').filter(Boolean);

describe('header category menus', () => {
  it('when the menu data is read, then it has exactly the spec categories and subtypes, in order, each with a label', () => {
    expect(CATEGORY_MENUS.map((m) => m.category)).toEqual(Object.keys(SPEC_SUBTYPES));
    for (const menu of CATEGORY_MENUS) {
      const subtypes = menuSubtypes(menu);
      expect(subtypes.map((s) => s.type)).toEqual(specList(menu.category));
      expect(menu.hasMenu).toBe(subtypes.length > 0);
      for (const sub of subtypes) expect(sub.label.trim()).not.toBe('');
    }
  });

  it("when a menu's words differ from the catalogue's product types, then the menu reads as the shop's wording for the header", () => {
    const labels = (category: string) => menuEntries(CATEGORY_MENUS.find((m) => m.category === category)!).map((e) => e.label);
    expect(labels('helmets')).toEqual(['All Helmets', 'Motorcycle Helmets', 'Helmet Accessories', 'Goggles', 'Sunglasses', 'Photochromatic Glasses']);
    expect(labels('luggage')).toContain('Saddlebags');
    expect(labels('jackets').slice(0, 2)).toEqual(['All Jackets', 'All Leather Jackets']);
    expect(labels('bottoms')).not.toContain("Men's Jeans");
  });

  it('when each menu of the header is opened, then every category and every subtype is a link with its type', async () => {
    const { container } = renderWithRouter(<Header />);
    const hrefs = new Set<string | null>();
    const collect = () => container.querySelectorAll('a').forEach((a) => hrefs.add(a.getAttribute('href')));
    collect();
    for (const menu of CATEGORY_MENUS.filter((m) => m.hasMenu)) {
      fireEvent.click(screen.getByRole('button', { name: `${menu.label} menu` }));
      // The links load with the first menu opened.
      await screen.findByRole('link', { name: `All ${menu.label}` });
      collect();
    }
    for (const category of Object.keys(SPEC_SUBTYPES)) {
      expect(hrefs).toContain(`/shop/${category}`);
      for (const type of specList(category)) expect(hrefs).toContain(`/shop/${category}?type=${type}`);
    }
    expect(hrefs).toContain('/shop/leather-jackets');
  });

  it('when no menu is open, then none of their links is in the page (nor in its server HTML); the closed phone menu holds only its static links', () => {
    const { container } = renderWithRouter(<Header />);
    expect(container.querySelectorAll('a[href*="?type="]')).toHaveLength(0);
    expect(container.querySelectorAll('#mobile-menu a')).toHaveLength(PRIMARY_LINKS.length + CATEGORY_MENUS.length);
  });
});
