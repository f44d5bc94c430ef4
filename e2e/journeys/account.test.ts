import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, openPage, VIEWPORTS } from '../support/browser';

/** The demo customer from the README. */
const DEMO = { email: 'demo@bazaar.pk', password: 'bazaar-demo-2026', name: 'Ayesha Khan' };

describe('accounts: register, sign out, sign in', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  before(async () => {
    ({ browser, close } = await launch());
  });
  after(() => close());

  it('register → the header shows the name → logout → sign in as the demo customer → a wrong password is refused', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    const email = `sana.${randomBytes(4).toString('hex')}@example.pk`;

    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Sana');
    await page.getByLabel('Last name').fill('Mirza');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('3001234567');
    await page.getByLabel('Password', { exact: true }).fill('Gol-Gappay-2026');
    await page.getByLabel('Confirm password').fill('Gol-Gappay-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal((await page.getByTestId('header-account').textContent())?.trim(), 'Sana Mirza');
    assert.match((await page.getByTestId('notice').textContent()) ?? '', /Account created successfully\./);

    // The session cookie is HttpOnly: page scripts cannot read it; the XSRF cookie they can.
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'bazaar_session');
    assert.ok(session?.httpOnly && session.secure && session.sameSite === 'Lax');
    const visible = await page.evaluate(() => document.cookie);
    assert.doesNotMatch(visible, /bazaar_session/);
    assert.match(visible, /XSRF-TOKEN=/);

    await page.getByTestId('header-account').click();
    await page.waitForURL('**/customer');
    assert.equal((await page.getByTestId('account-name').textContent())?.trim(), 'Sana Mirza');

    // The header asks first ('are you sure to logout', yes/no) in a dialog.
    await page.getByTestId('logout-dialog-trigger').click();
    await page.getByText('are you sure to logout').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('notice').getByText('Logout successfully.').waitFor();
    assert.equal(await page.getByTestId('header-account').count(), 0);
    assert.equal(
      (await context.cookies()).some((c) => c.name === 'bazaar_session'),
      false,
    );

    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.match((await page.getByTestId('header-account').textContent()) ?? '', new RegExp(DEMO.name));
    assert.match((await page.getByTestId('notice').textContent()) ?? '', /Login successfully\./);

    await page.getByTestId('logout-dialog-trigger').click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByTestId('notice').getByText('Logout successfully.').waitFor();

    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('form-alert').waitFor();
    assert.equal(
      (await page.getByTestId('form-alert').textContent())?.trim(),
      'the password or email field are incorrect.',
    );
    assert.equal(await page.getByTestId('header-account').count(), 0);

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('field errors show under their fields; the page works without JavaScript too', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/auth/register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone').fill('+923001234567');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    assert.equal(
      await page
        .getByText('Invalid phone number. Please enter your phone number without country code')
        .isVisible(),
      true,
    );
    assert.equal(await page.getByText('Password should be greater than 6 characters').isVisible(), true);
    assert.deepEqual(errors, []);
    await context.close();

    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    });
    const plain = await noJs.newPage();
    await plain.goto('/auth/login');
    await plain.getByLabel('Email').fill(DEMO.email);
    await plain.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await plain.getByRole('button', { name: 'Sign in' }).click();
    await plain.waitForURL((url) => url.pathname === '/');
    assert.match((await plain.getByTestId('header-account').textContent()) ?? '', new RegExp(DEMO.name));
    await noJs.close();
  });

  it('a form post without the XSRF token is refused', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/auth/login');
    const status = await page.evaluate(async (demo) => {
      const body = new URLSearchParams({ email: demo.email, password: demo.password });
      return (await fetch('/auth/login', { method: 'POST', body })).status;
    }, DEMO);
    assert.equal(status, 403);
    await context.close();
  });
});
