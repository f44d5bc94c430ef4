import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launch, openPage, VIEWPORTS } from '../support/browser';
import {
  type ApiItem,
  assertAccessible as accessible,
  customerCall as api,
  apiCall,
  type Customer,
  moveOrder,
  pickItems,
  placeOrderByApi,
  registerCustomer as register,
  shot,
  signedInPage,
  staffToken,
} from '../support/shop';

/** `n` small PNG photos in a temporary folder; `big` makes each one larger than 2 MB. */
async function photos(n: number, big = false): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ticket-photos-'));
  const files: string[] = [];
  for (let i = 0; i < n; i++) {
    const file = path.join(dir, `receipt-${i + 1}.png`);
    const side = big ? 1200 : 320;
    const png = big
      ? // Random pixels do not compress: a 1200 × 1200 RGB PNG of noise is over 4 MB.
        await sharp(randomBytes(side * side * 3), {
          raw: { width: side, height: side, channels: 3 },
        })
          .png({ compressionLevel: 0 })
          .toBuffer()
      : await sharp({
          create: { width: side, height: 240, channels: 3, background: { r: 200, g: 60 + 40 * i, b: 40 } },
        })
          .png()
          .toBuffer();
    await writeFile(file, png);
    files.push(file);
  }
  return files;
}

type TicketList = { tickets: { id: number; subject: string; status: string; order_id: number | null }[] };
type Notifications = {
  unread_count: number;
  notifications: {
    data: {
      id: number;
      read: boolean;
      data: { description: string; type: string; order_id: number | null };
    }[];
  };
};

