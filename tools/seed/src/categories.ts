import { slugify } from '@bazaar/domain';
import { categories, type Database } from './api';
import { categoryIcon } from './art';
import { CATEGORIES, type ProductLine, type SeedCategory } from './data/categories';
import { CATEGORY_NAMES } from './data/category-names';
import { CATEGORY_VARIANTS } from './data/names';
import type { Pictures } from './pictures';
import { NAMED_CATEGORIES } from './sizes';

/** A category items are filed under, with the product line its items come from. */
export type Leaf = { id: number; parentId: number; name: string; topName: string; line: ProductLine };

/** A child category before it has an id; `art` seeds its tile. */
export type ChildSeed = {
  name: string;
  slug: string;
  topName: string;
  line: ProductLine;
  position: number;
  art: number;
};

/**
 * `total` categories: each named top category with its named children, then variants of the
 * children ("Premium Laptops", "Budget Laptops", …) until the count is reached.
 */
export function planCategories(total: number) {
  const tops = CATEGORIES.map((top, position) => ({
    top,
    position,
    children: Object.entries(top.children).map(
      ([name, line], i): ChildSeed => ({
        name,
        slug: slugify(name),
        topName: top.name,
        line,
        position: i,
        art: (position + 1) * 31 + i,
      }),
    ),
  }));
  const named = tops.flatMap((t) => t.children);
  const variants = Array.from({ length: Math.max(0, total - NAMED_CATEGORIES) }, (_, i): ChildSeed => {
    const sub = named[i % named.length]!;
    const variant = CATEGORY_VARIANTS[Math.floor(i / named.length) % CATEGORY_VARIANTS.length]!;
    const round = Math.floor(i / (named.length * CATEGORY_VARIANTS.length));
    const name = [variant, sub.name, round ? String(round + 1) : ''].filter(Boolean).join(' ');
    const slug = slugify(`${name}-${sub.topName.split(' ')[0]}`);
    return { ...sub, name, slug, position: NAMED_CATEGORIES + i, art: 1000 + i };
  });
  return { tops, variants };
}

export type CategoryPlan = ReturnType<typeof planCategories>;

/** Inserts the plan, each category with a tile of its own; answers the leaves items are filed under. */
export async function insertCategories(
  db: Database,
  pictures: Pictures,
  moduleIds: Map<string, number>,
  plan: CategoryPlan,
) {
  const topOf = new Map<string, { id: number; top: SeedCategory }>();
  const leaves: Leaf[] = [];
  const insertChildren = async (children: ChildSeed[]) => {
    const rows = await db
      .insert(categories)
      .values(
        children.map((c) => ({
          name: c.name,
          translations: CATEGORY_NAMES[c.name] ?? {},
          slug: c.slug,
          parentId: topOf.get(c.topName)!.id,
          position: c.position,
          moduleId: moduleIds.get(topOf.get(c.topName)!.top.module),
          image: pictures.own('category', c.slug, categoryIcon(c.line.kind, c.art)),
        })),
      )
      .returning({ id: categories.id });
    for (const [i, r] of rows.entries()) {
      const c = children[i]!;
      leaves.push({
        id: r.id,
        parentId: topOf.get(c.topName)!.id,
        name: c.name,
        topName: c.topName,
        line: c.line,
      });
    }
  };
  for (const { top, position, children } of plan.tops) {
    const slug = slugify(top.name);
    const [row] = await db
      .insert(categories)
      .values({
        name: top.name,
        translations: CATEGORY_NAMES[top.name] ?? {},
        slug,
        position,
        moduleId: moduleIds.get(top.module),
        image: pictures.own('category', slug, categoryIcon(top.kind, position + 1)),
      })
      .returning({ id: categories.id });
    topOf.set(top.name, { id: row!.id, top });
    await insertChildren(children);
  }
  const named = new Map(leaves.map((leaf) => [leaf.name, leaf]));
  for (let start = 0; start < plan.variants.length; start += 500)
    await insertChildren(plan.variants.slice(start, start + 500));
  return { leaves, named };
}
