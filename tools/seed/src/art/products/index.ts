// Product registry and the studio scene that every product picture sits in.
import { PRODUCT_KINDS, type ProductKind } from '../kinds.ts';
import { BACKDROPS, hashString, mix, shade } from '../palette.ts';
import { blur, type Ctx, type Drawer, doc, lin, makeCtx, n, rad } from '../svg.ts';
import { handbag, sunglasses } from './accessories.ts';
import { diapers } from './babycare.ts';
import { lipstick, perfume } from './beauty.ts';
import { buildingBlocks } from './blocks.ts';
import { boardGame } from './board-game.ts';
import { book } from './books.ts';
import { babyCarrier } from './carrier.ts';
import { laptop, tv } from './computers.ts';
import { battingGloves, cricketBall } from './cricket-gear.ts';
import { milkCarton, tub } from './dairy.ts';
import { earbuds, earphones } from './earbuds.ts';
import { kurta, tshirt } from './fashion.ts';
import { dumbbell, yogaMat } from './fitness.ts';
import { resistanceBand, skippingRope } from './fitness-gear.ts';
import { jutti, shoe } from './footwear.ts';
import { chappal, hikingBoots, loafers, oxfordShoe, waistcoat } from './footwear-more.ts';
import { bananas, dates, guava, kinnow, pomegranate } from './fruits.ts';
import { bedsideTable, studyTable, table } from './furniture.ts';
import { headphones, watch } from './gadgets.ts';
import { plant } from './garden.ts';
import { bottle, riceBag } from './grocery.ts';
import { baby, medicine } from './health.ts';
import { lamp, sofa } from './home.ts';
import { jewellery } from './jewellery.ts';
import { bangles, choker, earrings, necklace, pearlMala } from './jewellery-sets.ts';
import { kitBag } from './kit-bag.ts';
import { bread, cookware, karahi, stockPot } from './kitchen.ts';
import { copperBowls, fryPan, pressureCooker, tawa, thali, tumblers } from './kitchen-more.ts';
import { compact, eyePalette, foundation, mascara, nailPolish } from './makeup.ts';
import { spiceJar, teaPack } from './pantry.ts';
import { drops, geometryBox, orsSachets, stickyNotes, syrup } from './pharmacy-stationery.ts';
import { phoneCable, phoneCover, phoneHolder, screenProtector, smartBand } from './phone-extras.ts';
import { cricketBat, toy } from './play.ts';
import { apples, fruit, mangoes, vegetable } from './produce.ts';
import { phone } from './screens.ts';
import { chair } from './seating.ts';
import { shoeRack } from './shoe-rack.ts';
import { speaker } from './speaker.ts';
import { stationery } from './stationery.ts';
import { tablet } from './tablet.ts';
import { dinnerware } from './tableware.ts';
import { charger, powerBank } from './tech-extras.ts';
import { toyCar } from './toy-car.ts';
import { treadmill } from './treadmill.ts';
import { babyWipes } from './wipes.ts';

