import pino from 'pino';
import type { Database } from '../db';
import { createDesignPurge } from './design-purge';

describe('createDesignPurge', () => {
  it('when it runs, then it asks the database to drop designs older than the retention, counted from now', async () => {
    const cutoffs: Date[] = [];
    const db = { purgeUnorderedDesigns: async (before: Date) => (cutoffs.push(before), { designs: 2, images: 1 }) } as unknown as Database;
    const now = Date.parse('2026-11-25T12:00:00Z');
    const purge = createDesignPurge({ db, logger: pino({ level: 'silent' }), retentionDays: 30, now: () => now });
    expect(await purge.purgeDue()).toEqual({ designs: 2, images: 1 });
    expect(cutoffs).toEqual([new Date('2026-10-26T12:00:00Z')]);
  });

  it('when the database fails, then the error is logged and the timer keeps the process alive no longer than it lives', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const db = { purgeUnorderedDesigns: async () => Promise.reject(new Error('connection lost')) } as unknown as Database;
    const purge = createDesignPurge({ db, logger, retentionDays: 30 });
    purge.start(60_000);
    await purge.stop();
    expect(lines.map((l) => JSON.parse(l))).toEqual([expect.objectContaining({ msg: 'design purge failed', error: { message: 'connection lost' } })]);
  });
});
