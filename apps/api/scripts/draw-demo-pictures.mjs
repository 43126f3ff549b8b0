// Draws the demo catalogue's pictures (issue 22) as SVG and renders them with sharp to WebP in
// apps/api/demo-pictures/. Run by hand after changing a drawing: `node apps/api/scripts/draw-demo-pictures.mjs`.
// Every picture is made here (shapes and gradients, no photographs, no fonts): project-made, same licence as the repo.
// Each goods gets a gallery of four (the object, a second colour, a close-up, the object in a room) and two detail
// pictures (its measurements, its colours side by side); each category an icon; banners and stores a scene.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const OUT = new URL('../demo-pictures/', import.meta.url);

/** Palettes: [main, accent, dark, light background]. */
const P = {
  slate: ['#4a5a70', '#8fb3d9', '#263142', '#e8eef6'],
  white: ['#f4f4f2', '#9aa7b5', '#5b6673', '#dfe7ee'],
  red: ['#d2463c', '#f6a38f', '#7a1d17', '#fbe9e4'],
  green: ['#3d8b5a', '#a8d5b4', '#1f4d31', '#e6f3ea'],
  teal: ['#2a8c8c', '#9fd9d6', '#155353', '#e3f4f3'],
  orange: ['#e0822f', '#f7c891', '#83440f', '#fcefe0'],
  yellow: ['#e7b928', '#f8e39c', '#86660a', '#fdf7e0'],
  pink: ['#d96b93', '#f4bfd1', '#7b2747', '#fbe9f0'],
  brown: ['#8a5a3b', '#d2a47e', '#4a2d1a', '#f5ebe2'],
  navy: ['#2f4b8c', '#9db1e6', '#17264a', '#e6ecfa'],
  purple: ['#7656b8', '#c8b6ee', '#3b2766', '#efe9fa'],
  black: ['#2b2d31', '#8d9199', '#111214', '#eceef1'],
};

const defs = ([m, a, d]) => `
  <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.45" stop-color="${m}"/><stop offset="1" stop-color="${d}"/></linearGradient>
  <linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${d}"/><stop offset="1" stop-color="${m}"/></linearGradient>
  <radialGradient id="shine" cx="0.3" cy="0.25" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7d858f"/><stop offset="0.5" stop-color="#e9edf1"/><stop offset="1" stop-color="#6b737c"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="${a}" stop-opacity="0.5"/></linearGradient>
  <linearGradient id="white" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e4e8ec"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#cfd6dd"/></linearGradient>`;

