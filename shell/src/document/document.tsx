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
} from '@tjb/shop-contracts';
import { SPLASH_ATTRIBUTES, splashContent } from '../layout/intro-splash/splash-markup';
import { HeadElement } from './head-element';
import { JsonScript } from './json-script';
import { BASE_STYLE, SHOP_DESCRIPTION, SHOP_ICON, SHOP_TITLE, THEME_COLOR } from './page-defaults';

/**
 * The shop's HTML document, rendered on the server only (renderDocument) and never hydrated: the app is
 * rendered on its own (renderShop) and its markup goes into #root as it was rendered. The app cannot be
 * rendered inside this tree: its useId values follow its place in the tree, and the browser hydrates it
 * at the root of #root, so inside a document its ids would differ and hydration would fail.
 */
export function Document({ scripts, preloads, deferredPreloads, prefetch, registry, splash, rendered }: DocumentProps) {
  const root = rendered ? { [SERVER_RENDERED_ATTRIBUTE]: '' } : {};
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="description" content={SHOP_DESCRIPTION} />
        <link rel="icon" href={SHOP_ICON} />
        {/* Before the shell's title: the browser shows the first, and React adopts the page's own and
            removes it when the page goes, leaving the shell's until the next page sets its own. */}
        {rendered?.head.map((element, i) => <HeadElement key={i} element={element} />)}
        <title>{SHOP_TITLE}</title>
        <style dangerouslySetInnerHTML={{ __html: BASE_STYLE }} />
        {/* In the head, deferred (still run after parsing). React writes the head's <title>, <meta> and
            <link> elements (the hints among them) ahead of its other children, so the hints come first. */}
        {scripts.map((src) => (
          <script key={src} defer src={src} />
        ))}
        {/* It must listen before the first control is parsed; the CSP allows it by its hash. */}
        <script dangerouslySetInnerHTML={{ __html: KEPT_TAPS_SCRIPT }} />
        {preloads.map((hint) => (
          <link key={hint.href} rel={hint.rel} as={hint.as} href={hint.href} crossOrigin={hint.crossOrigin} />
        ))}
        {deferredPreloads.length ? <JsonScript id={DEFERRED_PRELOADS_ID} value={deferredPreloads} /> : null}
        {prefetch.length ? <JsonScript id={PREFETCH_ID} value={prefetch} /> : null}
        {registry ? <JsonScript id={INLINE_REGISTRY_ID} value={registry} /> : null}
      </head>
      <body>
        {/* Static markup painted before any script runs; the shell's IntroSplash takes it over. */}
        {splash ? createElement(SPLASH_TAG, { ...SPLASH_ATTRIBUTES, dangerouslySetInnerHTML: { __html: splashContent() } }) : null}
        <div id="root" {...root} dangerouslySetInnerHTML={{ __html: rendered?.html ?? '' }} />
        {rendered?.state.map((state) => <JsonScript key={state.app} id={serverStateId(state.app)} value={state.value} />)}
      </body>
    </html>
  );
}
