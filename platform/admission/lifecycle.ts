// Lifecycle rules: which stages of an admitted supplier let it act. Rule 1 (LIFECYCLE_RULE_ID, the
// quote and register check of docs/product.md#action-flow) lets 'qualified' and 'preferred'
// suppliers quote and register, not 'suspended' or 'eliminated' ones. An unknown rule lets no one.
import { LIFECYCLE_RULE_ID } from '#contract/constants.ts';
import type { LifecycleStage } from '#contract/schemas.ts';

const RULES: ReadonlyMap<number, ReadonlySet<LifecycleStage>> = new Map([[LIFECYCLE_RULE_ID, new Set<LifecycleStage>(['qualified', 'preferred'])]]);

export function stageAllows(stage: LifecycleStage, ruleId: number = LIFECYCLE_RULE_ID): boolean {
  return RULES.get(ruleId)?.has(stage) ?? false;
}
