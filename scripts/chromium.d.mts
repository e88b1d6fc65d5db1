/** Flags for every Chromium launcher. */
export const CHROMIUM_ARGS: string[];
/** The Chromium/Chrome binary to launch (CHROMIUM_PATH first), or null when there is none. */
export function findChromium(): string | null;
