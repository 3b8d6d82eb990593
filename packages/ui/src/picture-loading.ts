/** The `<img>` attributes that say when a picture loads and how urgently. */
export interface PictureLoading {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
  decoding?: 'async';
}

/**
 * How the picture at `position` of a page's list of pictures loads. The first `firstScreen` are in the
 * first screen on a phone: they load with the page, never lazily (a lazy picture waits for the page's
 * first layout before it is even asked for), and the first of them, the page's largest paint when it
 * heads the list, at high priority, ahead of the scripts. The rest wait until the shopper scrolls near
 * them and decode off the main thread.
 */
export function pictureLoading(position: number, firstScreen = 1): PictureLoading {
  if (position >= firstScreen) return { loading: 'lazy', decoding: 'async' };
  return position === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}
