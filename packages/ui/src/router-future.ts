/**
 * react-router 6 with the two v7 behaviours opted in: navigations in a transition and relative links
 * inside splat routes resolved the v7 way. Every router (shell, standalone frames, tests) passes these so
 * they all behave alike and v6 stops warning about them.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
