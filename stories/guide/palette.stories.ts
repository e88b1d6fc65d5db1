import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, svg } from 'lit';
import { t } from '../../src/i18n/text.js';
import { languageFor } from '../../src/i18n/language.js';
import { Translator } from '../../src/i18n/translator.js';
import { PALETTE, PALETTE_NAMES, paletteLegend, palettePatterns, patternFill, paletteSymbol } from '../../src/ui/palette.js';
import { sharedTranslations } from '../../src/ui/translations.js';

/** The shared palette: every colour's fill, pattern and symbol, as each colour game draws them. */
const meta: Meta = {
  title: 'Guide/Palette',
  parameters: { layout: 'padded' },
};
export default meta;

/** Each colour as a card (fill, pattern, symbol), and the legend a Rules dialog shows. */
export const Colours: StoryObj = {
  render: (_args, context) => {
    const tr = (text: Parameters<Translator['render']>[0]) => new Translator(languageFor(String(context.globals['lang'] ?? 'en')).lang, [sharedTranslations]).render(text);
    return html`<div style="font-family: system-ui, sans-serif">
      ${palettePatterns()}
      <svg viewBox=${`0 0 ${PALETTE_NAMES.length * 64} 80`} width=${PALETTE_NAMES.length * 64} height="80" role="img" aria-label=${tr(t`Colours and their symbols`)}>
        ${PALETTE_NAMES.map((name, i) => {
          const c = PALETTE[name];
          return svg`<g transform=${`translate(${i * 64 + 4} 4)`}>
            <rect width="56" height="72" rx="8" fill=${c.fill} stroke=${c.ink} stroke-width="2" />
            <rect width="56" height="72" rx="8" fill=${patternFill(name)} />
            ${paletteSymbol(name, 28, 36, 28)}
          </g>`;
        })}
      </svg>
      ${paletteLegend(PALETTE_NAMES, tr)}
    </div>`;
  },
};
