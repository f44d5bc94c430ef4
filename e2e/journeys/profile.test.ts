import assert from 'node:assert/strict';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';
import {
  type ApiItem,
  assertAccessible as accessible,
  apiCall,
  type Customer,
  customerCall,
  moveOrder,
  pickItems,
  placeOrderByApi,
  registerCustomer as register,
  shot,
  signedInPage,
  TO_DELIVERED,
} from '../support/shop';

const WEEK_AND_A_DAY = 8 * 24 * 60 * 60 * 1000;

/** A PNG file of `bytes` size class: a small solid picture, or random pixels above 2 MB. */
async function pngFile(name: string, big = false): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'profile-photo-'));
  const file = path.join(dir, name);
  const png = big
    ? await sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer()
    : await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 120, b: 90 } } })
        .png()
        .toBuffer();
  await writeFile(file, png);
  return file;
}

/** A Web Push subscription as a browser's toJSON() gives it: FCM endpoint, a real P-256 key, 16-byte auth. */
function fakeSubscription() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

type Subscription = ReturnType<typeof fakeSubscription>;

/**
 * Headless Chromium reaches no push service: `subscribe` answers the given subscription instead. Passed as
 * text, so the test runner's transpiler helpers never end up in the page.
 */
async function stubPush(context: BrowserContext, subscription: Subscription) {
  await context.addInitScript({
    content: `(() => {
      const json = ${JSON.stringify(subscription)};
      const fake = { endpoint: json.endpoint, toJSON() { return json; }, unsubscribe() { return Promise.resolve(true); } };
      PushManager.prototype.subscribe = function () { return Promise.resolve(fake); };
      PushManager.prototype.getSubscription = function () { return Promise.resolve(null); };
    })();`,
  });
}

/** The storefront's answer to the next subscription save. */
const nextSave = (page: Page) =>
  page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/customer/device-token' && res.request().method() === 'POST',
  );

/** Submits the profile form and waits for the page's answer (a toast of an earlier save may still show). */
async function saveProfile(page: Page) {
  const answered = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname.startsWith('/customer/edit-profile') && res.request().method() === 'POST',
  );
  await page.getByTestId('profile-form').getByRole('button', { name: 'Save changes' }).click();
  await answered;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type Info = {
  id: number;
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  image: string | null;
};

