import type { TranslationSet } from '../i18n/translator.js';

/**
 * The shared texts — the engine's refusals a player can meet, the DSL's, the shared UI's — in
 * every language but English (English is each text's key). A test requires every `` t`…` `` in
 * src/ to be here in each language, and nothing here that the source no longer writes.
 */
export const sharedTranslations: TranslationSet = {
  es: {
    'The game is over.': 'La partida ha terminado.',
  },
  fr: {
    'The game is over.': 'La partie est terminée.',
  },
  de: {
    'The game is over.': 'Das Spiel ist vorbei.',
  },
};
