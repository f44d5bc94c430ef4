import { endpoints, type WishListTarget } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError, ERROR_CODES } from '../../platform/errors';
import { requestLocale, say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { addFavourite, type Kind, MAX_FAVOURITES, removeFavourite, wishList } from './repository';

/** The query names one item or one store (the contract refuses both or neither). */
const targetOf = (q: WishListTarget): { kind: Kind; id: number; field: 'item_id' | 'store_id' } =>
  q.item_id !== undefined
    ? { kind: 'item', id: q.item_id, field: 'item_id' }
    : { kind: 'store', id: q.store_id ?? 0, field: 'store_id' };

/** Favourite items and stores (spec §7, §8; decision 501). */
export async function favouritesArea(scope: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(scope, endpoints.wishList, async ({ req }) =>
    wishList(db, currentCustomer(req).id, requestLocale(req)),
  );

  registerEndpoint(scope, endpoints.wishListAdd, async ({ req, query }) => {
    const { kind, id, field } = targetOf(query);
    const added = await addFavourite(db, currentCustomer(req).id, kind, id);
    if (added.ok) return { message: say(req, 'favorite.added', { item: added.name }) };
    if (added.reason === 'duplicate') throw AppError.of(409, ERROR_CODES.conflict, 'favorite.already_added');
    if (added.reason === 'full')
      throw AppError.field(field, 'favorite.limit_reached', { max: MAX_FAVOURITES });
    throw AppError.notFound(
      field,
      kind === 'item' ? 'catalogue.item_not_found' : 'catalogue.store_not_found',
    );
  });

  registerEndpoint(scope, endpoints.wishListRemove, async ({ req, query }) => {
    const { kind, id, field } = targetOf(query);
    const name = await removeFavourite(db, currentCustomer(req).id, kind, id);
    if (name === null) throw AppError.notFound(field, 'favorite.not_found');
    return { message: say(req, 'favorite.removed', { item: name }) };
  });
}