// Each drawing fills a 600×600 box (centre 300,300) with the object; `c` is the palette.
const D = {
  earbuds: (c) => `
    <rect x="150" y="300" width="300" height="190" rx="95" fill="url(#body)"/><rect x="150" y="300" width="300" height="40" fill="${c[2]}" opacity="0.25"/>
    <circle cx="300" cy="395" r="10" fill="${c[1]}"/>
    <g transform="translate(215 150) rotate(-20)"><ellipse cx="0" cy="0" rx="52" ry="62" fill="url(#body)"/><rect x="-16" y="40" width="32" height="120" rx="16" fill="${c[0]}"/><ellipse cx="-14" cy="-18" rx="22" ry="16" fill="url(#shine)"/></g>
    <g transform="translate(385 150) rotate(20)"><ellipse cx="0" cy="0" rx="52" ry="62" fill="url(#body)"/><rect x="-16" y="40" width="32" height="120" rx="16" fill="${c[0]}"/><ellipse cx="-14" cy="-18" rx="22" ry="16" fill="url(#shine)"/></g>`,
  watch: (c) => `
    <rect x="235" y="40" width="130" height="520" rx="40" fill="${c[2]}"/>
    <rect x="180" y="170" width="240" height="270" rx="60" fill="url(#metal)"/><rect x="198" y="188" width="204" height="234" rx="46" fill="#101318"/>
    <circle cx="300" cy="305" r="80" fill="none" stroke="${c[1]}" stroke-width="16" stroke-dasharray="340 200" stroke-linecap="round"/>
    <circle cx="300" cy="305" r="52" fill="none" stroke="${c[0]}" stroke-width="14" stroke-dasharray="220 120" stroke-linecap="round"/>
    <rect x="418" y="260" width="20" height="60" rx="8" fill="#9aa2ab"/>`,
  powerbank: (c) => `
    <rect x="170" y="90" width="260" height="430" rx="36" fill="url(#body)"/><rect x="190" y="110" width="80" height="390" rx="24" fill="url(#shine)"/>
    <g fill="${c[1]}"><circle cx="270" cy="440" r="9"/><circle cx="300" cy="440" r="9"/><circle cx="330" cy="440" r="9"/><circle cx="360" cy="440" r="9" opacity="0.35"/></g>
    <path d="M310 200 L270 300 H305 L285 380 L345 270 H310 L330 200 Z" fill="#fff" opacity="0.9"/>
    <rect x="270" y="70" width="60" height="24" rx="6" fill="${c[2]}"/>`,
  speaker: (c) => `
    <rect x="170" y="100" width="260" height="420" rx="120" fill="url(#body)"/>
    <g fill="${c[2]}" opacity="0.45">${Array.from({ length: 12 }, (_, r) => Array.from({ length: 7 }, (_, k) => `<circle cx="${210 + k * 30}" cy="${170 + r * 28}" r="6"/>`).join('')).join('')}</g>
    <circle cx="300" cy="470" r="18" fill="${c[1]}"/><rect x="215" y="120" width="60" height="300" rx="30" fill="url(#shine)"/>`,
  lamp: (c) => `
    <ellipse cx="300" cy="520" rx="130" ry="28" fill="${c[2]}"/><rect x="288" y="250" width="24" height="270" fill="url(#metal)"/>
    <path d="M300 255 L400 170" stroke="#9aa2ab" stroke-width="20" stroke-linecap="round"/>
    <path d="M330 90 L470 150 L430 240 L290 180 Z" fill="url(#body)"/><ellipse cx="450" cy="196" rx="22" ry="48" transform="rotate(24 450 196)" fill="#fff6c8"/>
    <path d="M460 230 L520 400 L360 330 Z" fill="#fff6c8" opacity="0.5"/>`,
  cushion: (c) => `
    <path d="M120 150 Q300 100 480 150 Q520 300 480 450 Q300 500 120 450 Q80 300 120 150 Z" fill="url(#body)"/>
    <path d="M160 190 Q300 160 440 190 Q470 300 440 410 Q300 440 160 410 Q130 300 160 190 Z" fill="none" stroke="${c[1]}" stroke-width="8" stroke-dasharray="14 12"/>
    <circle cx="300" cy="300" r="18" fill="${c[2]}"/><ellipse cx="230" cy="210" rx="80" ry="40" fill="url(#shine)"/>`,
  purifier: (c) => `
    <rect x="190" y="70" width="220" height="470" rx="30" fill="url(#white)"/><rect x="190" y="70" width="220" height="470" rx="30" fill="url(#body)" opacity="0.25"/>
    <rect x="215" y="110" width="170" height="90" rx="14" fill="#1d2733"/><circle cx="260" cy="155" r="22" fill="none" stroke="${c[1]}" stroke-width="8"/>
    <rect x="295" y="140" width="70" height="10" rx="5" fill="${c[1]}"/><rect x="295" y="160" width="44" height="10" rx="5" fill="${c[0]}"/>
    <g fill="${c[2]}" opacity="0.35">${Array.from({ length: 9 }, (_, r) => `<rect x="225" y="${240 + r * 28}" width="150" height="10" rx="5"/>`).join('')}</g>
    <path d="M300 480 q-26 34 0 52 q26 -18 0 -52 Z" fill="${c[0]}"/>`,
  airpurifier: (c) => `
    <rect x="180" y="90" width="240" height="450" rx="110" fill="url(#body)"/>
    <circle cx="300" cy="210" r="80" fill="#f5f7fa"/><g stroke="${c[0]}" stroke-width="14" stroke-linecap="round" fill="none"><path d="M300 210 q40 -60 0 -70"/><path d="M300 210 q60 40 70 0"/><path d="M300 210 q-40 60 0 70"/><path d="M300 210 q-60 -40 -70 0"/></g>
    <g fill="#fff" opacity="0.5">${Array.from({ length: 6 }, (_, r) => `<rect x="220" y="${330 + r * 30}" width="160" height="12" rx="6"/>`).join('')}</g>`,
  kettle: (c) => `
    <ellipse cx="300" cy="510" rx="190" ry="30" fill="${c[2]}"/>
    <path d="M180 490 L200 230 Q300 170 400 230 L420 490 Z" fill="url(#body)"/>
    <path d="M400 260 Q500 270 480 420 Q470 470 418 470" fill="none" stroke="${c[2]}" stroke-width="30" stroke-linecap="round"/>
    <path d="M195 280 L120 220 L110 250 L190 330 Z" fill="${c[0]}"/><rect x="235" y="175" width="130" height="30" rx="15" fill="${c[2]}"/>
    <rect x="230" y="270" width="26" height="170" rx="13" fill="url(#glass)"/><path d="M215 250 Q260 220 300 225 L290 480 L205 480 Z" fill="url(#shine)"/>`,
  ricecooker: (c) => `
    <ellipse cx="300" cy="500" rx="200" ry="34" fill="${c[2]}"/>
    <path d="M110 290 Q110 500 300 500 Q490 500 490 290 Z" fill="url(#body)"/>
    <path d="M100 290 Q300 120 500 290 Z" fill="#f4f4f2"/><path d="M100 290 Q300 150 500 290" fill="none" stroke="${c[0]}" stroke-width="10"/>
    <rect x="260" y="200" width="80" height="26" rx="13" fill="${c[2]}"/>
    <rect x="240" y="360" width="120" height="60" rx="14" fill="#1d2733"/><circle cx="270" cy="390" r="10" fill="${c[1]}"/><rect x="292" y="384" width="50" height="12" rx="6" fill="${c[1]}"/>`,
  mugs: (c) => `
    <g transform="translate(-90 30)"><path d="M220 200 H380 L370 470 Q300 500 230 470 Z" fill="url(#body)"/><path d="M375 250 q80 10 60 110 q-10 50 -70 50" fill="none" stroke="${c[2]}" stroke-width="24"/><ellipse cx="300" cy="200" rx="80" ry="18" fill="${c[2]}"/></g>
    <g transform="translate(90 60)"><path d="M220 200 H380 L370 470 Q300 500 230 470 Z" fill="${c[1]}"/><path d="M375 250 q80 10 60 110 q-10 50 -70 50" fill="none" stroke="${c[0]}" stroke-width="24"/><ellipse cx="300" cy="200" rx="80" ry="18" fill="${c[0]}"/></g>
    <path d="M180 170 q-20 -40 0 -80 M220 170 q-20 -40 0 -80" stroke="#b8c0ca" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  pan: (c) => `
    <ellipse cx="250" cy="320" rx="200" ry="150" fill="${c[2]}"/><ellipse cx="250" cy="305" rx="185" ry="135" fill="url(#body)"/>
    <ellipse cx="250" cy="310" rx="150" ry="105" fill="#2b2d31"/><ellipse cx="200" cy="270" rx="70" ry="36" fill="url(#shine)"/>
    <rect x="420" y="290" width="170" height="40" rx="20" fill="${c[2]}" transform="rotate(-12 430 310)"/>`,
  backpack: (c) => `
    <path d="M230 110 Q300 40 370 110" fill="none" stroke="${c[2]}" stroke-width="22"/>
    <rect x="150" y="110" width="300" height="420" rx="90" fill="url(#body)"/>
    <rect x="190" y="330" width="220" height="160" rx="40" fill="${c[2]}" opacity="0.55"/><rect x="210" y="350" width="180" height="14" rx="7" fill="${c[1]}"/>
    <path d="M200 170 Q300 130 400 170" fill="none" stroke="${c[1]}" stroke-width="10"/><rect x="180" y="140" width="70" height="200" rx="35" fill="url(#shine)"/>`,
  bottle: (c) => `
    <rect x="250" y="60" width="100" height="60" rx="14" fill="${c[2]}"/><rect x="265" y="110" width="70" height="30" fill="url(#metal)"/>
    <path d="M225 170 Q230 130 300 130 Q370 130 375 170 L380 520 Q300 560 220 520 Z" fill="url(#body)"/>
    <rect x="222" y="260" width="156" height="40" fill="${c[1]}"/><rect x="245" y="160" width="30" height="330" rx="15" fill="url(#shine)"/>`,
  tent: (c) => `
    <path d="M60 500 L300 120 L540 500 Z" fill="url(#body)"/><path d="M300 120 L420 500 L540 500 Z" fill="${c[2]}" opacity="0.45"/>
    <path d="M250 500 L300 330 L350 500 Z" fill="${c[2]}"/><path d="M300 120 L300 80" stroke="#6b737c" stroke-width="10"/>
    <path d="M60 500 L20 520 M540 500 L580 520" stroke="#6b737c" stroke-width="6"/><rect x="30" y="500" width="540" height="14" rx="7" fill="#7c9a5e"/>`,
  umbrella: (c) => `
    <path d="M80 290 Q300 40 520 290 Q465 260 410 290 Q355 260 300 290 Q245 260 190 290 Q135 260 80 290 Z" fill="url(#body)"/>
    <path d="M300 290 L300 480 Q300 530 260 530 Q225 530 225 495" fill="none" stroke="${c[2]}" stroke-width="18" stroke-linecap="round"/>
    <path d="M300 90 L300 60" stroke="${c[2]}" stroke-width="12" stroke-linecap="round"/><path d="M190 290 Q230 150 300 95 Q370 150 410 290" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>`,
  teabox: (c) => `
    <path d="M140 200 L300 140 L460 200 L300 260 Z" fill="${c[1]}"/><path d="M140 200 L300 260 L300 520 L140 460 Z" fill="url(#body)"/><path d="M300 260 L460 200 L460 460 L300 520 Z" fill="url(#side)"/>
    <g transform="translate(220 390)"><path d="M0 -60 Q50 -30 0 40 Q-50 -30 0 -60 Z" fill="#f3e6c4"/><path d="M0 -50 L0 30" stroke="${c[2]}" stroke-width="4"/></g>
    <rect x="330" y="320" width="100" height="12" rx="6" fill="#f3e6c4" opacity="0.7"/>`,
  coffeebag: (c) => `
    <path d="M170 140 L430 140 L450 520 L150 520 Z" fill="url(#body)"/><path d="M170 140 L200 100 L400 100 L430 140 Z" fill="${c[2]}"/>
    <rect x="210" y="250" width="180" height="180" rx="90" fill="#f5ebe2"/>
    <g transform="translate(300 340) rotate(-25)"><ellipse rx="40" ry="58" fill="#6a4128"/><path d="M0 -55 Q-18 0 0 55" stroke="#3a2213" stroke-width="7" fill="none"/></g>
    <circle cx="300" cy="180" r="12" fill="${c[1]}"/>`,
  voucher: (c) => `
    <path d="M80 190 H520 V260 A40 40 0 0 0 520 340 V410 H80 V340 A40 40 0 0 0 80 260 Z" fill="url(#body)"/>
    <path d="M380 195 V405" stroke="#fff" stroke-width="6" stroke-dasharray="12 12" opacity="0.7"/>
    <g transform="translate(230 300)"><path d="M-60 -40 H50 L40 50 Q-5 70 -50 50 Z" fill="#fff"/><path d="M48 -20 q40 0 30 35 q-6 20 -34 20" fill="none" stroke="#fff" stroke-width="12"/><path d="M-30 -60 q-10 -20 0 -40 M0 -60 q-10 -20 0 -40" stroke="#fff" stroke-width="6" fill="none"/></g>
    <circle cx="450" cy="300" r="34" fill="${c[1]}"/>`,
  bubbletea: (c) => `
    <path d="M190 180 H410 L380 530 Q300 550 220 530 Z" fill="url(#glass)"/><path d="M200 300 H400 L380 530 Q300 550 220 530 Z" fill="${c[1]}"/>
    <g fill="#3a2213">${[
      [240, 490],
      [280, 505],
      [320, 500],
      [360, 488],
      [260, 460],
      [300, 470],
      [340, 462],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16"/>`)
      .join('')}</g>
    <ellipse cx="300" cy="180" rx="120" ry="26" fill="${c[0]}"/><path d="M320 190 L360 40" stroke="${c[2]}" stroke-width="22" stroke-linecap="round"/>`,
  handcream: (c) => `
    <g transform="rotate(-30 300 300)"><path d="M180 110 H420 L380 450 H220 Z" fill="url(#body)"/><rect x="240" y="450" width="120" height="70" rx="10" fill="${c[2]}"/><rect x="180" y="100" width="240" height="24" fill="${c[2]}"/>
    <ellipse cx="300" cy="250" rx="60" ry="60" fill="#fff" opacity="0.8"/><path d="M300 210 q30 30 0 80 q-30 -50 0 -80 Z" fill="${c[0]}"/></g>`,
  toothbrush: (c) => `
    <g transform="rotate(30 300 300)"><rect x="260" y="150" width="80" height="400" rx="40" fill="url(#body)"/><rect x="282" y="60" width="36" height="100" rx="14" fill="#f4f4f2"/>
    <rect x="276" y="40" width="48" height="60" rx="10" fill="${c[1]}"/><circle cx="300" cy="300" r="16" fill="#fff"/><rect x="290" y="350" width="20" height="60" rx="10" fill="${c[2]}" opacity="0.5"/></g>`,
  towels: (c) => `
    <rect x="130" y="380" width="340" height="110" rx="30" fill="url(#body)"/><rect x="150" y="280" width="300" height="100" rx="30" fill="${c[1]}"/>
    <rect x="170" y="190" width="260" height="90" rx="28" fill="#f4f4f2"/>
    <path d="M130 450 H470 M150 350 H450 M170 255 H430" stroke="#fff" stroke-width="6" opacity="0.6"/>`,
  perfume: () => `
    <rect x="255" y="90" width="90" height="70" rx="12" fill="url(#metal)"/><rect x="280" y="150" width="40" height="40" fill="#cfd5db"/>
    <path d="M170 200 H430 Q470 200 470 240 V500 Q470 540 430 540 H170 Q130 540 130 500 V240 Q130 200 170 200 Z" fill="url(#glass)"/>
    <path d="M150 300 H450 V500 Q450 520 430 520 H170 Q150 520 150 500 Z" fill="url(#body)" opacity="0.85"/><rect x="165" y="220" width="40" height="280" rx="20" fill="url(#shine)"/>`,
  sim: () => `
    <path d="M160 90 H380 L450 160 V510 H160 Z" fill="url(#body)"/>
    <rect x="220" y="260" width="170" height="180" rx="20" fill="url(#metal)"/><path d="M220 320 H390 M220 380 H390 M305 260 V440" stroke="#6b737c" stroke-width="6"/>
    <g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"><path d="M240 190 a60 60 0 0 1 120 0"/><path d="M270 195 a30 30 0 0 1 60 0"/></g>`,
  chat: (c) => `
    <path d="M110 130 H420 Q460 130 460 170 V340 Q460 380 420 380 H230 L150 450 L165 380 H110 Q70 380 70 340 V170 Q70 130 110 130 Z" fill="url(#body)"/>
    <path d="M330 260 H490 Q530 260 530 300 V420 Q530 460 490 460 H470 L480 520 L420 460 H330 Q290 460 290 420 V300 Q290 260 330 260 Z" fill="${c[1]}"/>
    <g fill="#fff"><circle cx="190" cy="255" r="18"/><circle cx="260" cy="255" r="18"/><circle cx="330" cy="255" r="18"/></g>`,
};

/** The background of a gallery picture: a soft gradient, a floor, a shadow. */
const stage = (c, inner, { scene = false } = {}) => `
  <rect width="750" height="750" fill="${c[3]}"/>
  <circle cx="620" cy="130" r="190" fill="${c[1]}" opacity="0.25"/><circle cx="90" cy="660" r="160" fill="${c[0]}" opacity="0.12"/>
  ${scene ? `<rect y="520" width="750" height="230" fill="#c9a27a"/><rect y="520" width="750" height="16" fill="#b08860"/><rect x="560" y="120" width="120" height="160" rx="8" fill="#fff" opacity="0.6"/><path d="M70 520 q-10 -90 30 -150 q30 70 10 150 Z" fill="#6aa86f"/><rect x="60" y="490" width="60" height="60" rx="10" fill="#e8e2d6"/>` : ''}
  <ellipse cx="375" cy="${scene ? 600 : 640}" rx="240" ry="34" fill="#000" opacity="0.12"/>
  ${inner}`;

const svg = (w, h, c, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs(c)}</defs>${body}</svg>`;

const place = (drawing, c, x, y, scale) => `<g transform="translate(${x} ${y}) scale(${scale}) translate(-300 -300)">${D[drawing](c)}</g>`;

/** `place` with gradients of its own palette (ids prefixed with `k`), for pictures showing several colours. */
const placeOwn = (drawing, c, x, y, scale, k) =>
  `<defs>${defs(c).replaceAll('id="', `id="${k}`)}</defs>${place(drawing, c, x, y, scale).replaceAll('url(#', `url(#${k}`)}`;

/** The four gallery pictures and two detail pictures of one goods: `colours` are the palettes of its variants. */
function goodsPictures(drawing, colours) {
  const [c, c2 = P.slate, c3 = P.white] = colours.map((name) => P[name]);
  return {
    1: svg(750, 750, c, stage(c, place(drawing, c, 375, 360, 0.95))),
    2: svg(750, 750, c2, stage(c2, place(drawing, c2, 375, 360, 0.95))),
    3: svg(750, 750, c, `<rect width="750" height="750" fill="${c[3]}"/>${place(drawing, c, 300, 330, 1.9)}`),
    4: svg(750, 750, c, stage(c, place(drawing, c, 400, 380, 0.7), { scene: true })),
    detail1: svg(
      750,
      560,
      c,
      `<rect width="750" height="560" fill="#fafbfc"/>${place(drawing, c, 330, 280, 0.75)}
      <g stroke="${c[2]}" stroke-width="4" fill="${c[2]}"><path d="M640 60 V500"/><path d="M625 60 H655 M625 500 H655"/><path d="M110 530 H550"/><path d="M110 515 V545 M550 515 V545"/></g>`,
    ),
    detail2: svg(
      750,
      560,
      c,
      `<rect width="750" height="560" fill="#f3f5f7"/>${[c, c2, c3].map((p, i) => `<rect x="${30 + i * 240}" y="40" width="210" height="480" rx="24" fill="${p[3]}"/>${placeOwn(drawing, p, 135 + i * 240, 270, 0.36, `v${i}`)}<circle cx="${135 + i * 240}" cy="480" r="18" fill="${p[0]}" stroke="#fff" stroke-width="5"/>`).join('')}`,
    ),
  };
}

/** The goods (key = file prefix): drawing and colours. The seed (src/db/demo-catalogue.ts) uses the same keys. */
const GOODS = {
  earbuds: ['earbuds', ['white', 'black', 'navy']],
  watch: ['watch', ['black', 'pink', 'green']],
  powerbank: ['powerbank', ['navy', 'white', 'orange']],
  speaker: ['speaker', ['teal', 'black', 'red']],
  lamp: ['lamp', ['yellow', 'white', 'black']],
  cushion: ['cushion', ['green', 'brown', 'pink']],
  purifier: ['purifier', ['teal', 'navy', 'white']],
  airpurifier: ['airpurifier', ['white', 'slate', 'green']],
  kettle: ['kettle', ['red', 'white', 'black']],
  ricecooker: ['ricecooker', ['orange', 'white', 'slate']],
  mugs: ['mugs', ['navy', 'green', 'pink']],
  pan: ['pan', ['black', 'red', 'teal']],
  backpack: ['backpack', ['orange', 'navy', 'black']],
  bottle: ['bottle', ['teal', 'pink', 'slate']],
  tent: ['tent', ['green', 'orange', 'navy']],
  umbrella: ['umbrella', ['purple', 'navy', 'red']],
  oolong: ['teabox', ['green', 'red', 'brown']],
  coffeebeans: ['coffeebag', ['brown', 'black', 'orange']],
  coffeevoucher: ['voucher', ['brown', 'teal', 'orange']],
  bubbletea: ['bubbletea', ['brown', 'pink', 'green']],
  handcream: ['handcream', ['pink', 'teal', 'white']],
  toothbrush: ['toothbrush', ['teal', 'white', 'pink']],
  towels: ['towels', ['slate', 'pink', 'green']],
  perfume: ['perfume', ['purple', 'pink', 'yellow']],
  data10: ['sim', ['navy', 'teal', 'purple']],
  data30: ['sim', ['purple', 'navy', 'teal']],
  chatpack: ['chat', ['teal', 'purple', 'navy']],
};

/** Category icons: one drawing each. */
const ICONS = {
  digital: ['earbuds', 'navy'],
  home: ['lamp', 'yellow'],
  kitchen: ['kettle', 'red'],
  outdoor: ['backpack', 'orange'],
  tea: ['teabox', 'green'],
  care: ['handcream', 'pink'],
  plans: ['sim', 'purple'],
};

/** Banners 750×300: a few goods on a coloured band. */
const BANNERS = {
  mall: [
    'orange',
    [
      ['kettle', 'red'],
      ['backpack', 'navy'],
      ['lamp', 'yellow'],
    ],
  ],
  plans: [
    'purple',
    [
      ['sim', 'purple'],
      ['chat', 'teal'],
    ],
  ],
  tea: [
    'green',
    [
      ['teabox', 'green'],
      ['bubbletea', 'brown'],
      ['coffeebag', 'brown'],
    ],
  ],
};

function banner(paletteName, items) {
  const c = P[paletteName];
  const shapes = items.map(([d, p], i) => placeOwn(d, P[p], 330 + i * 150, 160, 0.38, `b${i}`)).join('');
  return svg(
    750,
    300,
    c,
    `<linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c[1]}"/><stop offset="1" stop-color="${c[0]}"/></linearGradient>
    <rect width="750" height="300" fill="url(#band)"/><circle cx="120" cy="80" r="160" fill="#fff" opacity="0.18"/><circle cx="700" cy="300" r="120" fill="${c[2]}" opacity="0.25"/>
    <rect x="50" y="110" width="180" height="22" rx="11" fill="#fff" opacity="0.85"/><rect x="50" y="150" width="120" height="16" rx="8" fill="#fff" opacity="0.6"/>
    <ellipse cx="480" cy="270" rx="240" ry="16" fill="#000" opacity="0.12"/>${shapes}`,
  );
}

/** A storefront 750×420: awning in the store's colour, windows, a door, a plant. */
function storefront(paletteName) {
  const c = P[paletteName];
  const stripes = Array.from(
    { length: 10 },
    (_, i) => `<path d="M${75 + i * 60} 120 h60 v60 q-30 24 -60 0 Z" fill="${i % 2 ? '#fff' : c[0]}"/>`,
  ).join('');
  return svg(
    750,
    420,
    c,
    `<rect width="750" height="420" fill="#cfe3f2"/><rect y="360" width="750" height="60" fill="#b9b4ab"/>
    <rect x="60" y="60" width="630" height="300" fill="#f1ece4"/><rect x="60" y="60" width="630" height="60" fill="${c[2]}"/>
    <rect x="230" y="75" width="290" height="30" rx="15" fill="#fff" opacity="0.85"/>${stripes}
    <rect x="100" y="200" width="220" height="140" fill="url(#glass)" stroke="${c[2]}" stroke-width="6"/>
    <rect x="430" y="200" width="220" height="140" fill="url(#glass)" stroke="${c[2]}" stroke-width="6"/>
    <rect x="335" y="200" width="80" height="160" fill="${c[2]}"/><circle cx="400" cy="285" r="6" fill="#e7b928"/>
    ${placeOwn('mugs', c, 160, 300, 0.2, 's0')}${placeOwn('teabox', P.green, 540, 300, 0.2, 's1')}${placeOwn('bubbletea', P.brown, 610, 300, 0.2, 's2')}
    <path d="M690 360 q-20 -70 10 -110 q26 60 6 110 Z" fill="#6aa86f"/>`,
  );
}

const STORES = { xinyi: 'brown', zhongshan: 'teal' };

async function render(name, source, width) {
  const image = sharp(Buffer.from(source)).resize({ width });
  const bytes = await image.webp({ quality: 74, effort: 6 }).toBuffer();
  await writeFile(new URL(`${name}.webp`, OUT), bytes);
  return bytes.length;
}

await mkdir(OUT, { recursive: true });
for (const file of await readdir(OUT)) if (file.endsWith('.webp')) await rm(new URL(file, OUT));
let total = 0;
let count = 0;
let largest = 0;
const add = (size) => {
  total += size;
  count++;
  largest = Math.max(largest, size);
};
for (const [key, [drawing, colours]] of Object.entries(GOODS)) {
  for (const [suffix, source] of Object.entries(goodsPictures(drawing, colours))) add(await render(`goods-${key}-${suffix}`, source, 750));
}
for (const [key, [drawing, palette]] of Object.entries(ICONS)) {
  const c = P[palette];
  add(
    await render(
      `category-${key}`,
      svg(240, 240, c, `<circle cx="120" cy="120" r="118" fill="${c[3]}"/>${place(drawing, c, 120, 120, 0.32)}`),
      240,
    ),
  );
}
for (const [key, [palette, items]] of Object.entries(BANNERS)) add(await render(`banner-${key}`, banner(palette, items), 750));
for (const [key, palette] of Object.entries(STORES)) add(await render(`store-${key}`, storefront(palette), 750));
console.log(`${count} pictures, ${(total / 1024).toFixed(0)} kB in all, the largest ${(largest / 1024).toFixed(1)} kB`);
