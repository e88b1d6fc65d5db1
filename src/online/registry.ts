/**
 * Where a page's online kit is registered. The tables reach the game server only through it, so a
 * page (or a bundle) without online play carries no Colyseus SDK: importing `src/online/index.ts`
 * registers the kit.
 */
import type { OnlineConnection } from './connection.js';
import type { TranslationSet } from '../i18n/translator.js';

/** What online play needs at run time: the connection (on the Colyseus SDK) and the server's texts. */
export interface OnlineKit {
  OnlineConnection: typeof OnlineConnection;
  /** The server's own texts (its refusals), for a table to show them in its language. */
  translations: readonly TranslationSet[];
}

let registered: OnlineKit | null = null;

/**
 * Registers the online kit (done by `src/online/index.ts`).
 *
 * @example
 * provideOnline({ OnlineConnection, translations: [serverTranslations] });
 */
export function provideOnline(kit: OnlineKit): void {
  registered = kit;
}

/**
 * The registered online kit, or null when the page has not loaded online play.
 *
 * @example
 * const kit = onlineKit();
 * if (kit) await kit.OnlineConnection.join('wss://games.example.org', 'ABCD2345');
 */
export function onlineKit(): OnlineKit | null {
  return registered;
}
