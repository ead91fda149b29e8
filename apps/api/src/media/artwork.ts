/**
 * Generated artwork for the demo mall (DESIGN.md §5: "generated SVG artwork is fine; no external
 * URLs"). Every picture is a pure function of its kind and name: the name says what to draw, and a
 * hash of it picks the palette and the small variations, so a URL always yields the same bytes and
 * can be cached forever. The output is plain shapes, gradients and text: no script, no event
 * attributes, no external or even internal `href` (gradients are referenced with `url(#id)`).
 */

/** The kinds served under /media/:kind/:name. */
export const artworkKinds = ['goods', 'advert', 'topic', 'classify', 'article'] as const;
export type ArtworkKind = (typeof artworkKinds)[number];

/** What a picture can show; goods names start with one of these. */
export const artworkMotifs = [
  'ring',
  'bangle',
  'bracelet',
  'necklace',
  'pendant',
  'earrings',
  'bar',
  'medal',
  'pearl',
  'jade',
  'bead',
  'diamond',
] as const;
export type ArtworkMotif = (typeof artworkMotifs)[number];

/** Advert layouts, each with its own size (see the seed's tagValue table). */
export const advertLayouts = {
  banner: [1920, 600],
  floor: [700, 440],
  gold: [720, 300],
  search: [400, 400],
  menu: [480, 320],
} as const;
export type AdvertLayout = keyof typeof advertLayouts;

const motifPattern = artworkMotifs.join('|');
const titlePattern = '[\\p{Script=Han}A-Za-z0-9·]{1,24}';
const goodsName = new RegExp(`^(${motifPattern})-(JY[A-Z]\\d{5})-([1-9])$`, 'u');
const advertName = new RegExp(
  `^(${Object.keys(advertLayouts).join('|')})-(${motifPattern})-(\\d{1,3})(?:-(${titlePattern}))?$`,
  'u',
);
const posterName = new RegExp(`^(${motifPattern})-(\\d{1,3})(?:-(${titlePattern}))?$`, 'u');
const iconName = new RegExp(`^(${motifPattern})$`, 'u');

/** The URL of a picture, its name encoded (titles may be Chinese). */
export function mediaUrl(kind: ArtworkKind, name: string): string {
  return `/media/${kind}/${encodeURIComponent(name)}.svg`;
}

/** 32-bit FNV-1a over the UTF-16 code units: small, fast and stable across runs. */
function hashName(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded generator for the small variations inside one picture. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** Rounds to one decimal so the markup stays short and identical on every platform. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Metal = { light: string; mid: string; dark: string };
const metals = {
  gold: { light: '#FFF4C8', mid: '#E8BC52', dark: '#A06E1A' },
  rose: { light: '#FFE6DC', mid: '#E2A189', dark: '#A2604B' },
  platinum: { light: '#FFFFFF', mid: '#D6DAE1', dark: '#8A919E' },
  jade: { light: '#DDF4E3', mid: '#5DB07E', dark: '#1D6A44' },
  pearl: { light: '#FFFFFF', mid: '#F2EAE0', dark: '#C5B5A2' },
} satisfies Record<string, Metal>;
type MetalName = keyof typeof metals;

const softBackgrounds = [
  ['#FFF9EE', '#F2E4CB'],
  ['#FFF3F0', '#F0D8D2'],
  ['#F2FAF5', '#D6ECDF'],
  ['#F7F3FC', '#E1D9EE'],
  ['#F1F6FB', '#D8E5F0'],
  ['#FBF7F0', '#E8DCCB'],
  ['#F8F8F6', '#E2E2DC'],
] as const;

const posterBackgrounds = [
  { from: '#5B1422', to: '#8E2B38', title: '#F9E3A8', text: '#F3D9C8' },
  { from: '#1C2A3A', to: '#34506B', title: '#F4D58D', text: '#D5E0EA' },
  { from: '#FBF3E4', to: '#EBD6B3', title: '#7A4A12', text: '#8C6A45' },
  { from: '#203B31', to: '#3E6B57', title: '#F1DCA0', text: '#D3E6DA' },
  { from: '#F7ECEC', to: '#E6C9CB', title: '#7E2E3A', text: '#8C5960' },
  { from: '#2B2233', to: '#4F3D5E', title: '#F3D6A2', text: '#E2D6EA' },
] as const;

const gems = [
  { light: '#FFFFFF', mid: '#DDEBFA', dark: '#9DB7D6' },
  { light: '#FFC9D1', mid: '#D42E4C', dark: '#7D0F24' },
  { light: '#C9DBFF', mid: '#2F5FC4', dark: '#132F72' },
  { light: '#C8F2DC', mid: '#1E9660', dark: '#0C5233' },
] as const;

const lucky = ['福', '寿', '喜', '安', '禄', '吉', '财', '缘'] as const;

/** Everything a motif needs to draw itself into the 800 × 800 stage. */
type Stage = { motif: ArtworkMotif; metal: MetalName; gem: number | null; random: () => number };

function metalGradient(id: string, metal: Metal): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${metal.light}"/><stop offset="0.45" stop-color="${metal.mid}"/>` +
    `<stop offset="0.7" stop-color="${metal.light}"/><stop offset="1" stop-color="${metal.dark}"/></linearGradient>`
  );
}

