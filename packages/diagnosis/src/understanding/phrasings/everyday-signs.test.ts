import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../../index.js';

const kb = loadKnowledgeBase();
const read = (text: string) => Object.fromEntries(understand(kb, text).map((o) => [o.evidence, o.value]));

describe('everyday signs: phrasings that must read', () => {
  it.each([
    ['I have had the hiccups for 3 days', { hiccups: true }],
    ['he keeps hiccuping', { hiccups: true }],
    ['my baby has prickly heat', { prickly_heat_spots: true, E_129: true }],
    ['tiny red prickly spots on his chest', { prickly_heat_spots: true }],
    ['an itchy rash that stings and prickles', { prickly_heat_spots: true }],
    ['a red patch on the white of my right eye', { red_patch_white_of_eye: true, E_74: true }],
    ['a wedge of redness on my eye', { red_patch_white_of_eye: true }],
    ['flat shiny purple bumps on my wrists', { flat_purple_itchy_bumps: true, E_129: true }],
    ['itchy flat purple spots on my shins', { flat_purple_itchy_bumps: true }],
    ['white lacy lines inside my cheeks', { lacy_white_mouth_patches: true }],
    ['the inside of my cheeks has a white lacy pattern', { lacy_white_mouth_patches: true }],
    ['her tongue looks like a map', { map_like_tongue: true }],
    ['the patches on my tongue keep moving around', { map_like_tongue: true }],
    ['smooth red patches on my tongue with white borders', { map_like_tongue: true }],
    ['the spot just below my kneecap hurts', { pain_below_kneecap_jumping: true }],
    ["I think it is jumper's knee", { pain_below_kneecap_jumping: true }],
    ['a sharp pain on the outside of my knee when I run', { outer_knee_pain_running: true }],
    ['my biceps has bunched up near my shoulder', { biceps_bunched_up: true, recent_injury: true }],
    ['my bicep looks funny since it snapped', { biceps_bunched_up: true }],
    ['shooting pains from the base of my skull', { shooting_pain_back_of_head: true }],
    ['electric zaps at the back of my head', { shooting_pain_back_of_head: true }],
    ['my cheek is numb', { cheek_numb: true }],
    ['my upper lip and side of my nose are numb', { cheek_numb: true }],
    ['my cheekbone looks flatter than the other side', { cheek_flattened: true }],
    ['my teeth do not meet properly', { bite_not_meeting: true }],
    ['she is back to normal now', { back_to_normal_after_episode: true }],
  ] as const)('%s', (text, expected) => expect(read(text)).toMatchObject(expected));
});

describe('everyday signs: words that must not read as them', () => {
  it.each([
    ['the inside of my cheeks has a white lacy pattern', 'slapped_cheeks'],
    ['a lacy rash on her arms and red cheeks', 'lacy_white_mouth_patches'],
    ['my eyes are red and itchy', 'red_patch_white_of_eye'],
    ['my teeth do not hurt', 'bite_not_meeting'],
    ['my knee hurts when I jump', 'peritonism'],
    ['the spot just below my kneecap hurts when I jump and land', 'peritonism'],
    ['my tummy is sore', 'map_like_tongue'],
    ['a headache at the back of my head', 'shooting_pain_back_of_head'],
    ['I have a rash on my back', 'prickly_heat_spots'],
    ['my leg is numb', 'cheek_numb'],
  ] as const)('%s gives no %s', (text, code) => expect(read(text)[code]).toBeUndefined());
});
