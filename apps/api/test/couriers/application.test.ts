import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { t as say } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/admin-commands';
import { auditLog, courierApplications, couriers, staff, zones } from '../../src/db/schema';
import type { Mail } from '../../src/mail/mailer';
import { ADMIN, get, put, staffLogin, staffToken } from '../staff/staff-support';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 36, item 2 (decision 407): a courier applies (spec §3 delivery-man registration), waits
// pending, and the operator's decision at the terminal makes the courier's account, or mails the reason.

const png = (color: string) =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

type Picture = { name: string; type: string; data: Uint8Array };
let idCard: Picture;
let photo: Picture;
let count = 0;

/** A complete application's fields; `over` replaces or (with undefined) leaves out fields. */
function fields(over: Record<string, string | undefined> = {}) {
  count += 1;
  const all: Record<string, string | undefined> = {
    f_name: 'Imran',
    l_name: 'Qureshi',
    email: `imran.${count}.${Date.now()}@example.pk`,
    phone: '03211234567',
    password: 'Rickshaw-Lahore-2026',
    identity_type: 'nid',
    identity_number: '35202-7654321-3',
    type: 'freelancer',
    ...over,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

async function apply(
  t: TestApp,
  values: Record<string, string>,
  files: { identity_image?: Picture[]; image?: Picture[] } = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  const attach = (field: string, pictures: Picture[]) => {
    for (const p of pictures) form.append(field, new Blob([p.data as BlobPart], { type: p.type }), p.name);
  };
  attach('identity_image', files.identity_image ?? [idCard]);
  attach('image', files.image ?? [photo]);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/delivery-man/store',
    headers: { 'content-type': request.headers.get('content-type')!, ...headers },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('POST auth/delivery-man/store and the operator’s decision', () => {
  let t: TestApp;
  let zoneId: number;
  const mails: Mail[] = [];
  const mailer = { send: async (m: Mail) => void mails.push(m) };
  const ctx = () => ({ dataDir: t.dataDir, mailer, publicOrigin: 'https://bazaar.pk' });
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      mailer,
      rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } },
    });
    const [a, b] = await Promise.all([png('#1d4ed8'), png('#b45309')]);
    idCard = { name: 'cnic.png', type: 'image/png', data: a };
    photo = { name: 'me.png', type: 'image/png', data: b };
    const [zone] = await t.db.select({ id: zones.id }).from(zones).where(eq(zones.active, true)).limit(1);
    zoneId = zone!.id;
  });
  afterAll(() => t.close());

  it('keeps an application pending: password hashed, pictures re-encoded, nothing served yet', async () => {
    const values = fields({ zone_id: String(zoneId), type: 'salary_based' });
    const res = await apply(t, values, { identity_image: [idCard, idCard] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your courier application has been received. We will email you once it is reviewed.',
      application_id: expect.any(Number),
      status: 'pending',
    });
    const [row] = await t.db
      .select()
      .from(courierApplications)
      .where(eq(courierApplications.id, res.json().application_id));
    expect(row).toMatchObject({
      status: 'pending',
      email: values.email,
      phone: '03211234567',
      identityType: 'nid',
      earning: 'salary_based',
      zoneId,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.identityImages).toHaveLength(2);
    const kept = await readdir(path.join(t.dataDir, 'uploads', 'courier-applications'));
    expect(kept).toEqual(expect.arrayContaining([...row!.identityImages, row!.image]));
    expect(row!.image).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ url: `/storage/delivery-man/${row!.image}?w=320` })).statusCode).toBe(404);
  });

  it('takes an application without a zone (a blank zone field is none)', async () => {
    const res = await apply(t, fields({ zone_id: '' }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['no first name', { f_name: '' }, 'f_name', 'validation.first_name_required'],
    [
      'an identity type not offered',
      { identity_type: 'ration_card' },
      'identity_type',
      'validation.invalid_choice',
    ],
    ['an earning type not offered', { type: 'contract' }, 'type', 'validation.invalid_choice'],
    ['no identity number', { identity_number: ' ' }, 'identity_number', 'validation.field_empty'],
    ['a short password', { password: 'abc' }, 'password', 'validation.password_min'],
    ['an unknown zone', { zone_id: '99999' }, 'zone_id', 'validation.invalid_choice'],
  ] as const)('refuses %s under its field, in the request’s language', async (_, over, code, key) => {
    const english = await apply(t, fields(over));
    expect(english.statusCode).toBe(403);
    expect(english.json().errors).toContainEqual({ code, message: say(key, {}, 'en') });
    const urdu = await apply(t, fields(over), {}, { 'x-localization': 'ur' });
    expect(urdu.json().errors).toContainEqual({ code, message: say(key, {}, 'ur') });
  });

  it('needs 1 to 3 identity pictures and one photo, each a real picture of at most 2 MB', async () => {
    const refusals: [Parameters<typeof apply>[2], string, string][] = [
      [{ identity_image: [] }, 'identity_image', 'Upload an image'],
      [
        { identity_image: [idCard, idCard, idCard, idCard] },
        'identity_image',
        'You can upload at most 3 images',
      ],
      [{ image: [] }, 'image', 'Upload an image'],
      [{ image: [photo, photo] }, 'image', 'Upload an image'],
      [
        { image: [{ name: 'me.png', type: 'image/png', data: new Uint8Array(2 * 1024 * 1024 + 1) }] },
        'image',
        'Each image must be at most 2 MB',
      ],
      [
        {
          identity_image: [
            { name: 'cnic.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') },
          ],
        },
        'identity_image',
        'Only image files are allowed',
      ],
    ];
    const before = await t.db.select({ id: courierApplications.id }).from(courierApplications);
    for (const [files, code, message] of refusals) {
      const res = await apply(t, fields(), files);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(403);
      expect(res.json().errors).toContainEqual({ code, message });
    }
    expect(await t.db.select({ id: courierApplications.id }).from(courierApplications)).toHaveLength(
      before.length,
    );
  });

  it('one pending application per email (also when three arrive at once); a staff email is taken', async () => {
    const values = fields();
    const answers = await Promise.all([apply(t, values), apply(t, values), apply(t, values)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403]);
    expect(answers.find((a) => a.statusCode === 403)!.json().errors).toEqual([
      { code: 'email', message: 'An application with this email is already waiting for review.' },
    ]);
    const seller = await apply(t, fields({ email: 'Seller@Bazaar.pk' }));
    expect(seller.json().errors).toEqual([{ code: 'email', message: 'The email has already been taken.' }]);
  });

  it('the terminal lists and approves it: the courier signs in, offline, photo served, identity kept apart', async () => {
    const values = fields({ zone_id: String(zoneId) });
    const id = (await apply(t, values)).json().application_id as number;
    expect(await COMMANDS['courier-applications'](t.db, [])).toContain(
      `#${id}  Imran Qureshi  <${values.email}>`,
    );
    const out = await COMMANDS['approve-courier'](t.db, [String(id)], {}, ctx());
    const [application] = await t.db.select().from(courierApplications).where(eq(courierApplications.id, id));
    expect(out).toBe(
      `Approved: ${values.email} is courier ${application!.staffId} and can sign in (POST /api/v1/auth/delivery-man/login).`,
    );
    expect(application).toMatchObject({ status: 'approved', decidedAt: expect.any(Date) });
    const [member] = await t.db.select().from(staff).where(eq(staff.id, application!.staffId!));
    expect(member).toMatchObject({ role: 'courier', storeId: null, name: 'Imran Qureshi' });
    const [profile] = await t.db.select().from(couriers).where(eq(couriers.staffId, member!.id));
    expect(profile).toMatchObject({
      online: false,
      zoneId,
      earning: 'freelancer',
      image: application!.image,
    });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/delivery-man/login',
      payload: { email: values.email, password: values.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ role: 'courier', store_id: null });
    expect((await t.app.inject({ url: `/storage/delivery-man/${profile!.image}?w=320` })).statusCode).toBe(
      200,
    );
    const identity = await readdir(path.join(t.dataDir, 'uploads', 'courier-identity'));
    expect(identity).toEqual(expect.arrayContaining(profile!.identityImages));
    expect(
      (await t.app.inject({ url: `/storage/courier-identity/${profile!.identityImages[0]}` })).statusCode,
    ).toBe(404);

    expect(mails.at(-1)).toMatchObject({ to: values.email, subject: 'You can deliver with Bazaar' });
    expect(mails.at(-1)!.text).toContain('https://bazaar.pk/courier');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'courier_application'));
    expect(audit).toMatchObject({ actorRole: 'system', action: 'courier_application.approve' });
    // Decided once.
    await expect(COMMANDS['approve-courier'](t.db, [String(id)], {}, ctx())).rejects.toThrow(
      `Courier application ${id} was already approved`,
    );
  });

  it('rejected at the terminal: the reason is needed, kept and mailed; the email may apply again', async () => {
    const values = fields();
    const id = (await apply(t, values)).json().application_id as number;
    await expect(COMMANDS['reject-courier'](t.db, [String(id)], {}, ctx())).rejects.toThrow(
      'A rejection needs its reason',
    );
    const out = await COMMANDS['reject-courier'](
      t.db,
      [String(id)],
      { note: 'The CNIC picture is blurred' },
      ctx(),
    );
    expect(out).toBe(`Rejected courier application ${id}; ${values.email} is mailed why.`);
    const [row] = await t.db.select().from(courierApplications).where(eq(courierApplications.id, id));
    expect(row).toMatchObject({ status: 'rejected', reason: 'The CNIC picture is blurred', staffId: null });
    expect(mails.at(-1)).toMatchObject({ to: values.email, subject: 'Your Bazaar courier application' });
    expect(mails.at(-1)!.text).toContain('The reason: The CNIC picture is blurred');
    expect((await apply(t, values)).statusCode).toBe(200);
    await expect(COMMANDS['approve-courier'](t.db, ['abc'], {}, ctx())).rejects.toThrow(
      '"abc" is not an application id',
    );
  });

  it('the operator rejects one and approves another through admin/*, each audited as that admin', async () => {
    const admin = await staffToken(t, ADMIN);
    const [first, second] = [fields(), fields()];
    const rejectId = (await apply(t, first)).json().application_id as number;
    const approveId = (await apply(t, second)).json().application_id as number;
    const queue = await get(t, '/api/v1/admin/courier-applications?limit=100', admin);
    expect(queue.json().applications.map((a: { id: number }) => a.id)).toEqual(
      expect.arrayContaining([rejectId, approveId]),
    );
    const decide = (body: unknown) => put(t, '/api/v1/admin/courier-application/decide', admin, body);
    const rejected = await decide({ application_id: rejectId, action: 'reject', reason: 'Blurred CNIC' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', made_id: null });
    expect(mails.at(-1)!.text).toContain('The reason: Blurred CNIC');
    const approved = await decide({ application_id: approveId, action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const login = await staffLogin(t, second.email!, second.password!);
    expect(login.json()).toMatchObject({ role: 'courier' });
    const [member] = await t.db.select().from(staff).where(eq(staff.id, approved.json().made_id));
    expect(member).toMatchObject({ email: second.email, role: 'courier' });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.actorRole, 'admin'));
    expect(audits.map((a) => [a.action, a.entityId])).toEqual(
      expect.arrayContaining([
        ['courier_application.reject', String(rejectId)],
        ['courier_application.approve', String(approveId)],
      ]),
    );
  });
});

describe('courier applications are limited per address as sign-up is', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { signUpPerAddress: { limit: 2, windowMs: 3_600_000 } } });
  });
  afterAll(() => t.close());

  it('the third from one address in the hour is 429', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await apply(t, fields())).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
