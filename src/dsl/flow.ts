import type { MoveApiImpl } from './step.js';
import type { AnyMoveDef, Condition, GameDef, PhaseApi, PhaseDef, Transition, TurnOrder } from './types.js';

/**
 * A move definition with its parts copied into one fixed shape: the hot loops read them from
 * objects that all look alike, instead of from games' literals of many shapes.
 */
export interface MoveEntry<G> {
  type: string;
  def: AnyMoveDef<G>;
  args: AnyMoveDef<G>['args'];
  check: AnyMoveDef<G>['check'];
  apply: AnyMoveDef<G>['apply'];
  endsTurn: boolean;
}

/** A phase after compilation: its place in the tree and everything it inherits. */
export interface FlowNode<G> {
  /** Dotted path from the root, `""` for the root itself. */
  path: string;
  name: string;
  def: PhaseDef<G>;
  parent: FlowNode<G> | null;
  children: FlowNode<G>[];
  initial: FlowNode<G> | null;
  /** Moves allowed here: its own and its ancestors'. */
  moves: Map<string, AnyMoveDef<G>>;
  /** The same moves as a list, for the hot loop of legal-move enumeration. */
  moveList: MoveEntry<G>[];
  /** The nearest turn order on the way to the root. */
  turn: TurnOrder<G> | undefined;
  /** Outgoing rules with their resolved targets and the phases each one enters, in order. */
  rules: FlowRule<G>[];
  /** This phase's rules, then its parent's, and so on to the root: the order they are tried in. */
  chain: FlowRule<G>[];
  final: boolean;
  /** No sub-phases: a phase the game can be in. */
  leaf: boolean;
  /** `def.enter` and `def.turn`, read once (entering runs on every phase hop). */
  enter: ((G: G, api: PhaseApi) => void) | undefined;
  ownTurn: TurnOrder<G> | undefined;
}

/** A phase rule after compilation: where it leads and what entering that means (worked out once). */
export interface FlowRule<G> {
  rule: Transition<G>;
  source: FlowNode<G>;
  target: FlowNode<G>;
  entered: FlowNode<G>[];
  /** `rule.if` and `rule.do`, read once. */
  cond: Condition<G> | undefined;
  effect: Transition<G>['do'];
  /** The leaf the game is in once the rule has fired (the last phase entered). */
  leaf: FlowNode<G>;
}

/** The phase tree of a game, with lookups by path. */
export interface Flow<G> {
  root: FlowNode<G>;
  byPath: Map<string, FlowNode<G>>;
  /** The last lookup of `nodeOf()`: the phase rarely changes between the many lookups of one move. */
  lastPath: string;
  lastNode: FlowNode<G> | undefined;
  /** Every move of the game by name (one definition per name). */
  moves: Map<string, AnyMoveDef<G>>;
  /** The same moves as entries, for applying them. */
  entries: Map<string, MoveEntry<G>>;
  /** The phases entered when the game starts: the root and its chain of initial phases. */
  start: FlowNode<G>[];
  /** The `api` every move's `apply` gets, made on first use and reused (see `applyMoveEffect`). */
  api: MoveApiImpl | null;
}

