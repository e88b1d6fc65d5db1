/**
 * A fresh seed for a new game, from the browser's cryptographic generator: eight base-36
 * characters, short enough to read out and type into the setup form to replay a deal.
 */
export function randomSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return (words[0]!.toString(36) + words[1]!.toString(36)).padStart(8, '0').slice(-8);
}
