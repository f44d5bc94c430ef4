import { Link } from 'react-router';
import type { ChromeConfig } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';

/** The spec's footer: policy links, social links, the seller's two links (config) and the copyright. */
export function Footer({ config }: { config: ChromeConfig }) {
  const t = useT();
  const business = config.business_name;
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 tablet:grid-cols-4">
        <div className="tablet:col-span-2">
          <p className="font-display text-2xl font-bold">{business}</p>
          <p className="mt-3 max-w-md text-sm text-brand-100/80">{t('footer.tagline')}</p>
          {config.social_media.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-x-4 text-sm" aria-label={t('footer.follow_us')}>
              {config.social_media.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.link}
                    rel="noopener noreferrer"
                    target="_blank"
                    dir="ltr"
                    className="inline-flex min-h-11 items-center capitalize underline-offset-4 hover:underline"
                  >
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-information">
          <p id="footer-information" className="font-semibold">
            {t('footer.information')}
          </p>
          <ul className="mt-2 text-sm text-brand-100/80 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center desktop:[&_a]:min-h-8 [&_a:hover]:underline">
            <li>
              <Link to="/about">{t('pages.about')}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t('pages.contact')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('pages.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">{t('pages.terms')}</Link>
            </li>
            <li>
              <Link to="/blogs">{t('blogs.title')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold">{t('footer.sell_on', { business })}</p>
          <ul className="mt-2 text-sm text-brand-100/80 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center desktop:[&_a]:min-h-8 [&_a:hover]:underline">
            <li>
              <a href={config.seller_registration_url} rel="noopener" data-testid="seller-registration">
                {t('footer.become_seller')}
              </a>
            </li>
            <li>
              <a href={config.seller_login_url} rel="noopener" data-testid="seller-login">
                {t('footer.seller_login')}
              </a>
            </li>
          </ul>
          <p className="mt-6 text-sm text-brand-100/80">
            <span dir="ltr">{config.phone}</span>
            <br />
            <span dir="ltr">{config.email}</span>
          </p>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-brand-100/70">
        {t('footer.copyright', { year: new Date().getFullYear(), business })}
      </p>
    </footer>
  );
}
