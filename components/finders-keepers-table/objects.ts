/**
 * The 36 objects and Seymour as small pictures of our own: each drawn in a 100 × 100 box centred
 * on (50, 50), in bold colours with a dark outline so it reads at any size, turned any way round
 * or partly covered. Nothing is loaded from the network.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { Thing } from '../../machines/finders-keepers/index.js';

const INK = '#2b2b2b';

/** Lines drawn in a colour of their own (the outline colour is inherited by filled shapes). */
const line = (d: string, colour: string, width = 6): SVGTemplateResult =>
  svg`<path d=${d} fill="none" stroke=${colour} stroke-width=${width} />`;

const DRAWINGS: Record<Thing, SVGTemplateResult> = {
  apple: svg`<path d="M50 30 C35 18 12 28 16 55 C20 80 38 92 50 84 C62 92 80 80 84 55 C88 28 65 18 50 30Z" fill="#e53935" />
    ${line('M50 30 Q52 18 58 10', '#6d4c41', 5)}<path d="M55 22 Q68 6 82 14 Q70 30 55 22Z" fill="#43a047" />
    <path d="M30 44 Q32 36 40 34" fill="none" stroke="#fff" stroke-width="4" opacity="0.8" />`,
  ball: svg`<circle cx="50" cy="50" r="38" fill="#fb8c00" />
    ${line('M12 50 H88 M50 12 V88', INK, 3.5)}${line('M24 22 Q40 50 24 78 M76 22 Q60 50 76 78', INK, 3.5)}`,
  balloon: svg`${line('M50 78 Q40 88 52 98', '#555', 2.5)}<ellipse cx="50" cy="40" rx="27" ry="33" fill="#d81b60" />
    <path d="M45 72 H55 L50 79Z" fill="#d81b60" /><path d="M36 26 Q40 18 48 16" fill="none" stroke="#fff" stroke-width="4" opacity="0.8" />`,
  banana: svg`<path d="M16 28 Q18 82 78 80 Q88 78 86 70 Q44 70 30 26 Q24 20 16 28Z" fill="#fdd835" />
    <path d="M16 28 L12 20 L20 18 L22 24Z" fill="#6d4c41" />${line('M26 36 Q34 64 70 74', '#c8a600', 3)}`,
  bell: svg`<path d="M50 16 C30 16 26 36 26 52 C26 64 18 70 16 76 H84 C82 70 74 64 74 52 C74 36 70 16 50 16Z" fill="#fbc02d" />
    <circle cx="50" cy="82" r="7" fill="#8d6e63" /><circle cx="50" cy="12" r="5" fill="#fbc02d" />${line('M34 44 Q36 30 46 26', '#fff8c4', 4)}`,
  boat: svg`${line('M50 12 V64', '#5d4037', 4)}<path d="M54 16 L84 58 H54Z" fill="#fff" /><path d="M46 26 L22 58 H46Z" fill="#ef5350" />
    <path d="M8 62 H92 L78 84 H22Z" fill="#8d6e63" />`,
  book: svg`<path d="M6 30 V84 Q30 78 50 88 Q70 78 94 84 V30 Z" fill="#3949ab" />
    <path d="M50 28 Q30 18 12 24 V78 Q30 72 50 82Z" fill="#fff" /><path d="M50 28 Q70 18 88 24 V78 Q70 72 50 82Z" fill="#fff" />
    ${line('M20 36 Q32 32 42 38 M20 48 Q32 44 42 50 M20 60 Q32 56 42 62 M58 38 Q68 32 80 36 M58 50 Q68 44 80 48 M58 62 Q68 56 80 60', '#9e9e9e', 2.5)}`,
  butterfly: svg`<path d="M50 46 C40 20 14 8 10 24 C6 40 26 50 50 50Z" fill="#8e24aa" /><path d="M50 46 C60 20 86 8 90 24 C94 40 74 50 50 50Z" fill="#8e24aa" />
    <path d="M50 52 C30 52 16 66 24 80 C32 90 46 74 50 56Z" fill="#ba68c8" /><path d="M50 52 C70 52 84 66 76 80 C68 90 54 74 50 56Z" fill="#ba68c8" />
    <circle cx="28" cy="28" r="6" fill="#ffeb3b" /><circle cx="72" cy="28" r="6" fill="#ffeb3b" />
    <rect x="46" y="30" width="8" height="46" rx="4" fill="${INK}" />${line('M48 32 Q42 18 36 14 M52 32 Q58 18 64 14', INK, 3)}`,
  car: svg`<path d="M8 66 V52 Q10 46 20 44 L32 28 H66 L78 44 Q92 46 92 54 V66Z" fill="#e53935" />
    <path d="M36 33 H48 V44 H27Z M52 33 H64 L73 44 H52Z" fill="#bbdefb" />
    <circle cx="28" cy="68" r="10" fill="#424242" /><circle cx="72" cy="68" r="10" fill="#424242" /><circle cx="28" cy="68" r="4" fill="#bdbdbd" /><circle cx="72" cy="68" r="4" fill="#bdbdbd" />`,
  carrot: svg`${line('M50 30 L38 8 M50 30 L50 4 M50 30 L62 8', '#43a047', 7)}<path d="M34 30 Q50 22 66 30 L52 94 Q50 98 48 94Z" fill="#fb8c00" />
    ${line('M40 44 H48 M54 56 H62 M42 68 H50', '#e65100', 3)}`,
  cat: svg`<path d="M22 42 L24 12 L42 30 H58 L76 12 L78 42 C84 72 66 86 50 86 C34 86 16 72 22 42Z" fill="#ff9800" />
    <circle cx="39" cy="52" r="5" fill="${INK}" /><circle cx="61" cy="52" r="5" fill="${INK}" /><path d="M45 62 H55 L50 68Z" fill="#e91e63" />
    ${line('M44 68 L20 64 M44 70 L22 76 M56 68 L80 64 M56 70 L78 76', INK, 2)}`,
  clock: svg`${line('M30 84 L22 94 M70 84 L78 94', INK, 5)}<circle cx="27" cy="20" r="10" fill="#1565c0" /><circle cx="73" cy="20" r="10" fill="#1565c0" />
    <circle cx="50" cy="54" r="36" fill="#fff" stroke="#1565c0" stroke-width="8" />${line('M50 54 V32 M50 54 H66', INK, 5)}<circle cx="50" cy="54" r="3" fill="${INK}" />`,
  crown: svg`<path d="M14 78 L8 30 L32 52 L50 20 L68 52 L92 30 L86 78Z" fill="#ffca28" />
    <circle cx="8" cy="28" r="5" fill="#ffca28" /><circle cx="50" cy="18" r="5" fill="#ffca28" /><circle cx="92" cy="28" r="5" fill="#ffca28" />
    <circle cx="30" cy="66" r="5" fill="#e53935" /><circle cx="50" cy="62" r="6" fill="#1e88e5" /><circle cx="70" cy="66" r="5" fill="#43a047" />`,
  cup: svg`${line('M70 40 Q90 40 90 55 Q90 70 70 70', INK, 12)}${line('M70 40 Q90 40 90 55 Q90 70 70 70', '#26a69a', 6)}
    <path d="M18 30 H72 V74 Q72 86 60 86 H30 Q18 86 18 74Z" fill="#26a69a" />${line('M34 22 Q30 14 36 8 M52 22 Q48 14 54 8', '#90a4ae', 3.5)}
    <path d="M36 50 C36 42 46 42 45 50 C46 42 56 42 54 50 C54 58 45 62 45 64 C45 62 36 58 36 50Z" fill="#fff" stroke="none" />`,
  duck: svg`<path d="M12 60 Q14 88 50 88 Q86 88 88 62 L94 44 L78 52 Q66 46 56 50 Q60 44 60 36 Q58 18 40 18 Q22 20 22 38 Q22 48 30 54 Q16 52 12 60Z" fill="#fdd835" />
    <path d="M22 34 L4 38 L22 44Z" fill="#fb8c00" /><circle cx="36" cy="32" r="4" fill="${INK}" />${line('M40 66 Q56 78 72 64', '#c8a600', 4)}`,
  fish: svg`<path d="M66 50 L94 28 V72Z" fill="#0288d1" /><path d="M8 50 Q36 16 72 50 Q36 84 8 50Z" fill="#29b6f6" />
    <circle cx="26" cy="46" r="5" fill="#fff" /><circle cx="25" cy="46" r="2.5" fill="${INK}" />${line('M40 36 Q46 50 40 64 M52 38 Q58 50 52 62', '#0277bd', 3)}`,
  flower: svg`${line('M50 56 V98', '#43a047', 6)}<path d="M50 84 Q62 70 76 74 Q66 88 50 84Z" fill="#66bb6a" />
    ${[0, 72, 144, 216, 288].map((a) => svg`<circle cx=${50 + 20 * Math.sin((a * Math.PI) / 180)} cy=${38 - 20 * Math.cos((a * Math.PI) / 180)} r="14" fill="#ec407a" />`)}
    <circle cx="50" cy="38" r="12" fill="#ffeb3b" />`,
  glasses: svg`${line('M14 46 L4 36 M86 46 L96 36', INK, 5)}${line('M42 50 Q50 42 58 50', INK, 5)}
    <circle cx="27" cy="52" r="17" fill="#b3e5fc" stroke-width="6" /><circle cx="73" cy="52" r="17" fill="#b3e5fc" stroke-width="6" />
    ${line('M18 46 Q22 40 28 40 M64 46 Q68 40 74 40', '#fff', 3)}`,
  hat: svg`<ellipse cx="50" cy="80" rx="44" ry="9" fill="#5e35b1" /><path d="M26 80 V30 Q26 22 34 22 H66 Q74 22 74 30 V80Z" fill="#5e35b1" />
    <rect x="26" y="62" width="48" height="10" fill="#fdd835" />`,
  heart: svg`<path d="M50 86 C18 64 8 46 12 32 C16 14 40 10 50 30 C60 10 84 14 88 32 C92 46 82 64 50 86Z" fill="#e91e63" />
    <path d="M24 32 Q26 24 34 22" fill="none" stroke="#fff" stroke-width="4" opacity="0.8" />`,
  house: svg`<rect x="22" y="46" width="56" height="42" fill="#ffe0b2" /><path d="M10 50 L50 14 L90 50Z" fill="#c62828" />
    <rect x="64" y="18" width="10" height="20" fill="#8d6e63" /><rect x="42" y="62" width="16" height="26" fill="#6d4c41" />
    <rect x="28" y="54" width="10" height="10" fill="#81d4fa" /><rect x="62" y="54" width="10" height="10" fill="#81d4fa" />`,
  'ice-cream': svg`<path d="M30 48 L70 48 L50 96Z" fill="#d7a86e" />${line('M38 58 L60 80 M62 58 L42 82 M34 52 L66 52', '#a1887f', 2.5)}
    <circle cx="50" cy="38" r="22" fill="#f48fb1" /><path d="M28 44 Q36 52 42 46 Q50 54 58 46 Q64 52 72 44" fill="#f48fb1" />
    <circle cx="54" cy="13" r="6" fill="#d32f2f" />${line('M54 8 Q56 2 62 0', '#6d4c41', 2)}`,
  key: svg`<circle cx="26" cy="50" r="17" fill="none" stroke=${INK} stroke-width="14" /><circle cx="26" cy="50" r="17" fill="none" stroke="#f9a825" stroke-width="8" />
    ${line('M43 50 H92 M82 50 V66 M70 50 V62', INK, 14)}${line('M43 50 H92 M82 50 V66 M70 50 V62', '#f9a825', 8)}`,
  kite: svg`${line('M50 80 Q36 86 50 92 Q64 98 48 100', '#555', 2.5)}<path d="M40 86 L34 80 L34 92Z M58 94 L64 88 L64 100Z" fill="#ef5350" />
    <path d="M50 6 L80 38 L50 80 L20 38Z" fill="#7e57c2" /><path d="M50 6 L80 38 L50 38Z M50 38 L20 38 L50 80Z" fill="#b39ddb" />`,
  leaf: svg`<path d="M16 84 Q10 30 82 14 Q92 72 16 84Z" fill="#66bb6a" />${line('M16 84 Q44 52 78 20', '#2e7d32', 4)}
    ${line('M36 62 L30 44 M50 48 L46 30 M46 56 L64 58 M60 42 L74 44', '#2e7d32', 2.5)}`,
  moon: svg`<path d="M60 10 A40 40 0 1 0 90 70 A32 32 0 1 1 60 10Z" fill="#ffee58" /><circle cx="40" cy="64" r="5" fill="#f9d71c" stroke="none" /><circle cx="30" cy="44" r="3.5" fill="#f9d71c" stroke="none" />`,
  mushroom: svg`<path d="M38 52 H62 L60 88 H40Z" fill="#fff8e1" /><path d="M8 54 Q10 14 50 14 Q90 14 92 54Z" fill="#e53935" />
    <circle cx="32" cy="34" r="7" fill="#fff" /><circle cx="58" cy="26" r="6" fill="#fff" /><circle cx="72" cy="42" r="6" fill="#fff" /><circle cx="48" cy="44" r="4" fill="#fff" />`,
  pencil: svg`<path d="M22 38 H76 L94 50 L76 62 H22Z" fill="#fdd835" /><path d="M76 38 L94 50 L76 62Z" fill="#ffcc80" /><path d="M87 45 L94 50 L87 55Z" fill="${INK}" />
    ${line('M22 50 H76', '#f9a825', 2.5)}<rect x="6" y="38" width="16" height="24" rx="3" fill="#f48fb1" />`,
  rocket: svg`<path d="M40 72 L50 96 L60 72Z" fill="#ff9800" /><path d="M34 54 L18 80 L34 74Z M66 54 L82 80 L66 74Z" fill="#e53935" />
    <path d="M50 6 Q72 26 66 74 H34 Q28 26 50 6Z" fill="#eceff1" /><circle cx="50" cy="40" r="9" fill="#4fc3f7" stroke-width="4" />`,
  scissors: svg`${line('M36 72 L70 10 M64 72 L30 10', INK, 11)}${line('M36 72 L70 10 M64 72 L30 10', '#b0bec5', 6)}
    <circle cx="30" cy="80" r="12" fill="none" stroke=${INK} stroke-width="11" /><circle cx="70" cy="80" r="12" fill="none" stroke=${INK} stroke-width="11" />
    <circle cx="30" cy="80" r="12" fill="none" stroke="#e53935" stroke-width="6" /><circle cx="70" cy="80" r="12" fill="none" stroke="#e53935" stroke-width="6" />
    <circle cx="50" cy="46" r="4" fill="${INK}" />`,
  snail: svg`<path d="M6 84 Q8 72 24 72 H80 Q90 72 90 64 L96 60 Q98 80 84 84Z" fill="#bcaaa4" />
    ${line('M86 64 L80 44 M92 62 L94 42', INK, 3)}<circle cx="80" cy="42" r="3.5" fill="${INK}" /><circle cx="94" cy="40" r="3.5" fill="${INK}" />
    <circle cx="48" cy="50" r="28" fill="#ff8a65" />${line('M48 50 m0 -4 a4 4 0 1 1 -4 4 a9 9 0 0 1 9 -9 a14 14 0 0 1 14 14 a19 19 0 0 1 -19 19 a24 24 0 0 1 -24 -24', '#bf360c', 3.5)}`,
  star: svg`<path d="M50 6 L62 38 L96 38 L68 58 L79 92 L50 72 L21 92 L32 58 L4 38 L38 38Z" fill="#ffd600" />`,
  sun: svg`${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => {
      const r = (a * Math.PI) / 180;
      return line(`M${50 + 28 * Math.cos(r)} ${50 + 28 * Math.sin(r)} L${50 + 46 * Math.cos(r)} ${50 + 46 * Math.sin(r)}`, '#ff8f00', 7);
    })}<circle cx="50" cy="50" r="24" fill="#ffca28" />
    <circle cx="42" cy="46" r="3" fill="${INK}" /><circle cx="58" cy="46" r="3" fill="${INK}" />${line('M40 57 Q50 65 60 57', INK, 3)}`,
  tree: svg`<rect x="43" y="58" width="14" height="36" fill="#795548" /><circle cx="50" cy="36" r="26" fill="#43a047" />
    <circle cx="28" cy="50" r="16" fill="#43a047" /><circle cx="72" cy="50" r="16" fill="#43a047" /><circle cx="40" cy="30" r="5" fill="#e53935" /><circle cx="62" cy="44" r="5" fill="#e53935" />`,
  umbrella: svg`${line('M50 16 V84 Q50 94 40 92 Q34 90 35 84', INK, 5)}
    <path d="M6 52 Q50 -6 94 52 Q83 44 72 52 Q61 44 50 52 Q39 44 28 52 Q17 44 6 52Z" fill="#1e88e5" />${line('M50 10 V16', INK, 4)}`,
  anchor: svg`${line('M50 26 V88 M32 38 H68 M14 60 Q18 90 50 90 Q82 90 86 60', INK, 11)}${line('M50 26 V88 M32 38 H68 M14 60 Q18 90 50 90 Q82 90 86 60', '#607d8b', 6)}
    <circle cx="50" cy="16" r="9" fill="none" stroke=${INK} stroke-width="10" /><circle cx="50" cy="16" r="9" fill="none" stroke="#607d8b" stroke-width="5" />
    <path d="M6 66 L14 52 L24 64Z M94 66 L86 52 L76 64Z" fill="#607d8b" />`,
  seymour: svg`${line('M40 70 L34 94 M60 70 L66 94', '#a1887f', 8)}${line('M36 50 L18 66 M64 50 L82 66', '#a1887f', 7)}
    <path d="M34 46 Q50 40 66 46 L62 74 H38Z" fill="#1e88e5" />
    <circle cx="50" cy="30" r="16" fill="#f1c27d" /><path d="M33 26 Q34 10 50 10 Q66 10 67 26 Z" fill="#e53935" /><path d="M64 24 H78 Q78 28 66 28Z" fill="#e53935" />
    <circle cx="44" cy="31" r="2.5" fill="${INK}" /><circle cx="56" cy="31" r="2.5" fill="${INK}" />${line('M44 37 Q50 42 56 37', INK, 2.5)}`,
};

/** The picture of a thing in its 100 × 100 box (a `<g>` to place, turn and scale). */
export function drawing(thing: Thing): SVGTemplateResult {
  return svg`<g stroke=${INK} stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${DRAWINGS[thing]}</g>`;
}

/** A thing on its own, as a whole `<svg>` (a tile's picture). */
export function thingArt(thing: Thing, className = 'thing-art'): SVGTemplateResult {
  return svg`<svg class=${className} viewBox="-4 -4 108 108" aria-hidden="true" focusable="false">${drawing(thing)}</svg>`;
}
