/**
 * Taps on server-rendered controls before the page's scripts have hydrated them: the gateway writes
 * {@link KEPT_TAPS_SCRIPT} into every page's head (allowed by its hash in the CSP), so it listens before
 * the first control is parsed. A tap on an element marked with {@link KEPT_TAP_ATTRIBUTE} that React has
 * not taken over yet is held instead of lost (and kept from React, which would otherwise replay it a
 * second time); once React has hydrated the element, the tap is given to it as a click.
 *
 * "Taken over" is read from the props React keeps on each hydrated DOM node (`__reactProps$…`), so the
 * controls need no code of their own and nothing of this is in any page's JavaScript bundle. While taps
 * are held the script looks again every 50 ms; with none held it does nothing.
 */
export const KEPT_TAP_ATTRIBUTE = 'data-keep-tap';

export const KEPT_TAPS_SCRIPT =
  `(function(){var q=[];` +
  `function live(b){return Object.keys(b).some(function(k){return k.indexOf('__reactProps')===0})}` +
  `function flush(){q=q.filter(function(b){if(!b.isConnected)return false;if(live(b)){b.click();return false}return true});` +
  `if(q.length)setTimeout(flush,50)}` +
  `document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?t.closest('[${KEPT_TAP_ATTRIBUTE}]'):null;` +
  `if(!b||live(b))return;e.preventDefault();e.stopPropagation();` +
  `if(q.indexOf(b)<0&&q.push(b)===1)setTimeout(flush,50)},true)})();`;