function sphereGradient(id: string, metal: Metal): string {
  return (
    `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.75">` +
    `<stop offset="0" stop-color="${metal.light}"/><stop offset="0.6" stop-color="${metal.mid}"/><stop offset="1" stop-color="${metal.dark}"/></radialGradient>`
  );
}

function sparkle(x: number, y: number, size: number, opacity = 0.9): string {
  const s = size;
  return `<path d="M${n(x)} ${n(y - s)}L${n(x + s * 0.22)} ${n(y - s * 0.22)}L${n(x + s)} ${n(y)}L${n(x + s * 0.22)} ${n(y + s * 0.22)}L${n(x)} ${n(y + s)}L${n(x - s * 0.22)} ${n(y + s * 0.22)}L${n(x - s)} ${n(y)}L${n(x - s * 0.22)} ${n(y - s * 0.22)}Z" fill="#FFFFFF" opacity="${opacity}"/>`;
}

function shadow(y: number, width: number): string {
  return `<ellipse cx="400" cy="${n(y)}" rx="${n(width)}" ry="${n(width * 0.11)}" fill="#3A2A10" opacity="0.1"/>`;
}

function stone(x: number, y: number, size: number, gem: number): string {
  const s = size;
  const points = [
    [x - s, y - s * 0.25],
    [x - s * 0.55, y - s * 0.7],
    [x + s * 0.55, y - s * 0.7],
    [x + s, y - s * 0.25],
    [x, y + s],
  ];
  const outline = points.map(([px, py]) => `${n(px as number)},${n(py as number)}`).join(' ');
  const facets =
    `M${n(x - s)} ${n(y - s * 0.25)}H${n(x + s)}M${n(x - s * 0.55)} ${n(y - s * 0.7)}L${n(x - s * 0.25)} ${n(y - s * 0.25)}L${n(x)} ${n(y + s)}` +
    `M${n(x + s * 0.55)} ${n(y - s * 0.7)}L${n(x + s * 0.25)} ${n(y - s * 0.25)}L${n(x)} ${n(y + s)}M${n(x - s * 0.25)} ${n(y - s * 0.25)}L${n(x)} ${n(y - s * 0.7)}L${n(x + s * 0.25)} ${n(y - s * 0.25)}`;
  return (
    `<polygon points="${outline}" fill="url(#gem${gem})" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${facets}" fill="none" stroke="#FFFFFF" stroke-width="2" opacity="0.75"/>` +
    sparkle(x + s * 0.6, y - s * 0.75, s * 0.35)
  );
}

function pearlBall(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#pearl)"/><circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.38)}" r="${n(r * 0.22)}" fill="#FFFFFF" opacity="0.85"/>`;
}

