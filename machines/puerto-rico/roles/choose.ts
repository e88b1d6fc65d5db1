/** Choosing a role: the card's doubloons go to the chooser; a prospector takes one more from the bank. */
import { clockwise, move, type PhaseDef } from '../../../src/dsl/index.js';
import { plural, t } from '../../../src/i18n/index.js';
import { ROLE_IDS, ROLE_NAMES, type RoleId } from '../buildings.js';
import { nextChooser, pay, type PuertoRicoState } from '../state.js';

type G = PuertoRicoState;

const chooseRole = move<G, { role: RoleId }>({
  args: (G) => G.roles.filter((r) => r.takenBy === null).map((r) => ({ role: r.id })),
  check: (G, { role }) => {
    const card = G.roles.find((r) => r.id === role);
    // The roles' ids, as a move names them (not words to translate).
    if (!card) return t`Name a role in play: ${G.roles.map((r) => r.id).join(', ')}.`;
    if (card.takenBy !== null) return t`The ${ROLE_NAMES[role]} has already been taken this round.`;
    return true;
  },
  apply: (G, { role }, { seat }) => {
    const card = G.roles.find((r) => r.id === role)!;
    card.takenBy = seat;
    G.boards[seat]!.doubloons += card.doubloons;
    card.doubloons = 0;
    G.chooser = seat;
    if (role === 'prospector' || role === 'prospector2') pay(G, seat, 1);
    else G.role = role;
  },
  endsTurn: true,
  describe: ({ role }, _after, before) => {
    const card = before.roles.find((r) => r.id === role);
    const coins = card ? card.doubloons : 0;
    return coins > 0 ? plural(coins, 'chose the {0} and its # doubloon', 'chose the {0} and its # doubloons', ROLE_NAMES[role]) : t`chose the ${ROLE_NAMES[role]}`;
  },
});

const to = (role: Exclude<RoleId, 'prospector' | 'prospector2'>) => ({ if: (G: Readonly<G>) => G.role === role, to: role, label: `${role} chosen` });

export const chooseRolePhase: PhaseDef<G> = {
  label: t`Choose a role`,
  // The governor first, then clockwise: one seat per role already taken this round.
  turn: clockwise({ first: nextChooser }),
  moves: { chooseRole },
  next: [to('settler'), to('mayor'), to('builder'), to('craftsman'), to('trader'), to('captain')],
};

export const isRoleId = (x: unknown): x is RoleId => typeof x === 'string' && (ROLE_IDS as readonly string[]).includes(x);
