import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOT_DELAY,
  defaultPlayerCount,
  defaultSeats,
  formatSeats,
  parseAutoplay,
  parseBotDelay,
  parseNames,
  parsePlayers,
  parseSeats,
  parseSeed,
  parseTheme,
  parseView,
  seatName,
} from '../../src/ui/parse-attributes.js';
import { Translator, type Text } from '../../src/i18n/index.js';
import { sharedTranslations } from '../../src/ui/translations.js';

/** A problem as the table shows it in English. */
const en = (text: Text | undefined) => new Translator('en', []).render(text);

const hisss = { min: 2, max: 5 };

describe('players', () => {
  it('defaults to 3 when allowed, else the minimum', () => {
    expect(defaultPlayerCount(hisss)).toBe(3);
    expect(defaultPlayerCount({ min: 2, max: 2 })).toBe(2);
    expect(defaultPlayerCount({ min: 4, max: 6 })).toBe(4);
    expect(parsePlayers(null, hisss)).toEqual({ value: 3 });
    expect(parsePlayers('', hisss)).toEqual({ value: 3 });
  });
  it('accepts whole numbers in range, as text or number', () => {
    expect(parsePlayers('5', hisss)).toEqual({ value: 5 });
    expect(parsePlayers(2, hisss)).toEqual({ value: 2 });
    expect(parsePlayers(' 4 ', hisss)).toEqual({ value: 4 });
  });
  it('explains out-of-range and non-numbers, and falls back', () => {
    const far = parsePlayers('9', hisss);
    expect(far.value).toBe(3);
    expect(en(far.problem)).toBe('players="9" is out of range: this game is for 2 to 5 players. Using 3.');
    const word = parsePlayers('seven', hisss);
    expect(word.value).toBe(3);
    expect(en(word.problem)).toContain('not a whole number');
    expect(en(parsePlayers('2.5', hisss).problem)).toContain('not a whole number');
    expect(en(parsePlayers('3', { min: 2, max: 2 }).problem)).toContain('for 2 players');
  });
});

describe('seats', () => {
  it('defaults to a person then medium bots', () => {
    expect(defaultSeats(3)).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'medium' }, { kind: 'bot', level: 'medium' }]);
    expect(parseSeats(undefined, 2)).toEqual({ value: defaultSeats(2) });
  });
  it('reads human, bot and bot:<level>, case and spaces forgiven', () => {
    const parsed = parseSeats('human, BOT:hard ,bot', 3);
    expect(parsed.problem).toBeUndefined();
    expect(formatSeats(parsed.value)).toBe('human,bot:hard,bot:medium');
  });
  it('falls back to the default line-up when the count is wrong', () => {
    const parsed = parseSeats('human,bot:hard', 3);
    expect(parsed.value).toEqual(defaultSeats(3));
    expect(en(parsed.problem)).toBe('seats="human,bot:hard" lists 2 seats for 3 players. Using human,bot:medium,bot:medium.');
  });
  it('falls back per seat for an unknown entry', () => {
    const parsed = parseSeats('human,robot,bot:genius', 3);
    expect(formatSeats(parsed.value)).toBe('human,bot:medium,bot:medium');
    expect(en(parsed.problem)).toContain('"robot", "bot:genius" are not a seat');
  });
});

describe('view', () => {
  it('reads hotseat, spectator and seat numbers', () => {
    expect(parseView(null, 3)).toEqual({ value: 'hotseat' });
    expect(parseView('Spectator', 3)).toEqual({ value: 'spectator' });
    expect(parseView('2', 3)).toEqual({ value: 2 });
  });
  it('refuses seats that do not exist', () => {
    const parsed = parseView('3', 3);
    expect(parsed.value).toBe('hotseat');
    expect(en(parsed.problem)).toBe('view="3" is not hotseat, spectator or a seat number from 0 to 2. Using hotseat.');
    expect(en(parseView('me', 3).problem)).toContain('view="me"');
  });
});

