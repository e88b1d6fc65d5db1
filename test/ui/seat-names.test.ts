import { describe, expect, it } from 'vitest';
import { withSeatNames } from '../../src/ui/seat-names.js';

describe('withSeatNames', () => {
  const names = ['Ada', 'Bo', 'Cy'];
  const nameOf = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;

  it('shows every {seat:N} token in a public text as that seat\'s name', () => {
    expect(withSeatNames('took the captain from {seat:1}; {seat:2} and {seat:1} tie', nameOf)).toBe('took the captain from Bo; Cy and Bo tie');
  });

  it('leaves texts without tokens, and other braces, as they are', () => {
    expect(withSeatNames('laid {two} cards', nameOf)).toBe('laid {two} cards');
    expect(withSeatNames('{seat:9} is out', nameOf)).toBe('Seat 10 is out');
  });
});
