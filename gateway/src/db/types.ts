import type { ReleaseQueries } from './queries/releases';
import type { Catalog } from '../catalog/types';
import type { BundleVisualizationItem } from '@tjb/forms';

/** A cart as the embedded Storefront server keeps it: opaque to the database beyond its id, stored as JSON. */
export interface StorefrontCartState {
  id: string;
}

export interface StockLine {
  variantId: string;
  quantity: number;
}

export interface StockShortage {
  variantId: string;
  requested: number;
  available: number;
}

export interface CartProductData {
  title: string;
  handle: string;
  image: string | null;
  productType: string;
}

export interface CartVariantData {
  title: string;
  selectedOptions: Array<{ name: string; value: string }>;
}

export interface CartLineRecord {
  lineId: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  unitPriceCents: number;
  productData: CartProductData;
  variantData: CartVariantData;
  createdAt: Date;
}

export type NewCartLine = Omit<CartLineRecord, 'createdAt'>;

export interface PostalAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone?: string;
}

export interface OrderLineRecord {
  productId: string;
  variantId: string | null;
  title: string;
  variantTitle: string;
  image: string | null;
  quantity: number;
  unitPriceCents: number;
  /** Catalogue variants hold stock; made-to-order lines (custom apparel) do not. */
  tracksStock: boolean;
  /** Who a gift card line is for; null on every other line. */
  giftCard: GiftCardLineData | null;
}

export interface GiftCardLineData {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  design: string;
}

export type OrderKind = 'merchandise' | 'bundle-visualization';
export type OrderStatus = 'pending' | 'paid' | 'failed';

export interface NewOrder {
  kind: OrderKind;
  sessionKey: string;
  email: string | null;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  lines: OrderLineRecord[];
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  /** A validated single-use code and what it took off. */
  discount: { code: string; cents: number } | null;
  /** Pay part or all of the total from this gift card (looked up by the hash of its code). */
  giftCard: { codeHash: string } | null;
  /** A Bundle Visualization order's bundle, stored in the transaction that begins the order. */
  bundleVisualization?: readonly BundleVisualizationItem[];
  payment: {
    method: 'credit-card' | 'paypal';
    /** Only the brand and the last four digits: never the number or the CVV. */
    cardBrand: string | null;
    cardLast4: string | null;
    processor: string;
  };
}

export interface OrderRecord extends Omit<NewOrder, 'giftCard' | 'bundleVisualization'> {
  id: string;
  /** What the order's gift card paid; the payment method was charged the rest. */
  giftCardCents: number;
  name: string | null;
  status: OrderStatus;
  processorRef: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

/** What a reaper run released: the orders it failed and the products whose stock came back. */
export interface ReapedOrders {
  orderIds: string[];
  productIds: string[];
}

export type OrderRefusal = 'discount-used' | 'gift-card-unknown' | 'gift-card-empty';

export type BeginOrderResult =
  | { ok: true; orderId: string; giftCardCents: number }
  | { ok: false; shortages: StockShortage[] }
  | { ok: false; refusal: OrderRefusal };

/** A gift card to issue when its order is paid: the code's hash, and the mail that carries the code. */
export interface IssueGiftCard {
  codeHash: string;
  last4: string;
  amountCents: number;
  mail: NewMail;
}

export interface GiftCardRecord {
  id: string;
  last4: string;
  balanceCents: number;
  initialCents: number;
}

export interface DiscountCodeRecord {
  code: string;
  basisPoints: number;
  used: boolean;
}

export interface NewMail {
  to: string;
  subject: string;
  text: string;
}

/** "Email me when it is back" for one variant; the URL is the product page the mail links to. */
export interface NewBackInStockRequest {
  variantId: string;
  email: string;
  productTitle: string;
  productUrl: string;
}

export interface OutboxMail extends NewMail {
  id: string;
  attempts: number;
}

export type IdempotencyClaim =
  | { state: 'claimed' }
  | { state: 'in-progress' }
  | { state: 'mismatch' }
  | { state: 'completed'; status: number; body: unknown };

/** The shared wire shape (@tjb/forms), stored as it is. */
export type { BundleVisualizationItem };

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  category: string;
  message: string;
}

export interface DesignImageRecord {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

export interface NewDesign {
  sessionKey: string;
  /** The shopper's choices (garment, colour, preset, text, placement), validated by the route. */
  spec: Record<string, unknown>;
  imageHash: string | null;
  previewHash: string;
}

export interface DesignRecord extends NewDesign {
  id: string;
  createdAt: Date;
}

/** The shop's data, whichever engine holds it. SQL lives behind this interface and nowhere else. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';

  /** Adds stock rows for catalogue variants the database does not know yet; existing stock is kept. */
  seedInventory(catalog: Catalog): Promise<number>;
  stockLevels(variantIds: readonly string[]): Promise<Map<string, number>>;
  /** Ids of the tracked variants with no stock (see InventoryPort.soldOut). */
  soldOutVariants(): Promise<string[]>;
  /**
   * Calls `changed` after every committed change of stock, made by this process or by any other on the
   * same database (an order on another replica), until stopped; `lost` if it can no longer tell.
   * Resolves once it watches.
   */
  watchStock(changed: () => void, lost: (err: Error) => void): Promise<() => Promise<void>>;
  /** Sets a variant's stock; when it is above zero, its pending back-in-stock requests are mailed once. */
  setStockLevel(variantId: string, quantity: number): Promise<void>;

