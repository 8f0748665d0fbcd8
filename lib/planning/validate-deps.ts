/**
 * Dependency rules (DESIGN.md §3 Plans: "dependencies point to earlier actions"). Order in the plan
 * is execution order, so a dependency on a later action, an unknown id or a cycle can never be
 * satisfied. Cycles are reported once per cycle (not again as forward references) so a correction
 * prompt names the real problem.
 */
import type { PlanAction, ValidationIssue } from "./types";

export function checkDependencies(actions: readonly PlanAction[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const index = new Map<string, number>();
  actions.forEach((a, i) => {
    if (index.has(a.id)) {
      issues.push({
        code: "duplicate_action_id",
        actionId: a.id,
        message: `action id "${a.id}" is used twice`,
      });
    } else index.set(a.id, i);
  });

  const inCycle = findCycles(actions, index);
  for (const cycle of inCycle.cycles) {
    issues.push({
      code: "dependency_cycle",
      actionId: cycle[0],
      path: "dependsOn",
      message: `dependency cycle ${[...cycle, cycle[0]].join(" → ")}`,
    });
  }

  actions.forEach((a, i) => {
    if (a.each !== undefined && !a.dependsOn.includes(a.each))
      issues.push({
        code: "each_not_dependency",
        actionId: a.id,
        path: "each",
        message: `"${a.id}" runs for each record of "${a.each}", which must be listed in its dependsOn`,
      });
    for (const dep of a.dependsOn) {
      const at = index.get(dep);
      if (at === undefined) {
        issues.push({
          code: "unknown_dependency",
          actionId: a.id,
          path: "dependsOn",
          message: `"${dep}" is not an action of this plan`,
        });
      } else if (at >= i && !(inCycle.members.has(a.id) && inCycle.members.has(dep))) {
        issues.push({
          code: "forward_dependency",
          actionId: a.id,
          path: "dependsOn",
          message: `"${a.id}" depends on "${dep}", which is not an earlier action`,
        });
      }
    }
  });
  return issues;
}

function findCycles(actions: readonly PlanAction[], index: Map<string, number>) {
  const edges = new Map(actions.map((a) => [a.id, a.dependsOn.filter((d) => index.has(d))]));
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const members = new Set<string>();
  const visit = (id: string) => {
    state.set(id, "visiting");
    stack.push(id);
    for (const dep of edges.get(id) ?? []) {
      if (state.get(dep) === "visiting") {
        const cycle = stack.slice(stack.indexOf(dep));
        cycles.push(cycle);
        for (const m of cycle) members.add(m);
      } else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(id, "done");
  };
  for (const a of actions) if (!state.has(a.id)) visit(a.id);
  return { cycles, members };
}
