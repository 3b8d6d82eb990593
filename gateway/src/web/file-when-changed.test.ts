import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileWhenChanged } from './file-when-changed';

const dir = mkdtempSync(path.join(tmpdir(), 'when-changed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the file with a given modification time, so two writes in the same millisecond still differ. */
const write = (file: string, text: string, mtimeS: number) => {
  writeFileSync(file, text);
  utimesSync(file, mtimeS, mtimeS);
};

describe('fileWhenChanged', () => {
  it('when the file is unchanged, then it is parsed once; when it changes, then the new content is read', async () => {
    const file = path.join(dir, 'a.json');
    write(file, '{"v":1}', 1_000);
    const parse = jest.fn((text: string) => JSON.parse(text) as { v: number });
    const read = fileWhenChanged(file, parse);
    expect(await read()).toEqual({ v: 1 });
    expect(await read()).toEqual({ v: 1 });
    expect(parse).toHaveBeenCalledTimes(1);
    write(file, '{"v":2}', 2_000);
    expect(await read()).toEqual({ v: 2 });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('when the file is missing, then it is null until it appears', async () => {
    const file = path.join(dir, 'later.txt');
    const read = fileWhenChanged(file, (text) => text);
    expect(await read()).toBeNull();
    write(file, 'here', 3_000);
    expect(await read()).toBe('here');
  });

  it('when the file cannot be parsed, then it is null and reported once per version of the file', async () => {
    const file = path.join(dir, 'bad.json');
    write(file, '{nope', 4_000);
    const onError = jest.fn();
    const read = fileWhenChanged(file, (text) => JSON.parse(text) as unknown, onError);
    expect(await read()).toBeNull();
    expect(await read()).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    write(file, '{"fixed":true}', 5_000);
    expect(await read()).toEqual({ fixed: true });
  });
});
