import { MessageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import { WishListSchema, WishListTargetQuerySchema } from '../favourites';

const tag = 'favourites';
const refusals = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** The customer's favourite items and stores (spec §7; decision 501). */
export const favouriteEndpoints = {
  wishList: defineEndpoint({
    method: 'GET',
    path: '/customer/wish-list',
    tag,
    auth: 'required',
    summary: 'Favourite items and stores, newest first, each with is_favorite true',
    response: WishListSchema,
    responses: { 401: ErrorEnvelopeSchema },
  }),
  wishListAdd: defineEndpoint({
    method: 'POST',
    path: '/customer/wish-list/add',
    tag,
    auth: 'required',
    summary: 'Add an item (item_id) or a store (store_id) to the favourites; 409 when it is already there',
    query: WishListTargetQuerySchema,
    response: MessageSchema,
    responses: { ...refusals, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
  }),
  wishListRemove: defineEndpoint({
    method: 'DELETE',
    path: '/customer/wish-list/remove',
    tag,
    auth: 'required',
    summary: 'Remove an item (item_id) or a store (store_id) from the favourites; 404 when it is not there',
    query: WishListTargetQuerySchema,
    response: MessageSchema,
    responses: { ...refusals, 404: ErrorEnvelopeSchema },
  }),
} as const;
