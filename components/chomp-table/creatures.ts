/**
 * The sea creatures of Chomp!, drawn as inline SVG (nothing from the network): each one as a child
 * would draw it, with its place on the food chain as dots (1 for plankton … 6 for the shark) so the
 * chain can be read without reading words. The Octopus has an ink drop and the Eel a lightning
 * bolt instead of dots.
 */
import { svg, type SVGTemplateResult } from 'lit';
import { rank, type Creature } from '../../machines/chomp/index.js';

const INK = '#23313f';

/** Each creature's water: a pale background so the creature stands out (never the only cue). */
export const WATER: Record<Creature, string> = {
  shark: '#d6e6f5', seal: '#e2ecf3', 'big-fish': '#fdebd3', 'little-fish': '#fff6c9',
  shrimp: '#fde3e6', plankton: '#def5e6', octopus: '#eadff5', eel: '#f3f7cf',
};

const shark = svg`
  <path d="M46 38 L60 14 L66 38 Z" fill="#6f8298" stroke=${INK} stroke-width="2" stroke-linejoin="round" />
  <path d="M84 48 L97 30 L93 52 L98 72 L84 58 Z" fill="#6f8298" stroke=${INK} stroke-width="2" stroke-linejoin="round" />
  <path d="M4 52 C14 38 40 32 64 36 C74 38 82 44 86 50 C82 58 72 64 58 66 C38 69 16 66 4 52 Z" fill="#7f93a9" stroke=${INK} stroke-width="2.2" />
  <path d="M6 54 C18 62 40 66 62 62 C48 58 26 57 6 54 Z" fill="#f4f7fa" />
  <path d="M7 54 l3 3.5 l2.5 -3.2 l2.5 3.4 l2.5 -3.2 l2.5 3.2 l2.5 -3" stroke="#fff" stroke-width="1.6" fill="none" stroke-linejoin="round" />
  <path d="M6 53 C12 55 18 56 24 55" stroke=${INK} stroke-width="1.6" fill="none" />
  <circle cx="20" cy="46" r="3.2" fill="#fff" /><circle cx="19.4" cy="46" r="2" fill="#111" />
  <path d="M34 46 q-2.5 5 0 10 M39 45 q-2.5 5 0 10 M44 45 q-2.5 5 0 10" stroke=${INK} stroke-width="1.6" fill="none" />
  <path d="M42 64 L50 80 L56 64 Z" fill="#6f8298" stroke=${INK} stroke-width="2" stroke-linejoin="round" />`;

const seal = svg`
  <circle cx="80" cy="14" r="8" fill="#e94f4f" stroke=${INK} stroke-width="1.6" />
  <path d="M72 14 H88 M80 6 V22" stroke="#fff" stroke-width="2.4" />
  <path d="M6 78 C10 60 30 52 50 50 C58 40 62 30 72 26 C82 24 90 30 90 38 C90 46 82 50 76 52 C78 62 76 72 70 80 Z" fill="#8a7a6a" stroke=${INK} stroke-width="2.2" stroke-linejoin="round" />
  <path d="M6 78 L0 68 L14 74 Z M6 78 L2 90 L16 80 Z" fill="#75675a" stroke=${INK} stroke-width="1.8" stroke-linejoin="round" />
  <path d="M46 66 C44 76 50 84 60 84 C56 78 56 72 58 66 Z" fill="#75675a" stroke=${INK} stroke-width="1.8" stroke-linejoin="round" />
  <circle cx="76" cy="34" r="3" fill="#111" /><circle cx="75" cy="33" r="1" fill="#fff" />
  <ellipse cx="89" cy="39" rx="3.4" ry="2.6" fill="#111" />
  <path d="M86 43 L98 41 M86 44 L98 47 M85 45 L95 51" stroke=${INK} stroke-width="1.1" />`;

const bigFish = svg`
  <path d="M76 50 L98 28 L94 50 L98 72 Z" fill="#ef8a2e" stroke=${INK} stroke-width="2.2" stroke-linejoin="round" />
  <path d="M40 22 C48 12 62 14 66 24 Z M44 78 C52 88 62 84 64 76 Z" fill="#ef8a2e" stroke=${INK} stroke-width="2" stroke-linejoin="round" />
  <ellipse cx="44" cy="50" rx="40" ry="28" fill="#f6a54a" stroke=${INK} stroke-width="2.4" />
  <path d="M40 38 q6 6 0 12 q6 6 0 12 M52 36 q6 7 0 14 q6 7 0 14 M64 40 q5 5 0 10 q5 5 0 10" stroke="#d9731c" stroke-width="1.8" fill="none" />
  <path d="M6 54 Q12 58 18 54" stroke=${INK} stroke-width="2.2" fill="none" stroke-linecap="round" />
  <circle cx="20" cy="42" r="7" fill="#fff" stroke=${INK} stroke-width="1.6" /><circle cx="18.5" cy="42" r="4" fill="#111" /><circle cx="17" cy="40.5" r="1.3" fill="#fff" />
  <path d="M30 30 C26 40 26 60 30 70" stroke=${INK} stroke-width="1.8" fill="none" />`;

