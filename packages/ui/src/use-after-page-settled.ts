import { useEffect, useState } from 'react';
import { afterPageSettled } from './after-page-settled';

/** False until the first page is on screen and the browser is idle (see afterPageSettled). */
export function useAfterPageSettled(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPageSettled().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
