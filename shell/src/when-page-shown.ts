import { DEFERRED_PRELOADS_ID, SERVER_RENDERED_ATTRIBUTE } from '@tjb/shop-contracts';
import { linkListedScriptsInSteps } from './listed-scripts';
import { afterNextPaint, nextTask } from './next-task';

/** A page still loading its images this long after the shell's entry ran is hydrated anyway. */
const MAX_WAIT_MS = 3000;

/**
 * When the shop's code may start. A page the browser renders needs it at once. A server-rendered page is
 * already on screen: its code waits until the page has loaded (its images, LCP included) and painted,
 * then comes in one go, preloaded from the list the gateway wrote (DEFERRED_PRELOADS_ID, a link per task), so the
 * scripts never take bandwidth or main-thread time from the first paint.
 */
export async function whenPageShown(doc: Document = document): Promise<void> {
  if (!doc.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
  if (doc.readyState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, MAX_WAIT_MS);
      window.addEventListener('load', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
  await afterNextPaint();
  await linkListedScriptsInSteps(doc, DEFERRED_PRELOADS_ID, 'preload');
  // The federation runtime's start (share scope, the boot chunk's shared modules) gets a task of its own:
  // after the hints, in the same task, it made one long task of both.
  await nextTask();
}
