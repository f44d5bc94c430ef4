import { authEndpoints } from './auth';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { checkoutEndpoints } from './checkout';
import { configEndpoints } from './config';
import { couponEndpoints } from './coupons';
import { customerEndpoints } from './customer';
import { orderEndpoints } from './orders';
import { paymentEndpoints } from './payments';
import { staffEndpoints } from './staff';

export { catalogueEndpoints } from './catalogue';

/** Every call of /api/v1, by name. Each area keeps its own file. */
export const endpoints = {
  ...configEndpoints,
  ...catalogueEndpoints,
  ...authEndpoints,
  ...customerEndpoints,
  ...couponEndpoints,
  ...cartEndpoints,
  ...orderEndpoints,
  ...checkoutEndpoints,
  ...paymentEndpoints,
  ...staffEndpoints,
} as const;

export type Endpoints = typeof endpoints;
