import { ADDRESS_TYPES, addressSchema } from '@bazaar/domain';
import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageEnvelope } from './common';

/** customer/address/add and update/{id}: the domain's address rules (spec §3 Address). */
export const AddressBodySchema = addressSchema;
export type AddressBody = z.input<typeof AddressBodySchema>;

/** A saved address; `zone_id` is the zone its point lies in, set by the server. */
export const AddressSchema = z
  .object({
    id: z.number(),
    contact_person_name: z.string(),
    contact_person_number: z.string(),
    address_type: z.enum(ADDRESS_TYPES),
    address: z.string(),
    road: z.string().nullable(),
    house: z.string().nullable(),
    floor: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    zone_id: z.number().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Address' });
export type SavedAddress = z.infer<typeof AddressSchema>;

export const AddressListQuerySchema = PageQuerySchema;

/** GET customer/address/list: newest first. */
export const AddressListSchema = pageEnvelope('addresses', AddressSchema).meta({ id: 'AddressList' });
export type AddressList = z.infer<typeof AddressListSchema>;

/** The answer to add and update: the message to show and the address as saved. */
export const AddressSavedSchema = z
  .object({ message: z.string(), address: AddressSchema })
  .meta({ id: 'AddressSaved' });

/** DELETE customer/address/delete?address_id= */
export const AddressDeleteQuerySchema = z.object({ address_id: IdSchema });
