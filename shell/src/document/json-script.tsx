import { jsonScriptText } from '@tjb/shop-contracts';

/**
 * Data for the page's scripts as an inert JSON script element: `type="application/json"` never runs, so
 * the CSP needs no exception, and jsonScriptText escapes `<`, so no value can end the element early.
 */
export function JsonScript({ id, value }: { id: string; value: unknown }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: jsonScriptText(value) }} />;
}
