import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, openPage, VIEWPORTS } from '../support/browser';

/** The demo customer from the README. */
const DEMO = { email: 'demo@bazaar.pk', password: 'bazaar-demo-2026', name: 'Ayesha Khan' };

async function signIn(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('header-account').waitFor();
}

describe('chrome: header, search, modals, drawer (issue 12 parts 2 and 8)', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  before(async () => {
    ({ browser, close } = await launch());
  });
  after(() => close());

  it('suggestions appear as you type; arrow + Enter opens the product; the search is remembered', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('samsu');
    const first = page.getByTestId('search-suggestion').first();
    await first.waitFor();
    assert.match((await first.textContent()) ?? '', /Samsung/);
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    assert.ok(activeId, 'the first suggestion is active');
    assert.equal(await page.locator(`[id="${activeId}"]`).getAttribute('aria-selected'), 'true');
    await box.press('Enter');
    await page.waitForURL('**/product/**');

    // A search from the box is listed under recent searches the next time the empty box is focused.
    await page.goto('/');
    const again = page.getByRole('combobox', { name: 'Search' });
    await again.fill('basmati');
    await again.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === 'basmati');
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search' }).click();
    const recent = page.getByTestId('recent-search');
    await recent.first().waitFor();
    assert.equal((await recent.first().textContent())?.trim(), 'basmati');
    // Escape closes the list.
    await page.getByRole('combobox', { name: 'Search' }).press('Escape');
    assert.equal(await page.getByTestId('search-popup').isVisible(), false);
    // Removing it empties the list.
    await page.getByRole('combobox', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Remove "basmati" from recent searches' }).click();
    assert.equal(await recent.count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('guest: the heart opens the login modal; "register" swaps it for the registration modal', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/');
    // Before hydration the heart is a plain link to the sign-in page (it works without scripts).
    await hydrated(page);
    await page.getByTestId('header-favourites').click();
    const login = page.getByTestId('login-modal');
    await login.waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    // The same errors as the page: a wrong password is refused in the modal.
    await login.getByLabel('Email').fill(DEMO.email);
    await login.getByLabel('Password', { exact: true }).fill('not-the-password');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.getByTestId('form-alert').waitFor();
    assert.equal(
      (await login.getByTestId('form-alert').textContent())?.trim(),
      'the password or email field are incorrect.',
    );
    await login.getByTestId('switch-to-register').click();
    await page.getByTestId('register-modal').waitFor();
    assert.equal(await page.getByTestId('login-modal').count(), 0);
    await page.getByTestId('switch-to-login').click();
    await page.getByTestId('login-modal').waitFor();
    assert.equal(await page.getByTestId('register-modal').count(), 0);
    // Signing in from the modal stays on this page with 'Login successfully.'.
    await page.goto('/categories');
    await page.getByTestId('header-sign-in').click();
    const modal = page.getByTestId('login-modal');
    await modal.getByLabel('Email').fill(DEMO.email);
    await modal.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('header-account').waitFor();
    assert.equal(new URL(page.url()).pathname, '/categories');
    assert.match((await page.getByTestId('notice').textContent()) ?? '', /Login successfully\./);
    assert.equal(await page.getByTestId('login-modal').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('logout asks first: "No" keeps you signed in, "Yes" signs out with "Logout successfully."', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await signIn(page);
    await page.getByTestId('logout-dialog-trigger').click();
    const dialog = page.getByTestId('logout-dialog');
    await dialog.getByText('are you sure to logout').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    assert.equal(await page.getByTestId('logout-dialog').count(), 0);
    assert.equal(await page.getByTestId('header-account').count(), 1);
    // Radix gives focus back to the control that opened it.
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
      'logout-dialog-trigger',
    );
    await page.getByTestId('logout-dialog-trigger').click();
    await page.getByTestId('logout-dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.searchParams.get('notice') === 'logout');
    await page.getByTestId('notice').getByText('Logout successfully.').waitFor();
    assert.equal(await page.getByTestId('header-account').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('at 375 px a guest finds a sign-in link (header and drawer) and the signed-in header does not overflow', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/');
    assert.ok(await page.getByTestId('header-sign-in').isVisible(), 'sign-in link in the header at 375 px');
    assert.ok(await page.getByTestId('bottom-bar').isVisible());
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375));

    await page.getByTestId('menu-open').click();
    const drawer = page.getByTestId('mobile-menu');
    await drawer.waitFor();
    await drawer.getByTestId('menu-sign-in').waitFor();
    for (const name of [
      'Contact us',
      'Open a support ticket',
      'About us',
      'Privacy policy',
      'Terms and conditions',
      'Blog',
    ]) {
      assert.equal(await drawer.getByRole('link', { name }).count(), 1, name);
    }
    for (const name of ['English', 'العربية', 'Español', 'اردو']) {
      assert.equal(await drawer.getByRole('button', { name }).count(), 1, name);
    }
    await drawer.getByTestId('menu-sign-in').click();
    await page.waitForURL('**/auth/login');

    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('header-account').waitFor();
    assert.ok(await page.getByTestId('header-account').isVisible());
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `page is ${width} px wide at 375 px`);
    const right = await page.getByTestId('header-account').evaluate((el) => el.getBoundingClientRect().right);
    assert.ok(right <= 375, 'the account link is on screen');

    await page.getByTestId('menu-open').click();
    const signedInDrawer = page.getByTestId('mobile-menu');
    for (const name of ['My orders', 'Favourites', 'Wallet', 'Logout']) {
      assert.equal(await signedInDrawer.getByRole('link', { name }).count(), 1, name);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keyboard only: Tab reaches the search box, then the cart, then the account link; Enter follows a link', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await signIn(page);
    await page.goto('/categories');
    await page.locator('body').focus();
    const order: string[] = [];
    for (let i = 0; i < 20 && !order.includes('header-account'); i++) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute('data-testid') ?? el?.getAttribute('role') ?? el?.tagName ?? '';
      });
      order.push(id);
    }
    const search = order.indexOf('search-input');
    const cart = order.indexOf('header-cart');
    const account = order.indexOf('header-account');
    assert.ok(search >= 0 && cart > search && account > cart, `tab order: ${order.join(', ')}`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/customer');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
