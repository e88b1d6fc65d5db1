import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read or copied: no 0/O, no 1/I/L. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Symbols in a join code: 31^8 ≈ 8.5·10^11 codes, so guessing one of even a thousand live rooms is hopeless. */
export const CODE_LENGTH = 8;

/**
 * A fresh join code from the operating system's cryptographic generator: not sequential, not
 * derived from the room id, so knowing one room's code says nothing about another's.
 *
 * @example
 * newJoinCode(); // 'K7PMQX3D'
 */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A code as a person typed it, in the form rooms are filed under: upper case, spaces and dashes
 * left out; null when it cannot be a code (wrong length or a symbol outside the alphabet).
 *
 * @example
 * normaliseCode('k7pm-qx3d'); // 'K7PMQX3D'
 * normaliseCode('hello');     // null
 */
export function normaliseCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const symbol of code) if (!CODE_ALPHABET.includes(symbol)) return null;
  return code;
}