  /** Stores a back-in-stock request once per variant and address while it is pending. */
  requestBackInStock(request: NewBackInStockRequest): Promise<{ alreadyRequested: boolean }>;
  /** The addresses waiting for this variant (not yet mailed). */
  pendingBackInStock(variantId: string): Promise<string[]>;

  listCartLines(sessionKey: string): Promise<CartLineRecord[]>;
  /** Adds `line.quantity` to the line if it exists (same product and variant), else inserts it. */
  addCartLine(sessionKey: string, line: NewCartLine): Promise<number>;
  setCartLineQuantity(sessionKey: string, lineId: string, quantity: number): Promise<boolean>;
  removeCartLine(sessionKey: string, lineId: string): Promise<boolean>;
  clearCart(sessionKey: string): Promise<void>;

  /**
   * Holds stock for every stock-tracked line, uses up its discount code, takes what it can from its gift
   * card (never below zero) and records a pending order: all in one transaction, or nothing.
   */
  beginOrder(order: NewOrder): Promise<BeginOrderResult>;
  /** Marks the order paid, gives it the next sequential name, and issues its gift cards with their mail. */
  completeOrder(orderId: string, processorRef: string, giftCards?: readonly IssueGiftCard[]): Promise<OrderRecord>;
  /** Marks the order failed and puts back its stock, its discount code and its gift card balance. */
  failOrder(orderId: string, reason: string): Promise<void>;
  findOrderByName(name: string): Promise<OrderRecord | undefined>;
  /** Fails (as failOrder does) up to `limit` orders still pending since before `cutoff`. */
  reapPendingOrders(cutoff: Date, limit: number): Promise<ReapedOrders>;
  /** Drops the server carts of sessions idle since `cutoff`, the Storefront API's carts idle as long, and forgotten Idempotency-Keys. */
  purgeIdleSessions(cutoff: Date): Promise<{ cartLines: number; idempotencyKeys: number; storefrontCarts: number }>;

  /** A cart of the embedded Storefront API, whichever replica made it. */
  loadStorefrontCart(id: string): Promise<StorefrontCartState | undefined>;
  saveStorefrontCart(cart: StorefrontCartState): Promise<void>;

  claimIdempotencyKey(input: { scope: string; key: string; fingerprint: string; ttlSeconds: number }): Promise<IdempotencyClaim>;
  completeIdempotencyKey(scope: string, key: string, response: { status: number; body: unknown }): Promise<void>;
  releaseIdempotencyKey(scope: string, key: string): Promise<void>;

  /** The bundle a paid visualization order bought (stored with the order by `beginOrder`). */
  findBundleVisualization(orderName: string): Promise<BundleVisualizationItem[] | undefined>;

  saveContactMessage(message: NewContactMessage): Promise<{ id: string }>;
  /** Stores the address once; a repeat is not an error. */
  subscribeNewsletter(email: string): Promise<{ alreadySubscribed: boolean; subscriberCount: number }>;
  newsletterSubscriberCount(): Promise<number>;

  findGiftCard(codeHash: string): Promise<GiftCardRecord | undefined>;
  findDiscountCode(code: string): Promise<DiscountCodeRecord | undefined>;
  /** Stores a code and, in the same transaction, the mail that carries it. */
  createDiscountCode(input: { code: string; basisPoints: number; email: string | null; mail: NewMail | null }): Promise<void>;

  enqueueMail(mail: NewMail): Promise<void>;
  leaseDueMail(limit: number, leaseSeconds: number): Promise<OutboxMail[]>;
  markMailSent(id: string): Promise<void>;
  markMailFailed(id: string, error: string, retryInSeconds: number): Promise<void>;
  listOutbox(): Promise<Array<OutboxMail & { status: string }>>;

  /** Designer images by content hash (stored once) and the designs that use them. */
  saveDesignImage(image: DesignImageRecord & { hash: string }): Promise<void>;
  createDesign(design: NewDesign): Promise<{ id: string }>;
  findDesign(id: string): Promise<DesignRecord | undefined>;
  findDesignImage(hash: string): Promise<DesignImageRecord | undefined>;
  /** Drops designs stored before `before` that no order shows, and the images left unused. */
  purgeUnorderedDesigns(before: Date): Promise<{ designs: number; images: number }>;
  /** The remote registry's releases, active versions, canaries and change log. */
  releases: ReleaseQueries;

  close(): Promise<void>;
}
