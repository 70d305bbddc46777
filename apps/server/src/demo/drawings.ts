/**
 * Toy silhouettes drawn as SVG for the demo catalogue's product pictures: one simple, recognisable
 * drawing per toy kind, varied by colours, pose, scale, position and decorations. Deterministic: the
 * same parameters always give the same picture (and so the same content hash).
 */

export const TOY_KINDS = [
  'car',
  'drone',
  'boat',
  'robot',
  'train',
  'bear',
  'rattle',
  'stroller',
  'watergun',
  'ball',
  'scooter',
  'bucket',
  'blocks',
  'puzzle',
  'rocket',
  'spinner',
  'kitchen',
  'stethoscope',
  'doll',
  'hammer',
  'dinosaur',
  'top',
  'plane',
  'figure',
  'bubble',
  'telescope',
  'rabbit',
  'tablet',
  'truck',
] as const;
export type ToyKind = (typeof TOY_KINDS)[number];

export interface DrawingParams {
  kind: ToyKind;
  /** main and accent colours, #rrggbb */
  color: string;
  accent: string;
  background: string;
  /** degrees */
  rotate: number;
  scale: number;
  dx: number;
  dy: number;
  flip: boolean;
  /** small decorations: [x, y, r, shape 0 circle/1 star/2 square] in 0..600 */
  dots: [number, number, number, number][];
  /** the item number printed on a tag (makes every picture unique) */
  label: string;
}

