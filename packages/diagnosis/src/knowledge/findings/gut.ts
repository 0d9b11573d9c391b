import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Gut and liver. (Diarrhoea, vomiting, nausea, heartburn, bloating and bleeding are DDXPlus findings.) */
export const GUT_FINDINGS: FindingDef[] = [
  yesNo(
    'constipation',
    'Have you been constipated, passing hard stools less often than usual?',
    'constipation',
    ['constipat(?:ed|ion)|(?:can not|have not been able to|unable to|trouble|hard to|struggling to) (?:poo|do a poo|go to the toilet|pass (?:a )?stools?|open (?:my )?bowels)|(?:hard|pellet|rock hard) (?:poos?|stools?)|(?:not|have not) (?:pooed|done a poo|had a bowel motion|opened (?:my )?bowels) (?:for|in) '],
    0.05,
  ),
  yesNo(
    'bloody_diarrhoea',
    'Has the diarrhoea had blood or mucus in it?',
    'bloody diarrhoea',
    ['(?:bloody|blood in (?:the |my )?)(?:diarrh?o?ea|runs|loose (?:stools?|poo))|(?:diarrh?o?ea|runs|loose stools?) with (?:blood|mucus)|(?:blood|mucus) (?:and|or) (?:mucus|blood) in (?:my )?(?:poo|stools?|diarrh?o?ea)'],
    0.005,
    { parent: 'diarrhoea', implies: ['diarrhoea', 'blood_in_stool'] },
  ),
  yesNo(
    'bowel_habit_change',
    'Has your bowel habit changed for more than a few weeks (looser, more often, or alternating with constipation)?',
    'change in bowel habit',
    ['change (?:in|of) (?:my )?bowel (?:habits?|motions)|bowel habits? (?:have |has )?changed|(?:alternat\\w*|switching) between (?:diarrh?o?ea|constipation) and|(?:constipation|diarrh?o?ea) (?:then|and then) (?:diarrh?o?ea|constipation)'],
    0.03,
  ),
  yesNo(
    'jaundice',
    'Have your skin or the whites of your eyes turned yellow?',
    'jaundice',
    ['jaundic(?:e|ed)|(?:skin|eyes?|whites of (?:my |the )?eyes) (?:is |are |has |have |look |looks |turned |gone |going |went )?(?:yellow|yellowish|orange)|(?:yellow|yellowish) (?:skin|eyes|tinge)|turned yellow'],
    0.003,
  ),
  yesNo(
    'pain_after_fatty_food',
    'Does the pain come on after fatty or large meals?',
    'pain after fatty meals',
    ['(?:after|when i eat|after eating) (?:fatty|greasy|fried|rich|big|large|heavy) (?:food|foods|meals?)|fatty (?:food|meals?) (?:bring|brings|set|sets) (?:it|the pain) (?:on|off)'],
    0.02,
  ),
  yesNo(
    'pain_moved_right_lower',
    'Did the pain start around the belly button and then move to the lower right side of the tummy?',
    'periumbilical pain migrating to the right iliac fossa',
    ['(?:started|began|was) (?:around|near|at|in) (?:my |the )?(?:belly ?button|navel|middle)(?: of my (?:tummy|stomach|belly))? (?:and|then|but)? ?(?:now |has |then )?(?:moved|shifted|went|gone|moving) (?:down )?(?:to )?(?:the |my )?(?:lower )?right|moved to (?:the |my )?(?:lower )?right (?:side|lower)'],
    0.003,
  ),
  yesNo(
    'peritonism',
    'Does the tummy pain get worse when you walk, cough, or go over bumps in a car?',
    'pain worse with movement, coughing or jolting (peritonism)',
    ['(?:hurts?|pain|worse|agony) (?:when|if) (?:i )?(?:walk|cough|move|go over (?:a )?bumps?|jump|drive over bumps|the car goes over bumps)|(?:every|any) bump (?:in the (?:road|car) )?hurts|can not stand up straight'],
    0.02,
  ),
  yesNo(
    'vomiting_bile',
    'Has the vomit been green (bile)?',
    'bilious vomiting',
    ['(?:green|bright green|dark green) (?:vomit|sick|bile)|vomit(?:ing|ed)? (?:up )?(?:green|bile)|bilious'],
    0.003,
    { parent: 'vomiting', redFlag: { reason: 'green (bilious) vomiting', urgency: 'urgent' } },
  ),
  yesNo(
    'anal_itch',
    'Is your bottom (around the anus) itchy, especially at night?',
    'pruritus ani',
    ['itch(?:y|ing|es)? (?:bum|bottom|butt|anus|back passage|bum hole|around (?:my |the )?(?:bum|bottom|anus))|(?:bum|bottom|butt|anus) (?:is |has been )?(?:itchy|itching)|pruritus ani'],
    0.02,
  ),
  yesNo(
    'anal_lump',
    'Is there a lump, swelling or pain at the anus?',
    'perianal lump',
    ['(?:lump|swelling|bump|piles|haemorrhoids?|hemorrhoids?) (?:at|on|around|near|in|from) (?:my |the )?(?:anus|bum|bottom|back passage|butt)|(?:haemorrhoids?|hemorrhoids?|piles)'],
    0.02,
  ),
  yesNo(
    'worms_seen',
    'Have you seen small white worms in the stools or around the bottom?',
    'threadworms seen',
    ['(?:small |tiny |little )?(?:white )?(?:worms?|threadworms?|pinworms?) (?:in|on|around) (?:the |my |his |her )?(?:poo|stools?|bum|bottom|toilet|nappy)|threadworms?|pinworms?'],
    0.01,
  ),
  yesNo(
    'abdominal_swelling',
    'Has your tummy been getting bigger or swollen over weeks?',
    'progressive abdominal distension',
    ['(?:tummy|stomach|belly|abdomen) (?:is |has been )?(?:getting|growing) (?:bigger|bigger and bigger|larger|swollen)|(?:fluid|water) in (?:my |the )?(?:tummy|stomach|belly|abdomen)|ascites'],
    0.01,
  ),
  yesNo(
    'hunger_pain',
    'Is the pain in the upper tummy better or worse when you eat?',
    'epigastric pain related to meals',
    ['(?:pain|burning|ache) (?:gets |is )?(?:better|eased|relieved|worse) (?:when|after) (?:i )?eat(?:ing)?|(?:pain|burning) (?:when|if) (?:my stomach is )?empty|(?:pain|burning) (?:between|before) meals|gnawing (?:pain|feeling)'],
    0.03,
  ),
];
