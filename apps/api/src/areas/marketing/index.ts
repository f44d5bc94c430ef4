import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { markFavouriteStores } from '../../catalogue/favourites';
import { bindStoreFilter } from '../../catalogue/stores/repository';
import { selectStoreRows, toStores } from '../../catalogue/stores/store-shape';
import { clockOf } from '../../platform/answer-clock';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { readMarketScope } from '../../platform/headers';
import { requestLocale } from '../../platform/locale';
import type { AppDeps } from '../area';
import { listBanners, listBasicCampaigns, listItemCampaigns } from './repository';

/** At most this many stores are listed on one campaign's page. */
const CAMPAIGN_STORES = 200;

/** Banners and campaigns: what the home page's carousels and the campaign pages show. */
export function marketingRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.banners, async ({ req }) => {
    const scope = readMarketScope(req);
    const locale = requestLocale(req);
    const [campaigns, banners] = await Promise.all([
      listBasicCampaigns(db, scope, locale),
      listBanners(db, scope, locale),
    ]);
    return { campaigns, banners };
  });

  registerEndpoint(app, endpoints.basicCampaigns, async ({ req }) =>
    listBasicCampaigns(db, readMarketScope(req), requestLocale(req)),
  );

  registerEndpoint(app, endpoints.basicCampaignDetails, async ({ query, req }) => {
    const scope = readMarketScope(req);
    const [campaign] = await listBasicCampaigns(db, scope, requestLocale(req), query.basic_campaign_id);
    if (!campaign) throw AppError.notFound('basic_campaign_id', 'catalogue.campaign_not_found');
    const bound = bindStoreFilter(scope, { campaignId: campaign.id });
    const { rows } = await selectStoreRows(db, bound, 'popular', { limit: CAMPAIGN_STORES, skip: 0 });
    return {
      ...campaign,
      stores: await markFavouriteStores(db, req, toStores(rows, clockOf(req), requestLocale(req))),
    };
  });

  registerEndpoint(app, endpoints.itemCampaigns, async ({ req }) =>
    listItemCampaigns(db, readMarketScope(req), requestLocale(req)),
  );
}