/** Drawings in a 600×600 box centred on 300,300. `c` main colour, `a` accent. */
const SHAPES: Record<ToyKind, (c: string, a: string) => string> = {
  car: (c, a) =>
    `<path d="M110 330 L150 250 Q170 220 210 220 L380 220 Q420 220 445 255 L480 300 Q500 305 500 330 L500 370 L110 370 Z" fill="${c}"/>` +
    `<path d="M185 255 L215 232 L300 232 L300 285 L170 285 Z M320 232 L380 232 Q405 234 425 262 L440 285 L320 285 Z" fill="#dff3ff"/>` +
    `<circle cx="190" cy="375" r="45" fill="#222"/><circle cx="190" cy="375" r="20" fill="${a}"/>` +
    `<circle cx="420" cy="375" r="45" fill="#222"/><circle cx="420" cy="375" r="20" fill="${a}"/>` +
    `<rect x="470" y="315" width="30" height="18" rx="4" fill="#ffe066"/>`,
  drone: (c, a) =>
    `<rect x="240" y="270" width="120" height="60" rx="25" fill="${c}"/>` +
    `<path d="M250 285 L160 210 M350 285 L440 210 M250 315 L160 390 M350 315 L440 390" stroke="${c}" stroke-width="16"/>` +
    `<ellipse cx="160" cy="205" rx="70" ry="12" fill="${a}"/><ellipse cx="440" cy="205" rx="70" ry="12" fill="${a}"/>` +
    `<ellipse cx="160" cy="395" rx="70" ry="12" fill="${a}"/><ellipse cx="440" cy="395" rx="70" ry="12" fill="${a}"/>` +
    `<circle cx="300" cy="335" r="16" fill="#222"/>`,
  boat: (c, a) =>
    `<path d="M100 330 L500 330 L450 410 L150 410 Z" fill="${c}"/>` +
    `<rect x="220" y="270" width="150" height="60" rx="8" fill="${a}"/>` +
    `<rect x="290" y="200" width="14" height="75" fill="#555"/><path d="M304 205 L370 235 L304 255 Z" fill="${a}"/>` +
    `<path d="M80 430 Q140 410 200 430 T320 430 T440 430 T540 430" stroke="#4aa3df" stroke-width="10" fill="none"/>`,
  robot: (c, a) =>
    `<rect x="225" y="130" width="150" height="110" rx="18" fill="${c}"/>` +
    `<circle cx="265" cy="185" r="18" fill="#fff"/><circle cx="335" cy="185" r="18" fill="#fff"/>` +
    `<circle cx="265" cy="185" r="8" fill="#222"/><circle cx="335" cy="185" r="8" fill="#222"/>` +
    `<rect x="295" y="95" width="10" height="35" fill="#555"/><circle cx="300" cy="92" r="12" fill="${a}"/>` +
    `<rect x="205" y="250" width="190" height="150" rx="16" fill="${a}"/>` +
    `<rect x="150" y="260" width="45" height="120" rx="18" fill="${c}"/><rect x="405" y="260" width="45" height="120" rx="18" fill="${c}"/>` +
    `<rect x="230" y="405" width="50" height="90" rx="12" fill="${c}"/><rect x="320" y="405" width="50" height="90" rx="12" fill="${c}"/>`,
  train: (c, a) =>
    `<rect x="120" y="250" width="250" height="120" rx="10" fill="${c}"/><rect x="370" y="190" width="110" height="180" rx="10" fill="${a}"/>` +
    `<rect x="390" y="210" width="70" height="55" fill="#dff3ff"/><rect x="150" y="200" width="40" height="50" fill="#555"/>` +
    `<circle cx="170" cy="385" r="35" fill="#222"/><circle cx="290" cy="385" r="35" fill="#222"/><circle cx="425" cy="385" r="35" fill="#222"/>` +
    `<path d="M80 425 L520 425" stroke="#8b5a2b" stroke-width="12"/>`,
  bear: (c, a) =>
    `<circle cx="215" cy="150" r="45" fill="${c}"/><circle cx="385" cy="150" r="45" fill="${c}"/>` +
    `<circle cx="215" cy="150" r="22" fill="${a}"/><circle cx="385" cy="150" r="22" fill="${a}"/>` +
    `<ellipse cx="300" cy="380" rx="130" ry="140" fill="${c}"/><circle cx="300" cy="210" r="110" fill="${c}"/>` +
    `<ellipse cx="300" cy="245" rx="45" ry="35" fill="${a}"/><circle cx="300" cy="232" r="12" fill="#222"/>` +
    `<circle cx="260" cy="190" r="11" fill="#222"/><circle cx="340" cy="190" r="11" fill="#222"/>` +
    `<ellipse cx="300" cy="390" rx="75" ry="85" fill="${a}"/>` +
    `<ellipse cx="195" cy="490" rx="50" ry="35" fill="${c}"/><ellipse cx="405" cy="490" rx="50" ry="35" fill="${c}"/>`,
  rattle: (c, a) =>
    `<circle cx="300" cy="200" r="110" fill="${c}"/><circle cx="300" cy="200" r="70" fill="${a}"/>` +
    `<rect x="282" y="300" width="36" height="180" rx="18" fill="${a}"/><circle cx="300" cy="495" r="38" fill="${c}"/>`,
  stroller: (c, a) =>
    `<path d="M170 230 A130 130 0 0 1 430 230 L300 230 Z" fill="${c}"/><rect x="170" y="230" width="260" height="110" rx="20" fill="${a}"/>` +
    `<path d="M430 240 L490 150" stroke="#555" stroke-width="12"/>` +
    `<circle cx="210" cy="400" r="45" fill="#333"/><circle cx="390" cy="400" r="45" fill="#333"/>`,
  watergun: (c, a) =>
    `<path d="M100 230 L430 230 Q470 230 470 270 L470 300 L100 300 Z" fill="${c}"/>` +
    `<rect x="60" y="245" width="50" height="40" fill="${a}"/><circle cx="330" cy="200" r="55" fill="${a}"/>` +
    `<path d="M330 300 L420 300 L450 470 L370 470 Z" fill="${c}"/><path d="M300 300 Q300 350 340 350" stroke="#333" stroke-width="10" fill="none"/>` +
    `<path d="M55 265 Q30 255 15 270" stroke="#4aa3df" stroke-width="8" fill="none"/>`,
  ball: (c, a) =>
    `<circle cx="300" cy="300" r="190" fill="${c}"/><path d="M110 300 Q300 200 490 300" stroke="${a}" stroke-width="30" fill="none"/>` +
    `<path d="M300 110 Q220 300 300 490" stroke="${a}" stroke-width="30" fill="none"/>`,
  scooter: (c, a) =>
    `<path d="M150 420 L430 420" stroke="${c}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M420 420 L380 140" stroke="${c}" stroke-width="22"/><path d="M330 140 L440 140" stroke="${a}" stroke-width="24" stroke-linecap="round"/>` +
    `<circle cx="150" cy="450" r="42" fill="#333"/><circle cx="440" cy="450" r="42" fill="#333"/>`,
  bucket: (c, a) =>
    `<path d="M170 230 L430 230 L395 470 L205 470 Z" fill="${c}"/><rect x="160" y="215" width="280" height="30" rx="8" fill="${a}"/>` +
    `<path d="M170 230 Q300 80 430 230" stroke="${a}" stroke-width="14" fill="none"/>` +
    `<path d="M460 470 L520 300 L545 310 L490 480 Z" fill="${a}"/>`,
  blocks: (c, a) =>
    `<rect x="130" y="330" width="170" height="130" fill="${c}"/><rect x="300" y="330" width="170" height="130" fill="${a}"/>` +
    `<rect x="215" y="200" width="170" height="130" fill="${a}"/>` +
    `<circle cx="170" cy="322" r="18" fill="${c}"/><circle cx="255" cy="322" r="18" fill="${c}"/>` +
    `<circle cx="255" cy="192" r="18" fill="${a}"/><circle cx="345" cy="192" r="18" fill="${a}"/>` +
    `<circle cx="430" cy="322" r="18" fill="${a}"/>`,
  puzzle: (c, a) =>
    `<path d="M150 150 L280 150 Q270 110 300 110 Q330 110 320 150 L450 150 L450 280 Q490 270 490 300 Q490 330 450 320 L450 450 L150 450 Z" fill="${c}"/>` +
    `<path d="M150 300 L300 300 L300 450" stroke="${a}" stroke-width="10" fill="none"/>`,
  rocket: (c, a) =>
    `<path d="M300 80 Q390 180 380 360 L220 360 Q210 180 300 80 Z" fill="${c}"/><circle cx="300" cy="220" r="38" fill="#dff3ff"/>` +
    `<path d="M220 300 L160 420 L225 390 Z M380 300 L440 420 L375 390 Z" fill="${a}"/>` +
    `<path d="M250 365 L300 500 L350 365 Z" fill="#ff9f1c"/>`,
  spinner: (c, a) =>
    `<circle cx="300" cy="180" r="80" fill="${c}"/><circle cx="196" cy="360" r="80" fill="${c}"/><circle cx="404" cy="360" r="80" fill="${c}"/>` +
    `<circle cx="300" cy="300" r="70" fill="${a}"/><circle cx="300" cy="300" r="25" fill="#eee"/>`,
  kitchen: (c, a) =>
    `<ellipse cx="290" cy="360" rx="170" ry="60" fill="${c}"/><rect x="120" y="280" width="340" height="80" fill="${c}"/>` +
    `<ellipse cx="290" cy="280" rx="170" ry="50" fill="${a}"/><rect x="455" y="295" width="110" height="26" rx="12" fill="#555"/>` +
    `<path d="M230 220 Q220 180 240 150 M290 220 Q280 170 300 140 M350 220 Q340 180 360 150" stroke="#bbb" stroke-width="8" fill="none"/>`,
  stethoscope: (c, a) =>
    `<path d="M200 120 L200 260 Q200 360 300 360 Q400 360 400 260 L400 120" stroke="${c}" stroke-width="22" fill="none"/>` +
    `<path d="M300 360 L300 430" stroke="${c}" stroke-width="22"/><circle cx="300" cy="470" r="55" fill="${a}"/>` +
    `<circle cx="200" cy="115" r="18" fill="${a}"/><circle cx="400" cy="115" r="18" fill="${a}"/>`,
  doll: (c, a) =>
    `<path d="M205 170 Q200 70 300 70 Q400 70 395 170 L420 320 L180 320 Z" fill="#8b4513"/>` +
    `<circle cx="300" cy="170" r="80" fill="#ffdcc2"/><circle cx="272" cy="165" r="9" fill="#222"/><circle cx="328" cy="165" r="9" fill="#222"/>` +
    `<path d="M280 205 Q300 220 320 205" stroke="#d33" stroke-width="6" fill="none"/>` +
    `<path d="M250 250 L350 250 L440 500 L160 500 Z" fill="${c}"/><path d="M160 500 L440 500 L430 470 L170 470 Z" fill="${a}"/>` +
    `<path d="M250 270 L190 380 M350 270 L410 380" stroke="#ffdcc2" stroke-width="22" stroke-linecap="round"/>`,
  hammer: (c, a) =>
    `<rect x="150" y="130" width="300" height="110" rx="20" fill="${c}"/>` +
    `<rect x="270" y="240" width="60" height="270" rx="20" fill="${a}"/>`,
  dinosaur: (c, a) =>
    `<path d="M120 380 Q180 250 300 270 L380 270 Q400 160 450 150 Q510 150 505 200 Q500 235 450 240 L430 320 Q430 400 360 410 L340 490 L300 490 L300 420 L240 420 L230 490 L190 490 L200 410 Q150 410 60 440 Z" fill="${c}"/>` +
    `<circle cx="470" cy="185" r="8" fill="#222"/>` +
    `<path d="M230 275 L250 235 L270 272 L290 232 L310 270 L330 232 L350 270" fill="${a}"/>`,
  top: (c, a) =>
    `<path d="M140 260 L460 260 L300 500 Z" fill="${c}"/><ellipse cx="300" cy="260" rx="160" ry="50" fill="${a}"/>` +
    `<rect x="285" y="130" width="30" height="110" rx="10" fill="#555"/>`,
  plane: (c, a) =>
    `<path d="M90 300 Q90 270 130 270 L470 270 Q520 280 520 300 Q520 320 470 330 L130 330 Q90 330 90 300 Z" fill="${c}"/>` +
    `<path d="M260 280 L340 130 L380 130 L340 280 Z M260 320 L340 470 L380 470 L340 320 Z" fill="${a}"/>` +
    `<path d="M120 275 L95 200 L130 200 L165 275 Z" fill="${a}"/>`,
  figure: (c, a) =>
    `<circle cx="300" cy="150" r="65" fill="${c}"/><path d="M235 120 L300 60 L365 120 Z" fill="${a}"/>` +
    `<rect x="240" y="220" width="120" height="150" rx="20" fill="${a}"/>` +
    `<path d="M240 240 L170 330 M360 240 L430 190" stroke="${c}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M270 370 L250 480 M330 370 L350 480" stroke="${c}" stroke-width="30" stroke-linecap="round"/>` +
    `<rect x="140" y="480" width="320" height="40" rx="10" fill="#777"/>`,
  // A bubble gun: the gun's body and grip, its bubble ring, and bubbles flying out of it.
  bubble: (c, a) =>
    `<path d="M130 260 Q130 220 175 220 L380 220 Q420 220 420 260 L420 300 Q420 320 400 320 L300 320 L280 440 Q276 460 255 460 L215 460 Q195 460 200 440 L220 320 L175 320 Q130 320 130 280 Z" fill="${c}"/>` +
    `<rect x="300" y="320" width="50" height="26" rx="10" fill="${a}"/>` +
    `<circle cx="450" cy="270" r="38" fill="none" stroke="${a}" stroke-width="14"/>` +
    `<circle cx="505" cy="170" r="34" fill="#bfe9ff" opacity="0.7" stroke="#7cc7ee" stroke-width="3"/>` +
    `<circle cx="430" cy="120" r="22" fill="#d8c8ff" opacity="0.7" stroke="#a993e8" stroke-width="3"/>` +
    `<circle cx="540" cy="90" r="18" fill="#c8ffd8" opacity="0.7" stroke="#86d9a0" stroke-width="3"/>` +
    `<circle cx="520" cy="260" r="14" fill="#ffe0f0" opacity="0.7" stroke="#efa0c8" stroke-width="3"/>`,
  // A telescope on its tripod (science kits, microscopes and telescopes).
  telescope: (c, a) =>
    `<path d="M130 300 L430 170 L455 225 L155 355 Z" fill="${c}"/>` +
    `<path d="M425 160 L475 140 L505 210 L455 232 Z" fill="${a}"/>` +
    `<rect x="118" y="300" width="40" height="60" rx="8" transform="rotate(-23 138 330)" fill="${a}"/>` +
    `<path d="M300 275 L220 500 M300 275 L300 510 M300 275 L380 500" stroke="#555" stroke-width="14" stroke-linecap="round"/>` +
    `<circle cx="300" cy="275" r="18" fill="#333"/>`,
  rabbit: (c, a) =>
    `<ellipse cx="255" cy="110" rx="30" ry="85" fill="${c}"/><ellipse cx="345" cy="110" rx="30" ry="85" fill="${c}"/>` +
    `<ellipse cx="255" cy="115" rx="13" ry="60" fill="${a}"/><ellipse cx="345" cy="115" rx="13" ry="60" fill="${a}"/>` +
    `<circle cx="300" cy="240" r="90" fill="${c}"/><ellipse cx="300" cy="410" rx="120" ry="110" fill="${c}"/>` +
    `<circle cx="268" cy="228" r="11" fill="#222"/><circle cx="332" cy="228" r="11" fill="#222"/>` +
    `<ellipse cx="300" cy="265" rx="14" ry="10" fill="${a}"/><ellipse cx="300" cy="420" rx="60" ry="55" fill="#fff" opacity="0.6"/>`,
  // An early-learning tablet: a screen, a speaker and big buttons.
  tablet: (c, a) =>
    `<rect x="120" y="150" width="360" height="300" rx="40" fill="${c}"/>` +
    `<rect x="165" y="185" width="270" height="150" rx="12" fill="#dff3ff"/>` +
    `<path d="M200 300 L250 230 L290 280 L320 250 L400 300 Z" fill="${a}" opacity="0.8"/><circle cx="390" cy="225" r="18" fill="#ffe066"/>` +
    `<circle cx="195" cy="395" r="24" fill="${a}"/><circle cx="265" cy="395" r="24" fill="#ffe066"/>` +
    `<circle cx="335" cy="395" r="24" fill="#7ed957"/><circle cx="405" cy="395" r="24" fill="#4aa3df"/>`,
  // A construction truck: cab, dump body and big wheels.
  truck: (c, a) =>
    `<path d="M90 250 L330 250 L330 370 L90 370 Z" fill="${a}"/><path d="M100 250 L80 200 L320 200 L330 250 Z" fill="${a}" opacity="0.8"/>` +
    `<path d="M340 220 L440 220 Q470 220 480 250 L510 310 L510 370 L340 370 Z" fill="${c}"/>` +
    `<path d="M360 240 L435 240 Q455 242 465 270 L475 300 L360 300 Z" fill="#dff3ff"/>` +
    `<circle cx="160" cy="380" r="48" fill="#222"/><circle cx="160" cy="380" r="20" fill="#bbb"/>` +
    `<circle cx="430" cy="380" r="48" fill="#222"/><circle cx="430" cy="380" r="20" fill="#bbb"/>`,
};

