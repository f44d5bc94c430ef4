import { endpoints } from '@bazaar/contract';
import type { Address } from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { zoneAt } from '../../catalogue/zones';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import {
  addressPage,
  countAddresses,
  deleteAddress,
  insertAddress,
  MAX_ADDRESSES,
  toAddress,
  updateAddress,
} from './repository';

/** The zone an address lies in; outside every zone it is refused, as checkout refuses it (spec §5). */
async function zoneOf(db: Database, address: Address): Promise<number> {
  const zoneId = await zoneAt(db, address);
  if (zoneId === null) throw AppError.field('coordinates', 'location.out_of_coverage');
  return zoneId;
}

const notFound = () => AppError.notFound('address_id', 'address.not_found');

/** The customer's address book (spec §3 Address; decision 501). */
export async function addressesArea(scope: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(scope, endpoints.addressList, async ({ req, query }) => {
    const userId = currentCustomer(req).id;
    const skip = (query.offset - 1) * query.limit;
    const page = await addressPage(db, userId, query.limit, skip);
    const total = page.total ?? (skip > 0 ? await countAddresses(db, userId) : 0);
    return {
      total_size: total,
      limit: query.limit,
      offset: query.offset,
      addresses: page.rows.map(toAddress),
    };
  });

  registerEndpoint(scope, endpoints.addressAdd, async ({ req, body }) => {
    const userId = currentCustomer(req).id;
    const row = await insertAddress(db, userId, body, await zoneOf(db, body));
    if (!row) throw AppError.field('address', 'address.limit_reached', { max: MAX_ADDRESSES });
    return { message: say(req, 'address.added'), address: toAddress(row) };
  });

  registerEndpoint(scope, endpoints.addressUpdate, async ({ req, params, body }) => {
    const userId = currentCustomer(req).id;
    const row = await updateAddress(db, userId, params.id, body, await zoneOf(db, body));
    if (!row) throw notFound();
    return { message: say(req, 'address.updated'), address: toAddress(row) };
  });

  registerEndpoint(scope, endpoints.addressDelete, async ({ req, query }) => {
    if (!(await deleteAddress(db, currentCustomer(req).id, query.address_id))) throw notFound();
    return { message: say(req, 'address.deleted') };
  });
}
