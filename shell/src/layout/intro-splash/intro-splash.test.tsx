import { act, fireEvent, render, screen } from '@testing-library/react';
import { SPLASH_COOKIE } from '@tjb/shop-contracts';
import { afterPageSettled } from '@tjb/ui';
import { mockReducedMotion } from '../test-utils';
import { IntroSplash } from './intro-splash';
import { splashHtml } from './splash-markup';
import { SPLASH_MOTION_ATTRIBUTE } from './splash-motion';
import { SPLASH_SEEN_KEY } from './use-splash';

// The page beneath never settles unless a test says so (settle()).
jest.mock('@tjb/ui', () => ({ ...jest.requireActual('@tjb/ui'), afterPageSettled: jest.fn() }));
let settle: () => void;

const splash = () => screen.queryByTestId('intro-splash');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The page as the gateway serves it on a first visit: the static splash before the app's root. */
const serveWithSplash = () => document.body.insertAdjacentHTML('afterbegin', splashHtml());

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  document.cookie = `${SPLASH_COOKIE}=; max-age=0; path=/`;
  document.body.innerHTML = '';
  serveWithSplash();
  mockReducedMotion(false);
  delete document.documentElement.dataset.splash;
  jest.mocked(afterPageSettled).mockReturnValue(new Promise<void>((resolve) => (settle = resolve)));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('intro splash', () => {
  it('when the shop first opens, then the splash shows 3 s, fades, is removed at 3.5 s and signals done at 5 s', () => {
    const onDone = jest.fn();
    render(<IntroSplash onDone={onDone} />);
    expect(splash()).toHaveAttribute('data-phase', 'visible');
    // Taken over: the skip button (hidden by the static CSS until then) now works.
    expect(splash()).toHaveAttribute('data-ready');
    expect(screen.getByRole('button', { name: 'Skip intro' })).toBeInTheDocument();

    advance(2999);
    expect(splash()).toHaveAttribute('data-phase', 'visible');
    advance(1);
    expect(splash()).toHaveAttribute('data-phase', 'leaving');
    advance(499);
    expect(splash()).toBeInTheDocument();
    advance(1);
    expect(splash()).not.toBeInTheDocument();

    advance(1499);
    expect(onDone).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.splash).toBe('playing');
    advance(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.splash).toBe('done');
  });

  it('when the page beneath is still loading, then the drawing stands still, and the engine starts once it has settled', async () => {
    render(<IntroSplash />);
    advance(1000);
    expect(splash()).not.toHaveAttribute(SPLASH_MOTION_ATTRIBUTE);
    await act(async () => settle());
    expect(splash()).toHaveAttribute(SPLASH_MOTION_ATTRIBUTE);
    expect(splash()).toHaveAttribute('data-phase', 'visible');
  });

  it('when the splash is leaving before the page has settled, then the drawing never starts moving', async () => {
    render(<IntroSplash />);
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(async () => settle());
    expect(splash()).toHaveAttribute('data-phase', 'leaving');
    expect(splash()).not.toHaveAttribute(SPLASH_MOTION_ATTRIBUTE);
  });

  it('when the shop renders beneath it, then the page content is there from the first moment', () => {
    render(
      <>
        <IntroSplash />
        <main>Featured gear</main>
      </>,
    );
    expect(splash()).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Featured gear');
  });

  it('when the splash has played in this session, then the session cookie tells the gateway, and it does not show again', () => {
    const first = render(<IntroSplash />);
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).not.toBeNull();
    expect(document.cookie).toContain(`${SPLASH_COOKIE}=seen`);
    first.unmount();

    // The next page, served with the splash anyway (the cookie was lost): it is removed at once.
    document.body.innerHTML = '';
    serveWithSplash();
    const onDone = jest.fn();
    render(<IntroSplash onDone={onDone} />);
    expect(splash()).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.splash).toBe('done');
  });

  it('when the page came without the splash (the gateway left it out), then nothing plays and done is signalled at once', () => {
    document.body.innerHTML = '';
    const onDone = jest.fn();
    render(<IntroSplash onDone={onDone} />);
    expect(splash()).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain(`${SPLASH_COOKIE}=seen`);
  });

  it('when the scripts arrive late, then the splash has already been up that long and leaves on time', () => {
    jest.advanceTimersByTime(2500); // the page has been on screen 2.5 s before the shell runs
    render(<IntroSplash />);
    expect(splash()).toHaveAttribute('data-phase', 'visible');
    advance(499);
    expect(splash()).toHaveAttribute('data-phase', 'visible');
    advance(1);
    expect(splash()).toHaveAttribute('data-phase', 'leaving');
  });

  it('when Escape is pressed, then the splash leaves at once and signals done when gone', () => {
    const onDone = jest.fn();
    render(<IntroSplash onDone={onDone} />);
    advance(1000);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(splash()).toHaveAttribute('data-phase', 'leaving');
    advance(500);
    expect(splash()).not.toBeInTheDocument();
    advance(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('when the splash is clicked anywhere, then it leaves', () => {
    render(<IntroSplash />);
    fireEvent.click(splash()!);
    expect(splash()).toHaveAttribute('data-phase', 'leaving');
  });

  it('when "Skip intro" is used from the keyboard, then it leaves', () => {
    render(<IntroSplash />);
    const skip = screen.getByRole('button', { name: 'Skip intro' });
    skip.focus();
    fireEvent.click(skip);
    expect(splash()).toHaveAttribute('data-phase', 'leaving');
  });

  it('when the visitor prefers reduced motion, then the splash never shows and done is signalled at once', () => {
    mockReducedMotion(true);
    const onDone = jest.fn();
    render(<IntroSplash onDone={onDone} />);
    // (The static CSS already hides it under reduced motion; the shell removes it.)
    expect(splash()).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBeNull();
  });

  it('when session storage throws, then the splash still plays and finishes', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const onDone = jest.fn();
    render(<IntroSplash onDone={onDone} />);
    expect(splash()).toBeInTheDocument();
    advance(3000);
    advance(500);
    expect(splash()).not.toBeInTheDocument();
    advance(1500);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('when it shows, then the drawing is hidden from assistive technology and only the skip button is exposed', () => {
    render(<IntroSplash />);
    const svgs = splash()!.querySelectorAll('svg');
    expect(svgs.length).toBeGreaterThan(5);
    svgs.forEach((svg) => expect(svg.closest('[aria-hidden="true"]')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Skip intro' })).toHaveAttribute('type', 'button');
  });

  it('when the static markup is built, then it is one element with its own style, the shop name and no script', () => {
    const html = splashHtml();
    expect(html.startsWith('<tjb-splash ')).toBe(true);
    expect(html.endsWith('</tjb-splash>')).toBe(true);
    expect(html.match(/<\/tjb-splash>/g)).toHaveLength(1);
    expect(html).toContain('<style>');
    expect(html).toContain('TJ&#39;S BIKER GEAR');
    expect(html).toContain('prefers-reduced-motion:reduce');
    expect(html).not.toMatch(/<script/i);
  });
});
