import type { AskIf, FindingDef, FindingKind } from '../types.js';

export interface YesNoExtras {
  kind?: FindingKind;
  parent?: string;
  askIf?: AskIf;
  implies?: string[];
  redFlag?: FindingDef['redFlag'];
}

/**
 * A yes/no finding: its name (also its code), the question, the clinician's label, the lay phrasings
 * and the background rate (how often it is reported when the condition does not cause it).
 */
export function yesNo(
  name: string,
  question: string,
  label: string,
  lay: string[],
  background: number,
  extras: YesNoExtras = {},
): FindingDef {
  return {
    id: name,
    name,
    kind: extras.kind ?? 'symptom',
    type: 'B',
    question,
    label,
    lay,
    background,
    ...(extras.parent ? { parent: extras.parent } : {}),
    ...(extras.askIf ? { askIf: extras.askIf } : {}),
    ...(extras.implies ? { implies: extras.implies } : {}),
    ...(extras.redFlag ? { redFlag: extras.redFlag } : {}),
  };
}

/** Only for women of child-bearing age. */
export const CHILD_BEARING: AskIf = { sex: 'F', minAge: 12, maxAge: 55 };
/** Only for a baby or young child. */
export const UNDER_FIVE: AskIf = { maxAge: 5 };
export const FEMALE: AskIf = { sex: 'F' };
export const MALE: AskIf = { sex: 'M' };
