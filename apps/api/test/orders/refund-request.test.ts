import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../../src/db/schema';
import { insertOrder, itemWithStock } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';
import { type FormFile, get, ordersTestApp, put, refundRequest, shopper, statusOf, stockOf } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await ordersTestApp();
});
afterAll(() => t.close());

const pngBytes = (size = 32) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
const png = async (name = 'damaged.png'): Promise<FormFile> => ({
  name,
  type: 'image/png',
  data: await pngBytes(),
});

/** A PNG whose header claims `width` × `height` pixels over almost no data: refused before decoding. */
function hugePngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const refundFolder = () => path.join(t.dataDir, 'uploads', 'refund');
const storedFiles = async () => readdir(refundFolder()).catch(() => [] as string[]);

async function deliveredOrder() {
  const a = await shopper(t);
  const item = await itemWithStock(t.db, 5);
  const { orderId } = await insertOrder(t.db, {
    userId: a.userId,
    status: 'delivered',
    lines: [{ itemId: item.id, quantity: 1 }],
  });
  return { ...a, orderId, itemId: item.id };
}

describe('customer/order/refund-request', () => {
  it('takes a reason, a note and a real PNG, stored re-encoded as WebP; then withdrawn back to delivered', async () => {
    const a = await deliveredOrder();
    const stock = await stockOf(t, a.itemId);
    const res = await refundRequest(
      t,
      a.token,
      { order_id: String(a.orderId), reason: 'Arrived broken', note: 'The box was crushed' },
      [await png('photo.png')],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Refund request submitted successfully',
      order: { id: a.orderId, order_status: 'refund_requested' },
    });
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, a.orderId));
    expect(row).toMatchObject({ reason: 'Arrived broken', note: 'The box was crushed', status: 'pending' });
    expect(row!.images).toHaveLength(1);
    expect(row!.images[0]).toMatch(/^[0-9a-f]{32}\.webp$/);
    const stored = await readFile(path.join(refundFolder(), row!.images[0]!));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(await stockOf(t, a.itemId)).toBe(stock);

    const details = (await get(t, a.token, `/customer/order/details?order_id=${a.orderId}`)).json();
    expect(details.refund_request).toMatchObject({
      status: 'pending',
      reason: 'Arrived broken',
      images: row!.images,
    });

    const withdrawn = await put(t, a.token, '/customer/order/refund-request/cancel', { order_id: a.orderId });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: 'Refund request canceled successfully',
      order: { order_status: 'delivered' },
    });
    const [after] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, row!.id));
    expect(after!.status).toBe('canceled');

    const again = await put(t, a.token, '/customer/order/refund-request/cancel', { order_id: a.orderId });
    expect(again.statusCode).toBe(403);
    expect(again.json().errors).toEqual([
      { code: 'order_status', message: 'This order has no open refund request' },
    ]);
    expect(await statusOf(t, a.orderId)).toBe('delivered');
  });

  it("takes the platform's field names (customer_reason, customer_note, image[])", async () => {
    const a = await deliveredOrder();
    const res = await refundRequest(
      t,
      a.token,
      { order_id: String(a.orderId), customer_reason: 'Wrong size', customer_note: 'Need L' },
      [
        { ...(await png('a.png')), field: 'image[]' },
        { ...(await png('b.png')), field: 'image[]' },
      ],
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, a.orderId));
    expect(row).toMatchObject({ reason: 'Wrong size', note: 'Need L' });
    expect(row!.images).toHaveLength(2);
  });

  it('takes a WebP', async () => {
    const a = await deliveredOrder();
    const webp = await sharp(await pngBytes(20))
      .webp()
      .toBuffer();
    const res = await refundRequest(t, a.token, { order_id: String(a.orderId), reason: 'Torn' }, [
      { name: 'x.webp', type: 'image/webp', data: webp },
    ]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('strips metadata from a JPEG', async () => {
    const a = await deliveredOrder();
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Home address 12 Mall Road' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await refundRequest(t, a.token, { order_id: String(a.orderId), reason: 'Faded' }, [
      { name: 'x.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, a.orderId));
    const meta = await sharp(await readFile(path.join(refundFolder(), row!.images[0]!))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
  });

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  const refusals: { name: string; files: () => Promise<FormFile[]>; message: string }[] = [
    {
      name: 'four images',
      files: async () => Promise.all(['1', '2', '3', '4'].map((n) => png(`${n}.png`))),
      message: 'You can upload at most 3 images',
    },
    {
      name: 'an SVG renamed .png',
      files: async () => [{ name: 'cat.png', type: 'image/png', data: svg }],
      message: 'Only image files are allowed',
    },
    {
      name: 'an HTML page renamed .jpg',
      files: async () => [
        { name: 'a.jpg', type: 'image/jpeg', data: Buffer.from('<html><body>hi</body></html>') },
      ],
      message: 'Only image files are allowed',
    },
    {
      name: 'a file over 2 MB',
      files: async () => [{ name: 'big.png', type: 'image/png', data: Buffer.alloc(2 * 1024 * 1024 + 1, 1) }],
      message: 'Each image must be at most 2 MB',
    },
    {
      name: 'a picture over 40 megapixels',
      files: async () => [{ name: 'wide.png', type: 'image/png', data: hugePngHeader(20_000, 20_000) }],
      message: 'The image is too large: at most 40 megapixels',
    },
    {
      name: 'a truncated PNG',
      files: async () => [{ name: 'cut.png', type: 'image/png', data: (await pngBytes(64)).subarray(0, 60) }],
      message: 'Only image files are allowed',
    },
    {
      name: 'a good image beside a bad one',
      files: async () => [await png(), { name: 'cat.png', type: 'image/png', data: svg }],
      message: 'Only image files are allowed',
    },
  ];
  it.each(refusals)('refuses $name with a 403 under image, changing nothing', async ({ files, message }) => {
    const a = await deliveredOrder();
    const before = await storedFiles();
    const res = await refundRequest(
      t,
      a.token,
      { order_id: String(a.orderId), reason: 'Broken' },
      await files(),
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().errors).toEqual([{ code: 'image', message }]);
    expect(await statusOf(t, a.orderId)).toBe('delivered');
    expect(await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, a.orderId))).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses text sent where the image file goes', async () => {
    const a = await deliveredOrder();
    const res = await refundRequest(t, a.token, {
      order_id: String(a.orderId),
      reason: 'Broken',
      image: 'x.png',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ code: 'image', message: 'Only image files are allowed' }]);
    expect(await statusOf(t, a.orderId)).toBe('delivered');
  });

  it('needs a reason', async () => {
    const a = await deliveredOrder();
    for (const reason of [undefined, '', '   ']) {
      const fields: Record<string, string> = { order_id: String(a.orderId) };
      if (reason !== undefined) fields.reason = reason;
      const res = await refundRequest(t, a.token, fields);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([{ code: 'reason', message: 'A reason is required for a refund' }]);
    }
    expect(await statusOf(t, a.orderId)).toBe('delivered');
  });

  it('is refused before delivery, and leaves no image behind', async () => {
    const a = await shopper(t);
    const { orderId } = await insertOrder(t.db, { userId: a.userId, status: 'picked_up' });
    const before = await storedFiles();
    const res = await refundRequest(t, a.token, { order_id: String(orderId), reason: 'Late' }, [await png()]);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { code: 'order_status', message: 'A refund can only be requested for a delivered order' },
    ]);
    expect(await storedFiles()).toEqual(before);
    expect(await statusOf(t, orderId)).toBe('picked_up');
  });

  it('a second request while one is open is refused', async () => {
    const a = await deliveredOrder();
    const fields = { order_id: String(a.orderId), reason: 'Broken' };
    expect((await refundRequest(t, a.token, fields)).statusCode).toBe(200);
    expect((await refundRequest(t, a.token, fields)).statusCode).toBe(403);
    expect(
      await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, a.orderId)),
    ).toHaveLength(1);
  });
});
