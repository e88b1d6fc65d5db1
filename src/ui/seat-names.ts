/**
 * Public texts from the rules (move descriptions, a result's reason) name seats as `{seat:N}`;
 * the table shows the players' names instead.
 *
 * @example
 * withSeatNames('took the lead from {seat:1}', (s) => ['Ada', 'Bo'][s]!); // 'took the lead from Bo'
 */
export function withSeatNames(text: string, nameOf: (seat: number) => string): string {
  return text.replace(/\{seat:(\d+)\}/g, (_token, seat: string) => nameOf(Number(seat)));
}
