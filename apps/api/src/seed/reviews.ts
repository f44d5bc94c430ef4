import { gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { items, reviews, users } from '../db/schema';
import type { Random } from './random';

/** Shoppers who left the demo reviews: Google-only accounts (no password), so no one signs in as them. */
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

/** A few written reviews on rated items; the items' rating counters also count ratings without text. */
export async function seedReviews(db: Database, rnd: Random) {
  const reviewers = await db
    .insert(users)
    .values(
      REVIEWERS.map(([fName, lName], i) => ({
        fName,
        lName,
        email: `reviewer${i + 1}@reviewers.bazaar.pk`,
        registrationType: 'google',
        loginWith: 'google',
      })),
    )
    .returning({ id: users.id });
  const rated = await db
    .select({ id: items.id, ratingSum: items.ratingSum, ratingCount: items.ratingCount })
    .from(items)
    .where(gt(items.ratingCount, 0));
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const item of rated) {
    if (!rnd.chance(0.35)) continue;
    const average = item.ratingSum / item.ratingCount;
    const count = Math.min(item.ratingCount, rnd.int(1, 3));
    const who = [...reviewers].sort(() => rnd.next() - 0.5).slice(0, count);
    for (const reviewer of who) {
      const rating = Math.max(1, Math.min(5, Math.round(average + (rnd.next() - 0.5) * 2)));
      rows.push({
        itemId: item.id,
        userId: reviewer.id,
        rating,
        comment: rnd.pick(COMMENTS[rating]!),
        createdAt: new Date(Date.now() - rnd.int(1, 60 * 24) * 3_600_000),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(reviews).values(rows.slice(i, i + 200));
  return rows.length;
}
