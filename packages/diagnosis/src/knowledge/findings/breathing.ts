import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Breathing (cough, wheeze and breathlessness are DDXPlus findings). */
export const BREATHING_FINDINGS: FindingDef[] = [
  // — Breathing
  yesNo(
    'laboured_breathing',
    'Is the breathing fast or hard work, with the skin sucking in between or under the ribs?',
    'increased work of breathing',
    ['(?:breathing|breathes?) (?:really |very |so )?(?:fast|quickly|hard|heavily|rapidly)|(?:working|works) hard to breathe|(?:skin|ribs?|tummy) (?:is )?(?:sucking|pulling|sucks) in|(?:nostrils|nose) flaring|grunting|(?:fast|rapid|laboured|labored) breathing'],
    0.01,
    { redFlag: { reason: 'laboured breathing', urgency: 'urgent' } },
  ),
  yesNo(
    'cannot_speak_sentences',
    'Is it so hard to breathe that you cannot finish a sentence?',
    'unable to speak in full sentences',
    ['(?:can not|could not|unable to|can barely|struggling to) (?:talk|speak|finish (?:a |my )?sentences?|get (?:my )?words out)(?: properly)?(?: because| for| from)? ?(?:of )?(?:breathless\\w*|the breathing|lack of breath)?'],
    0.002,
    { redFlag: { reason: 'too breathless to speak', urgency: 'emergency' } },
  ),
  yesNo(
    'barking_cough',
    'Does the cough sound like a bark or a seal?',
    'barking cough',
    ['bark(?:ing|y)? cough|cough(?:ing)? like a (?:seal|dog)|seal (?:like )?cough|croupy cough|croup'],
    0.005,
    { implies: ['cough'] },
  ),
  yesNo(
    'reliever_not_helping',
    'Is your reliever puffer not helping, or needed more than every 3 hours?',
    'reliever not effective',
    ['(?:puffer|inhaler|ventolin|reliever|salbutamol|asthmolin|blue puffer) (?:is not|isn t|not|has not been|does not seem to be) (?:helping|working)|(?:need|needing|using|taking) (?:my )?(?:puffer|inhaler|ventolin|reliever) (?:every (?:hour|half hour|few minutes)|all the time|constantly|more and more)'],
    0.005,
    { redFlag: { reason: 'reliever not helping', urgency: 'urgent' } },
  ),
];
