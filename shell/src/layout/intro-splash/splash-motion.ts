/**
 * Set on the splash once the page beneath it has settled (IntroSplash): until then the drawing stands
 * still, engine off and sign dimly lit, and then the engine starts. Without a GPU (a headless browser, some
 * phones) the compositor draws every frame of the motion on the CPU, and on a two-core machine that took
 * CPU from the shop's own start-up: Lighthouse counted 16-25 % more main-thread time on four pages while the
 * drawing moved. On a device too slow to settle within the intro, the intro stays a still frame.
 */
export const SPLASH_MOTION_ATTRIBUTE = 'data-motion';