describe('support: tickets and notifications', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let item: ApiItem;
  let customer: Customer;
  let orderId: number;
  let ticketId: number;
  const subject = `Parcel arrived damaged ${Date.now()}`;
  const firstMessage = 'The box was crushed and one jar is broken. Photo attached.';

  before(async () => {
    ({ browser, close } = await launch());
    [item] = await pickItems();
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    customer = await register(page, context, { first: 'Ayesha', last: 'Siddiqui' });
    await context.close();
    orderId = await placeOrderByApi(customer, item);
  });
  after(() => close());

  const unread = async () =>
    (await api<Notifications>(customer, '/customer/global-notifications?limit=100')).unread_count;

  it('opens a ticket about an order with a photo; the browser checks photos, the server the fields', async () => {
    const { page, context, errors } = await signedInPage(browser, customer, VIEWPORTS.mobile);
    await page.goto(`/customer/ticket/create?order_id=${orderId}`);
    const form = page.getByTestId('ticket-create-form');
    assert.equal(await form.getByLabel('About an order (optional)').inputValue(), String(orderId));

    // Nothing filled in: the API's messages under the fields.
    await form.getByTestId('ticket-submit').click();
    await form.locator('#ticket-subject-error').getByText('Input field is empty').waitFor();
    await form.locator('#ticket-message-error').getByText('Input field is empty').waitFor();
    assert.equal(new URL(page.url()).pathname, '/customer/ticket/create');

    // Too many photos, then one too large: refused in the browser with the spec's messages.
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill(firstMessage);
    const input = form.getByTestId('ticket-attachments');
    await input.setInputFiles(await photos(4));
    await form.getByTestId('attachments-error').getByText('You can upload at most 3 images').waitFor();
    await form.getByTestId('ticket-submit').click();
    assert.equal(new URL(page.url()).pathname, '/customer/ticket/create', 'four photos are not sent');
    await input.setInputFiles(await photos(1, true));
    await form.getByTestId('attachments-error').getByText('Each image must be at most 2 MB').waitFor();

    const [photo] = await photos(1);
    await input.setInputFiles([photo as string]);
    assert.equal(await form.getByTestId('attachments-error').count(), 0);
    await form.getByTestId('ticket-submit').click();
    await page.waitForURL((url) => /^\/customer\/ticket\/\d+$/.test(url.pathname));
    ticketId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('ticket-notice').getByText('Ticket created successfully').waitFor();

    const mine = page.getByTestId('ticket-message').filter({ hasText: firstMessage });
    assert.equal(await mine.getAttribute('data-sender'), 'customer');
    const thumb = mine.getByTestId('ticket-attachment').locator('img');
    assert.equal(await thumb.count(), 1);
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await thumb.elementHandle(),
    );
    assert.equal(await page.getByTestId('ticket-status').getAttribute('data-status'), 'open');
    await page.getByRole('link', { name: `About order #${orderId}` }).waitFor();

    const { tickets } = await api<TicketList>(customer, '/customer/ticket/list');
    assert.deepEqual(
      tickets.map((t) => [t.id, t.subject, t.order_id]),
      [[ticketId, subject, orderId]],
    );

    await page.getByRole('link', { name: 'All tickets' }).click();
    const row = page.getByTestId('ticket-row').filter({ hasText: subject });
    await row.waitFor();
    assert.equal(await row.getByTestId('ticket-status').getAttribute('data-status'), 'open');
    assert.equal(await row.getByTestId('ticket-status').textContent(), 'Open');
    assert.deepEqual(
      errors.filter((e) => /hydrat/i.test(e)),
      [],
    );
    await context.close();
  });

  it('support answers; the shopper replies and closes the ticket', async () => {
    const { page, context } = await signedInPage(browser, customer, VIEWPORTS.desktop);
    await page.goto(`/customer/ticket/${ticketId}`);
    const answer = 'Sorry about that! We have asked the store to send a new jar today.';
    const body = new FormData();
    body.set('ticket_id', String(ticketId));
    body.set('message', answer);
    await apiCall(await staffToken('admin'), '/admin/ticket/reply', { method: 'POST', body });

    await page.reload();
    const staff = page.getByTestId('ticket-message').filter({ hasText: answer });
    assert.equal(await staff.getAttribute('data-sender'), 'staff');
    await staff.getByText('Bazaar support').waitFor();
    assert.equal(await page.getByTestId('ticket-status').getAttribute('data-status'), 'answered');

    await page.goto('/customer/ticket/list');
    const row = page.getByTestId('ticket-row').filter({ hasText: subject });
    assert.equal(await row.getByTestId('ticket-status').getAttribute('data-status'), 'answered');
    await row.getByText('Support replied').waitFor();
    await row.click();
    await page.waitForURL((url) => url.pathname === `/customer/ticket/${ticketId}`);

    const reply = 'Thank you, I will wait for it.';
    await page.getByLabel('Your reply').fill(reply);
    await page.getByTestId('reply-submit').click();
    await page.getByTestId('ticket-notice').getByText('Reply sent successfully').waitFor();
    await page.getByTestId('ticket-message').filter({ hasText: reply }).waitFor();
    assert.equal(await page.getByLabel('Your reply').inputValue(), '', 'the form is empty again');
    assert.equal(await page.getByTestId('ticket-status').getAttribute('data-status'), 'open');
    assert.equal(await page.getByTestId('ticket-message').count(), 3);

    await page.getByTestId('close-ticket').click();
    const dialog = page.getByTestId('close-ticket-dialog');
    await dialog.getByText('You will not be able to reply to it again').waitFor();
    await dialog.getByTestId('close-ticket-yes').click();
    await page.getByTestId('ticket-closed').waitFor();
    assert.equal(await page.getByTestId('ticket-status').getAttribute('data-status'), 'closed');
    assert.equal(await page.getByTestId('ticket-reply-form').count(), 0);
    assert.equal(await page.getByTestId('close-ticket').count(), 0);
    const { tickets } = await api<TicketList>(customer, '/customer/ticket/list');
    assert.equal(tickets[0]?.status, 'closed');

    // Another customer's or a missing ticket: the 404 page.
    const missing = await page.goto('/customer/ticket/999999');
    assert.equal(missing?.status(), 404);
    await context.close();
  });

  it('an order change shows in the bell, the sidebar and the list; opening it reads it', async () => {
    await moveOrder(orderId, ['confirmed']);
    const list = await api<Notifications>(customer, '/customer/global-notifications?limit=100');
    const confirmed = list.notifications.data.find(
      (n) =>
        n.data.type === 'order_status' && n.data.order_id === orderId && /Confirmed/.test(n.data.description),
    );
    assert.ok(confirmed, 'the API wrote the order-status notification');
    assert.equal(confirmed.data.description, `Your order #${orderId} is now Confirmed.`);
    const before = list.unread_count;
    assert.ok(before >= 1);

    const { page, context } = await signedInPage(browser, customer, VIEWPORTS.desktop);
    await page.goto('/customer/notifications');
    assert.equal(await page.getByTestId('header-bell-count').textContent(), String(before));
    assert.match((await page.getByTestId('sidebar-unread').textContent()) ?? '', new RegExp(`^${before}`));
    const card = page.getByTestId('notification').filter({ hasText: confirmed.data.description });
    assert.equal(await card.getAttribute('data-read'), 'false');
    await card.getByText('Unread', { exact: false }).first().waitFor({ state: 'attached' });
    await card.getByText('View order').waitFor();

    await card.getByTestId('notification-open').click();
    await page.waitForURL((url) => url.pathname === `/customer/order/${orderId}`);
    assert.equal(await unread(), before - 1);

    await page.goto('/customer/notifications');
    const after = before - 1;
    if (after > 0) assert.equal(await page.getByTestId('header-bell-count').textContent(), String(after));
    const read = page.getByTestId('notification').filter({ hasText: confirmed.data.description });
    assert.equal(await read.getAttribute('data-read'), 'true');

    if (after > 0) {
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByTestId('notifications-notice').getByText('All notifications marked as read').waitFor();
    }
    await page.getByTestId('header-bell-count').waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('sidebar-unread').count(), 0);
    assert.equal(await page.locator('[data-testid="notification"][data-read="false"]').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Mark all as read' }).count(), 0);
    assert.equal(await unread(), 0);
    await context.close();
  });

  it('the pages pass axe at 375 and 1280 px', async () => {
    // Something unread to show, and an open ticket with its reply form.
    await moveOrder(orderId, ['processing']);
    const open = await api<{ ticket: { id: number } }>(customer, '/customer/ticket/create', {
      method: 'POST',
      body: { subject: 'Cash on delivery change', message: 'Can I pay by card at the door instead?' },
    });
    for (const [size, viewport] of [
      ['375', VIEWPORTS.mobile],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      const { page, context } = await signedInPage(browser, customer, viewport);
      await page.goto('/customer/notifications');
      await page.getByTestId('notification').first().waitFor();
      await accessible(page, `notifications at ${size}`);
      await shot(page, `customer-notifications-${size}`);
      await page.goto('/customer/ticket/list');
      await page.getByTestId('ticket-row').first().waitFor();
      await accessible(page, `ticket list at ${size}`);
      await shot(page, `customer-tickets-${size}`);
      await page.goto('/customer/ticket/create');
      await accessible(page, `new ticket at ${size}`);
      await page.goto(`/customer/ticket/${open.ticket.id}`);
      await page.getByTestId('ticket-reply-form').waitFor();
      await accessible(page, `open ticket at ${size}`);
      await page.goto(`/customer/ticket/${ticketId}`);
      await page.getByTestId('ticket-closed').waitFor();
      await accessible(page, `closed ticket at ${size}`);
      await shot(page, `customer-ticket-${size}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(overflow, false, `nothing overflows at ${size}`);
      await context.close();
    }
  });
});
