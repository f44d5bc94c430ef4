import { and, asc, gt, sql } from 'drizzle-orm';
import { type Database, items, reviews, users } from './api';
import { REVIEWER_NAMES, REVIEWER_SURNAMES } from './data/names';
import type { Random } from './random';

/** The first shoppers who left reviews; a larger market adds more from the name lists. */
const REVIEWERS = [
  ['Ali', 'Raza'],
  ['Fatima', 'Malik'],
  ['Usman', 'Tariq'],
  ['Sana', 'Iqbal'],
  ['Bilal', 'Ahmed'],
  ['Hira', 'Qureshi'],
  ['Zain', 'Abbas'],
  ['Mahnoor', 'Sheikh'],
] as const;

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Bohat acha product hai, bilkul original. Delivery bhi time pe hui.',
    'Excellent quality, exactly as in the pictures. Will order again.',
    'Zabardast! Packing was very good and the seller was helpful.',
  ],
  4: [
    'Good value for money. Delivery took a day longer than promised.',
    'Acha hai, lekin packing thori behtar ho sakti thi.',
    'Quality is good, size was as expected.',
  ],
  3: ['Theek hai, price ke hisaab se average.', 'Okay product, nothing special.'],
  2: ['Colour was different from the picture.', 'Quality expected se kam thi.'],
  1: ['Not as described. Asked the store for a return.'],
};

/** Reviewers are Google-only accounts (no password), so no one signs in as them. */
function reviewerRows(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const [fName, lName] =
      REVIEWERS[i] ??
      ([
        REVIEWER_NAMES[i % REVIEWER_NAMES.length]!,
        REVIEWER_SURNAMES[i % REVIEWER_SURNAMES.length]!,
      ] as const);
    return {
      fName,
      lName,
      email: `reviewer${i + 1}@reviewers.bazaar.pk`,
      registrationType: 'google',
      loginWith: 'google',
    };
  });
}

/**
 * About `target` written reviews on rated items, one to three per chosen item, each close to the
 * item's average rating; the items' rating counters also count ratings left without text.
 */
export async function seedReviews(
  db: Database,
  rnd: Random,
  market: { reviews: number; reviewers: number; now: number },
) {
  const reviewers = await db.insert(users).values(reviewerRows(market.reviewers)).returning({ id: users.id });
  const [{ rated } = { rated: 0 }] = await db
    .select({ rated: sql<number>`count(*)`.mapWith(Number) })
    .from(items)
    .where(gt(items.ratingCount, 0));
  // One to three reviews (two on average) on each chosen item.
  const chance = rated ? Math.min(1, market.reviews / (2 * rated)) : 0;
  let written = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .select({ id: items.id, ratingSum: items.ratingSum, ratingCount: items.ratingCount })
      .from(items)
      .where(and(gt(items.ratingCount, 0), gt(items.id, after)))
      .orderBy(asc(items.id))
      .limit(5000);
    if (!page.length) break;
    after = page.at(-1)!.id;
    const rows: (typeof reviews.$inferInsert)[] = [];
    for (const item of page) {
      if (!rnd.chance(chance)) continue;
      const average = item.ratingSum / item.ratingCount;
      const count = Math.min(item.ratingCount, rnd.int(1, 3), reviewers.length);
      const who = new Set<number>();
      while (who.size < count) who.add(rnd.int(0, reviewers.length - 1));
      for (const k of who) {
        const rating = Math.max(1, Math.min(5, Math.round(average + (rnd.next() - 0.5) * 2)));
        rows.push({
          itemId: item.id,
          userId: reviewers[k]!.id,
          rating,
          comment: rnd.pick(COMMENTS[rating]!),
          createdAt: new Date(market.now - rnd.int(1, 60 * 24) * 3_600_000),
        });
      }
    }
    for (let i = 0; i < rows.length; i += 1000) await db.insert(reviews).values(rows.slice(i, i + 1000));
    written += rows.length;
  }
  return written;
}
