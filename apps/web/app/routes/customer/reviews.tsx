import { type CustomerReviewList, endpoints, isApiError, type ToBeReviewedList } from '@bazaar/contract';
import { Link, useRouteLoaderData } from 'react-router';
import { ListSkeleton, LoadFailed, useLoadingHere } from '../../components/customer/reviews/page-states';
import { submitReview } from '../../components/customer/reviews/submit-review.server';
import { TabLinks } from '../../components/customer/reviews/tab-links';
import { ToReviewList } from '../../components/customer/reviews/to-review-list';
import { WrittenList } from '../../components/customer/reviews/written-list';
import { Toast } from '../../components/layout/toast';
import { EmptyState } from '../../components/lists/empty-state';
import { metaT } from '../../components/lists/page-meta';
import { Pager } from '../../components/lists/pager';
import type { ChromeData } from '../../lib/chrome-data';
import { customerApi } from '../../lib/customer.server';
import { useT } from '../../lib/i18n';
import { pageParam, reviewTab } from '../../lib/review-tabs';
import type { Route } from './+types/reviews';

const PER_PAGE = 10;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: `${t('reviews.title')} — Bazaar` },
    { name: 'description', content: t('reviews.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

/**
 * Both lists' first answer (the tabs show their counts): what waits for a review, and what was written.
 * `?page=` pages the open tab. An outage shows a retry, not an error page.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const params = new URL(args.request.url).searchParams;
  const asked = params.get('tab');
  const page = pageParam(params.get('page'));
  const pageOf = (tab: string) => (asked === tab ? page : 1);
  try {
    const [waiting, written] = await Promise.all([
      api(endpoints.toBeReviewed, { query: { limit: PER_PAGE, offset: pageOf('to-review') } }),
      api(endpoints.customerReviews, { query: { limit: PER_PAGE, offset: pageOf('written') } }),
    ]);
    const tab = reviewTab(asked, waiting.total_size);
    return { tab, page: asked === tab ? page : 1, waiting, written };
  } catch (err) {
    if (!isApiError(err) || err.status === 401) throw err;
    return { tab: reviewTab(asked, 0), page, waiting: null, written: null };
  }
}

export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  return submitReview(api, await args.request.formData(), args.context.locale);
}

export default function ReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const loading = useLoadingHere();
  const { tab, waiting, written } = loaderData;
  return (
    <div data-testid="reviews-page">
      <h1 className="text-2xl font-bold text-slate-900">{t('reviews.title')}</h1>
      <TabLinks
        label={t('reviews.tabs')}
        current={tab}
        tabs={[
          {
            id: 'to-review',
            label: t('reviews.tab_to_review'),
            href: '/customer/reviews?tab=to-review',
            count: waiting?.total_size,
          },
          {
            id: 'written',
            label: t('reviews.tab_written'),
            href: '/customer/reviews?tab=written',
            count: written?.total_size,
          },
        ]}
      />
      {!waiting || !written ? (
        <LoadFailed message={t('reviews.load_failed')} />
      ) : loading ? (
        <ListSkeleton rows={3} />
      ) : (
        <TabBody
          tab={tab}
          page={loaderData.page}
          waiting={waiting}
          written={written}
          failure={actionData?.failure}
        />
      )}
      <Toast message={actionData?.notice} key={`ok-${actionData?.at}`} testId="review-toast" />
      <Toast
        kind="error"
        message={actionData?.failure?.general}
        key={`error-${actionData?.at}`}
        testId="review-error-toast"
      />
    </div>
  );
}

function TabBody(props: {
  tab: 'to-review' | 'written';
  page: number;
  waiting: ToBeReviewedList;
  written: CustomerReviewList;
  failure: Parameters<typeof ToReviewList>[0]['failure'];
}) {
  const t = useT();
  const urls = useRouteLoaderData<ChromeData>('routes/guest-layout')?.config.base_urls;
  const itemBase = urls?.item_image_url ?? '';
  const list = props.tab === 'to-review' ? props.waiting : props.written;
  const entries = props.tab === 'to-review' ? props.waiting.items : props.written.reviews;
  if (entries.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState
          title={t('empty.review')}
          hint={t(props.tab === 'to-review' ? 'reviews.to_review_hint' : 'reviews.written_hint')}
        >
          <Link
            to="/customer/orders"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {t('reviews.see_orders')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      {props.tab === 'to-review' ? (
        <ToReviewList entries={props.waiting.items} imageBase={itemBase} failure={props.failure} />
      ) : (
        <WrittenList
          reviews={props.written.reviews}
          itemBase={itemBase}
          photoBase={urls?.review_image_url ?? ''}
        />
      )}
      <Pager page={props.page} total={list.total_size} limit={PER_PAGE} />
    </>
  );
}
