import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Heart and vessels, hormones and metabolism, blood. */
export const HEART_BLOOD_HORMONE_FINDINGS: FindingDef[] = [
  // — Heart and vessels
  yesNo(
    'chest_pain_exertion',
    'Does the chest discomfort come on with exertion and ease within minutes of resting?',
    'exertional chest pain relieved by rest',
    ['(?:chest )?(?:pain|tightness|pressure|discomfort) (?:comes on |only )?(?:when|if) (?:i )?(?:walk|walking|climb|exercise|exert|go up (?:stairs|hills)|rush)(?:.{0,40}(?:goes|eases|settles|stops) (?:away )?(?:when|if|with) (?:i )?rest)?'],
    0.01,
    { implies: ['worse_on_exertion'] },
  ),
  yesNo(
    'leg_pain_walking',
    'Do you get cramping pain in the calf or buttock when walking that eases when you stop?',
    'intermittent claudication',
    ['(?:calf|calves|legs?|buttocks?) (?:cramp|cramps|pain|ache|hurts?) (?:when|after|while) (?:i )?walk(?:ing)?(?:.{0,30}(?:stop|rest))?|claudication|(?:have|need) to stop walking (?:because of|due to) (?:the )?(?:pain|cramp)'],
    0.01,
  ),
  yesNo(
    'cold_pale_limb',
    'Is an arm or leg suddenly cold, pale or blue, and painful?',
    'acutely cold, pale limb',
    ['(?:leg|foot|arm|hand) (?:is |has gone |went |turned |suddenly )?(?:cold|white|pale|blue)(?: and (?:numb|painful|cold|white|blue))*|(?:cold|white|pale|blue) (?:and (?:painful|numb) )?(?:leg|foot|arm|hand)'],
    0.002,
    { redFlag: { reason: 'cold, pale, painful limb', urgency: 'emergency' } },
  ),
  yesNo(
    'high_blood_pressure_reading',
    'Have you had a very high blood pressure reading (180/110 or higher)?',
    'markedly raised blood pressure reading',
    ['blood pressure (?:is |was |of |reading (?:is |was |of )?)?(?:very |really |dangerously )?(?:high|through the roof|(?:1[89]\\d|2\\d\\d)/(?:1[0-4]\\d|\\d\\d))|(?:bp|blood pressure) (?:1[89]\\d|2\\d\\d)'],
    0.01,
  ),

  // — Hormones and metabolism
  yesNo(
    'thirst',
    'Have you been much thirstier than usual?',
    'polydipsia',
    ['(?:very|really|so|extremely|always|constantly|unusually) thirsty|(?:excessive|extreme|constant|increased) thirst|(?:drinking|drink) (?:heaps|loads|tons|litres|so much|a lot) (?:of water|more)|(?:can not|could not) (?:quench|stop) (?:my )?thirst|thirst(?:y)? all the time'],
    0.03,
  ),
  yesNo(
    'passing_lots_urine',
    'Are you passing large amounts of urine?',
    'polyuria',
    ['(?:passing|peeing|weeing|urinating) (?:large|huge|big) (?:amounts|volumes)|(?:large|huge|big) (?:amounts|volumes) of (?:urine|wee|pee)|polyuria'],
    0.02,
  ),
  yesNo(
    'heat_intolerance',
    'Do you feel too hot when others are comfortable, with sweating and a fast heartbeat?',
    'heat intolerance',
    ['(?:can not|could not) (?:stand|tolerate|handle) (?:the )?heat|(?:always|constantly) (?:too )?(?:hot|sweaty)|heat intolerance|(?:feel|feeling) hot when (?:everyone|others)'],
    0.02,
  ),
  yesNo(
    'cold_intolerance',
    'Do you feel the cold much more than other people?',
    'cold intolerance',
    ['(?:always|constantly) (?:cold|freezing)|(?:can not|could not) (?:stand|tolerate|handle) (?:the )?cold|cold intolerance|feel the cold (?:more|a lot)'],
    0.03,
  ),
  yesNo(
    'neck_lump',
    'Is there a lump or swelling at the front of your neck?',
    'anterior neck lump or goitre',
    ['(?:lump|swelling|mass|goitre|goiter) (?:in|on|at) (?:the front of )?(?:my |the )?(?:neck|throat)|goitre|goiter|(?:swollen|enlarged) thyroid'],
    0.01,
  ),
  yesNo(
    'known_diabetes_high_sugar',
    'Have your blood sugar readings been high (over 15 mmol/L), or has a ketone test been positive?',
    'hyperglycaemia on home readings',
    ['(?:blood )?(?:sugars?|glucose|bgls?) (?:is |are |has been |have been )?(?:very |really )?(?:high|over 1\\d|through the roof|sky high|2\\d)|ketones? (?:are |is )?(?:positive|high)|high (?:blood )?sugars?'],
    0.01,
    { parent: 'diabetes' },
  ),
  yesNo(
    'hypo_symptoms',
    'Do you get shaky, sweaty and hungry spells that ease with sugar?',
    'hypoglycaemic symptoms',
    ['hypos?|(?:low|dropping) (?:blood )?sugars?|(?:shaky|shaking|sweaty) and (?:hungry|confused|sweaty|shaky)|(?:better|eases|goes away) (?:after|with) (?:eating )?(?:sugar|jelly beans|juice|lollies)'],
    0.01,
  ),

  // — Blood
  yesNo(
    'gum_bleeding',
    'Do your gums bleed, or do you get nosebleeds or big bruises easily?',
    'mucosal bleeding or easy bruising',
    ['(?:bleeding|bloody) gums|gums? (?:bleed|bleeding|bleeds)|bruis(?:e|es|ing) (?:easily|for no reason|all over|without (?:knocking|hitting))|(?:lots of|unexplained|big) bruises'],
    0.03,
    { implies: ['bleeding_bruising'] },
  ),
  yesNo(
    'on_anticoagulant',
    'Do you take a blood thinner such as warfarin, apixaban, rivaroxaban or dabigatran?',
    'on anticoagulation',
    ['warfarin|coumadin|apixaban|eliquis|rivaroxaban|xarelto|dabigatran|pradaxa|blood thinners?|anticoagula\\w*'],
    0.03,
    { kind: 'risk' },
  ),
];