function drawRing(stage: Stage): string {
  const { random, gem } = stage;
  const parts = [
    shadow(620, 210),
    `<ellipse cx="400" cy="450" rx="190" ry="128" fill="none" stroke="url(#metal)" stroke-width="38"/>`,
  ];
  parts.push(
    `<ellipse cx="400" cy="450" rx="190" ry="128" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.5" stroke-dasharray="160 520"/>`,
  );
  if (gem !== null) {
    parts.push(
      `<path d="M352 350L372 300M448 350L428 300M400 356V296" stroke="url(#metal)" stroke-width="12" stroke-linecap="round"/>`,
    );
    parts.push(
      stage.metal === 'gold' && gem === 3
        ? `<ellipse cx="400" cy="296" rx="58" ry="44" fill="url(#jadeStone)"/>`
        : stone(400, 292, 66, gem),
    );
  } else if (random() < 0.5) {
    parts.push(
      `<rect x="330" y="282" width="140" height="84" rx="22" fill="url(#metal)" stroke="#FFFFFF" stroke-width="3"/>`,
    );
    parts.push(
      `<text x="400" y="342" text-anchor="middle" font-size="52" font-weight="700" fill="${metals[stage.metal].dark}">${pick(lucky, random)}</text>`,
    );
  } else {
    for (let index = 0; index < 9; index += 1) {
      const angle = Math.PI * (1.15 + index * 0.0875);
      parts.push(
        `<circle cx="${n(400 + 190 * Math.cos(angle))}" cy="${n(450 + 128 * Math.sin(angle))}" r="7" fill="#FFFFFF" opacity="0.8"/>`,
      );
    }
  }
  return parts.join('');
}

function drawBangle(stage: Stage): string {
  const dark = metals[stage.metal].dark;
  const engraved = stage.random() < 0.6;
  return [
    shadow(640, 230),
    `<ellipse cx="400" cy="410" rx="240" ry="216" fill="none" stroke="url(#metal)" stroke-width="${stage.metal === 'jade' ? 62 : 48}"/>`,
    `<ellipse cx="400" cy="410" rx="240" ry="216" fill="none" stroke="#FFFFFF" stroke-width="6" opacity="0.45" stroke-dasharray="220 1300" stroke-linecap="round"/>`,
    engraved
      ? `<ellipse cx="400" cy="410" rx="240" ry="216" fill="none" stroke="${dark}" stroke-width="3" opacity="0.45" stroke-dasharray="14 10"/>`
      : '',
  ].join('');
}