const littleFish = svg`
  <circle cx="20" cy="30" r="3" fill="none" stroke="#6aa5c9" stroke-width="1.5" />
  <circle cx="12" cy="20" r="2" fill="none" stroke="#6aa5c9" stroke-width="1.4" />
  <g transform="translate(24 34) scale(0.62)">
    <path d="M70 40 L94 20 L90 40 L94 60 Z" fill="#f2c318" stroke=${INK} stroke-width="3" stroke-linejoin="round" />
    <ellipse cx="40" cy="40" rx="34" ry="22" fill="#ffd93b" stroke=${INK} stroke-width="3.2" />
    <path d="M36 19 C36 30 36 50 36 61 M52 21 C52 32 52 48 52 59" stroke="#3a7bd5" stroke-width="6" />
    <circle cx="18" cy="34" r="5.5" fill="#fff" stroke=${INK} stroke-width="2" /><circle cx="17" cy="34" r="3.2" fill="#111" />
    <path d="M8 46 Q12 49 16 46" stroke=${INK} stroke-width="2.6" fill="none" stroke-linecap="round" />
  </g>`;

const shrimp = svg`
  <path d="M30 30 C14 18 6 8 2 4 M34 28 C24 12 18 6 12 2" stroke="#c2474f" stroke-width="1.8" fill="none" stroke-linecap="round" />
  <path d="M30 30 C44 18 70 18 82 34 C92 48 88 66 74 74 C68 78 62 78 58 74 C66 70 72 62 70 52 C68 42 56 38 44 40 C38 41 34 40 30 36 Z" fill="#f7838c" stroke=${INK} stroke-width="2.2" stroke-linejoin="round" />
  <path d="M46 24 C50 32 50 38 48 40 M60 22 C64 30 64 38 60 42 M72 28 C76 34 76 42 70 46 M82 40 C84 46 82 52 74 54" stroke="#c2474f" stroke-width="1.8" fill="none" />
  <path d="M58 74 L44 70 L48 80 L40 86 L58 82 Z" fill="#f26b77" stroke=${INK} stroke-width="2" stroke-linejoin="round" />
  <path d="M44 42 L40 52 M54 42 L52 54 M64 46 L64 58 M72 54 L76 62" stroke="#c2474f" stroke-width="1.6" stroke-linecap="round" />
  <circle cx="34" cy="30" r="2.6" fill="#111" />`;

const plankton = svg`
  <g stroke=${INK} stroke-width="1.6">
    <circle cx="28" cy="34" r="9" fill="#7cd39a" /><circle cx="28" cy="34" r="3" fill="#2f8f57" />
    <circle cx="62" cy="26" r="6" fill="#a6e3b8" /><circle cx="62" cy="26" r="2" fill="#2f8f57" />
    <circle cx="50" cy="56" r="11" fill="#7cd39a" /><circle cx="47" cy="53" r="3" fill="#2f8f57" /><circle cx="54" cy="60" r="2" fill="#2f8f57" />
    <circle cx="78" cy="58" r="7" fill="#b8ecc7" /><circle cx="78" cy="58" r="2.4" fill="#2f8f57" />
    <circle cx="22" cy="70" r="6" fill="#a6e3b8" /><circle cx="22" cy="70" r="2" fill="#2f8f57" />
    <path d="M70 80 l6 -10 l6 10 Z" fill="#c9f0d3" />
    <path d="M36 82 h12 l-6 -9 Z" fill="#c9f0d3" />
  </g>
  <path d="M28 25 v-5 M19 34 h-5 M50 45 v-6 M61 56 h5" stroke=${INK} stroke-width="1.4" stroke-linecap="round" />`;

