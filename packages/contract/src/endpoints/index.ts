import { addressEndpoints } from './addresses';
import { applicationEndpoints } from './applications';
import { authEndpoints } from './auth';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { checkoutEndpoints } from './checkout';
import { configEndpoints } from './config';
import { couponEndpoints } from './coupons';
import { courierEndpoints } from './couriers';
import { customerEndpoints } from './customer';
import { favouriteEndpoints } from './favourites';
import { moneyEndpoints } from './money';
import { notificationEndpoints } from './notifications';
import { orderEndpoints } from './orders';
import { paymentEndpoints } from './payments';
import { reviewEndpoints } from './reviews';
import { sellerConsoleEndpoints } from './seller-console';
import { sellerItemEndpoints } from './seller-items';
import { sellerStoreEndpoints } from './seller-store';
import { staffEndpoints } from './staff';
import { ticketEndpoints } from './tickets';
import { vendorOrderEndpoints } from './vendor-orders';
import { walletEndpoints } from './wallet';

export { catalogueEndpoints } from './catalogue';

/** Every call of /api/v1, by name. Each area keeps its own file. */
export const endpoints = {
  ...configEndpoints,
  ...catalogueEndpoints,
  ...authEndpoints,
  ...applicationEndpoints,
  ...customerEndpoints,
  ...favouriteEndpoints,
  ...walletEndpoints,
  ...addressEndpoints,
  ...couponEndpoints,
  ...cartEndpoints,
  ...notificationEndpoints,
  ...orderEndpoints,
  ...checkoutEndpoints,
  ...paymentEndpoints,
  ...staffEndpoints,
  ...vendorOrderEndpoints,
  ...courierEndpoints,
  ...moneyEndpoints,
  ...sellerConsoleEndpoints,
  ...ticketEndpoints,
  ...reviewEndpoints,
  ...sellerItemEndpoints,
  ...sellerStoreEndpoints,
} as const;

export type Endpoints = typeof endpoints;
