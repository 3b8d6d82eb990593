import { createElement } from 'react';
import {
  DEFERRED_PRELOADS_ID,
  INLINE_REGISTRY_ID,
  KEPT_TAPS_SCRIPT,
  PREFETCH_ID,
  SERVER_RENDERED_ATTRIBUTE,
  SPLASH_TAG,
  serverStateId,
  type DocumentProps,
  type DocumentStartProps,
  type HeadElement as HeadElementData,
} from '@tjb/shop-contracts';
import { DISPLAY_FONT_FILES, FONT_PRELOAD } from '@tjb/ui';
import { SPLASH_ATTRIBUTES, splashContent } from '../layout/intro-splash/splash-markup';
import { HeadElement } from './head-element';
import { JsonScript } from './json-script';
import { BASE_STYLE, SHOP_DESCRIPTION, SHOP_TITLE, THEME_COLOR } from './page-defaults';
import { SHOP_ICON_HREF } from './shop-icon';

/*
 * The shop's HTML document, rendered on the server only (render-document) and never hydrated: the app is
 * rendered on its own (renderShop) and its markup goes into #root as it was rendered. The app cannot be
 * rendered inside this tree: its useId values follow its place in the tree, and the browser hydrates it
 * at the root of #root, so inside a document its ids would differ and hydration would fail.
 *
 * The document comes in two parts. Its start is what every page has before it is rendered, so the gateway
 * sends it as soon as the page's status is known, and the browser fetches the shell's entry and the
 * display face while the server still waits for the page's data. Its rest is the page's own: its title
 * and head elements (the page's title must come before the shell's, which it follows), the hints that
 * depend on whether the server rendered the page, and the body.
 */

/** The head's first elements, the same for every page: nothing in them waits for the page's render. */
export function DocumentStart({ scripts }: DocumentStartProps) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {DISPLAY_FONT_FILES.map((href, i) => (
        <link key={i} rel="preload" href={href} {...FONT_PRELOAD} />
      ))}
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href={SHOP_ICON_HREF} type="image/svg+xml" />
      {/* The page's colours before any other style has arrived, so nothing flashes white while the rest is on its way. */}
      <style dangerouslySetInnerHTML={{ __html: BASE_STYLE }} />
      {/* Deferred (still run after parsing), so the browser fetches them while the server renders the page. */}
      {scripts.map((src) => (
        <script key={src} defer src={src} />
      ))}
      {/* It must listen before the first control is parsed; the CSP allows it by its hash. */}
      <script dangerouslySetInnerHTML={{ __html: KEPT_TAPS_SCRIPT }} />
    </>
  );
}

/** A hint the start has already given (the display face's preloads, which the render asks for too). */
const inStart = (element: HeadElementData) => element.tag === 'link' && element.attributes.rel === 'preload' && DISPLAY_FONT_FILES.includes(element.attributes.href ?? '');

/** The page describes itself (a product, a category): then the shop's own description would be a second one. */
const describesItself = (head: readonly HeadElementData[]) => head.some((element) => element.tag === 'meta' && element.attributes.name === 'description');

/**
 * The rest of the head: the page's own elements, the shell's title after them, the shop's description when
 * the page has none (crawlers and link previews read the first one; it waits for the page for that reason),
 * and the hints for the page's scripts.
 */
export function DocumentHeadRest({ preloads, deferredPreloads, prefetch, registry, rendered }: DocumentProps) {
  return (
    <>
      {/* Before the shell's title: the browser shows the first, and React adopts the page's own and
          removes it when the page goes, leaving the shell's until the next page sets its own. */}
      {rendered?.head.filter((element) => !inStart(element)).map((element, i) => <HeadElement key={i} element={element} />)}
      <title>{SHOP_TITLE}</title>
      {rendered && describesItself(rendered.head) ? null : <meta name="description" content={SHOP_DESCRIPTION} />}
      {preloads.map((hint) => (
        <link key={hint.href} rel={hint.rel} as={hint.as} href={hint.href} crossOrigin={hint.crossOrigin} />
      ))}
      {deferredPreloads.length ? <JsonScript id={DEFERRED_PRELOADS_ID} value={deferredPreloads} /> : null}
      {prefetch.length ? <JsonScript id={PREFETCH_ID} value={prefetch} /> : null}
      {registry ? <JsonScript id={INLINE_REGISTRY_ID} value={registry} /> : null}
    </>
  );
}

/** The body: the splash (once per session), #root with the server's render or empty, the sessions' state. */
export function DocumentBody({ splash, rendered }: Pick<DocumentProps, 'splash' | 'rendered'>) {
  const root = rendered ? { [SERVER_RENDERED_ATTRIBUTE]: '' } : {};
  return (
    <>
      {/* Static markup painted before any script runs; the shell's IntroSplash takes it over. */}
      {splash ? createElement(SPLASH_TAG, { ...SPLASH_ATTRIBUTES, dangerouslySetInnerHTML: { __html: splashContent({ themedHead: Boolean(rendered) }) } }) : null}
      <div id="root" {...root} dangerouslySetInnerHTML={{ __html: rendered?.html ?? '' }} />
      {rendered?.state.map((state) => <JsonScript key={state.app} id={serverStateId(state.app)} value={state.value} />)}
    </>
  );
}
