/**
 * The properties each `@keyframes` rule in a style text moves, by the rule's name; a vendor-prefixed property
 * reads as the property itself. For tests that keep an animation on the compositor (transform and opacity only).
 */
export function keyframeProperties(cssText: string): Map<string, Set<string>> {
  return new Map(
    [...cssText.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^}]*\})*)\s*\}/g)].map(([, name, body]) => [
      name!,
      new Set([...body!.matchAll(/([a-z-]+)\s*:/g)].map((m) => m[1]!.replace(/^-(webkit|moz|ms)-/, ''))),
    ]),
  );
}