/**
 * What a product's Chinese name says it is, first match wins: the picture shows that (a bubble gun is a
 * bubble gun, a plush rabbit a rabbit); a name with none of these keeps its category's kind.
 */
const KEYWORD_KINDS: readonly [RegExp, ToyKind][] = [
  [/泡泡/, 'bubble'],
  [/恐龙/, 'dinosaur'],
  [/兔/, 'rabbit'],
  [/熊/, 'bear'],
  [/望远镜|显微镜|科学实验/, 'telescope'],
  [/早教机|点读笔|认知卡片|学习桌/, 'tablet'],
  [/工程车|卡车/, 'truck'],
  [/无人机|直升机|遥控飞机/, 'drone'],
  [/飞机/, 'plane'],
  [/火箭/, 'rocket'],
  [/火车/, 'train'],
  [/(汽车|赛车|越野车|攀爬车|特技车|警车|回力车|惯性车)/, 'car'],
  [/水枪/, 'watergun'],
  [/娃娃/, 'doll'],
  [/陀螺/, 'top'],
  [/积木|磁力片/, 'blocks'],
  [/拼图/, 'puzzle'],
  [/机器人/, 'robot'],
];

export function kindForName(nameZh: string, fallback: ToyKind): ToyKind {
  return KEYWORD_KINDS.find(([pattern]) => pattern.test(nameZh))?.[1] ?? fallback;
}

