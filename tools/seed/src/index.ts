// @bazaar/seed: the demo market `npm start` seeds and the large one `npm run seed:bench` builds — one
// code path, two sizes. Tools may import the API; nothing in apps/api/src imports this package.

export { DEMO_COURIER_PASSWORD, DEMO_COURIERS, seedDemoCouriers } from './couriers';
export { DEMO_CUSTOMER } from './data/marketing';
export { MARKET_MARKER, type MarketSummary, seedDemoMarket, seedMarket } from './market';
export { createRandom, type Random } from './random';
export { BENCH_MARKET, DEMO_MARKET, type MarketSize } from './sizes';
export { DEMO_ADMIN, DEMO_SELLER_PASSWORD, DEMO_SELLERS, seedDemoStaff } from './staff';