const octopus = svg`
  <path d="M8 24 C2 40 10 56 24 50 C30 62 18 80 30 90 C36 78 46 86 40 70 C30 66 30 50 38 46 C34 30 20 16 8 24 Z" fill="#2b2d42" opacity="0.55" />
  <g fill="#9b5fc0" stroke=${INK} stroke-width="2" stroke-linejoin="round" stroke-linecap="round">
    <path d="M36 56 C28 66 24 78 14 80 C22 86 32 78 40 64" />
    <path d="M42 60 C38 72 36 86 28 92 C38 94 46 80 48 64" />
    <path d="M50 62 C50 76 52 88 46 96 C56 94 58 80 56 62" />
    <path d="M58 62 C62 76 66 86 64 96 C72 90 68 76 62 60" />
    <path d="M64 58 C72 70 80 78 90 78 C84 86 72 80 66 64" />
    <path d="M66 52 C76 58 86 60 94 54 C90 64 76 64 66 58" />
    <ellipse cx="52" cy="38" rx="22" ry="24" />
  </g>
  <circle cx="44" cy="40" r="5" fill="#fff" stroke=${INK} stroke-width="1.4" /><circle cx="44" cy="41" r="2.8" fill="#111" />
  <circle cx="60" cy="40" r="5" fill="#fff" stroke=${INK} stroke-width="1.4" /><circle cx="60" cy="41" r="2.8" fill="#111" />
  <path d="M46 52 Q52 56 58 52" stroke=${INK} stroke-width="1.8" fill="none" stroke-linecap="round" />`;

const eel = svg`
  <path d="M10 30 C24 14 36 14 44 30 C52 46 62 46 70 32 C78 18 90 22 94 34 C98 48 86 62 74 58 C64 56 58 68 50 74 C40 82 26 80 20 70" stroke=${INK} stroke-width="15" fill="none" stroke-linecap="round" />
  <path d="M10 30 C24 14 36 14 44 30 C52 46 62 46 70 32 C78 18 90 22 94 34 C98 48 86 62 74 58 C64 56 58 68 50 74 C40 82 26 80 20 70" stroke="#c4d93a" stroke-width="11" fill="none" stroke-linecap="round" />
  <circle cx="12" cy="28" r="3" fill="#fff" /><circle cx="11.5" cy="28" r="1.8" fill="#111" />
  <path d="M30 46 l-6 10 h6 l-4 10 l10 -13 h-6 l4 -7 Z M80 70 l-5 8 h5 l-3 8 l8 -11 h-5 l3 -5 Z M58 12 l-4 7 h4 l-3 7 l7 -9 h-4 l3 -5 Z" fill="#ffd400" stroke=${INK} stroke-width="1.4" stroke-linejoin="round" />`;

const DRAWINGS: Record<Creature, SVGTemplateResult> = {
  shark, seal, 'big-fish': bigFish, 'little-fish': littleFish, shrimp, plankton, octopus, eel,
};

/** The creature's place on the chain as dots along the bottom; an ink drop or a bolt for the action cards. */
function chainMark(c: Creature): SVGTemplateResult {
  if (c === 'octopus') return svg`<path d="M50 88 C44 96 44 100 50 100 C56 100 56 96 50 88 Z" fill="#2b2d42" />`;
  if (c === 'eel') return svg`<path d="M52 86 l-6 8 h5 l-3 7 l9 -10 h-5 l3 -5 Z" fill="#e0b800" stroke=${INK} stroke-width="1" />`;
  const n = rank(c);
  const start = 50 - (n - 1) * 6;
  return svg`${Array.from({ length: n }, (_, i) => svg`<circle cx=${start + i * 12} cy="95" r="4" fill=${INK} />`)}`;
}

/** A creature's picture: its water, the creature and its chain mark, in a 100 × 104 box. */
export function creatureArt(c: Creature): SVGTemplateResult {
  return svg`<svg class="art" viewBox="0 0 100 104" aria-hidden="true" focusable="false" data-creature=${c}>
    <rect x="0" y="0" width="100" height="104" rx="10" fill=${WATER[c]} />
    <g transform="translate(0 -2)">${DRAWINGS[c]}</g>
    ${chainMark(c)}
  </svg>`;
}

/** The back of a card: deep water with a shark's fin cutting the waves. */
export function backArt(): SVGTemplateResult {
  return svg`<svg class="art" viewBox="0 0 100 104" aria-hidden="true" focusable="false">
    <rect x="0" y="0" width="100" height="104" rx="10" fill="#1f5f8b" />
    <rect x="6" y="6" width="88" height="92" rx="7" fill="none" stroke="#9fd3f0" stroke-width="2" />
    <path d="M40 58 L56 26 L62 58 Z" fill="#cfe3ef" stroke="#0d3550" stroke-width="2" stroke-linejoin="round" />
    <path d="M12 60 q8 -6 16 0 t16 0 t16 0 t16 0 t16 0 M12 74 q8 -6 16 0 t16 0 t16 0 t16 0 t16 0" stroke="#9fd3f0" stroke-width="3" fill="none" stroke-linecap="round" />
  </svg>`;
}
