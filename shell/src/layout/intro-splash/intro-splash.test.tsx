import { act, fireEvent, render, screen } from '@testing-library/react';
import { mockReducedMotion } from '../test-utils';
import { IntroSplash } from './intro-splash';
import { SPLASH_SEEN_KEY } from './use-splash';

const splash = () => screen.queryByTestId('intro-splash');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  mockReducedMotion(false);
  delete document.documentElement.dataset.splash;
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

  it('when the splash has played in this session, then it does not show again', () => {
    const first = render(<IntroSplash />);
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).not.toBeNull();
    first.unmount();

    const onDone = jest.fn();
    render(<IntroSplash onDone={onDone} />);
    expect(splash()).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.splash).toBe('done');
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

  it('when it shows, then the drawing is hidden from assistive technology', () => {
    const { container } = render(<IntroSplash />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
