import { Bike } from 'lucide-react';
import { EmptyState } from '../../kit/states';
import { useT } from '../../lib/i18n';

/** The courier's start page until the delivery pages arrive with the courier API (issue 36). */
export default function CourierHome() {
  const t = useT();
  return (
    <div className="space-y-4">
      <title>{t('console.courier_home_title')}</title>
      <h1 className="flex items-center gap-2 font-display text-2xl font-bold">
        <Bike aria-hidden className="size-6 text-brand-600" />
        {t('console.courier_home_title')}
      </h1>
      <EmptyState title={t('console.courier_home_title')} hint={t('console.courier_next')} />
    </div>
  );
}
