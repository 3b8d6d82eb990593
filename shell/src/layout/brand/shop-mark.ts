/**
 * The shop's mark: a shield with a T, drawn in a 30 × 30 box. The header's brand link and the shop's icon
 * (the tab's, a bookmark's, a search result's) draw it from here, so they cannot drift apart.
 */
export const SHOP_MARK = {
  viewBox: '0 0 30 30',
  shield: 'M15 3 4 8v7c0 6 4.7 10.6 11 12 6.3-1.4 11-6 11-12V8z',
  letter: 'M11 9h8v2h-3v10h-2V11h-3zM9 16h3v2H9zm9 0h3v2h-3z',
} as const;
