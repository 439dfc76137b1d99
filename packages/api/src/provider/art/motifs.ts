import { n } from './colour.ts';

/** The colours a motif is drawn in: its body, a second colour for its details, and the outline. */
export interface Ink {
  readonly main: string;
  readonly accent: string;
  readonly line: string;
}

/** A motif: a bold silhouette drawn in a 100 × 100 box around its centre, outlined so it reads at a reel's size. */
export type Motif = (ink: Ink) => string;

const edge = (ink: Ink, width = 3) =>
  `stroke="${ink.line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

/** The points of a star (or a gear's teeth) of `points` tips around (cx, cy). */
export function starPoints(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  turn = -90,
): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = ((turn + (index * 180) / points) * Math.PI) / 180;
    return `${n(cx + Math.cos(angle) * radius)},${n(cy + Math.sin(angle) * radius)}`;
  }).join(' ');
}

/** Every motif the slots' symbols are made of, by name. */
export const MOTIFS = {
  anvil: (i) =>
    `<path d="M14 36H70Q86 36 90 26V42Q84 52 68 52H60V62H70V76H26V62H38V52H28Q16 52 14 42Z" fill="${i.main}" ${edge(i)}/>` +
    `<rect x="20" y="38" width="40" height="5" fill="${i.accent}" opacity="0.6"/>`,
  hammer: (i) =>
    `<rect x="44" y="36" width="12" height="54" rx="4" fill="${i.accent}" ${edge(i)}/>` +
    `<rect x="20" y="14" width="60" height="26" rx="6" fill="${i.main}" ${edge(i)}/>`,
  flame: (i) =>
    `<path d="M50 8C64 28 80 38 76 60C74 80 62 90 50 90C36 90 24 80 24 60C24 46 34 38 36 24C44 36 46 42 50 46C52 34 48 22 50 8Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M50 52C58 62 64 68 62 76C60 84 54 86 50 86C44 86 38 82 38 74C38 66 46 62 50 52Z" fill="${i.accent}"/>`,
  cherry: (i) =>
    `<path d="M34 62Q40 30 64 14M66 64Q62 36 64 14" fill="none" ${edge(i, 4)}/>` +
    `<path d="M64 14Q80 12 86 24Q72 28 64 14Z" fill="${i.accent}" ${edge(i)}/>` +
    `<circle cx="32" cy="68" r="18" fill="${i.main}" ${edge(i)}/><circle cx="68" cy="70" r="18" fill="${i.main}" ${edge(i)}/>` +
    `<circle cx="26" cy="62" r="5" fill="#ffffff" opacity="0.6"/><circle cx="62" cy="64" r="5" fill="#ffffff" opacity="0.6"/>`,
  candy: (i) =>
    `<path d="M30 50L8 32V68ZM70 50L92 32V68Z" fill="${i.accent}" ${edge(i)}/>` +
    `<circle cx="50" cy="50" r="24" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M36 36Q50 50 40 70M54 28Q64 48 58 74" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.7"/>`,
  apple: (i) =>
    `<path d="M50 30C64 18 90 24 88 52C86 78 66 92 50 84C34 92 14 78 12 52C10 24 36 18 50 30Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M50 30Q52 16 60 8" fill="none" ${edge(i, 4)}/><path d="M54 22Q66 6 78 14Q68 26 54 22Z" fill="${i.accent}" ${edge(i)}/>`,
  paw: (i) =>
    `<path d="M50 50C66 50 80 66 76 80C72 92 58 86 50 86C42 86 28 92 24 80C20 66 34 50 50 50Z" fill="${i.main}" ${edge(i)}/>` +
    [
      [20, 44, 10],
      [36, 26, 11],
      [64, 26, 11],
      [80, 44, 10],
    ]
      .map(
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${(r ?? 10) + 3}" fill="${i.main}" ${edge(i)}/>`,
      )
      .join(''),
  bone: (i) =>
    `<g transform="rotate(-30 50 50)"><rect x="22" y="40" width="56" height="20" fill="${i.main}" ${edge(i)}/>` +
    [18, 82]
      .flatMap((x) => [40, 60].map((y) => `<circle cx="${x}" cy="${y}" r="12" fill="${i.main}" ${edge(i)}/>`))
      .join('') +
    `<rect x="24" y="42" width="52" height="16" fill="${i.main}"/></g>`,
  kennel: (i) =>
    `<path d="M14 46L50 14L86 46V86H14Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M36 86V62A14 14 0 0 1 64 62V86Z" fill="${i.line}"/><path d="M8 48L50 10L92 48" fill="none" stroke="${i.accent}" stroke-width="8" stroke-linecap="round"/>`,
  honeycomb: (i) =>
    `<polygon points="${starPoints(50, 50, 40, 40, 3, 0)}" fill="${i.main}" ${edge(i)}/>` +
    `<polygon points="${starPoints(50, 50, 22, 22, 3, 0)}" fill="${i.accent}" ${edge(i)}/>`,
  comet: (i) =>
    `<path d="M66 34L8 20L40 50L14 82L66 62Z" fill="${i.accent}" opacity="0.8" ${edge(i)}/>` +
    `<circle cx="66" cy="48" r="22" fill="${i.main}" ${edge(i)}/><circle cx="60" cy="42" r="6" fill="#ffffff" opacity="0.7"/>`,
  drop: (i) =>
    `<path d="M50 8C60 30 80 48 80 64C80 82 66 92 50 92C34 92 20 82 20 64C20 48 40 30 50 8Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M34 62Q34 76 46 82" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`,
  fish: (i) =>
    `<path d="M70 50L94 28V72Z" fill="${i.accent}" ${edge(i)}/>` +
    `<ellipse cx="44" cy="50" rx="36" ry="24" fill="${i.main}" ${edge(i)}/>` +
    `<circle cx="24" cy="44" r="5" fill="${i.line}"/><path d="M46 30Q56 50 46 70" fill="none" ${edge(i)}/>`,
  hook: (i) =>
    `<path d="M56 10V62A18 18 0 0 1 20 62V54" fill="none" stroke="${i.line}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M56 10V62A18 18 0 0 1 20 62V54" fill="none" stroke="${i.main}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M12 60L20 46L28 60Z" fill="${i.main}" ${edge(i)}/><circle cx="56" cy="12" r="7" fill="${i.accent}" ${edge(i)}/>`,
  boat: (i) =>
    `<path d="M50 10V64" ${edge(i, 4)}/><path d="M52 14L84 58H52Z" fill="${i.accent}" ${edge(i)}/>` +
    `<path d="M8 66H92L78 88H22Z" fill="${i.main}" ${edge(i)}/>`,
  scroll: (i) =>
    `<rect x="22" y="20" width="56" height="60" fill="${i.main}" ${edge(i)}/>` +
    `<rect x="14" y="12" width="72" height="14" rx="7" fill="${i.accent}" ${edge(i)}/>` +
    `<rect x="14" y="74" width="72" height="14" rx="7" fill="${i.accent}" ${edge(i)}/>` +
    `<path d="M32 40H68M32 52H62M32 64H66" ${edge(i)} opacity="0.6"/>`,
  pyramid: (i) =>
    `<path d="M50 10L92 84H8Z" fill="${i.main}" ${edge(i)}/><path d="M50 10L92 84H58Z" fill="${i.line}" opacity="0.25"/>` +
    `<path d="M30 48H70M20 66H80" stroke="${i.line}" stroke-width="2" opacity="0.4"/>`,
  eye: (i) =>
    `<path d="M6 50Q50 6 94 50Q50 94 6 50Z" fill="#ffffff" ${edge(i)}/>` +
    `<circle cx="50" cy="50" r="18" fill="${i.main}" ${edge(i)}/><circle cx="50" cy="50" r="7" fill="${i.line}"/>` +
    `<path d="M30 76L22 92M50 80V94" ${edge(i)}/>`,
  flask: (i) =>
    `<path d="M40 10H60V38L84 82Q86 90 78 90H22Q14 90 16 82L40 38Z" fill="#ffffff" ${edge(i)}/>` +
    `<path d="M28 60H72L82 82Q83 86 78 86H22Q17 86 18 82Z" fill="${i.main}"/>` +
    `<circle cx="44" cy="72" r="5" fill="${i.accent}"/><circle cx="58" cy="66" r="3" fill="${i.accent}"/>`,
  blob: (i) =>
    `<path d="M16 84C10 50 24 14 50 14C76 14 90 50 84 84C76 80 70 90 62 84C56 90 44 90 38 84C30 90 24 80 16 84Z" fill="${i.main}" ${edge(i)}/>` +
    `<circle cx="38" cy="46" r="7" fill="${i.line}"/><circle cx="62" cy="46" r="7" fill="${i.line}"/>` +
    `<ellipse cx="32" cy="28" rx="8" ry="5" fill="#ffffff" opacity="0.6"/>`,
  atom: (i) =>
    [0, 60, 120]
      .map(
        (turn) =>
          `<ellipse cx="50" cy="50" rx="42" ry="15" fill="none" stroke="${i.line}" stroke-width="8" transform="rotate(${turn} 50 50)"/>` +
          `<ellipse cx="50" cy="50" rx="42" ry="15" fill="none" stroke="${i.main}" stroke-width="4" transform="rotate(${turn} 50 50)"/>`,
      )
      .join('') + `<circle cx="50" cy="50" r="11" fill="${i.accent}" ${edge(i)}/>`,
  prism: (i) =>
    `<path d="M4 56L40 48" stroke="#ffffff" stroke-width="5"/>` +
    ['#ff4d4d', '#ffd84d', '#4dff88', '#4db8ff']
      .map((c, k) => `<path d="M62 ${46 + k * 6}L96 ${36 + k * 12}" stroke="${c}" stroke-width="5"/>`)
      .join('') +
    `<path d="M50 12L84 80H16Z" fill="${i.main}" opacity="0.9" ${edge(i)}/><path d="M50 12L62 80H16Z" fill="#ffffff" opacity="0.3"/>`,
  crystal: (i) =>
    `<path d="M50 4L76 26V74L50 96L24 74V26Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M50 4V96M24 26L50 40L76 26" fill="none" stroke="${i.line}" stroke-width="2" opacity="0.5"/><path d="M24 26L50 40V96L24 74Z" fill="#ffffff" opacity="0.3"/>`,
  rainbow: (i) =>
    ['#ff5252', '#ffb300', '#66bb6a', '#42a5f5']
      .map(
        (c, k) =>
          `<path d="M${10 + k * 8} 76A${40 - k * 8} ${40 - k * 8} 0 0 1 ${90 - k * 8} 76" fill="none" stroke="${c}" stroke-width="8"/>`,
      )
      .join('') +
    `<ellipse cx="24" cy="78" rx="16" ry="9" fill="#ffffff" ${edge(i, 2)}/><ellipse cx="76" cy="78" rx="16" ry="9" fill="#ffffff" ${edge(i, 2)}/>`,
  leaf: (i) =>
    `<path d="M14 86C10 40 44 10 90 12C90 60 60 90 14 86Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M14 86L66 34M36 64L36 46M50 50L66 50" fill="none" stroke="${i.accent}" stroke-width="4" stroke-linecap="round"/>`,
  ziggurat: (i) =>
    [0, 1, 2, 3]
      .map(
        (k) =>
          `<rect x="${10 + k * 10}" y="${74 - k * 18}" width="${80 - k * 20}" height="18" fill="${k % 2 === 0 ? i.main : i.accent}" ${edge(i)}/>`,
      )
      .join('') + `<rect x="44" y="62" width="12" height="30" fill="${i.line}" opacity="0.6"/>`,
  mask: (i) =>
    `<path d="M14 14H86V54Q86 92 50 92Q14 92 14 54Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M26 40L44 36L42 48ZM74 40L56 36L58 48Z" fill="${i.line}"/><path d="M36 70Q50 80 64 70" fill="none" ${edge(i, 4)}/>` +
    `<path d="M14 24H86" stroke="${i.accent}" stroke-width="6"/>`,
  horseshoe: (i) =>
    `<path d="M22 88V48A28 28 0 0 1 78 48V88H62V50A12 12 0 0 0 38 50V88Z" fill="${i.main}" ${edge(i)}/>` +
    [
      [30, 74],
      [30, 52],
      [70, 74],
      [70, 52],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${i.line}"/>`)
      .join(''),
  cactus: (i) =>
    `<path d="M40 92V20A10 10 0 0 1 60 20V92ZM40 60H26A8 8 0 0 1 18 52V36A6 6 0 0 1 30 36V48H40ZM60 52H72V30A6 6 0 0 1 84 30V52A8 8 0 0 1 76 62H60Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M50 26V86" stroke="${i.accent}" stroke-width="3" opacity="0.6"/>`,
  spur: (i) =>
    `<polygon points="${starPoints(50, 50, 42, 18, 8)}" fill="${i.main}" ${edge(i)}/><circle cx="50" cy="50" r="10" fill="${i.accent}" ${edge(i)}/>`,
  mesa: (i) =>
    `<circle cx="70" cy="30" r="16" fill="${i.accent}" ${edge(i)}/>` +
    `<path d="M4 86L24 46H46L52 36H74L96 86Z" fill="${i.main}" ${edge(i)}/><path d="M14 66H86" stroke="${i.line}" stroke-width="2" opacity="0.4"/>`,
  splat: (i) =>
    `<polygon points="${starPoints(50, 50, 44, 26, 9, -80)}" fill="${i.main}" ${edge(i)}/>` +
    `<circle cx="50" cy="50" r="20" fill="${i.main}"/><circle cx="86" cy="16" r="6" fill="${i.accent}" ${edge(i, 2)}/><circle cx="14" cy="84" r="5" fill="${i.accent}" ${edge(i, 2)}/>`,
  brush: (i) =>
    `<g transform="rotate(35 50 50)"><rect x="43" y="4" width="14" height="50" rx="6" fill="${i.accent}" ${edge(i)}/>` +
    `<rect x="40" y="50" width="20" height="12" fill="#cfd8dc" ${edge(i)}/><path d="M40 62H60Q64 84 50 96Q36 84 40 62Z" fill="${i.main}" ${edge(i)}/></g>`,
  palette: (i) =>
    `<path d="M50 10C80 10 94 32 90 50C86 64 70 58 66 68C62 80 72 90 50 90C22 90 8 72 8 50C8 28 26 10 50 10Z" fill="${i.main}" ${edge(i)}/>` +
    ['#ff5252', '#ffd600', '#2979ff', '#00c853']
      .map(
        (c, k) =>
          `<circle cx="${[30, 50, 72, 26][k]}" cy="${[36, 26, 32, 60][k]}" r="8" fill="${c}" ${edge(i, 2)}/>`,
      )
      .join(''),
  candle: (i) =>
    `<rect x="34" y="40" width="32" height="50" rx="3" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M50 8C58 18 62 26 58 32C56 36 44 36 42 32C38 26 42 18 50 8Z" fill="${i.accent}" ${edge(i)}/><path d="M50 34V40" ${edge(i)}/>`,
  key: (i) =>
    `<circle cx="28" cy="50" r="20" fill="${i.main}" ${edge(i)}/><circle cx="28" cy="50" r="8" fill="${i.line}"/>` +
    `<path d="M46 44H92V56H84V68H74V56H66V64H56V56H46Z" fill="${i.main}" ${edge(i)}/>`,
  ghost: (i) =>
    `<path d="M18 90V44A32 32 0 0 1 82 44V90L71 80L60 90L50 80L40 90L29 80Z" fill="${i.main}" ${edge(i)}/>` +
    `<ellipse cx="38" cy="46" rx="6" ry="9" fill="${i.line}"/><ellipse cx="62" cy="46" rx="6" ry="9" fill="${i.line}"/>`,
  gear: (i) =>
    `<polygon points="${starPoints(50, 50, 44, 34, 10)}" fill="${i.main}" ${edge(i)}/><circle cx="50" cy="50" r="14" fill="${i.accent}" ${edge(i)}/>`,
  nut: (i) =>
    `<polygon points="${starPoints(50, 50, 42, 42, 3, 30)}" fill="${i.main}" ${edge(i)}/><circle cx="50" cy="50" r="16" fill="${i.line}"/><circle cx="50" cy="50" r="10" fill="${i.accent}"/>`,
  jar: (i) =>
    `<rect x="22" y="26" width="56" height="66" rx="12" fill="#ffffff" opacity="0.9" ${edge(i)}/>` +
    `<rect x="26" y="46" width="48" height="42" rx="8" fill="${i.main}"/><rect x="18" y="10" width="64" height="18" rx="4" fill="${i.accent}" ${edge(i)}/>`,
  berry: (i) =>
    [
      [50, 36],
      [36, 52],
      [64, 52],
      [50, 68],
      [36, 78],
      [64, 78],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${i.main}" ${edge(i)}/>`)
      .join('') + `<path d="M50 22L38 8H62Z" fill="${i.accent}" ${edge(i)}/>`,
  lantern: (i) =>
    `<path d="M38 14A12 12 0 0 1 62 14" fill="none" ${edge(i, 4)}/><rect x="30" y="16" width="40" height="10" fill="${i.accent}" ${edge(i)}/>` +
    `<path d="M26 26H74L68 80H32Z" fill="${i.main}" ${edge(i)}/><rect x="30" y="80" width="40" height="10" fill="${i.accent}" ${edge(i)}/>` +
    `<path d="M50 38C58 48 58 62 50 68C42 62 42 48 50 38Z" fill="#ffffff" opacity="0.8"/>`,
  moon: (i) =>
    `<path d="M62 8A42 42 0 1 0 92 66A34 34 0 1 1 62 8Z" fill="${i.main}" ${edge(i)}/>` +
    `<circle cx="34" cy="64" r="5" fill="${i.accent}" opacity="0.6"/><circle cx="26" cy="42" r="3" fill="${i.accent}" opacity="0.6"/>`,
  train: (i) =>
    `<rect x="20" y="10" width="60" height="72" rx="14" fill="${i.main}" ${edge(i)}/>` +
    `<rect x="28" y="20" width="44" height="24" rx="4" fill="#ffffff" opacity="0.85"/>` +
    `<circle cx="34" cy="62" r="6" fill="${i.accent}" ${edge(i, 2)}/><circle cx="66" cy="62" r="6" fill="${i.accent}" ${edge(i, 2)}/>` +
    `<path d="M28 82L18 94M72 82L82 94" ${edge(i, 4)}/>`,
  nugget: (i) =>
    `<path d="M14 62L26 30L52 18L80 30L90 58L70 84L34 86Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M26 30L44 46L52 18M44 46L34 86M44 46L90 58" fill="none" stroke="${i.line}" stroke-width="2" opacity="0.35"/><path d="M30 40L38 34" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
  pickaxe: (i) =>
    `<path d="M54 30L22 92" ${edge(i, 12)}/><path d="M54 30L22 92" stroke="${i.accent}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M8 30Q50 -4 92 30Q50 16 8 30Z" fill="${i.main}" ${edge(i)}/>`,
  cart: (i) =>
    `<path d="M10 30H90L80 72H20Z" fill="${i.main}" ${edge(i)}/><path d="M26 30L36 16L50 24L62 12L76 30Z" fill="${i.accent}" ${edge(i)}/>` +
    `<circle cx="32" cy="80" r="10" fill="${i.line}"/><circle cx="68" cy="80" r="10" fill="${i.line}"/>`,
  roundShield: (i) =>
    `<circle cx="50" cy="50" r="42" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M50 8V92M8 50H92" stroke="${i.accent}" stroke-width="10"/><circle cx="50" cy="50" r="12" fill="#cfd8dc" ${edge(i)}/>`,
  axe: (i) =>
    `<path d="M40 8V94" ${edge(i, 12)}/><path d="M40 8V94" stroke="${i.accent}" stroke-width="6"/>` +
    `<path d="M42 18Q70 10 90 22Q82 42 90 62Q70 72 42 52Z" fill="${i.main}" ${edge(i)}/>`,
  longship: (i) =>
    `<path d="M50 8V66" ${edge(i, 4)}/><rect x="24" y="14" width="52" height="40" fill="#ffffff" ${edge(i)}/>` +
    `<path d="M24 26H76M24 42H76" stroke="${i.accent}" stroke-width="8"/>` +
    `<path d="M6 54Q12 68 22 74H78Q88 68 94 54Q88 66 78 64H22Q12 66 6 54Z" fill="${i.main}" ${edge(i)}/>`,
  lily: (i) =>
    `<path d="M50 56L92 44A44 30 0 1 1 50 20Z" fill="${i.main}" ${edge(i)}/>` +
    `<polygon points="${starPoints(50, 52, 20, 8, 6)}" fill="${i.accent}" ${edge(i, 2)}/>`,
  note: (i) =>
    `<path d="M38 74V22L80 12V64" fill="none" ${edge(i, 8)}/><path d="M38 22L80 12V26L38 36Z" fill="${i.main}" ${edge(i)}/>` +
    `<ellipse cx="28" cy="76" rx="14" ry="11" fill="${i.main}" ${edge(i)}/><ellipse cx="70" cy="66" rx="14" ry="11" fill="${i.main}" ${edge(i)}/>`,
  crown: (i) =>
    `<path d="M12 78L8 28L32 50L50 18L68 50L92 28L88 78Z" fill="${i.main}" ${edge(i)}/>` +
    `<rect x="12" y="76" width="76" height="12" fill="${i.accent}" ${edge(i)}/><circle cx="50" cy="60" r="7" fill="${i.accent}" ${edge(i, 2)}/>`,
  plane: (i) =>
    `<path d="M6 46L94 12L58 90L46 60Z" fill="#ffffff" ${edge(i)}/><path d="M46 60L94 12L36 66Z" fill="${i.main}" ${edge(i)}/>`,
  cloud: (i) =>
    `<path d="M22 78A16 16 0 0 1 20 46A22 22 0 0 1 60 32A18 18 0 0 1 84 50A14 14 0 0 1 80 78Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M30 62Q40 54 50 62" fill="none" stroke="${i.accent}" stroke-width="4" stroke-linecap="round"/>`,
  kite: (i) =>
    `<path d="M50 6L82 40L50 80L18 40Z" fill="${i.main}" ${edge(i)}/><path d="M50 6V80M18 40H82" stroke="${i.line}" stroke-width="2"/>` +
    `<path d="M50 80Q40 88 50 94" fill="none" ${edge(i)}/><path d="M50 6L82 40H50Z" fill="${i.accent}" opacity="0.7"/>`,
  gem: (i) =>
    `<path d="M10 36L28 14H72L90 36L50 90Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M10 36H90M28 14L38 36L50 14L62 36L72 14M38 36L50 90L62 36" fill="none" stroke="${i.line}" stroke-width="2" opacity="0.5"/>` +
    `<path d="M28 14H50L38 36H10Z" fill="#ffffff" opacity="0.35"/>`,
  shell: (i) =>
    `<path d="M50 88L12 44A40 40 0 0 1 88 44Z" fill="${i.main}" ${edge(i)}/>` +
    [24, 37, 50, 63, 76]
      .map((x) => `<path d="M50 88L${x} 18" stroke="${i.accent}" stroke-width="3"/>`)
      .join(''),
  anchor: (i) =>
    `<circle cx="50" cy="16" r="9" fill="none" ${edge(i, 5)}/><path d="M50 24V88M30 38H70" ${edge(i, 9)}/>` +
    `<path d="M50 24V88M30 38H70" stroke="${i.main}" stroke-width="4"/>` +
    `<path d="M12 58Q20 88 50 90Q80 88 88 58L78 64M12 58L22 64" fill="none" ${edge(i, 8)}/>`,
  wolf: (i) =>
    `<path d="M14 8L38 30H62L86 8L82 52L50 94L18 52Z" fill="${i.main}" ${edge(i)}/>` +
    `<path d="M36 52L44 48L42 58ZM64 52L56 48L58 58Z" fill="${i.accent}"/><path d="M42 76H58L50 86Z" fill="${i.line}"/>`,
  scarab: (i) =>
    `<ellipse cx="50" cy="60" rx="26" ry="32" fill="${i.main}" ${edge(i)}/><path d="M50 30V92" ${edge(i)}/>` +
    `<circle cx="50" cy="22" r="12" fill="${i.accent}" ${edge(i)}/><path d="M24 50L8 40M24 70L8 80M76 50L92 40M76 70L92 80" ${edge(i, 4)}/>`,
  sun: (i) =>
    `<polygon points="${starPoints(50, 50, 46, 30, 12)}" fill="${i.accent}" ${edge(i)}/><circle cx="50" cy="50" r="24" fill="${i.main}" ${edge(i)}/>`,
  bee: (i) =>
    `<ellipse cx="34" cy="30" rx="16" ry="12" fill="#ffffff" opacity="0.85" ${edge(i, 2)}/><ellipse cx="62" cy="28" rx="16" ry="12" fill="#ffffff" opacity="0.85" ${edge(i, 2)}/>` +
    `<ellipse cx="50" cy="62" rx="30" ry="22" fill="${i.main}" ${edge(i)}/><path d="M40 42V82M58 42V82" stroke="${i.line}" stroke-width="7"/>`,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
