import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Steroid tablets by name or kind (AMH). */
const STEROID =
  '(?:steroids?|steroid tablets?|prednisolone|prednisone|panafcortelone|hydrocortisone|cortisone|dexamethasone)';
const AS_A_CHILD =
  '(?:as a (?:child|kid|baby|toddler)|when (?:i|he|she) was (?:a )?(?:child|kid|baby|little|young|small|toddler)|in (?:my|his|her) childhood)';
const ANTACID =
  '(?:antacids?|gaviscon|mylanta|quick ?eze|rennies?|tums|nexium|omeprazole|somac|pantoprazole|indigestion (?:tablets|medicine|mixture))';

/**
 * Findings that short case stories about a patient turn on and the vocabulary lacked: long-term steroid tablets
 * stopped suddenly (an adrenal crisis's commonest cause), and indigestion that antacids have not eased (a heart
 * attack told as indigestion), a bad chest infection in childhood (bronchiectasis), and symptoms that lift away from home (carbon
 * monoxide).
 */
export const CASE_STORY_FINDINGS: FindingDef[] = [
  // Steroid tablets taken for more than 3 to 4 weeks suppress the adrenal glands; stopping them suddenly, or running
  // out, is the commonest cause of an adrenal crisis (Endocrine Society adrenal insufficiency guideline; OHCM;
  // eTG: corticosteroid withdrawal). The steroid named, then "stopped it" in the same story, counts too.
  yesNo(
    'stopped_long_term_steroids',
    'Have you recently stopped, or run out of, steroid tablets (such as prednisolone) that you had been taking for weeks or longer?',
    'long-term steroid tablets recently stopped',
    [
      `(?:stopped|quit|came off|come off|coming off|stopping|ran out of|run out of|running out of) (?:taking )?(?:my |his |her |the |their )?(?:long term |daily )?${STEROID}(?: tablets| pills| medicine)?`,
      `(?<=${STEROID}\\b[a-z0-9 .,]{0,80})(?:stopped|quit|came off|ran out of) (?:taking )?(?:it|them)\\b`,
    ],
    0.002,
    { kind: 'history' },
  ),
  // A heart attack can feel like indigestion that does not settle with antacids (Heart Foundation warning signs;
  // Heart Foundation ACS 2016), while the pain of reflux and gastritis mostly eases with them (eTG; NICE CKS
  // dyspepsia).
  yesNo(
    'antacids_no_relief',
    'Have you tried an antacid (such as Gaviscon or Mylanta) for it without any relief?',
    'indigestion not relieved by antacids',
    [
      `${ANTACID} (?:have|has|had|did|do|does) (?:not|nt) (?:\\w+ )?(?:helped|help|touched|touch|worked|work|shifted|shift|eased|ease|relieved|done anything|made (?:any )?difference)`,
      `(?:not|never) (?:helped|relieved|eased|touched|shifted) by ${ANTACID}`,
    ],
    0.03,
    { kind: 'symptom' },
  ),
  // Symptoms that lift away from home and return there: carbon monoxide from a heater or a faulty flue until
  // proven otherwise (Oxford Handbook of Emergency Medicine; Murtagh: carbon monoxide poisoning).
  yesNo(
    'better_away_from_home',
    'Do your symptoms ease when you are away from home (or that building) and come back when you return?',
    'symptoms better away from home',
    [
      '(?:feel|feels|felt|get|gets|are|is|am) (?:much |a lot |heaps )?better (?:when (?:i am |we are |they are |he is |she is |i get |we get )?)?(?:out of|away from|outside) (?:the |my |our |their |his |her )?(?:house|home|flat|unit|building|apartment)',
      '(?:ease|eases|eased|clear|clears|cleared|goes|go|went) (?:away |up )?(?:when (?:i am |we are |they are |he is |she is |i |we )?)?(?:out of|away from|leave) (?:the |my |our |their |his |her )?(?:house|home|flat|unit|building|apartment)',
    ],
    0.01,
    { kind: 'symptom' },
  ),
  // A severe chest infection in childhood (whooping cough, measles, pneumonia, TB) is the commonest known cause of
  // bronchiectasis in adults (OHCM: bronchiectasis; Harrison; Thoracic Society of Australia and New Zealand).
  yesNo(
    'childhood_lung_infection',
    'As a child, did you have a bad chest infection such as whooping cough, measles, pneumonia or TB?',
    'severe chest infection in childhood',
    [
      `(?:whooping cough|pertussis|measles|pneumonia|chest infections?|lung infections?|tb|tuberculosis) (?:\\w+ ){0,2}${AS_A_CHILD}`,
      'childhood (?:whooping cough|pertussis|measles|pneumonia|chest infections?|tb|tuberculosis)',
    ],
    0.03,
    { kind: 'history' },
  ),
];
