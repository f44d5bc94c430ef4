import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';

/** The spec's page-navigation progress bar: 4 px high, creeping over about 3 s until the page lands. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const t = useT();
  return (
    <div
      role="progressbar"
      aria-hidden={!busy}
      aria-label={t('page.loading')}
      className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-accent-500 rtl:origin-right transition-transform ease-out ${
        busy ? 'scale-x-90 opacity-100 duration-[3000ms]' : 'scale-x-0 opacity-0 duration-200'
      }`}
    />
  );
}