/** Builds and validates the phase tree; errors name the phase and say how to fix the flow. */
export function buildFlow<G>(game: GameDef<G, never> | GameDef<G, any>): Flow<G> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const byPath = new Map<string, FlowNode<G>>();
  const allMoves = new Map<string, AnyMoveDef<G>>();
  const entries = new Map<string, MoveEntry<G>>();
  const entryOf = (type: string, def: AnyMoveDef<G>): MoveEntry<G> => {
    let entry = entries.get(type);
    if (!entry) entries.set(type, (entry = { type, def, args: def.args, check: def.check, apply: def.apply, endsTurn: def.endsTurn === true }));
    return entry;
  };
  const where = (path: string) => (path === '' ? 'the flow root' : `phase "${path}"`);

  const make = (name: string, def: PhaseDef<G>, parent: FlowNode<G> | null): FlowNode<G> => {
    const path = parent === null ? '' : parent.path === '' ? name : `${parent.path}.${name}`;
    if (name.includes('.') || name.includes('#') || name.includes('/')) {
      throw new Error(`${game.id}: phase name "${name}" may not contain ".", "#" or "/".`);
    }
    const moves = new Map(parent?.moves ?? []);
    for (const [moveName, moveDef] of Object.entries(def.moves ?? {})) {
      if (moveName === 'type' || moveName === 'seat' || moveName.startsWith('xstate.')) {
        throw new Error(`${game.id}: move name "${moveName}" in ${where(path)} is reserved; choose another name.`);
      }
      const known = allMoves.get(moveName);
      if (known && known !== moveDef) {
        throw new Error(`${game.id}: two different moves are both named "${moveName}" (one in ${where(path)}); give them different names.`);
      }
      allMoves.set(moveName, moveDef);
      moves.set(moveName, moveDef);
    }
    const node: FlowNode<G> = {
      path, name, def, parent, children: [], initial: null, moves,
      moveList: [...moves].map(([type, moveDef]) => entryOf(type, moveDef)),
      turn: def.turn ?? parent?.turn, rules: [], chain: [], final: def.final === true,
      leaf: !def.phases || Object.keys(def.phases).length === 0, enter: def.enter, ownTurn: def.turn,
    };
    byPath.set(path, node);
    const kids = Object.entries(def.phases ?? {});
    if (node.final && kids.length > 0) throw new Error(`${game.id}: final ${where(path)} cannot have sub-phases.`);
    if (node.final && parent !== null && parent.parent !== null) {
      throw new Error(`${game.id}: final ${where(path)} must be a top-level phase (a direct child of the flow root).`);
    }
    for (const [childName, childDef] of kids) node.children.push(make(childName, childDef, node));
    if (kids.length > 0) {
      const initialName = def.initial ?? kids[0]![0];
      const initial = node.children.find((c) => c.name === initialName);
      if (!initial) {
        throw new Error(`${game.id}: ${where(path)} says initial "${initialName}", but its sub-phases are: ${kids.map(([k]) => k).join(', ')}.`);
      }
      node.initial = initial;
    }
    return node;
  };

  const root = make(game.id, game.flow, null);
  if (root.children.length === 0) throw new Error(`${game.id}: the flow needs at least one phase (use phases({ … })).`);
  if (![...byPath.values()].some((n) => n.final)) {
    throw new Error(`${game.id}: no phase is final, so the game could never end; add e.g. over: { final: true }.`);
  }

  // Resolve each rule's target: the phase's own sub-phases, then its siblings, then outwards (like lexical scope).
  const resolve = (from: FlowNode<G>, to: string): FlowNode<G> => {
    for (let scope: FlowNode<G> | null = from; scope !== null; scope = scope.parent) {
      const hit = scope.children.find((c) => c.name === to);
      if (hit) return hit;
    }
    const absolute = byPath.get(to);
    if (absolute && absolute !== root) return absolute;
    throw new Error(`${game.id}: ${where(from.path)} has a rule to "${to}", which is no phase in reach. Phases: ${[...byPath.keys()].filter(Boolean).join(', ')}.`);
  };
  for (const node of byPath.values()) {
    for (const rule of node.def.next ?? []) {
      const target = resolve(node, rule.to);
      const entered = nodesEntered(node, target);
      node.rules.push({ rule, source: node, target, entered, cond: rule.if, effect: rule.do, leaf: entered[entered.length - 1]! });
    }
    if (node.children.length === 0 && !node.final && node.moves.size === 0 && node.rules.length === 0) {
      throw new Error(`${game.id}: ${where(node.path)} has no moves and no way out, so the game would stall there.`);
    }
  }
  for (const node of byPath.values()) {
    for (let n: FlowNode<G> | null = node; n !== null; n = n.parent) node.chain.push(...n.rules);
  }
  const start: FlowNode<G>[] = [];
  for (let n: FlowNode<G> | null = root; n !== null; n = n.initial) start.push(n);
  return { root, byPath, moves: allMoves, entries, start, api: null, lastPath: '\u0000', lastNode: undefined };
}

/** The phase at `path`, or undefined for an unknown path (a corrupt state). */
export function nodeOf<G>(flow: Flow<G>, path: string): FlowNode<G> | undefined {
  if (flow.lastPath !== path) {
    flow.lastPath = path;
    flow.lastNode = flow.byPath.get(path);
  }
  return flow.lastNode;
}

/** The node a state's `ctx.phase` names (throws on an unknown path: a corrupt state). */
export function nodeAt<G>(flow: Flow<G>, path: string): FlowNode<G> {
  const node = flow.byPath.get(path);
  if (!node) throw new Error(`Unknown phase "${path}".`);
  return node;
}

/** The path from the root down to `node`, root first. */
export function lineage<G>(node: FlowNode<G>): FlowNode<G>[] {
  const out: FlowNode<G>[] = [];
  for (let n: FlowNode<G> | null = node; n !== null; n = n.parent) out.unshift(n);
  return out;
}

/**
 * Nodes entered when a rule held by `source` fires towards `target`, in entry order.
 * Mirrors XState's transition domain for `reenter: true`: the nearest proper ancestor of the
 * source that strictly contains the target; everything below it on the way to the target is
 * entered, then the target's initial descendants.
 */
export function nodesEntered<G>(source: FlowNode<G>, target: FlowNode<G>): FlowNode<G>[] {
  const targetLine = lineage(target);
  let domain: FlowNode<G> | null = source.parent;
  while (domain !== null && !(targetLine.includes(domain) && domain !== target)) domain = domain.parent;
  const start = domain === null ? 0 : targetLine.indexOf(domain) + 1;
  const entered = targetLine.slice(start);
  for (let n = target.initial; n !== null; n = n.initial) entered.push(n);
  return entered;
}

/** Nodes entered when the game starts: the root and its chain of initial phases. */
export function initialNodes<G>(flow: Flow<G>): FlowNode<G>[] {
  const out: FlowNode<G>[] = [];
  for (let n: FlowNode<G> | null = flow.root; n !== null; n = n.initial) out.push(n);
  return out;
}
