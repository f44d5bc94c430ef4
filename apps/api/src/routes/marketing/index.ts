import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { readMarketScope } from '../../http/headers';
import { bindStoreFilter } from '../stores/repository';
import { selectStoreRows, toStores } from '../stores/store-shape';
import { listBanners, listBasicCampaigns, listItemCampaigns } from './repository';

/** At most this many stores are listed on one campaign's page. */
const CAMPAIGN_STORES = 200;

/** Banners and campaigns: what the home page's carousels and the campaign pages show. */
export function marketingRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.banners, async ({ req }) => {
    const scope = readMarketScope(req);
    const [campaigns, banners] = await Promise.all([listBasicCampaigns(db, scope), listBanners(db, scope)]);
    return { campaigns, banners };
  });

  registerEndpoint(app, endpoints.basicCampaigns, async ({ req }) =>
    listBasicCampaigns(db, readMarketScope(req)),
  );

  registerEndpoint(app, endpoints.basicCampaignDetails, async ({ query, req }) => {
    const scope = readMarketScope(req);
    const [campaign] = await listBasicCampaigns(db, scope, query.basic_campaign_id);
    if (!campaign) throw AppError.notFound('basic_campaign_id', 'Campaign not found');
    const bound = bindStoreFilter(scope, { campaignId: campaign.id });
    const { rows } = await selectStoreRows(db, bound, 'popular', { limit: CAMPAIGN_STORES, skip: 0 });
    return { ...campaign, stores: toStores(rows) };
  });

  registerEndpoint(app, endpoints.itemCampaigns, async ({ req }) =>
    listItemCampaigns(db, readMarketScope(req)),
  );
}
