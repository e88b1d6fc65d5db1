/**
 * Where a page's online kit is registered. The tables reach the game server only through it, so a
 * page (or a bundle) without online play carries no Colyseus SDK: importing `src/online/index.ts`
 * registers the kit.
 */
import type { OnlineConnection } from './connection.js';
import type { TranslationSet } from '../i18n/translator.js';
import type { OnlinePartsClass } from '../ui/online-parts.js';

/** What online play needs at run time: the connection (on the Colyseus SDK) and the server's texts. */
export interface OnlineKit {
  OnlineConnection: typeof OnlineConnection;
  /** A table's online play (its controller), made when a table first goes online. */
  OnlineController: OnlinePartsClass;
  /** The server's own texts (its refusals), for a table to show them in its language. */
  translations: readonly TranslationSet[];
}

let registered: OnlineKit | null = null;
const waiting: Array<() => void> = [];

/**
 * Registers the online kit (done by `src/online/index.ts`).
 *
 * @example
 * provideOnline({ OnlineConnection, OnlineController, translations: [serverTranslations] });
 */
export function provideOnline(kit: OnlineKit): void {
  registered = kit;
  for (const listener of waiting.splice(0)) listener();
}

/**
 * Calls `listener` once the online kit is registered (a table given a room before the page
 * imported online play takes it up then).
 *
 * @example
 * whenOnline(() => table.requestUpdate());
 */
export function whenOnline(listener: () => void): void {
  if (registered) listener();
  else waiting.push(listener);
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