function drawBracelet(stage: Stage): string {
  const parts = [shadow(640, 220)];
  const links = 26;
  for (let index = 0; index < links; index += 1) {
    const angle = (index / links) * Math.PI * 2;
    const x = 400 + 215 * Math.cos(angle);
    const y = 400 + 190 * Math.sin(angle);
    const degrees = (angle * 180) / Math.PI + 90;
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="24" ry="14" transform="rotate(${n(degrees)} ${n(x)} ${n(y)})" fill="none" stroke="url(#metal)" stroke-width="9"/>`,
    );
  }
  parts.push(
    stage.metal === 'pearl'
      ? pearlBall(400, 640, 40)
      : `<path d="M400 690C340 640 350 590 385 596C395 598 400 606 400 612C400 606 405 598 415 596C450 590 460 640 400 690Z" fill="url(#metal)"/>`,
  );
  return parts.join('');
}

function chainPath(stroke: string, dash: string): string {
  return `<path d="M160 120C180 420 300 560 400 560C500 560 620 420 640 120" fill="none" stroke="${stroke}" stroke-width="9" stroke-dasharray="${dash}" stroke-linecap="round"/>`;
}

function pendantShape(stage: Stage, x: number, y: number, scale: number): string {
  const { random } = stage;
  const shape =
    stage.metal === 'jade'
      ? 'disc'
      : stage.metal === 'pearl'
        ? 'pearl'
        : pick(['heart', 'drop', 'disc', 'gourd', 'plaque'] as const, random);
  const at = (dx: number, dy: number) => `${n(x + dx * scale)} ${n(y + dy * scale)}`;
  const bail = `<rect x="${n(x - 14 * scale)}" y="${n(y - 26 * scale)}" width="${n(28 * scale)}" height="${n(40 * scale)}" rx="${n(12 * scale)}" fill="none" stroke="url(#metal)" stroke-width="${n(8 * scale)}"/>`;
  let body: string;
  switch (shape) {
    case 'heart':
      body = `<path d="M${at(0, 150)}C${at(-120, 70)} ${at(-110, 10)} ${at(-55, 10)}C${at(-20, 10)} ${at(0, 35)} ${at(0, 50)}C${at(0, 35)} ${at(20, 10)} ${at(55, 10)}C${at(110, 10)} ${at(120, 70)} ${at(0, 150)}Z" fill="url(#metal)"/>`;
      break;
    case 'drop':
      body = `<path d="M${at(0, 10)}C${at(40, 70)} ${at(80, 110)} ${at(80, 150)}A${n(80 * scale)} ${n(80 * scale)} 0 0 1 ${at(-80, 150)}C${at(-80, 110)} ${at(-40, 70)} ${at(0, 10)}Z" fill="url(#metal)"/>`;
      break;
    case 'gourd':
      body = `<circle cx="${n(x)}" cy="${n(y + 60 * scale)}" r="${n(48 * scale)}" fill="url(#metal)"/><circle cx="${n(x)}" cy="${n(y + 160 * scale)}" r="${n(72 * scale)}" fill="url(#metal)"/>`;
      break;
    case 'plaque':
      body =
        `<rect x="${n(x - 70 * scale)}" y="${n(y + 12 * scale)}" width="${n(140 * scale)}" height="${n(170 * scale)}" rx="${n(18 * scale)}" fill="url(#metal)"/>` +
        `<text x="${n(x)}" y="${n(y + 122 * scale)}" text-anchor="middle" font-size="${n(84 * scale)}" font-weight="700" fill="${metals[stage.metal].dark}">${pick(lucky, random)}</text>`;
      break;
    case 'pearl':
      body = pearlBall(x, y + 80 * scale, 66 * scale);
      break;
    default:
      body = `<circle cx="${n(x)}" cy="${n(y + 110 * scale)}" r="${n(100 * scale)}" fill="url(#metal)"/><circle cx="${n(x)}" cy="${n(y + 110 * scale)}" r="${n(34 * scale)}" fill="url(#bg)"/>`;
  }
  return bail + body;
}

function drawNecklace(stage: Stage): string {
  return [
    chainPath('url(#metal)', '2 14'),
    chainPath(metals[stage.metal === 'pearl' || stage.metal === 'jade' ? 'gold' : stage.metal].dark, '1 30'),
    pendantShape(stage, 400, 575, 0.8),
  ].join('');
}

function drawPendant(stage: Stage): string {
  return [
    `<path d="M300 80L388 250M500 80L412 250" stroke="url(#metal)" stroke-width="7" stroke-dasharray="2 10" stroke-linecap="round"/>`,
    shadow(680, 150),
    pendantShape(stage, 400, 270, 1.6),
  ].join('');
}

function drawEarrings(stage: Stage): string {
  const parts = [shadow(660, 240)];
  for (const x of [280, 520]) {
    parts.push(
      `<path d="M${x} 170C${x} 120 ${x + 60} 120 ${x + 50} 180" fill="none" stroke="url(#metal)" stroke-width="8" stroke-linecap="round"/>`,
    );
    parts.push(`<circle cx="${x}" cy="210" r="22" fill="url(#metal)"/>`);
    if (stage.metal === 'pearl')
      parts.push(`<path d="M${x} 230V330" stroke="url(#metal)" stroke-width="6"/>`, pearlBall(x, 400, 72));
    else if (stage.gem !== null)
      parts.push(`<path d="M${x} 230V300" stroke="url(#metal)" stroke-width="6"/>`, stone(x, 360, 62, stage.gem));
    else
      parts.push(
        `<path d="M${x} 236C${x + 70} 330 ${x + 90} 420 ${x} 520C${x - 90} 420 ${x - 70} 330 ${x} 236Z" fill="url(#metal)"/>`,
      );
  }
  return parts.join('');
}

function drawBar(stage: Stage): string {
  const dark = metals.gold.dark;
  return [
    shadow(600, 290),
    `<polygon points="170,560 630,560 570,300 230,300" fill="url(#metal)" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>`,
    `<polygon points="230,300 570,300 540,250 260,250" fill="${metals.gold.light}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>`,
    `<rect x="290" y="340" width="220" height="170" rx="10" fill="none" stroke="${dark}" stroke-width="4" opacity="0.7"/>`,
    `<text x="400" y="410" text-anchor="middle" font-size="54" font-weight="700" fill="${dark}">999.9</text>`,
    `<text x="400" y="478" text-anchor="middle" font-size="40" font-weight="700" fill="${dark}" letter-spacing="10">足金</text>`,
    `<text x="400" y="290" text-anchor="middle" font-size="24" fill="${dark}" letter-spacing="8">金缘 JINYUAN</text>`,
    sparkle(560 + stage.random() * 30, 320, 26),
  ].join('');
}

