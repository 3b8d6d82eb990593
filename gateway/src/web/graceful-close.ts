import type http from 'node:http';

export interface GracefulServer {
  /**
   * Stops accepting connections, lets the requests in flight finish, and resolves when every
   * connection has ended. After `graceMs` whatever is still open is cut, so shutdown is bounded.
   */
  close(graceMs: number): Promise<void>;
}

/**
 * `server.close()` alone stops accepting but leaves keep-alive connections open until their timeout
 * (65 s here); `closeAllConnections()` alone cuts requests mid-answer. This closes each connection
 * as soon as it is idle: at once for the idle ones, after its answer for a busy one.
 */
export function gracefulServer(server: http.Server): GracefulServer {
  let closing = false;
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (closing && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    close(graceMs) {
      if (!server.listening) return Promise.resolve();
      closing = true;
      return new Promise((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
