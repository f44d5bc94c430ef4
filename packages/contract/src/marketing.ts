import { z } from 'zod';
import { StoreSchema } from './store';

/** A basic campaign: stores join it for a date range. Dates are `YYYY-MM-DD`, Pakistan time. */
export const BasicCampaignSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    stores_count: z.number(),
    /** The picture carries its own words; false: a picture without words, the title to be written over it. */
    text_in_image: z.boolean(),
  })
  .meta({ id: 'BasicCampaign' });
export type BasicCampaign = z.infer<typeof BasicCampaignSchema>;

export const BasicCampaignDetailsSchema = BasicCampaignSchema.extend({
  stores: z.array(StoreSchema),
}).meta({ id: 'BasicCampaignDetails' });
export type BasicCampaignDetails = z.infer<typeof BasicCampaignDetailsSchema>;

/** An item campaign: a time-limited offer of one item with its own price and stock. */
export const ItemCampaignSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    item_id: z.number().nullable(),
    item_slug: z.string().nullable(),
    store_id: z.number(),
    store_name: z.string(),
    store_slug: z.string(),
    category_id: z.number().nullable(),
    price: z.number(),
    discount: z.number(),
    discount_type: z.enum(['percent', 'amount']),
    stock: z.number(),
    start_date: z.string(),
    end_date: z.string(),
    avg_rating: z.number(),
    rating_count: z.number(),
  })
  .meta({ id: 'ItemCampaign' });
export type ItemCampaign = z.infer<typeof ItemCampaignSchema>;

export const BannerSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    /** `default` (a picture with an optional link), `store_wise` or `item_wise`. */
    type: z.string(),
    image: z.string(),
    link: z.string().nullable(),
    store_id: z.number().nullable(),
    store_slug: z.string().nullable(),
    item_id: z.number().nullable(),
    item_slug: z.string().nullable(),
    zone_id: z.number().nullable(),
    module_id: z.number().nullable(),
    /** The picture carries its own words; false: a picture without words, the title to be written over it. */
    text_in_image: z.boolean(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof BannerSchema>;

/** `banners`: the running basic campaigns and the banners, as the platform's home screen reads them. */
export const BannersResponseSchema = z.object({
  campaigns: z.array(BasicCampaignSchema),
  banners: z.array(BannerSchema),
});
export type BannersResponse = z.infer<typeof BannersResponseSchema>;

export const BlogCategorySchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const BlogSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().nullable(),
    image: z.string().nullable(),
    author: z.string().nullable(),
    published_at: z.string(),
    category: BlogCategorySchema.nullable(),
  })
  .meta({ id: 'Blog' });
export type Blog = z.infer<typeof BlogSchema>;

export const BlogDetailsSchema = BlogSchema.extend({ body: z.string() }).meta({ id: 'BlogDetails' });
export type BlogDetails = z.infer<typeof BlogDetailsSchema>;

export const BlogListSchema = z.object({
  total_size: z.number(),
  limit: z.number(),
  offset: z.number(),
  blogs: z.array(BlogSchema),
});
export type BlogList = z.infer<typeof BlogListSchema>;