function drawMedal(stage: Stage): string {
  const dark = metals[stage.metal].dark;
  return [
    shadow(650, 210),
    `<circle cx="400" cy="400" r="230" fill="url(#metal)" stroke="${dark}" stroke-width="6"/>`,
    `<circle cx="400" cy="400" r="190" fill="none" stroke="${dark}" stroke-width="3" stroke-dasharray="4 9" opacity="0.7"/>`,
    `<text x="400" y="460" text-anchor="middle" font-size="170" font-weight="700" fill="${dark}">${pick(lucky, stage.random)}</text>`,
    `<text x="400" y="286" text-anchor="middle" font-size="30" fill="${dark}" letter-spacing="10">金缘珠宝</text>`,
    `<text x="400" y="550" text-anchor="middle" font-size="28" fill="${dark}" letter-spacing="6">足金 999</text>`,
  ].join('');
}

function drawPearl(): string {
  const parts = [shadow(650, 240)];
  for (let index = 0; index <= 20; index += 1) {
    const t = index / 20;
    const x = 160 + 480 * t;
    const y = 130 + 430 * Math.sin(Math.PI * t);
    parts.push(pearlBall(x, y, 26 + 10 * Math.sin(Math.PI * t)));
  }
  return parts.join('');
}

function drawJade(stage: Stage): string {
  return [
    `<path d="M400 90C360 120 380 170 400 200C420 170 440 120 400 90Z" fill="#B8322E"/>`,
    `<path d="M400 200V250" stroke="#B8322E" stroke-width="10"/>`,
    shadow(660, 190),
    `<circle cx="400" cy="440" r="200" fill="url(#metal)"/>`,
    `<circle cx="400" cy="440" r="66" fill="url(#bg)"/>`,
    `<path d="M260 340A180 180 0 0 1 440 262" fill="none" stroke="#FFFFFF" stroke-width="14" opacity="${n(0.25 + stage.random() * 0.2)}" stroke-linecap="round"/>`,
  ].join('');
}

function drawBead(stage: Stage): string {
  const dark = metals[stage.metal].dark;
  return [
    `<path d="M90 420C250 380 550 380 710 420" fill="none" stroke="#B8322E" stroke-width="16" stroke-linecap="round"/>`,
    shadow(620, 170),
    `<circle cx="400" cy="400" r="150" fill="url(#sphere)"/>`,
    `<ellipse cx="400" cy="400" rx="60" ry="150" fill="none" stroke="${dark}" stroke-width="3" opacity="0.45"/>`,
    `<ellipse cx="400" cy="400" rx="150" ry="54" fill="none" stroke="${dark}" stroke-width="3" opacity="0.45"/>`,
    `<text x="400" y="428" text-anchor="middle" font-size="84" font-weight="700" fill="${dark}">${pick(lucky, stage.random)}</text>`,
  ].join('');
}

const drawers: Record<ArtworkMotif, (stage: Stage) => string> = {
  ring: drawRing,
  diamond: drawRing,
  bangle: drawBangle,
  bracelet: drawBracelet,
  necklace: drawNecklace,
  pendant: drawPendant,
  earrings: drawEarrings,
  bar: drawBar,
  medal: drawMedal,
  pearl: drawPearl,
  jade: drawJade,
  bead: drawBead,
};

