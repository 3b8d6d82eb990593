import type { CartItem } from '@tjb/cart-bus';
import type { ServerLine } from './api/server-cart';

export type MirrorOp =
  | { kind: 'clear' }
  | { kind: 'add'; item: CartItem }
  | { kind: 'set'; id: string; quantity: number }
  | { kind: 'remove'; id: string };

/**
 * The calls that make the server cart hold what the browser cart holds. Lines match by id; a browser
 * line without a variant also matches the server's line for that product, because the server names a
 * single-variant product's line after the variant it resolved.
 */
export function planReconcile(browser: readonly CartItem[], server: readonly ServerLine[]): MirrorOp[] {
  if (browser.length === 0) return server.length > 0 ? [{ kind: 'clear' }] : [];
  const unmatched = new Map(server.map((line) => [line.id, line]));
  const ops: MirrorOp[] = [];
  for (const item of browser) {
    let match = unmatched.get(item.id);
    if (!match && item.shopifyVariantId === null) {
      match = [...unmatched.values()].find((line) => line.shopifyProductId === item.shopifyProductId);
    }
    if (!match) {
      ops.push({ kind: 'add', item });
      continue;
    }
    unmatched.delete(match.id);
    if (match.quantity !== item.quantity) ops.push({ kind: 'set', id: match.id, quantity: item.quantity });
  }
  // Removals first: a stale line must not hold stock the added lines need.
  return [...[...unmatched.keys()].map((id): MirrorOp => ({ kind: 'remove', id })), ...ops];
}

/** Identifies an op the server refused, so the same request is not repeated until the line changes. */
export function opSignature(op: MirrorOp): string {
  switch (op.kind) {
    case 'add':
      return `add|${op.item.id}|${op.item.quantity}|${op.item.price}`;
    case 'set':
      return `set|${op.id}|${op.quantity}`;
    default:
      return op.kind === 'remove' ? `remove|${op.id}` : 'clear';
  }
}
