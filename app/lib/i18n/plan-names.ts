import { planNameId, type PlanNameForm } from '../../../catalog/plan-names';
import type { AppLocale } from './locale';
import { loadedText } from './texts';

/**
 * A plan's name as the shopper reads it (issue 33): the catalogue's in their language once that
 * language is here, else `english`, the name the plan (catalog/plans.ts) or the service gives, so an
 * English page carries no second copy of the names. A plan the catalogues do not name keeps its English.
 */
export const planName = (locale: AppLocale, planId: string, english: string, form: PlanNameForm = 'full') => loadedText(locale, planNameId(planId, form)) ?? english;
