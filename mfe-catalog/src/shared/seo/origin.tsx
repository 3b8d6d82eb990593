import { createContext, useContext } from 'react';

/** The shop's origin for canonical URLs and structured data: the request's on the server (src/server.tsx), the page's in the browser. */
export const OriginContext = createContext<string | null>(null);

export function useOrigin(): string {
  const fromServer = useContext(OriginContext);
  return fromServer ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
