/**
 * What an add-on holds, so nobody is offered or charged twice for what they own (issue 29, point 5):
 * the ultimate pack holds the three others; once any of them is owned the pack is no longer offered,
 * and once the pack is owned none of its parts is.
 */
export const ADD_ON_FAMILIES = ['early_access', 'analysis_report', 'offline_access', 'ult_pack'] as const;
export type AddOnFamily = (typeof ADD_ON_FAMILIES)[number];

const PACK_CONTENTS: Readonly<Partial<Record<AddOnFamily, readonly AddOnFamily[]>>> = {
  ult_pack: ['early_access', 'analysis_report', 'offline_access'],
};

/** An add-on plan's family: pro_analysis_report_s2 -> analysis_report; null for a plan that is no add-on family. */
export function addOnFamily(planId: string): AddOnFamily | null {
  const base = planId.replace(/^(pro|club)_/, '').replace(/_s2?$/, '');
  return (ADD_ON_FAMILIES as readonly string[]).includes(base) ? (base as AddOnFamily) : null;
}

/** The families the owned add-on plans give access to, packs opened. */
export function ownedFamilies(ownedPlanIds: readonly string[]): Set<AddOnFamily> {
  const owned = new Set<AddOnFamily>();
  for (const id of ownedPlanIds) {
    const family = addOnFamily(id);
    if (!family) continue;
    owned.add(family);
    for (const part of PACK_CONTENTS[family] ?? []) owned.add(part);
  }
  return owned;
}

/** True when buying `family` would charge again for something owned: it is owned, or it is a pack holding an owned part. */
export function alreadyOwned(family: AddOnFamily, ownedPlanIds: readonly string[]): boolean {
  const owned = ownedFamilies(ownedPlanIds);
  // Stryker disable next-line ArrayDeclaration: `owned` holds only add-on families, so no filler element of the fallback can be in it.
  return owned.has(family) || (PACK_CONTENTS[family] ?? []).some((part) => owned.has(part));
}
