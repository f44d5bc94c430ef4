import { z } from 'zod';
import { BlogListQuerySchema, CampaignDetailsQuerySchema } from '../catalogue-query';
import { defineEndpoint } from '../endpoint';
import {
  BannersResponseSchema,
  BasicCampaignDetailsSchema,
  BasicCampaignSchema,
  BlogDetailsSchema,
  BlogListSchema,
  ItemCampaignSchema,
} from '../marketing';

/** Banners, campaigns and blogs. "Running" means today (Pakistan time) is within its dates. */
export const marketingEndpoints = {
  banners: defineEndpoint({
    method: 'GET',
    path: '/banners',
    tag: 'marketing',
    summary: 'Home banners and the running basic campaigns (headers zoneId and moduleId narrow them)',
    response: BannersResponseSchema,
  }),
  basicCampaigns: defineEndpoint({
    method: 'GET',
    path: '/campaigns/basic',
    tag: 'marketing',
    summary: 'Running basic campaigns',
    response: z.array(BasicCampaignSchema),
  }),
  basicCampaignDetails: defineEndpoint({
    method: 'GET',
    path: '/campaigns/basic-campaign-details',
    tag: 'marketing',
    summary: 'One basic campaign with the stores that joined it',
    query: CampaignDetailsQuerySchema,
    response: BasicCampaignDetailsSchema,
  }),
  itemCampaigns: defineEndpoint({
    method: 'GET',
    path: '/campaigns/item',
    tag: 'marketing',
    summary: 'Running item campaigns (flash deals with their own price and stock)',
    response: z.array(ItemCampaignSchema),
  }),
  blogs: defineEndpoint({
    method: 'GET',
    path: '/blogs',
    tag: 'blogs',
    summary: 'Blog posts, newest first, 12 a page; category_id narrows to one blog category',
    query: BlogListQuerySchema,
    response: BlogListSchema,
  }),
  blog: defineEndpoint({
    method: 'GET',
    path: '/blogs/{slug}',
    tag: 'blogs',
    summary: 'One blog post with its body',
    params: z.object({
      slug: z
        .string()
        .max(160)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a slug'),
    }),
    response: BlogDetailsSchema,
  }),
} as const;
