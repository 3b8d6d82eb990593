import { createElement } from 'react';
import type { HeadElement as HeadElementData } from '@tjb/shop-contracts';

/** HTML attribute names whose React prop is spelled otherwise (React writes the former; it is given the latter). */
const PROP_NAMES: Record<string, string> = {
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  'http-equiv': 'httpEquiv',
  hreflang: 'hrefLang',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  itemprop: 'itemProp',
  referrerpolicy: 'referrerPolicy',
};

function propsOf(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [PROP_NAMES[name.toLowerCase()] ?? name, value]));
}

/** One of the page's own head elements (from the server's render of the page), written by React again. */
export function HeadElement({ element }: { element: HeadElementData }) {
  switch (element.tag) {
    case 'title':
      return <title>{element.text}</title>;
    case 'style':
      return <style {...propsOf(element.attributes)} dangerouslySetInnerHTML={{ __html: element.css }} />;
    default:
      return createElement(element.tag, propsOf(element.attributes));
  }
}
