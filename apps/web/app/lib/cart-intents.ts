import type { CartAnswer } from '@bazaar/contract';
import type { MessageKey, MessageRef, StoredCartLine } from '@bazaar/domain';
import {
  addLine,
  changeVariant,
  type Edit,
  lineKey,
  pricedLineKey,
  removeLine,
  setQuantity,
} from './cart-edits';
import { parseGuestLine } from './guest-cart';

/**
 * What a cart page form asks for. The same forms serve the signed-in cart (a route action over the
 * stored cart) and a guest's (a client action over local storage); `applyIntent` is the one rule.
 */
export type CartIntent =
  | { kind: 'quantity'; key: string; quantity: number }
  | { kind: 'remove'; key: string }
  | { kind: 'restore'; line: StoredCartLine }
  | { kind: 'variant'; key: string; variant: string };

export function readIntent(form: FormData): CartIntent | null {
  const key = String(form.get('line') ?? '');
  switch (form.get('intent')) {
    case 'quantity':
      return { kind: 'quantity', key, quantity: Number(form.get('quantity')) };
    case 'increase':
    case 'decrease': {
      const step = form.get('intent') === 'increase' ? 1 : -1;
      return { kind: 'quantity', key, quantity: Number(form.get('current')) + step };
    }
    case 'remove':
      return { kind: 'remove', key };
    case 'restore': {
      const line = parseGuestLine(String(form.get('restore') ?? ''));
      return line ? { kind: 'restore', line } : null;
    }
    case 'variant':
      return { kind: 'variant', key, variant: String(form.get('variant') ?? '') };
    default:
      return null;
  }
}

export type Applied =
  | { ok: true; lines: StoredCartLine[]; notice: MessageKey; removed?: StoredCartLine }
  | { ok: false; refusal: MessageRef };

const pricedLine = (answer: CartAnswer, key: string) =>
  answer.cart.flatMap((g) => g.cart).find((line) => pricedLineKey(line) === key);

/**
 * The cart's lines after the intent, checked against the priced cart it was made on (stock) and, for
 * a change of variation, the item's variations (`options`, from its details).
 */
export function applyIntent(
  intent: CartIntent,
  answer: CartAnswer,
  options: readonly { type: string; stock: number }[] = [],
): Applied {
  const lines = answer.lines;
  const done = (edit: Edit, notice: MessageKey, removed?: StoredCartLine): Applied =>
    edit.ok ? { ok: true, lines: edit.lines, notice, ...(removed && { removed }) } : edit;
  switch (intent.kind) {
    case 'quantity': {
      const priced = pricedLine(answer, intent.key);
      if (!priced) return { ok: false, refusal: { key: 'cart.line_not_found' } };
      return done(setQuantity(lines, intent.key, intent.quantity, priced.stock), 'cart.updated');
    }
    case 'remove':
      return done(
        removeLine(lines, intent.key),
        'cart.updated',
        lines.find((l) => lineKey(l) === intent.key),
      );
    case 'restore':
      // Put back as it was; the stock is checked again when the cart is priced.
      if (lines.some((l) => lineKey(l) === lineKey(intent.line)))
        return done({ ok: true, lines }, 'cart.updated');
      return done(addLine(lines, intent.line, Number.MAX_SAFE_INTEGER), 'cart.updated');
    case 'variant': {
      const option = options.find((o) => o.type === intent.variant);
      if (!option) return { ok: false, refusal: { key: 'cart.variation_unavailable' } };
      return done(changeVariant(lines, intent.key, intent.variant, option.stock), 'cart.variation_changed');
    }
  }
}
