import { compareLabels } from './facets';

const LABELS = ['Black', 'black', 'Blue', 'Black Leather', 'Blackout', 'Hi-Vis Yellow', 'hi-vis', 'XL', 'xs', 'Two-Piece', '2XL', '3XL', 'Carbon Fiber', 'camo', 'Matte Black', 'matte black', 'Z', 'a'];

describe('facet label order', () => {
  it('when labels are sorted, then they come in the order localeCompare gives them', () => {
    const sign = (n: number) => Math.sign(n);
    const ours = [...LABELS].sort(compareLabels);
    expect(ours).toEqual([...LABELS].sort((a, b) => a.localeCompare(b)));
    for (const a of LABELS) for (const b of LABELS) expect([a, b, sign(compareLabels(a, b))]).toEqual([a, b, sign(a.localeCompare(b))]);
  });
});