const star = (x: number, y: number, r: number) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r / 2.3;
    points.push(`${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The SVG of one product picture (600×600). */
export function drawingSvg(p: DrawingParams): string {
  const dots = p.dots
    .map(([x, y, r, shape], i) => {
      const fill = i % 2 === 0 ? p.accent : p.color;
      if (shape === 1) return `<polygon points="${star(x, y, r)}" fill="${fill}" opacity="0.55"/>`;
      if (shape === 2)
        return `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" fill="${fill}" opacity="0.45"/>`;
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.5"/>`;
    })
    .join('');
  const pose = `translate(${300 + p.dx} ${300 + p.dy}) rotate(${p.rotate}) scale(${p.flip ? -p.scale : p.scale} ${p.scale}) translate(-300 -300)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<rect width="600" height="600" fill="${p.background}"/>${dots}` +
    `<ellipse cx="${300 + p.dx}" cy="545" rx="${190 * p.scale}" ry="18" fill="#000" opacity="0.12"/>` +
    `<g transform="${pose}">${SHAPES[p.kind](p.color, p.accent)}</g>` +
    `<rect x="16" y="548" width="${24 + p.label.length * 15}" height="36" rx="8" fill="#fff" opacity="0.85"/>` +
    `<text x="28" y="574" font-family="DejaVu Sans, Noto Sans CJK SC, sans-serif" font-size="22" fill="#333">${escapeXml(p.label)}</text>` +
    `</svg>`
  );
}