/** Mould-number letters (the seed's category letters) decide the material and any stone. */
function goodsMaterial(
  motif: ArtworkMotif,
  letter: string,
  random: () => number,
): { metal: MetalName; gem: number | null } {
  if (motif === 'jade') return { metal: 'jade', gem: null };
  if (motif === 'pearl') return { metal: 'pearl', gem: null };
  if (motif === 'bar' || motif === 'medal') return { metal: 'gold', gem: null };
  switch (letter) {
    case 'D':
      return { metal: random() < 0.5 ? 'platinum' : 'rose', gem: 0 };
    case 'P':
      return { metal: 'platinum', gem: null };
    case 'K':
      return { metal: 'rose', gem: random() < 0.5 ? 1 + Math.floor(random() * 3) : null };
    case 'J':
      return motif === 'ring' ? { metal: 'gold', gem: 3 } : { metal: 'jade', gem: null };
    case 'Z':
      return { metal: 'pearl', gem: null };
    default:
      return { metal: 'gold', gem: motif === 'diamond' ? 0 : null };
  }
}

function posterMaterial(motif: ArtworkMotif): { metal: MetalName; gem: number | null } {
  if (motif === 'diamond') return { metal: 'platinum', gem: 0 };
  if (motif === 'jade') return { metal: 'jade', gem: null };
  if (motif === 'pearl') return { metal: 'pearl', gem: null };
  return { metal: 'gold', gem: null };
}

function defs(stage: Stage, background: readonly [string, string]): string {
  return (
    '<defs>' +
    `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></radialGradient>` +
    metalGradient('metal', metals[stage.metal]) +
    sphereGradient('sphere', metals[stage.metal]) +
    sphereGradient('pearl', metals.pearl) +
    sphereGradient('jadeStone', metals.jade) +
    gems.map((gem, index) => sphereGradient(`gem${index}`, gem)).join('') +
    '</defs>'
  );
}

/** The motif on its 800 × 800 stage, turned and scaled a little differently for each gallery view. */
function stageGroup(stage: Stage, view: number): string {
  const views = [
    [0, 1],
    [-10, 0.92],
    [8, 1.12],
    [14, 0.86],
    [-6, 1.04],
  ] as const;
  const [angle, scale] = views[(view - 1) % views.length] ?? [0, 1];
  return `<g transform="translate(400 400) rotate(${angle}) scale(${scale}) translate(-400 -400)">${drawers[stage.motif](stage)}</g>`;
}

const fontFamily = `font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif"`;

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}" ${fontFamily}>` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

function renderGoods(motif: ArtworkMotif, mouldNo: string, view: number): string {
  const random = generator(hashName(`${motif}-${mouldNo}`));
  const background = pick(softBackgrounds, random);
  const material = goodsMaterial(motif, mouldNo.charAt(2), random);
  const stage: Stage = { motif, ...material, random };
  const sparkles = [0, 1, 2]
    .map(() => sparkle(120 + random() * 560, 110 + random() * 160, 10 + random() * 12, 0.7))
    .join('');
  const body =
    defs(stage, background) +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    stageGroup(stage, view) +
    sparkles +
    `<text x="40" y="766" font-size="22" fill="#9A8464" letter-spacing="2">${escapeXml(mouldNo)}</text>` +
    `<circle cx="742" cy="758" r="26" fill="#FFFFFF" opacity="0.7"/>` +
    `<text x="742" y="766" text-anchor="middle" font-size="22" font-weight="700" fill="#9A8464">${String(view).padStart(2, '0')}</text>`;
  return svg(800, 800, `${mouldNo} · ${view}`, body);
}

