import { issueMessage } from '@bazaar/domain';
import { z } from 'zod';
import { ItemSchema } from './catalogue';
import { IdSchema } from './common';
import { StoreSchema } from './store';

/**
 * customer/wish-list/add and /remove: exactly one of `item_id` or `store_id` (query parameters, as
 * the spec's clients send them).
 */
export const WishListTargetQuerySchema = z
  .object({ item_id: IdSchema.optional(), store_id: IdSchema.optional() })
  .refine((q) => (q.item_id === undefined) !== (q.store_id === undefined), {
    error: issueMessage('favorite.choose_one'),
    path: ['item_id'],
  });
export type WishListTarget = z.infer<typeof WishListTargetQuerySchema>;

/** GET customer/wish-list: the favourite items and stores, newest first, in the catalogue's shapes. */
export const WishListSchema = z
  .object({
    item: z.array(ItemSchema),
    store: z.array(StoreSchema),
  })
  .meta({ id: 'WishList' });
export type WishList = z.infer<typeof WishListSchema>;
