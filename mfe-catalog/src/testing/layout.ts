/**
 * jsdom lays nothing out, so focus-trap (through tabbable) sees every element as hidden. Giving
 * elements one client rect lets focus move as it does in a browser.
 */
export function pretendLayout(): () => void {
  const original = Element.prototype.getClientRects;
  Element.prototype.getClientRects = function getClientRects() {
    return [{ x: 0, y: 0, width: 10, height: 10, top: 0, left: 0, right: 10, bottom: 10 }] as unknown as DOMRectList;
  };
  return () => {
    Element.prototype.getClientRects = original;
  };
}
