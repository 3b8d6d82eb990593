import type { Request, Response } from 'express';

/**
 * Sends the start of a page (its status line, headers and the Document's start) before the page is
 * complete. A page's build calls it at most once, as soon as the page's status is known; the build's
 * complete HTML starts with what it was given.
 */
export type PageStart = (status: number, html: string) => void;

/** A page's answer: the start as soon as the build gives it, then the rest; or the whole page at once. */
export interface PageStream {
  /** For the page's build: writes the status, the headers and the start, flushed through compression(). */
  start: PageStart;
  /**
   * Ends the answer with the rest of the page when its start went out (true); false: nothing was sent,
   * and the caller sends the whole page as it would have.
   */
  finish(html: string | Buffer): boolean;
}

/**
 * Only a GET streams: a HEAD answer is its headers, which go out with the complete page (its length among
 * them). The start is flushed, since compression() would keep it until it has a block's worth; the rest
 * follows in the same encoding. The answer carries no Content-Length: it is not known when the start goes.
 */
export function createPageStream(req: Request, res: Response, headers: Record<string, string>): PageStream {
  let sent: string | null = null;
  return {
    start(status, html) {
      if (req.method !== 'GET' || sent !== null || res.headersSent) return;
      res.status(status).set(headers);
      sent = html;
      res.write(html);
      (res as Response & { flush?: () => void }).flush?.();
    },
    finish(html) {
      if (sent === null) return false;
      // The build makes the page from the start it sent: anything else would be a cut page. A rendered
      // page is text, compared and cut as text: copying the whole page into bytes first was ~2% of an
      // uncached render's CPU (and 100 kB of garbage per page); the socket encodes the rest as it writes.
      const rest = typeof html === 'string' ? restAfterText(html, sent) : restAfterBytes(html, Buffer.from(sent));
      if (rest === null) throw new Error('the page does not continue the start that was sent');
      res.end(rest);
      return true;
    },
  };
}

const restAfterText = (page: string, start: string): string | null => (page.startsWith(start) ? page.slice(start.length) : null);

const restAfterBytes = (page: Buffer, start: Buffer): Buffer | null => (page.subarray(0, start.length).equals(start) ? page.subarray(start.length) : null);