describe('profile: edit, photo, push, password, account removal', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let items: [ApiItem, ApiItem];
  let ayesha: Customer;
  let bilal: Customer;
  before(async () => {
    ({ browser, close } = await launch());
    items = await pickItems();
    const first = await openPage(browser, VIEWPORTS.desktop);
    ayesha = await register(first.page, first.context, { first: 'Ayesha', last: 'Khan' });
    await first.context.close();
    const second = await openPage(browser, VIEWPORTS.mobile);
    bilal = await register(second.page, second.context, { first: 'Bilal', last: 'Ahmed' });
    await second.context.close();
  });
  after(() => close());

  it('names and phone are saved with the server message; a +92 phone is refused; a new email asks the password; a photo shows in the sidebar', async () => {
    const { page, context, errors } = await signedInPage(browser, ayesha, VIEWPORTS.desktop);
    await page.goto('/customer/edit-profile');
    const form = page.getByTestId('profile-form');
    await form.getByLabel('First name').fill('Ayesha');
    await form.getByLabel('Last name').fill('Siddiqui');
    await form.getByLabel('Phone').fill('0321 7654321');
    await saveProfile(page);
    await page.getByTestId('profile-toast').getByText('Profile updated successfully').waitFor();
    // The header follows once the page's data is fetched again (spec §4: the profile is refetched).
    await page.getByTestId('header-account').filter({ hasText: 'Ayesha Siddiqui' }).waitFor();
    let me = await customerCall<Info>(ayesha, '/customer/info');
    assert.deepEqual([me.f_name, me.l_name, me.phone], ['Ayesha', 'Siddiqui', '03217654321']);

    // Spec §5: the phone goes without the country code; nothing is saved.
    await form.getByLabel('Phone').fill('+923001234567');
    await saveProfile(page);
    await page.locator('#profile-phone-error').waitFor();
    assert.equal(
      await page.locator('#profile-phone-error').textContent(),
      'Invalid phone number. Please enter your phone number without country code',
    );
    assert.equal((await customerCall<Info>(ayesha, '/customer/info')).phone, '03217654321');

    // A new email needs the current password (decision 306): asked for, refused without it, then saved.
    const newEmail = `ayesha.s.${randomBytes(4).toString('hex')}@example.pk`;
    await form.getByLabel('Phone').fill('03217654321');
    await form.getByLabel('Email').fill(newEmail);
    await form.getByLabel('Current password').waitFor();
    await saveProfile(page);
    await page.locator('#profile-current_password-error').waitFor();
    assert.equal(
      await page.locator('#profile-current_password-error').textContent(),
      'Enter your current password to change your email.',
    );
    await form.getByLabel('Current password').fill(ayesha.password);
    await saveProfile(page);
    await page.getByTestId('profile-toast').getByText('Profile updated successfully').waitFor();
    me = await customerCall<Info>(ayesha, '/customer/info');
    assert.equal(me.email, newEmail);
    ayesha = { ...ayesha, email: newEmail };

    // A photo over 2 MB is refused in the browser, with the spec's limit; a small PNG is previewed and saved.
    const chooser = form.getByLabel('Choose a photo');
    await chooser.setInputFiles(await pngFile('huge.png', true));
    await page.locator('#profile-image-error').getByText('Each image must be at most 2 MB').waitFor();
    assert.equal(await chooser.evaluate((input: HTMLInputElement) => input.files?.length ?? 0), 0);
    assert.equal(await page.getByTestId('customer-sidebar').getByTestId('avatar-photo').count(), 0);
    await chooser.setInputFiles(await pngFile('me.png'));
    await page.getByTestId('photo-preview').waitFor();
    await saveProfile(page);
    await page.getByTestId('profile-toast').getByText('Profile updated successfully').waitFor();
    await page.reload();
    const avatar = page.getByTestId('customer-sidebar').getByTestId('avatar-photo');
    await avatar.waitFor();
    await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="customer-sidebar"] img');
        return Boolean(img?.complete && img.naturalWidth > 0);
      },
      undefined,
      { polling: 100 },
    );
    assert.ok((await customerCall<Info>(ayesha, '/customer/info')).image);

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('push: "Get order updates" saves this browser; a save older than 7 days is saved again; signing out forgets it', async () => {
    const { page, context, errors } = await signedInPage(browser, ayesha, VIEWPORTS.desktop);
    const subscription = fakeSubscription();
    await stubPush(context, subscription);
    await page.goto('/customer/edit-profile');
    const me = await customerCall<Info>(ayesha, '/customer/info');

    // Not asked yet: the card offers it; the shopper allows notifications when the browser asks.
    await page.getByTestId('push-prompt').waitFor();
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    const saving = nextSave(page);
    await page.getByRole('button', { name: 'Get order updates' }).click();
    const saved = await saving;
    assert.equal(saved.status(), 200);
    assert.deepEqual(await saved.json(), {
      message: 'Device token saved successfully',
      saved_for: String(me.id),
    });
    await page.getByTestId('push-on').waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'bazaar_push');
    assert.ok(cookie?.httpOnly, 'the endpoint is remembered for sign-out, out of page scripts’ reach');

    // Spec §9: a save older than 7 days is refreshed on the next page.
    await page.evaluate(
      ([id, age]) =>
        localStorage.setItem('bazaar_push', JSON.stringify({ savedAt: Date.now() - age, savedFor: id })),
      [String(me.id), WEEK_AND_A_DAY] as const,
    );
    const refreshing = nextSave(page);
    await page.reload();
    const refreshed = await refreshing;
    assert.equal(refreshed.status(), 200);
    // The page writes the new time once it has read the answer, a moment after the answer arrives.
    await page.waitForFunction(
      () => Date.now() - (JSON.parse(localStorage.getItem('bazaar_push') ?? '{}').savedAt ?? 0) < 60_000,
    );
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('bazaar_push') ?? '{}'));
    assert.equal(state.savedFor, String(me.id));

    // Signing out forgets the device for this customer; the browser goes back to a guest's device.
    const guestSave = nextSave(page);
    await page.getByTestId('sidebar-logout-trigger').click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByTestId('notice').getByText('Logout successfully.').waitFor();
    assert.deepEqual(await (await guestSave).json(), {
      message: 'Device token saved successfully',
      saved_for: 'guest',
    });
    const { token } = await apiCall<{ token: string }>(null, '/auth/login', {
      method: 'POST',
      body: { email: ayesha.email, password: ayesha.password },
    });
    await apiCall(token, '/customer/remove-device-token', {
      method: 'POST',
      body: { endpoint: subscription.endpoint },
      status: 404,
    });

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('change password: the rules show under the fields; then sign out and the new password signs in', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await signIn(page, ayesha.email, ayesha.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/customer/edit-profile');
    const form = page.getByTestId('password-form');
    const submit = form.getByRole('button', { name: 'Update password' });

    await form.getByLabel('Current password').fill(ayesha.password);
    await form.getByLabel('New password').fill('12345');
    await form.getByLabel('Confirm password').fill('12345');
    await submit.click();
    await page
      .locator('#pw-password-error')
      .getByText('Password should be greater than 6 characters')
      .waitFor();

    await form.getByLabel('Current password').fill(ayesha.password);
    await form.getByLabel('New password').fill('Nihari-Karachi-2026');
    await form.getByLabel('Confirm password').fill('Nihari-Karachi-2027');
    await submit.click();
    await page
      .locator('#pw-password_confirmation-error')
      .getByText("Confirmed password doesn't matched")
      .waitFor();

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password').fill('Nihari-Karachi-2026');
    await form.getByLabel('Confirm password').fill('Nihari-Karachi-2026');
    await submit.click();
    await page
      .locator('#pw-current_password-error')
      .getByText('Your current password is incorrect.')
      .waitFor();

    await form.getByLabel('Current password').fill(ayesha.password);
    await form.getByLabel('New password').fill('Nihari-Karachi-2026');
    await form.getByLabel('Confirm password').fill('Nihari-Karachi-2026');
    await submit.click();
    await page.getByTestId('profile-toast').getByText('Password updated successfully.').waitFor();
    assert.equal(await form.getByLabel('New password').inputValue(), '', 'the form is emptied');

    await page.goto('/auth/logout');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByTestId('notice').getByText('Logout successfully.').waitFor();
    await signIn(page, ayesha.email, ayesha.password);
    await page.getByTestId('form-alert').getByText('the password or email field are incorrect.').waitFor();
    await signIn(page, ayesha.email, 'Nihari-Karachi-2026');
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal((await page.getByTestId('header-account').textContent())?.trim(), 'Ayesha Siddiqui');

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('edit-profile and remove-account are accessible at 375 and 1280 px', async () => {
    for (const [size, viewport] of [
      ['375', VIEWPORTS.mobile],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      const { page, context, errors } = await signedInPage(browser, bilal, viewport);
      await page.goto('/customer/edit-profile');
      await page.getByTestId('profile-form').waitFor();
      assert.equal(await page.locator('h1').count(), 1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `nothing overflows at ${size} px (${overflow} px)`);
      await accessible(page, `edit-profile at ${size}`);
      await shot(page, `customer-edit-profile-${size}`);
      await page.goto('/customer/remove-account');
      await page.getByText('Are you sure you want to delete your account?').waitFor();
      await accessible(page, `remove-account at ${size}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('account removal: refused while an order runs (still signed in); once delivered, removed, signed out, the password no longer works', async () => {
    const orderId = await placeOrderByApi(bilal, items[0]);
    const { page, context, errors } = await signedInPage(browser, bilal, VIEWPORTS.desktop);
    await page.goto('/customer/edit-profile');
    await page.getByTestId('sidebar-delete-account-trigger').click();
    const dialog = page.getByTestId('sidebar-delete-account');
    await dialog.getByText('Are you sure you want to delete your account?').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/remove-account');
    await page
      .getByTestId('remove-account-refused')
      .getByText('You can not delete your account while you have running orders')
      .waitFor();
    await page.getByTestId('remove-account-toast').waitFor();
    assert.equal((await page.getByTestId('header-account').textContent())?.trim(), 'Bilal Ahmed');
    await customerCall(bilal, '/customer/info');

    await moveOrder(orderId, TO_DELIVERED);
    await page.goto('/customer/edit-profile');
    await page.getByTestId('sidebar-delete-account-trigger').click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('notice').getByText('User deleted').waitFor();
    assert.equal(await page.getByTestId('header-account').count(), 0);
    assert.equal(
      (await context.cookies()).some((c) => c.name === 'bazaar_session'),
      false,
    );
    await customerCall(bilal, '/customer/info', { status: 401 });

    await signIn(page, bilal.email, bilal.password);
    await page.getByTestId('form-alert').waitFor();
    assert.equal(await page.getByTestId('header-account').count(), 0);

    assert.deepEqual(errors, []);
    await context.close();
  });
});