describe('theme', () => {
  it('reads light, dark and auto, auto when absent', () => {
    expect(parseTheme(null)).toEqual({ value: 'auto' });
    expect(parseTheme(' Dark ')).toEqual({ value: 'dark' });
    expect(parseTheme('light')).toEqual({ value: 'light' });
    expect(parseTheme('auto')).toEqual({ value: 'auto' });
  });
  it('follows the device for anything else, and says so', () => {
    const parsed = parseTheme('night');
    expect(parsed.value).toBe('auto');
    expect(en(parsed.problem)).toBe('theme="night" is not "light", "dark" or "auto". Following the device\'s light or dark setting.');
  });
});

describe('bot-delay, autoplay, seed, names', () => {
  it('bot-delay is 0..60000 ms', () => {
    expect(parseBotDelay(null)).toEqual({ value: DEFAULT_BOT_DELAY });
    expect(parseBotDelay('0')).toEqual({ value: 0 });
    expect(parseBotDelay(250)).toEqual({ value: 250 });
    expect(en(parseBotDelay('-5').problem)).toContain('bot-delay="-5"');
    expect(parseBotDelay('soon').value).toBe(DEFAULT_BOT_DELAY);
  });
  it('autoplay is on unless it says off', () => {
    expect(parseAutoplay(null)).toBe(true);
    expect(parseAutoplay('')).toBe(true);
    expect(parseAutoplay('true')).toBe(true);
    for (const off of ['false', 'OFF', 'no', '0']) expect(parseAutoplay(off)).toBe(false);
  });
  it('seed is any text; blank means "pick one"', () => {
    expect(parseSeed('  lesson-1 ')).toEqual({ value: 'lesson-1' });
    expect(parseSeed('')).toEqual({ value: null });
  });
  it('names fill seats in order; blanks keep the default; extras are reported', () => {
    expect(parseNames('Ada,,Cy', 3)).toEqual({ value: ['Ada', null, 'Cy'] });
    const extra = parseNames('A,B,C,D', 3);
    expect(extra.value).toEqual(['A', 'B', 'C']);
    expect(en(extra.problem)).toContain('4 names for 3 players');
  });
  it('seat names: given, bots with level, else "Player N"', () => {
    expect(en(seatName(0, { kind: 'human' }))).toBe('Player 1');
    expect(en(seatName(1, { kind: 'bot', level: 'hard' }))).toBe('Bot 2 (hard)');
    expect(en(seatName(1, { kind: 'bot', level: 'hard' }, 'Robo'))).toBe('Robo');
  });
  it('default seat names are texts that each language renders, the level too; a given name stays as written', () => {
    const es = new Translator('es', [sharedTranslations]);
    expect(es.render(seatName(0, { kind: 'human' }))).toBe('Jugador 1');
    expect(es.render(seatName(1, { kind: 'bot', level: 'hard' }))).toBe('Robot 2 (difícil)');
    expect(new Translator('de', [sharedTranslations]).render(seatName(2, { kind: 'bot', level: 'easy' }))).toBe('Computer 3 (leicht)');
    expect(new Translator('fr', [sharedTranslations]).render(seatName(1, { kind: 'human' }, 'Léa'))).toBe('Léa');
  });
});

describe('problems in other languages', () => {
  it('are texts with the attribute and its value kept as written, numbers and plurals by the language', () => {
    const fr = new Translator('fr', [sharedTranslations]);
    expect(fr.render(parsePlayers('9', hisss).problem)).toBe('players="9" ne convient pas\u00a0: ce jeu est pour 2 à 5 joueurs. On prend 3.');
    expect(fr.render(parseSeats('human', 3).problem)).toBe('seats="human" indique 1 place pour 3 joueurs. On prend human,bot:medium,bot:medium.');
    const de = new Translator('de', [sharedTranslations]);
    expect(de.render(parseSeats('human,robot,bot:genius', 3).problem)).toContain('"robot", "bot:genius" sind keine Plätze');
    expect(de.render(parseSeats('human,robot,bot', 3).problem)).toContain('"robot" ist kein Platz');
    expect(new Translator('es', [sharedTranslations]).render(parsePlayers('3', { min: 2, max: 6, counts: [2, 4, 6] }).problem)).toContain('2, 4 o 6 jugadores');
  });
});
