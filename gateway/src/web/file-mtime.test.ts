import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMtimeReader } from './file-mtime';

const dir = mkdtempSync(path.join(tmpdir(), 'file-mtime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createMtimeReader', () => {
  it('when many callers ask at once, then one stat answers them all; a caller after it gets a new one', async () => {
    const file = path.join(dir, 'bundle.js');
    writeFileSync(file, 'one');
    utimesSync(file, 1_000, 1_000);
    const statFile = jest.fn((f: string) => stat(f));
    const mtimeOf = createMtimeReader(statFile);
    const times = await Promise.all(Array.from({ length: 20 }, () => mtimeOf(file)));
    expect(new Set(times)).toEqual(new Set([1_000_000]));
    expect(statFile).toHaveBeenCalledTimes(1);
    utimesSync(file, 2_000, 2_000);
    expect(await mtimeOf(file)).toBe(2_000_000);
    expect(statFile).toHaveBeenCalledTimes(2);
  });

  it('when the file is missing, then its time is -1 until it appears', async () => {
    const file = path.join(dir, 'later.js');
    const mtimeOf = createMtimeReader();
    expect(await mtimeOf(file)).toBe(-1);
    writeFileSync(file, 'now');
    utimesSync(file, 3_000, 3_000);
    expect(await mtimeOf(file)).toBe(3_000_000);
  });
});
