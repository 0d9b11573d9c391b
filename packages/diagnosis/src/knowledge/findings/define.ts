import type { AskIf, FindingDef, FindingKind } from '../types.js';

export interface YesNoExtras {
  kind?: FindingKind;
  parent?: string;
  askIf?: AskIf;
  implies?: string[];
  redFlag?: FindingDef['redFlag'];
  nonSpecific?: boolean;
  clinicianOnly?: boolean;
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
    ...(extras.nonSpecific ? { nonSpecific: true } : {}),
    ...(extras.clinicianOnly ? { clinicianOnly: true } : {}),
  };
}

/** Only for women of child-bearing age. */
export const CHILD_BEARING: AskIf = { sex: 'F', minAge: 12, maxAge: 55 };
/** Only for a baby or young child. */
export const UNDER_FIVE: AskIf = { maxAge: 5 };
export const FEMALE: AskIf = { sex: 'F' };
export const MALE: AskIf = { sex: 'M' };

/**
 * Words that put an injury in the sentence (a fall, a tackle, a crash) or name the shoulder: with them, an arm
 * that cannot be lifted is an injured limb, not a stroke's weakness (Rosen's shoulder injuries).
 */
export const INJURY_WORDS =
  '(?:fell|fall|falls|fallen|falling|tripped|slipped|landed|injured|injury|injuries|hurt|hurts|knocked|tackled|tackle|crashed|crash|came off|come off|thrown off|dislocated|dislocate|broke|broken|fractured?|accident|bumped|twisted|wrenched|shoulder|shoulders)';
