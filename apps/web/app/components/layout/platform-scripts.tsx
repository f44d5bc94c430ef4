import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  type DataLayerEvent,
  eventForClick,
  eventForPage,
  eventForScroll,
  eventForSubmit,
  TRACKED_CLICK_SELECTOR,
} from '../../lib/data-layer';
import { useNonce } from '../../lib/nonce';
import { isPageScriptFailure, RELOAD_KEY, shouldReload } from '../../lib/reload-guard';
import { breakpointFor, viewportCookie } from '../../lib/viewport';

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/**
 * The page's own inline script (spec §9), run before the module scripts: one reload on a failed
 * page-script load (10 s guard), the viewport cookie on load and after resizing, and the ad events of
 * clicks, form submits and scrolling pushed to `window.dataLayer`. It embeds the tested helpers' own
 * source, so the rules live in one place; each of them is self-contained.
 */
export const PLATFORM_SCRIPT = `(function(w,d){
var breakpointFor=${breakpointFor},viewportCookie=${viewportCookie},shouldReload=${shouldReload},
isPageScriptFailure=${isPageScriptFailure},eventForClick=${eventForClick},eventForScroll=${eventForScroll},
eventForSubmit=${eventForSubmit};
var dl=w.dataLayer=w.dataLayer||[];
function reload(){try{var s=w.sessionStorage;if(!shouldReload(s.getItem(${JSON.stringify(RELOAD_KEY)}),Date.now()))return false;
s.setItem(${JSON.stringify(RELOAD_KEY)},String(Date.now()))}catch(e){return false}w.location.reload();return true}
w.addEventListener('error',function(e){if(isPageScriptFailure(e.target,w.location.origin))reload()},true);
w.addEventListener('vite:preloadError',function(e){if(reload())e.preventDefault()});
function vp(){d.cookie=viewportCookie(breakpointFor(w.innerWidth))}
vp();var t;w.addEventListener('resize',function(){clearTimeout(t);t=setTimeout(vp,300)});
d.addEventListener('click',function(e){var el=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(TRACKED_CLICK_SELECTOR)});
if(!el)return;var ev=eventForClick({track:el.getAttribute('data-track'),href:el.getAttribute('href')});if(ev)dl.push(ev)},true);
d.addEventListener('submit',function(e){var f=e.target;if(f&&f.tagName==='FORM')dl.push(eventForSubmit({id:f.id,action:f.getAttribute('action')}))},true);
var seen='';w.addEventListener('scroll',function(){var page=w.location.pathname+w.location.search;
var ev=eventForScroll(w.scrollY,seen===page);if(ev){seen=page;dl.push(ev)}},{passive:true});
})(window,document);`;

/**
 * Mounted once in the document head. Besides the inline script, it sends the Purchase event when a
 * page view's address is a thank-you or order-received page (also after client-side navigation).
 */
export function PlatformScripts() {
  const nonce = useNonce();
  const { pathname } = useLocation();
  useEffect(() => {
    const event = eventForPage(pathname);
    if (event) {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push(event);
    }
  }, [pathname]);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no user data
      dangerouslySetInnerHTML={{ __html: PLATFORM_SCRIPT }}
    />
  );
}
