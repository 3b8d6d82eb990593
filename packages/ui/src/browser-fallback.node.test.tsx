import { css } from '@emotion/react';
import { PassThrough } from 'node:stream';
import { lazy, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { BrowserFallback } from './browser-fallback';
import { MfeRoot } from './mfe-root';
import { createServerStyles } from './server-styles';

const skeleton = css`height: 420px; background: linear-gradient(90deg, #111, #222);`;
/** A part of the page whose code is not loaded when the render reaches it (it suspends once). */
const LatePart = lazy(() => Promise.resolve({ default: () => <p>The page</p> }));

/** The page as the shell's server writes it: one stream, written once every boundary is ready (onAllReady). */
function renderPage(fallback: ReactNode): Promise<{ html: string; css: string }> {
  const styles = createServerStyles();
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), css: styles.styles().map((el) => el.css).join('') }));
    const stream = renderToPipeableStream(
      <styles.Provider>
        <MfeRoot name="shop" liveMark={false}>
          <Suspense fallback={fallback}>
            <LatePart />
          </Suspense>
        </MfeRoot>
      </styles.Provider>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject },
    );
  });
}

describe('BrowserFallback', () => {
  it('when a boundary’s fallback is a plain skeleton, then the streaming render still puts its styles in the page (why it exists)', async () => {
    const page = await renderPage(<div css={skeleton} />);
    expect(page.html).toContain('The page');
    expect(page.css).toContain('height:420px');
  });

  it('when the fallback is wrapped in it, then the server render writes the page without the skeleton’s styles', async () => {
    const page = await renderPage(
      <BrowserFallback>
        <div css={skeleton} />
      </BrowserFallback>,
    );
    expect(page.html).toContain('The page');
    expect(page.css).not.toContain('height:420px');
  });
});
