/**
 * Online play: importing this module lets every table on the page play on a game server
 * (`server=` and `room=`, `connect()`, `<tt-lobby>`). It brings the Colyseus SDK; a page without it
 * keeps its tables local.
 */
import { OnlineConnection } from './connection.js';
import { serverTranslations } from '../../server/translations.js';
import { provideOnline } from './registry.js';
import '../ui/lobby/lobby.js';

provideOnline({ OnlineConnection, translations: [serverTranslations] });

export { OnlineConnection, cleanCode, httpOf, type ConnectionEvent, type NetworkStatus } from './connection.js';
export { RemoteMatch, NO_UNDO_ONLINE } from './remote-match.js';
export { onlineKit, provideOnline, type OnlineKit } from './registry.js';
