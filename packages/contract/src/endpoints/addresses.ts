import {
  AddressBodySchema,
  AddressDeleteQuerySchema,
  AddressListQuerySchema,
  AddressListSchema,
  AddressSavedSchema,
} from '../addresses';
import { IdParamsSchema, MessageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';

const tag = 'addresses';
const refusals = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const ZONE =
  'The point must lie in a delivery zone (403 under `coordinates` otherwise); zone_id is set from it';

/** The customer's address book (spec §3 Address, api-contract; decision 501). */
export const addressEndpoints = {
  addressList: defineEndpoint({
    method: 'GET',
    path: '/customer/address/list',
    tag,
    auth: 'required',
    summary: 'Saved addresses, newest first; limit (default 20), offset = page from 1',
    query: AddressListQuerySchema,
    response: AddressListSchema,
    responses: refusals,
  }),
  addressAdd: defineEndpoint({
    method: 'POST',
    path: '/customer/address/add',
    tag,
    auth: 'required',
    summary: `Save an address. ${ZONE}`,
    body: AddressBodySchema,
    response: AddressSavedSchema,
    responses: refusals,
  }),
  addressUpdate: defineEndpoint({
    method: 'PUT',
    path: '/customer/address/update/{id}',
    tag,
    auth: 'required',
    summary: `Replace a saved address (every field). ${ZONE}`,
    params: IdParamsSchema,
    body: AddressBodySchema,
    response: AddressSavedSchema,
    responses: { ...refusals, 404: ErrorEnvelopeSchema },
  }),
  addressDelete: defineEndpoint({
    method: 'DELETE',
    path: '/customer/address/delete',
    tag,
    auth: 'required',
    summary: 'Delete a saved address (address_id)',
    query: AddressDeleteQuerySchema,
    response: MessageSchema,
    responses: { ...refusals, 404: ErrorEnvelopeSchema },
  }),
} as const;
