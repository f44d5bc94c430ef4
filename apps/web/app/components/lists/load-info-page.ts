import { type ApiCall, endpoints } from '@bazaar/contract';
import { canonicalUrl } from './page-meta';

/** The config texts an information page shows: long prose, so not in the chrome every page carries. */
export type InfoTextKey = 'about_us' | 'privacy_policy' | 'terms_and_conditions';

/** An information page's text (config's, a cached answer) and its canonical address. */
export async function loadInfoPage(api: ApiCall, request: Request, key: InfoTextKey) {
  const config = await api(endpoints.config);
  return { text: config[key] ?? '', canonical: canonicalUrl(request, []) };
}