function renderPoster(
  width: number,
  height: number,
  motif: ArtworkMotif,
  seedText: string,
  title: string | undefined,
): string {
  const random = generator(hashName(seedText));
  const palette = pick(posterBackgrounds, random);
  const stage: Stage = { motif, ...posterMaterial(motif), random };
  const artSize = Math.min(height * 1.05, width * 0.5);
  const artScale = artSize / 800;
  const artX = title ? width - artSize - width * 0.04 : (width - artSize) / 2;
  const artY = (height - artSize) / 2;
  const titleSize = Math.max(18, Math.min(height * 0.16, ((width - artSize) * 0.8) / Math.max(4, title?.length ?? 4)));
  const textX = width * 0.07;
  const glow = `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>`;
  const background =
    `<linearGradient id="poster" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    glow;
  const parts = [
    defs(stage, [palette.from, palette.to]).replace('</defs>', `${background}</defs>`),
    `<rect width="${width}" height="${height}" fill="url(#poster)"/>`,
    `<circle cx="${n(artX + artSize / 2)}" cy="${n(height / 2)}" r="${n(artSize * 0.48)}" fill="url(#glow)"/>`,
    `<path d="M0 ${n(height * 0.82)}C${n(width * 0.3)} ${n(height * 0.7)} ${n(width * 0.6)} ${n(height * 0.95)} ${width} ${n(height * 0.78)}" fill="none" stroke="${palette.title}" stroke-width="2" opacity="0.35"/>`,
    `<g transform="translate(${n(artX)} ${n(artY)}) scale(${Math.round(artScale * 1000) / 1000})">${stageGroup(stage, 1)}</g>`,
  ];
  if (title) {
    parts.push(
      `<text x="${n(textX)}" y="${n(height * 0.3)}" font-size="${n(Math.max(12, height * 0.045))}" fill="${palette.text}" letter-spacing="6">金缘珠宝 · JINYUAN</text>`,
      `<text x="${n(textX)}" y="${n(height * 0.3 + titleSize * 1.35)}" font-size="${n(titleSize)}" font-weight="700" fill="${palette.title}" letter-spacing="4">${escapeXml(title)}</text>`,
      `<rect x="${n(textX)}" y="${n(height * 0.3 + titleSize * 1.75)}" width="${n(Math.min(width * 0.12, 160))}" height="3" fill="${palette.title}" opacity="0.8"/>`,
    );
  }
  return svg(width, height, title ?? '金缘珠宝', parts.join(''));
}

function renderIcon(motif: ArtworkMotif): string {
  const random = generator(hashName(`classify-${motif}`));
  const background = pick(softBackgrounds, random);
  const stage: Stage = { motif, ...posterMaterial(motif), random };
  const body =
    defs(stage, background) +
    `<circle cx="80" cy="80" r="80" fill="url(#bg)"/>` +
    `<g transform="translate(8 8) scale(0.18)">${stageGroup(stage, 1)}</g>`;
  return svg(160, 160, motif, body);
}

/**
 * Draws the picture for `/media/:kind/:name` (name without `.svg`), or null when the name does not
 * describe one. Names:
 * - goods: `<motif>-<mouldNo>-<view 1–9>`, e.g. `ring-JYD00001-1` (the mould number's third letter
 *   picks the material: G/B gold, D diamond, P platinum, K rose gold, J jade, Z pearl);
 * - advert: `<layout>-<motif>-<n>[-<title>]`, layout one of banner, floor, gold, search, menu;
 * - topic, article: `<motif>-<n>[-<title>]`;
 * - classify: `<motif>` (a small round icon).
 */
export function renderArtwork(kind: string, name: string): string | null {
  switch (kind) {
    case 'goods': {
      const match = goodsName.exec(name);
      if (!match) return null;
      return renderGoods(match[1] as ArtworkMotif, match[2] as string, Number(match[3]));
    }
    case 'advert': {
      const match = advertName.exec(name);
      if (!match) return null;
      const [width, height] = advertLayouts[match[1] as AdvertLayout];
      return renderPoster(width, height, match[2] as ArtworkMotif, name, match[4]);
    }
    case 'topic':
    case 'article': {
      const match = posterName.exec(name);
      if (!match) return null;
      const [width, height] = kind === 'topic' ? [1200, 600] : [960, 540];
      return renderPoster(width, height, match[1] as ArtworkMotif, `${kind}-${name}`, match[3]);
    }
    case 'classify': {
      const match = iconName.exec(name);
      return match ? renderIcon(match[1] as ArtworkMotif) : null;
    }
    default:
      return null;
  }
}
