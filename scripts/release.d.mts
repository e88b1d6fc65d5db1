/** Files npm always packs, and the changelog a site owner reads before upgrading. */
export const ALWAYS_PACKED: string[];
/** Every game id: a components/<id>-table folder with a define.ts. */
export function gameIds(root: string): string[];
/** One line per file the build in `root` should have made and did not; none when complete. */
export function missingFiles(root: string): string[];
