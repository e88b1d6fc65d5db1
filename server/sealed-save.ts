import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The format tag of a save the server sealed. */
export const SEALED_FORMAT = 'tabletop-elements/sealed-save';

/** A sealed save: the game's id in the clear, the engine's save encrypted and authenticated. */
export interface SealedSave {
  format: typeof SEALED_FORMAT;
  version: 1;
  game: string;
  /** base64 of 12 bytes of IV, 16 bytes of GCM tag, then the ciphertext. */
  data: string;
}

/**
 * Seals and opens saves with AES-256-GCM. A save holds the seed and every hidden card, so the
 * host may keep it but not read it: only a server with the same key opens it again (a changed
 * byte fails the GCM tag). The key comes from `SAVE_KEY` (any text, hashed to 32 bytes), shared by
 * every process of one deployment; without it each process makes its own, and its saves open only
 * there until it stops.
 *
 * @example
 * const sealer = new SaveSealer(process.env.SAVE_KEY);
 * const file = sealer.seal('hisss', match.save());
 * match.load(sealer.open(file, 'hisss'));
 */
export class SaveSealer {
  private readonly key: Buffer;

  constructor(secret?: string) {
    this.key = secret ? createHash('sha256').update(`tabletop-elements save key\n${secret}`).digest() : randomBytes(32);
  }

  seal(game: string, save: string): SealedSave {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(game));
    const body = Buffer.concat([cipher.update(save, 'utf8'), cipher.final()]);
    return { format: SEALED_FORMAT, version: 1, game, data: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
  }

  /** The engine's save inside `file`, or null when it is not a sealed save of `game` this key opens. */
  open(file: unknown, game: string): string | null {
    const sealed = file as Partial<SealedSave> | null;
    if (!sealed || typeof sealed !== 'object' || sealed.format !== SEALED_FORMAT || sealed.game !== game || typeof sealed.data !== 'string') return null;
    const bytes = Buffer.from(sealed.data, 'base64');
    if (bytes.length < 29) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(game));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
