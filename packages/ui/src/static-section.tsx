import { SERVER_RENDERED_ATTRIBUTE } from '@tjb/shop-contracts';
import { createElement, useRef, useState, useSyncExternalStore, type HTMLAttributes, type ReactNode } from 'react';
import { useRouterClicks } from './router-clicks';

const noSubscription = () => () => undefined;

/**
 * True while React renders on the server or hydrates what the server wrote, false for a later mount in
 * the browser: React reads a store's server snapshot in exactly those two cases. A hydrated section's
 * browser snapshot stays true: were it false, React would find the store changed after hydration and
 * render every hydrated section again at once, synchronously, in the task that runs the page's effects.
 */
function useServerSnapshot(): boolean {
  const hydrated = useRef(false);
  return useSyncExternalStore(
    noSubscription,
    () => hydrated.current,
    () => {
      hydrated.current = true;
      return true;
    },
  );
}

/** The page came from the gateway's render (its root is marked), so its sections' HTML is in the document. */
function pageIsServerRendered(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`) !== null;
}

type StaticSectionProps = HTMLAttributes<HTMLElement> & {
  /** The element the section is (its box and its styles are kept with it). */
  as?: 'div' | 'section' | 'footer' | 'aside';
  /**
   * What the children show, in a word (a product's price and badges): while it is the one the section
   * mounted with, the server's HTML stands; once it changes, the section renders its children from then
   * on. Without it the HTML is kept for the section's life.
   */
  sameAs?: string;
  children: ReactNode;
};

/**
 * A part of the page with nothing to do in the browser but show its HTML and follow its links: the
 * footer, a page's static copy. On a server-rendered page the browser keeps the server's HTML of it as it
 * is: hydration neither renders its children nor walks their DOM (the element stands with an empty
 * `dangerouslySetInnerHTML`, which React leaves alone), so their code never runs and, when it is lazy,
 * never loads. Its links are followed through the router by one click handler on the element. Mounted
 * later in the browser (a client navigation, a page the browser rendered), it renders its children as
 * any component does. The choice is made when the section mounts and kept for its life, unless what it
 * shows changes (`sameAs`): then it renders its children as a new element in place of the kept one.
 */
export function StaticSection({ as = 'div', sameAs, children, ...attributes }: StaticSectionProps) {
  const snapshot = useServerSnapshot();
  const [kept, setKept] = useState(() => ({ serverHtml: snapshot && pageIsServerRendered(), sameAs }));
  const followLinks = useRouterClicks();
  // Once the content differs from the server's, it is rendered for good (even if it comes back).
  if (kept.serverHtml && kept.sameAs !== sameAs) setKept({ serverHtml: false, sameAs });
  if (!kept.serverHtml || kept.sameAs !== sameAs) return createElement(as, { ...attributes, key: 'rendered' }, children);
  return createElement(as, {
    ...attributes,
    key: 'kept',
    onClick: followLinks,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: '' },
  });
}
