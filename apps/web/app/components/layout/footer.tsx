import type { Config } from '@bazaar/contract';
import { Link } from 'react-router';

export function Footer({ config }: { config: Config }) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 tablet:grid-cols-4">
        <div className="tablet:col-span-2">
          <p className="font-display text-2xl font-bold">{config.business_name}</p>
          <p className="mt-3 max-w-md text-sm text-brand-100/80">{config.about_us}</p>
          <ul className="mt-4 flex gap-3 text-sm">
            {config.social_media.map((s) => (
              <li key={s.name}>
                <a
                  href={s.link}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="capitalize underline-offset-4 hover:underline"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold">Information</p>
          <ul className="mt-3 space-y-2 text-sm text-brand-100/80">
            <li>
              <Link to="/about">About us</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms and conditions</Link>
            </li>
            <li>
              <Link to="/blogs">Blog</Link>
            </li>
          </ul>
        </div>
        <div>
          <p className="font-semibold">Sell on {config.business_name}</p>
          <ul className="mt-3 space-y-2 text-sm text-brand-100/80">
            <li>
              <a href={config.seller_registration_url} rel="noopener" data-testid="seller-registration">
                Become a seller
              </a>
            </li>
            <li>
              <a href={config.seller_login_url} rel="noopener" data-testid="seller-login">
                Seller login
              </a>
            </li>
          </ul>
          <p className="mt-6 text-sm text-brand-100/80">
            {config.phone}
            <br />
            {config.email}
          </p>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-brand-100/70">
        © {new Date().getFullYear()} {config.business_name}. All rights reserved.
      </p>
    </footer>
  );
}
