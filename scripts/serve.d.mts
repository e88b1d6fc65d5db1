/** Where `buildServer` writes the game server's bundle. */
export const SERVER_BUNDLE: string;
/** Bundles server/serve.ts (and the rules it imports) for Node; resolves to the bundle's path. */
export function buildServer(): Promise<string>;
