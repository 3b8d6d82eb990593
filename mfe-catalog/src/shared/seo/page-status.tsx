import { createContext, useContext } from 'react';

/**
 * Provided by the server render only: the page's HTTP status, so a product or category that does not
 * exist answers 404 (search engines and links checkers read the status, not the text). The browser has none.
 */
export const PageStatusContext = createContext<((status: number) => void) | null>(null);

/** Asks the server render to answer with this status; `undefined` asks for nothing. A no-op in the browser. */
export function usePageStatus(status: number | undefined): void {
  const report = useContext(PageStatusContext);
  if (status !== undefined) report?.(status);
}