const DRAWERS: Record<ProductKind, Drawer> = {
  phone,
  laptop,
  headphones,
  watch,
  tv,
  sunglasses,
  tshirt,
  kurta,
  shoe,
  jutti,
  handbag,
  jewellery,
  lipstick,
  perfume,
  bottle,
  'rice-bag': riceBag,
  'spice-jar': spiceJar,
  'tea-pack': teaPack,
  fruit,
  vegetable,
  bread,
  sofa,
  lamp,
  cookware,
  book,
  toy,
  'cricket-bat': cricketBat,
  medicine,
  baby,
  plant,
  charger,
  'power-bank': powerBank,
  speaker,
  'milk-carton': milkCarton,
  tub,
  dumbbell,
  'yoga-mat': yogaMat,
  table,
  chair,
  dinnerware,
  stationery,
  diapers,
  treadmill,
  'skipping-rope': skippingRope,
  'resistance-band': resistanceBand,
  'batting-gloves': battingGloves,
  'kit-bag': kitBag,
  'cricket-ball': cricketBall,
  'baby-carrier': babyCarrier,
  'toy-car': toyCar,
  'building-blocks': buildingBlocks,
  'board-game': boardGame,
  'baby-wipes': babyWipes,
  'shoe-rack': shoeRack,
  tablet,
  earbuds,
  earphones,
  foundation,
  compact,
  'nail-polish': nailPolish,
  'eye-palette': eyePalette,
  mascara,
  earrings,
  bangles,
  necklace,
  'pearl-mala': pearlMala,
  choker,
  mangoes,
  apples,
  'bedside-table': bedsideTable,
  'study-table': studyTable,
  karahi,
  'stock-pot': stockPot,
  kinnow,
  bananas,
  guava,
  pomegranate,
  dates,
  'phone-cable': phoneCable,
  'phone-holder': phoneHolder,
  'screen-protector': screenProtector,
  'phone-cover': phoneCover,
  'smart-band': smartBand,
  'pressure-cooker': pressureCooker,
  'fry-pan': fryPan,
  tawa,
  tumblers,
  thali,
  'copper-bowls': copperBowls,
  'ors-sachets': orsSachets,
  syrup,
  drops,
  'geometry-box': geometryBox,
  'sticky-notes': stickyNotes,
  'oxford-shoes': oxfordShoe,
  loafers,
  'hiking-boots': hikingBoots,
  chappal,
  waistcoat,
};

/** Product markup (no backdrop) with seed-based tilt and scale, in the 800×800 space. */
export function productGroup(
  kind: ProductKind,
  seed: number,
  prefix: string,
): { defs: string[]; body: string; ctx: Ctx } {
  const ctx = makeCtx(seed, kind, prefix);
  const draw = DRAWERS[kind];
  const tilt = ctx.r.range(-3.5, 3.5);
  const scale = ctx.r.range(1.0, 1.1);
  const dx = ctx.r.range(-14, 14);
  const inner = draw(ctx);
  const body = `<g transform="translate(${n(400 + dx)} 662) rotate(${n(tilt)}) scale(${n(scale)}) translate(-400 -640)">${inner}</g>`;
  return { defs: ctx.defs, body, ctx };
}

/** Soft studio backdrop: tinted wall, gentle floor and a spotlight behind the product. */
export function studio(ctx: Ctx, tint: string): string {
  const wall = lin(ctx, [
    [0, shade(tint, -0.06)],
    [0.55, shade(tint, 0.35)],
    [0.72, shade(tint, 0.1)],
    [1, shade(tint, -0.1)],
  ]);
  const spot = rad(
    ctx,
    [
      [0, '#ffffff', 0.85],
      [0.6, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  const vignette = rad(
    ctx,
    [
      [0.55, '#000', 0],
      [1, mix(tint, '#3b2f25', 0.6), 0.22],
    ],
    0.5,
    0.45,
    0.75,
  );
  const soft = blur(ctx, 30);
  return (
    `<rect width="800" height="800" fill="${wall}"/>` +
    `<ellipse cx="400" cy="390" rx="330" ry="300" fill="${spot}" filter="${soft}"/>` +
    `<rect y="600" width="800" height="200" fill="${shade(tint, -0.05)}" opacity="0.35" filter="${soft}"/>` +
    `<rect width="800" height="800" fill="${vignette}"/>`
  );
}

export function renderProduct(kind: ProductKind, seed: number): string {
  const prefix = `p${PRODUCT_KINDS.indexOf(kind)}s${(hashString(String(seed)) % 46656).toString(36)}`;
  const { defs, body, ctx } = productGroup(kind, seed, prefix);
  const tint = mix(ctx.r.pick(BACKDROPS), ctx.r.pick(BACKDROPS), ctx.r.next());
  const back = studio(ctx, tint);
  return doc(800, 800, defs, back + body, kind);
}