/** A factory's logo: its two brand characters in a coloured badge (SVG, 300×300). */
export function logoSvg(brand: string, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
    `<rect width="300" height="300" rx="48" fill="${color}"/>` +
    `<circle cx="150" cy="150" r="112" fill="none" stroke="#fff" stroke-width="8" opacity="0.6"/>` +
    `<text x="150" y="180" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" font-size="88" font-weight="bold" fill="#fff">${escapeXml(brand)}</text>` +
    `</svg>`
  );
}

/** A demo business licence: a framed certificate with the factory's name, address and credit code (SVG, 600×420). */
export function licenceSvg(name: string, address: string, creditCode: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">` +
    `<rect width="600" height="420" fill="#fffaf0"/><rect x="14" y="14" width="572" height="392" fill="none" stroke="#c8102e" stroke-width="6"/>` +
    `<text x="300" y="80" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="40" fill="#c8102e">营业执照</text>` +
    `<text x="60" y="150" font-family="Noto Sans CJK SC, sans-serif" font-size="20" fill="#333">名称：${escapeXml(name)}</text>` +
    `<text x="60" y="195" font-family="Noto Sans CJK SC, sans-serif" font-size="18" fill="#333">住所：${escapeXml(address.slice(0, 26))}</text>` +
    `<text x="60" y="240" font-family="Noto Sans CJK SC, sans-serif" font-size="18" fill="#333">统一社会信用代码：${escapeXml(creditCode)}</text>` +
    `<text x="60" y="285" font-family="Noto Sans CJK SC, sans-serif" font-size="18" fill="#333">经营范围：玩具制造、销售；货物进出口（演示数据）</text>` +
    `<circle cx="480" cy="330" r="56" fill="none" stroke="#c8102e" stroke-width="5" opacity="0.8"/>` +
    `<text x="480" y="338" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" font-size="18" fill="#c8102e" opacity="0.8">登记机关</text>` +
    `</svg>`
  );
}
