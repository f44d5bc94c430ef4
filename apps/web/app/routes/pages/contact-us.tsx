import { Mail, MapPin, Phone } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import { InfoPage } from '../../components/lists/info-page';
import { canonicalUrl, metaT, pageMeta } from '../../components/lists/page-meta';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/contact-us';

export const loader = ({ request }: Route.LoaderArgs) => ({ canonical: canonicalUrl(request, []) });

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.contact'),
    description: t('pages.contact_intro'),
    canonical: data?.canonical,
    seoKey: 'contact_us',
  });
};

/** The business's phone, email and address from config, as links a phone can act on. */
export default function ContactUs() {
  const t = useT();
  const config = useRouteLoaderData<ChromeData>('routes/guest-layout')?.config;
  const row = 'flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-100';
  const notAdded = <span className="text-slate-500">{t('common.not_added_yet')}</span>;
  return (
    <InfoPage title={t('pages.contact')}>
      <p className="mt-2 text-slate-600">{t('pages.contact_intro')}</p>
      <ul className="mt-6 grid gap-3 tablet:grid-cols-3" data-testid="contact-details">
        <li className={row}>
          <Phone className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase text-slate-500">{t('pages.phone')}</p>
            {config?.phone ? (
              <a
                href={`tel:${config.phone.replace(/\s+/g, '')}`}
                className="font-medium text-slate-800 hover:text-brand-700"
                dir="ltr"
              >
                {config.phone}
              </a>
            ) : (
              notAdded
            )}
          </div>
        </li>
        <li className={row}>
          <Mail className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase text-slate-500">{t('pages.email')}</p>
            {config?.email ? (
              <a
                href={`mailto:${config.email}`}
                className="break-all font-medium text-slate-800 hover:text-brand-700"
              >
                {config.email}
              </a>
            ) : (
              notAdded
            )}
          </div>
        </li>
        <li className={row}>
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase text-slate-500">{t('pages.address')}</p>
            {config?.address ? (
              <address className="not-italic text-slate-800">{config.address}</address>
            ) : (
              notAdded
            )}
          </div>
        </li>
      </ul>
    </InfoPage>
  );
}
