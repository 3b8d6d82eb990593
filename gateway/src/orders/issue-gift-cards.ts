import { formatMoney } from '@tjb/pricing';
import { EMAIL_PATTERN, type CartItemPayload } from '@tjb/forms';
import * as v from 'valibot';
import { giftCardCodeHash, newGiftCardCode, normalizeCode } from '../codes/codes';
import type { GiftCardLineData, IssueGiftCard, OrderLineRecord } from '../db';

const option = (item: Pick<CartItemPayload, 'variantData'>, name: string) =>
  item.variantData?.selectedOptions?.find((o) => o.name === name)?.value?.trim() ?? '';

const recipientEmail = v.pipe(v.string(), v.maxLength(254), v.regex(EMAIL_PATTERN));

/**
 * Who a gift card line is for, from the options the home page's form put on it (Recipient, Recipient
 * Email, From, Message, Design). Undefined when the name or a valid email is missing.
 */
export function giftCardLineData(item: Pick<CartItemPayload, 'variantData'>): GiftCardLineData | undefined {
  const data = {
    recipientName: option(item, 'Recipient').slice(0, 100),
    recipientEmail: option(item, 'Recipient Email').toLowerCase(),
    senderName: option(item, 'From').slice(0, 100),
    message: option(item, 'Message').slice(0, 500),
    design: option(item, 'Design').slice(0, 50),
  };
  if (!data.recipientName || !data.senderName || !v.is(recipientEmail, data.recipientEmail)) return undefined;
  return data;
}

export interface IssuedGiftCard {
  /** Shown once, on the buyer's confirmation; the shop keeps only its hash. */
  code: string;
  amount: string;
  recipientName: string;
  recipientEmail: string;
}

/** New codes for every gift card the order holds (one per unit), with the mail that delivers each. */
export function prepareGiftCards(lines: readonly OrderLineRecord[]): { issue: IssueGiftCard[]; issued: IssuedGiftCard[] } {
  const issue: IssueGiftCard[] = [];
  const issued: IssuedGiftCard[] = [];
  for (const line of lines) {
    if (!line.giftCard) continue;
    for (let unit = 0; unit < line.quantity; unit += 1) {
      const code = newGiftCardCode();
      const normalized = normalizeCode(code) as string;
      const amount = formatMoney(line.unitPriceCents / 100);
      const { recipientName, recipientEmail, senderName, message } = line.giftCard;
      issue.push({
        codeHash: giftCardCodeHash(normalized),
        last4: normalized.slice(-4),
        amountCents: line.unitPriceCents,
        mail: {
          to: recipientEmail,
          subject: `${senderName} sent you a ${amount} TJ's Biker Gear gift card`,
          text: [
            `Hi ${recipientName},`,
            '',
            `${senderName} sent you a ${amount} gift card for TJ's Biker Gear.`,
            ...(message ? ['', message] : []),
            '',
            `Your gift card code: ${code}`,
            '',
            'Enter it at checkout. It never expires, and what you do not spend stays on the card.',
          ].join('\n'),
        },
      });
      issued.push({ code, amount: (line.unitPriceCents / 100).toFixed(2), recipientName, recipientEmail });
    }
  }
  return { issue, issued };
}
