// The allowed transitions of any record that changes state (an application today; offers,
// agreements and refunds next): for each action, who may take it and from which states. Pure:
// the server applies a table through one recipe (app/server/state-change.server.ts), and the
// pages offer only what the table allows.

export interface TransitionRule<State, Actor extends string> {
  /** Who may take the action (one role, or several). */
  actor: Actor | readonly Actor[];
  /** From which states. */
  allowed(state: State): boolean;
}

export type TransitionTable<State, Action extends string, Actor extends string> = Record<
  Action,
  TransitionRule<State, Actor>
>;

function actorMay<Actor extends string>(rule: { actor: Actor | readonly Actor[] }, actor: Actor): boolean {
  return typeof rule.actor === "string" ? rule.actor === actor : rule.actor.includes(actor);
}

/** Whether `actor` may take `action` from `state`. */
export function mayTake<State, Action extends string, Actor extends string>(
  table: TransitionTable<State, Action, Actor>,
  state: State,
  action: Action,
  actor: Actor,
): boolean {
  const rule = table[action];
  return actorMay(rule, actor) && rule.allowed(state);
}

/** Whether anyone at all may take `action` from `state` (the refusal then names the state, not the person). */
export function anyoneMayTake<State, Action extends string, Actor extends string>(
  table: TransitionTable<State, Action, Actor>,
  state: State,
  action: Action,
): boolean {
  return table[action].allowed(state);
}

/** The actions `actor` may take now, in the order of `actions`. */
export function actionsFor<State, Action extends string, Actor extends string>(
  table: TransitionTable<State, Action, Actor>,
  actions: readonly Action[],
  state: State,
  actor: Actor,
): Action[] {
  return actions.filter((action) => mayTake(table, state, action, actor));
}
