import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../../index.js';

const kb = loadKnowledgeBase();
const read = (text: string) => Object.fromEntries(understand(kb, text).map((o) => [o.evidence, o.value]));

describe('poisons, cold, water, kidneys and arm injuries: phrasings that must read', () => {
  it.each([
    // — Cold
    ['he got soaked and very cold on the walk', { cold_exposure: true }],
    ['she lives in a cold house with no heating', { cold_exposure: true }],
    ['he fell into the icy water of the dam', { cold_exposure: true }],
    ['she is freezing cold to touch', { cold_to_touch: true }],
    ['his chest is icy cold', { cold_to_touch: true }],
    // — Smoke, water and the sea
    ['I breathed in a lot of smoke', { smoke_inhalation_exposure: true }],
    ['we were trapped in a house fire', { smoke_inhalation_exposure: true }],
    ['my son was pulled out of the pool', { submersion: true }],
    ['after being under the water he kept coughing', { submersion: true, E_201: true }],
    ['I breathed in a lot of sea water', { submersion: true }],
    ['I got stung by a bluebottle at the beach', { bluebottle_seen: true, marine_sting: true }],
    ['the marks look like a ladder', { tentacle_ladder_marks: true, marine_sting: true }],
    ['stung by a box jellyfish near Cairns', { tentacle_ladder_marks: true, tropical_north_australia: true }],
    // — Alcohol and drugs
    ['my friend drank a whole bottle of vodka', { drunk_now: true, recent_heavy_drinking: true }],
    ['I had about ten drinks in a few hours', { drunk_now: true }],
    ['she is really drunk', { drunk_now: true }],
    ['I took ice last night', { stimulant_taken: true }],
    ['he snorted a line of cocaine', { stimulant_taken: true }],
    ['my legs keep jerking', { muscle_jerking: true }],
    ['my muscles are twitching and jerking', { muscle_jerking: true }],
    ['I am on sertraline', { E_80: true, serotonergic_medicine: true }],
    // — Kidneys, potassium and catheters
    ['my kidney blood test is much worse', { kidney_function_worse_result: true }],
    ['my creatinine has gone up', { kidney_function_worse_result: true }],
    ['the lab said my potassium is very high', { high_potassium_result: true }],
    ['my potassium was 6.2', { high_potassium_result: true }],
    ['my potassium is low', { low_potassium_result: true }],
    ['hypokalaemia', { low_potassium_result: true }],
    ['I take furosemide', { diuretic_use: true }],
    ['I take a water tablet', { diuretic_use: true }],
    ['since starting a new fluid tablet', { new_diuretic: true, diuretic_use: true }],
    ['no urine has drained into the bag', { catheter_not_draining: true, urinary_catheter: true }],
    ['urine is leaking around the catheter', { catheter_not_draining: true }],
    ['he has a suprapubic catheter', { urinary_catheter: true }],
    // — Bleeding from the bowel
    ['I passed a large amount of dark red blood', { heavy_rectal_bleeding: true, E_179: true }],
    ['the toilet bowl filled with blood', { heavy_rectal_bleeding: true }],
    // — Arm and thumb injuries
    ['there is a big bruise down my upper arm', { injury_bruising: true }],
    ['bruising is spreading down to my elbow', { injury_bruising: true }],
    ['I cannot fully straighten my elbow', { elbow_cannot_straighten: true }],
    ['it hurts to turn my palm up', { pain_turning_forearm: true }],
    ['I bent my thumb back on the ski pole', { thumb_bent_back: true }],
    ['pinching hurts', { thumb_pinch_weak: true }],
    ['my thumb feels loose', { thumb_pinch_weak: true }],
  ] as const)('%s', (text, expected) => expect(read(text)).toMatchObject(expected));
});

describe('poisons, cold, water, kidneys and arm injuries: words that must not read as them', () => {
  it.each([
    ['I smoke a pack a day', 'smoke_inhalation_exposure'],
    ['the fire alarm went off while I was cooking', 'smoke_inhalation_exposure'],
    ['I feel cold', 'cold_to_touch'],
    ['I had a cold last week', 'cold_exposure'],
    ['I had a glass of wine with dinner', 'drunk_now'],
    ['I drink water all day', 'drunk_now'],
    ['I put ice on my knee', 'stimulant_taken'],
    ['my eyelid keeps twitching', 'muscle_jerking'],
    ['my potassium was normal', 'high_potassium_result'],
    ['I eat bananas for the potassium', 'low_potassium_result'],
    ['I drink plenty of water', 'diuretic_use'],
    ['I had a catheter in hospital years ago and it was fine', 'catheter_not_draining'],
    ['a little blood on the toilet paper', 'heavy_rectal_bleeding'],
    ['my knee is swollen and I cannot straighten it', 'elbow_cannot_straighten'],
    ['I went swimming at the beach', 'marine_sting'],
  ] as const)('%s gives no %s', (text, code) => expect(read(text)[code]).toBeUndefined());
});
