// Toys and sport: teddy bear with a ball, cricket bat with a ball.
import { shade } from '../palette.ts';
import { clip, type Drawer, lin, rad, rr, shadow } from '../svg.ts';

export const toy: Drawer = (ctx) => {
  const fur = ctx.r.pick(['#b07a4a', '#c89b6d', '#8b5a2b', '#e8c9a0', '#f2b8c6', '#a8a29e']);
  const bow = ctx.r.pick(['#dc2626', '#2563eb', '#16a34a', '#db2777', '#f59e0b']);
  const light = shade(fur, 0.35);
  const dark = shade(fur, -0.25);
  const f = (c: string) =>
    rad(
      ctx,
      [
        [0, shade(c, 0.2)],
        [1, shade(c, -0.15)],
      ],
      0.4,
      0.35,
      0.7,
    );
  const ballC = ctx.r.pick([
    ['#ef4444', '#facc15', '#3b82f6'],
    ['#22c55e', '#f8fafc', '#f97316'],
  ] as const);
  const ballClip = clip(ctx, '<circle cx="620" cy="580" r="62"/>');
  const ball =
    `<g clip-path="${ballClip}"><circle cx="620" cy="580" r="62" fill="${ballC[0]}"/><path d="M620 518 Q560 580 620 642 L640 642 Q600 580 640 518 Z" fill="${ballC[1]}"/><path d="M680 540 Q600 590 660 642 L690 640 L690 540 Z" fill="${ballC[2]}"/><path d="M560 560 Q590 600 580 642 L550 642 L550 560 Z" fill="${ballC[2]}"/></g>` +
    `<circle cx="620" cy="580" r="62" fill="${rad(
      ctx,
      [
        [0, '#fff', 0.45],
        [0.5, '#fff', 0],
        [1, '#000', 0.25],
      ],
      0.35,
      0.3,
      0.7,
    )}"/>`;
  return (
    shadow(ctx, 420, 640, 230, 14) +
    `<ellipse cx="400" cy="500" rx="120" ry="120" fill="${f(fur)}"/>` +
    `<ellipse cx="400" cy="520" rx="70" ry="78" fill="${light}"/>` +
    `<ellipse cx="272" cy="470" rx="44" ry="74" fill="${f(fur)}" transform="rotate(35 272 470)"/>` +
    `<ellipse cx="528" cy="470" rx="44" ry="74" fill="${f(fur)}" transform="rotate(-35 528 470)"/>` +
    `<ellipse cx="320" cy="596" rx="62" ry="48" fill="${f(fur)}"/><ellipse cx="480" cy="596" rx="62" ry="48" fill="${f(fur)}"/>` +
    `<ellipse cx="300" cy="604" rx="30" ry="32" fill="${light}"/><ellipse cx="500" cy="604" rx="30" ry="32" fill="${light}"/>` +
    `<circle cx="306" cy="244" r="46" fill="${f(fur)}"/><circle cx="494" cy="244" r="46" fill="${f(fur)}"/>` +
    `<circle cx="306" cy="244" r="26" fill="${light}"/><circle cx="494" cy="244" r="26" fill="${light}"/>` +
    `<circle cx="400" cy="320" r="112" fill="${f(fur)}"/>` +
    `<ellipse cx="400" cy="362" rx="52" ry="40" fill="${light}"/>` +
    `<ellipse cx="400" cy="342" rx="20" ry="14" fill="#2a1a12"/><ellipse cx="394" cy="337" rx="6" ry="3" fill="#fff" opacity="0.6"/>` +
    `<path d="M400 356 L400 374 M400 374 Q384 390 370 380 M400 374 Q416 390 430 380" stroke="#2a1a12" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<circle cx="356" cy="296" r="12" fill="#1a1210"/><circle cx="444" cy="296" r="12" fill="#1a1210"/>` +
    `<circle cx="352" cy="291" r="4" fill="#fff"/><circle cx="440" cy="291" r="4" fill="#fff"/>` +
    `<ellipse cx="340" cy="340" rx="14" ry="8" fill="#f472b6" opacity="0.35"/><ellipse cx="460" cy="340" rx="14" ry="8" fill="#f472b6" opacity="0.35"/>` +
    `<path d="M400 430 L340 402 L340 458 Z" fill="${bow}"/><path d="M400 430 L460 402 L460 458 Z" fill="${bow}"/><circle cx="400" cy="430" r="14" fill="${shade(bow, -0.2)}"/>` +
    `<path d="M300 520 Q330 560 310 580" stroke="${dark}" stroke-width="3" fill="none" opacity="0.3"/>` +
    ball
  );
};

export const cricketBat: Drawer = (ctx) => {
  const grip = ctx.r.pick(['#111827', '#dc2626', '#1d4ed8', '#16a34a', '#f59e0b', '#7c3aed']);
  const sticker = ctx.r.pick(['#1d4ed8', '#dc2626', '#111827', '#15803d', '#f59e0b']);
  const willow = ctx.r.pick(['#ecd3a0', '#e8c88a', '#f1dcae']);
  const blade =
    'M-62 0 L62 0 Q66 0 66 8 L66 330 Q66 356 40 360 L-40 360 Q-66 356 -66 330 L-66 8 Q-66 0 -62 0 Z';
  const grain = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${-48 + i * 16} 20 L${-46 + i * 16} 340" stroke="#b8915a" stroke-width="1.5" opacity="0.35"/>`,
  ).join('');
  const gripBands = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M-17 ${-200 + i * 14} L17 ${-192 + i * 14}" stroke="${shade(grip, -0.35)}" stroke-width="3"/>`,
  ).join('');
  const bat =
    `<g transform="translate(430 282) rotate(22)">` +
    rr(
      -17,
      -210,
      34,
      214,
      12,
      `fill="${lin(
        ctx,
        [
          [0, shade(grip, -0.2)],
          [0.4, shade(grip, 0.3)],
          [1, shade(grip, -0.3)],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    gripBands +
    `<path d="M-18 -6 Q-40 0 -62 4 L62 4 Q40 0 18 -6 Z" fill="${shade(willow, -0.1)}"/>` +
    `<path d="${blade}" fill="${lin(
      ctx,
      [
        [0, shade(willow, -0.2)],
        [0.2, shade(willow, 0.2)],
        [0.6, willow],
        [1, shade(willow, -0.25)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    grain +
    rr(-50, 30, 100, 80, 6, `fill="${sticker}"`) +
    rr(-36, 56, 72, 12, 6, 'fill="#fff"') +
    rr(-24, 76, 48, 8, 4, 'fill="#fff" opacity="0.7"') +
    rr(-50, 300, 100, 30, 4, `fill="${sticker}" opacity="0.85"`) +
    `<path d="M-56 20 L-56 330" stroke="#fff" stroke-width="6" opacity="0.35"/>` +
    `</g>`;
  const ball =
    `<circle cx="590" cy="582" r="52" fill="${rad(
      ctx,
      [
        [0, '#e0483a'],
        [0.7, '#b71c1c'],
        [1, '#6d0f0f'],
      ],
      0.38,
      0.32,
      0.7,
    )}"/>` +
    `<path d="M562 538 Q602 582 572 630" stroke="#f8fafc" stroke-width="3" fill="none" stroke-dasharray="5 4"/>` +
    `<path d="M572 536 Q612 582 582 632" stroke="#f8fafc" stroke-width="3" fill="none" stroke-dasharray="5 4"/>` +
    `<ellipse cx="576" cy="560" rx="12" ry="7" fill="#fff" opacity="0.35"/>`;
  return shadow(ctx, 360, 638, 210, 12) + bat + ball;
};
