import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createInterview, emergencyDiscriminatorOf, loadKnowledgeBase, understand, type Disposition } from './index.js';
import { interviewAnswered, interviewFromWords } from './test-support.js';

/**
 * Triage safety: presentations in patients' own words, written from the triage guidelines (Australasian
 * Triage Scale categories 1–2, Manchester Triage System discriminators, NHS 111 and Healthdirect "call 000"
 * advice, RCH clinical practice guidelines and NICE NG143 for children, RANZCOG for pregnancy), never from
 * the vignettes. Each is driven through the interview, answering "no" to every question the presentation does
 * not mention (a patient who says only this much), so a danger sign must be read from the words or asked.
 */
const kb = loadKnowledgeBase();

function disposition(words: string, age: number, sex: 'F' | 'M', more: string[] = []): Disposition {
  const { interview } = interviewFromWords(kb, words, { age, sex }, more);
  return interview.disposition();
}

/** Words, age, sex, and what the patient answers when asked (in their words). */
type Presentation = [words: string, age: number, sex: 'F' | 'M', more?: string[]];

/** Call 000 now: ATS 1–2, Manchester red and orange, Healthdirect "call triple zero". */
const EMERGENCIES: Presentation[] = [
  // Stroke and TIA (Stroke Foundation FAST; ATS 2)
  ["My dad's face suddenly dropped on one side, his speech is slurred and his right arm is weak", 72, 'M'],
  ["Sudden weakness down my right side and I can't get my words out", 77, 'F'],
  ['An hour ago my left arm went weak and my speech was muddled for 20 minutes, now it is back to normal', 68, 'M'],
  // Headache: thunderclap, meningism, carbon monoxide (NICE CKS headache red flags; MTS "sudden onset")
  [
    'I got the worst headache of my life, it came on suddenly like being hit on the back of the head',
    45,
    'F',
    ['I vomited'],
  ],
  ['Sudden severe headache during sex, the worst ever', 50, 'M'],
  ['I have a fever and a terrible headache, my neck is stiff and light hurts my eyes', 20, 'M'],
  ['My whole family has headaches and feel sick since we used the gas heater overnight', 40, 'F'],
  ['My father is on warfarin, hit his head a week ago and is getting more confused and drowsy', 80, 'M'],
  // Chest pain and collapse (Heart Foundation; ATS 2 "chest pain likely cardiac"; MTS "cardiac pain")
  ["I have crushing chest pain spreading to my left arm, I'm sweaty and feel sick", 58, 'M'],
  ['Chest tightness came on while I was sitting watching TV half an hour ago and I am sweating', 64, 'F'],
  [
    "I think I'm having a heart attack, my chest hurts, I'm sweating and I feel sick, it started 20 minutes ago",
    61,
    'M',
    ['the chest pain came on while I was resting'],
  ],
  ['Sudden tearing pain in my chest going straight through to my back', 66, 'M'],
  ['My heart is racing and I have chest pain and feel like I am going to faint', 60, 'M'],
  [
    "Sudden sharp chest pain when I breathe in and I'm short of breath, my calf has been swollen since a long flight",
    35,
    'F',
  ],
  ["I'm 6 days after a caesarean and suddenly short of breath with chest pain when I breathe in", 33, 'F'],
  // In a clinician's words (a referral or a nurse's note), and other danger signs told together.
  ['Acute onset right-sided weakness and expressive dysphasia 40 minutes ago', 62, 'F'],
  ['Sudden onset dyspnoea, pleuritic chest pain and haemoptysis 10 days after a hip replacement', 58, 'M'],
  ["Type 1 diabetic, I'm shaky, sweaty and confused, my sugar is 2.1 and I can't eat", 33, 'F'],
  ['Fever, a rash that looks like sunburn, vomiting and dizziness, using a tampon', 20, 'F'],
  ['My baby stopped breathing and went blue for a few seconds', 0.3, 'F'],
  ['I have covid and my oxygen reading is 89 on the finger monitor', 58, 'M'],
  ['Fever and shivers, my blood pressure is 82/50 and I feel faint', 70, 'F'],
  ['My grandad was gardening in 42 degree heat and now he is confused and very hot and vomiting', 80, 'M'],
  ["I've been cutting myself and tonight I took 20 of my mum's sleeping tablets", 16, 'F'],
  ["My asthma is really bad, my puffer isn't working, I can only say a few words at a time", 25, 'M'],
  // The warning signs without chest pain (Heart Foundation: jaw, neck, arms, with sweating or nausea).
  ["My jaw and both arms ache and I've come out in a cold sweat, it started half an hour ago", 62, 'M'],
  ['Both my arms ache and I feel sick and sweaty, it began 40 minutes ago', 70, 'F'],
  // A clot or a collapsed lung told as something else (Healthdirect: sudden breathlessness, a fast heart, a pain
  // on breathing in).
  [
    "I think it's just anxiety, I'm short of breath and my heart's racing",
    29,
    'F',
    ['it started yesterday', 'my chest hurts on the left when I take a deep breath'],
  ],
  ["Probably a pulled muscle, it hurts when I breathe in and I'm a bit puffed", 21, 'M', ['my heart is pounding']],
  // Too breathless to talk; a fit past five minutes or longer than usual; a slow pulse with a faint.
  ["I'm too puffed to talk and my chest is tight", 55, 'M'],
  ['My son is having a fit and it has been going for 7 minutes', 6, 'M'],
  ["She's epileptic but this seizure is going on much longer than her usual ones", 30, 'F'],
  ['My heart rate is 35 on my watch', 78, 'M', ['I fainted this morning']],
  // A miscarriage with heavy bleeding and faintness; preterm labour told in weeks alone (RANZCOG).
  ["I'm having a miscarriage and the bleeding is heavy", 30, 'F', ['I feel faint and dizzy when I stand up']],
  ["32 weeks and I've got tightenings coming every 5 minutes", 27, 'F'],
  // After being under the water (RCH drowning); a plan with the wish to die (RANZCP); poisons (Healthdirect).
  ['We pulled my daughter out of the pool, she keeps coughing and is breathing fast and hard', 4, 'F'],
  ["I just want to sleep forever, I've been saving up my sleeping tablets", 40, 'M'],
  ['I picked some wild mushrooms and ate them and now I keep vomiting', 50, 'M'],
  // A high potassium with weak legs or palpitations (eTG; KDIGO); a box jellyfish sting with collapse or breathing
  // trouble (Healthdirect; ARC); a pounding heart and chest pain after ice or cocaine (Rosen's).
  ['The lab rang to say my potassium is 6.8 and my legs have gone weak', 70, 'M', ['my heart keeps skipping beats']],
  ['My son was stung by a box jellyfish near Cairns and is struggling to breathe', 10, 'M'],
  ['I used cocaine an hour ago and now I have crushing chest pain and a pounding heart', 30, 'M'],
  ["I've been taking panadol and codral together for my flu and now I'm vomiting", 40, 'F'],
  ["My daughter is allergic to peanuts and ate a biscuit, now she's coughing and wheezy", 7, 'F'],
  // Breathing and the airway (ATS 1–2 "severe respiratory distress", "cyanosis"; MTS "stridor", "drooling")
  ["I'm having an asthma attack, my puffer isn't helping and I can't finish a sentence", 25, 'F'],
  ["My son's asthma is bad, his blue puffer isn't working and he is too breathless to talk", 9, 'M'],
  ["My baby's lips are going blue and he is struggling to breathe", 0.5, 'M'],
  [
    "My throat is so sore I can't swallow my own spit, I'm drooling, my voice is muffled and I have a high fever",
    40,
    'M',
  ],
  ['My toddler choked on a peanut and since then keeps coughing and wheezing', 2, 'M'],
  // Anaphylaxis (ASCIA action plan: tongue swelling, throat tightness, wheeze, faintness)
  ['I ate peanuts and now my lips and tongue are swelling, my throat feels tight and I am wheezing', 19, 'M'],
  ['I was stung by a bee and now I have hives everywhere, I feel faint and it is hard to breathe', 45, 'F'],
  // Fever with a danger sign (NICE NG51 sepsis, NICE NG143 red features, RCH febrile child)
  ["My son has a fever and a rash of purple spots that don't fade when I press a glass on them", 4, 'M'],
  ["I've got a fever and shaking chills, I'm confused and breathing fast and my skin is blotchy", 78, 'F'],
  ["I'm on chemotherapy and I have a temperature of 38.5", 55, 'F'],
  ['My baby has a fever and is very drowsy, hard to wake and floppy', 0.6, 'F'],
  ['My 2 month old baby has a fever, is not feeding and her skin looks mottled', 0.15, 'F'],
  ['My 8 month old has a fever, is very irritable, will not feed and the soft spot on his head is bulging', 0.7, 'M'],
  ["My 3 year old won't walk and has a hot swollen knee with a high fever", 3, 'M'],
  [
    'A small cut on my leg went red and now the pain is far worse than it looks, it is spreading fast and I have a fever',
    55,
    'M',
  ],
  [
    'After starting a new medicine I have a fever, blisters, my skin is peeling off in sheets and my mouth is full of sores',
    40,
    'F',
  ],
  // Pregnancy and after the birth (RANZCOG; Healthdirect pregnancy "call 000")
  [
    'My period is 6 weeks late, I have sharp pain low on the right side of my tummy and pain in my shoulder tip, and I feel faint',
    28,
    'F',
    ['yes I could be pregnant'],
  ],
  ["I'm 8 weeks pregnant and bleeding heavily, soaking a pad every hour with clots, and I feel dizzy", 30, 'F'],
  ["I'm 34 weeks pregnant with constant severe tummy pain, my bump is hard and there is some bleeding", 32, 'F'],
  [
    "I'm 36 weeks pregnant with a bad headache, flashing lights in my vision and my face and hands have swollen up",
    29,
    'F',
  ],
  ["I'm 30 weeks pregnant and having regular painful contractions every 5 minutes", 26, 'F'],
  ['I had my baby 10 days ago and now I am bleeding heavily, soaking a pad every hour with big clots', 27, 'F'],
  ['Since giving birth a week ago my wife is hearing voices, confused and not sleeping at all', 30, 'F'],
  // The abdomen (ATS 2–3; MTS "abdominal pain" discriminators)
  [
    'The pain started around my belly button and moved to the lower right side, it hurts to walk, and I have a fever and vomiting',
    19,
    'M',
  ],
  ['Sudden severe pain all over my tummy, it is rigid and hurts to move at all', 60, 'M'],
  ['Sudden severe pain in my belly and lower back and I feel faint', 74, 'M'],
  ["I've vomited blood twice and my poo is black", 55, 'M'],
  ["My tummy is swollen, I keep vomiting green stuff and haven't passed wind or a poo for 2 days", 70, 'F'],
  [
    'Burning pain in my upper tummy that goes through to my back, I keep vomiting and I drink a lot of alcohol',
    48,
    'M',
  ],
  [
    'My 9 month old has attacks of screaming every 15 minutes, pulling his legs up, pale and floppy in between, and he is vomiting',
    0.75,
    'M',
  ],
  ['My toddler swallowed a button battery', 2, 'M'],
  ["I feel like I'm going to pass out and my heart is racing at 180", 34, 'F'],
  // Men and the urinary tract (RCH acute scrotum; eTG)
  ['My 14 year old son woke up with sudden severe pain in his left testicle and he is vomiting', 14, 'M'],
  ["I can't pee at all since last night and my bladder is painful and full", 75, 'M'],
  // Diabetes and hormones (ISPAD; eTG adrenal crisis)
  [
    "I'm type 1 diabetic, I've been vomiting, I'm very thirsty, breathing deep and fast, and my breath smells like nail polish remover",
    16,
    'F',
  ],
  [
    'My 10 year old has been drinking loads and weeing all the time and has lost weight. Now she is vomiting, very tired and breathing heavily',
    10,
    'F',
  ],
  [
    "I have Addison's disease and I've been vomiting all day, I can't keep my steroid tablets down and I feel faint",
    50,
    'F',
  ],
  // Nerves and fits (RCH and eTG status epilepticus; Guillain-Barré)
  ['My husband has been fitting for more than 5 minutes', 50, 'M'],
  [
    'He collapsed and is having a seizure, he has never had one before',
    30,
    'M',
    ['the fit has lasted more than 5 minutes'],
  ],
  [
    'Two weeks after a tummy bug I got tingling in my feet, then weakness in both legs that is getting worse and creeping up over 3 days. Now my arms are weak too',
    40,
    'M',
  ],
  ["Bad back pain, and now numbness around my bottom and I can't control my bladder", 45, 'M'],
  // Eyes (RANZCO; ATS 2 "sudden vision loss", "chemical splash")
  ['I suddenly lost the vision in my right eye an hour ago, it does not hurt', 70, 'M'],
  ['I have flashes and floaters in my left eye and now a dark curtain is coming across my vision', 55, 'M'],
  ['Severe pain in my right eye, blurred vision with halos around lights, a headache and vomiting', 65, 'F'],
  ['I splashed bleach in my eye', 35, 'F'],
  ['I was hammering metal and something flew into my eye, now my vision is blurry', 38, 'M'],
  ["My daughter's eyelid is swollen and red, her eye is bulging and it hurts to move it, and she has a fever", 7, 'F'],
  // Limbs and injuries (ATS 2 "limb ischaemia", "compartment syndrome"; ANZBA burns referral)
  ['My leg suddenly went cold, pale and very painful and I cannot feel my foot', 75, 'M'],
  ['My forearm is in a plaster cast and the pain is getting worse despite painkillers, it feels very tight', 20, 'M'],
  ['My mum fell and cannot stand up, her leg looks shorter and is turned out', 85, 'F'],
  ["I spilled boiling water on my son's chest and arm, the burn is bigger than his hand", 3, 'M'],
  // Bites and stings (Australian snakes and funnel-webs: pressure bandage and 000)
  ['I was bitten by a snake on my ankle while walking in the bush', 40, 'M'],
  ['A big shiny black spider bit my hand in Sydney, it is very painful and my mouth is tingling', 30, 'M'],
  // Mental health (RANZCP; ATS 2 "immediate risk to self"; every deliberate overdose to an ED)
  ["I want to kill myself, I've saved up tablets and plan to take them tonight", 34, 'M'],
  ["I don't want to live any more and I have been planning how I would do it", 22, 'F'],
  ['I took 30 paracetamol tablets an hour ago on purpose', 17, 'F'],
  // Emergencies told mildly or sideways: a floor-of-mouth infection, preterm labour, compartment syndrome,
  // a heart attack as "indigestion", torsion, ectopic, head injury, airway swelling, sepsis, a major bleed.
  [
    'The floor of my mouth under my tongue is swollen and hard after a bad tooth, I can barely swallow and my voice sounds funny',
    35,
    'M',
  ],
  ['My neck under my jaw is swollen on both sides from a rotten tooth and my tongue is being pushed up', 45, 'M'],
  [
    "I'm 31 weeks pregnant and I've had a dull backache that comes and goes every 10 minutes and pressure down below",
    28,
    'F',
  ],
  ["I'm 28 weeks pregnant and my waters have broken, clear fluid is gushing out", 30, 'F'],
  ["I'm 33 weeks pregnant and I'm getting tightenings every few minutes that are getting stronger", 25, 'F'],
  [
    'I crushed my shin at footy yesterday, now my calf is rock hard, the pain is unbearable even with strong painkillers and it hurts more when I move my toes',
    22,
    'M',
  ],
  [
    "My lower leg got run over by a trolley, it's swollen tight and shiny and the pain is much worse than it should be, my foot is tingling",
    30,
    'M',
  ],
  ["My dad is 70 and he's had some indigestion and felt clammy and short of breath for an hour", 70, 'M'],
  ["I'm diabetic and I've had a heavy feeling in my chest and jaw for half an hour and feel sick", 62, 'F'],
  ['My heart is pounding really fast and I feel dizzy and short of breath, I nearly passed out', 55, 'M'],
  ['I fainted while I was jogging and I had chest pain just before', 48, 'M'],
  [
    "I'm suddenly very short of breath and my chest hurts when I breathe in, I had surgery on my knee two weeks ago",
    52,
    'F',
  ],
  ["My husband suddenly can't speak properly and his mouth is drooping", 69, 'M'],
  ["My mum suddenly can't see out of the left side and she is confused", 80, 'F'],
  ["My wife suddenly can't move her left arm, it just happened 20 minutes ago", 74, 'F'],
  ['My baby is 5 weeks old and he is very sleepy, not waking for feeds and his skin is pale and cold', 0.1, 'M'],
  ["My 18 month old has a high fever, she's breathing very fast and grunting with each breath", 1.5, 'F'],
  ['My toddler has vomited many times today, has not had a wet nappy since this morning and is very sleepy', 1.5, 'M'],
  ['My 4 week old baby is vomiting green', 0.08, 'M'],
  [
    'My son is 12 and has had tummy pain and now his right testicle is swollen and very painful since an hour ago',
    12,
    'M',
  ],
  [
    "I had sex with my boyfriend, I'm 6 weeks late and now I have pain on the left side of my belly and I feel like fainting",
    24,
    'F',
  ],
  ["I'm 10 weeks pregnant, I'm bleeding and I have bad pain, I feel dizzy when I stand", 33, 'F'],
  ["I've been vomiting blood, bright red, a cupful", 50, 'M'],
  ['My poo has been black and sticky like tar since yesterday and I feel faint and weak', 68, 'M'],
  ["My dad is bleeding a lot from his bottom, the toilet bowl is full of blood and he's pale", 79, 'M'],
  ["I have a fever, I'm shaking, my heart is racing and I've hardly weed today, I feel like I'm going to die", 65, 'F'],
  ['My elderly father has a chest infection and today he is confused and breathing very fast', 84, 'M'],
  ['I suddenly got a thunderclap headache while at the gym, it was the worst pain ever and I vomited', 38, 'F'],
  ["I fell off a ladder and hit my head, now I've vomited three times and I'm very drowsy", 45, 'M'],
  ['My 5 year old fell off the monkey bars, hit his head, was knocked out for a minute and now keeps vomiting', 5, 'M'],
  ["I have a severe headache, a fever and I'm confused, my neck hurts when I bend it", 30, 'F'],
  ["My throat swelled up after I took an antibiotic and I can't breathe properly", 40, 'F'],
  ['I was stung by a wasp and my face and lips are swelling and my voice is hoarse', 33, 'M'],
  ["My tongue is swelling up and I can't swallow, I take a blood pressure tablet", 60, 'M'],
  ["My back suddenly gave way and now both my legs are numb and weak and I can't pee", 50, 'F'],
  ["Sudden pain in my left eye with a red eye, blurred vision and I'm vomiting", 70, 'F'],
  ['Battery acid splashed in my eyes', 40, 'M'],
  [
    'My leg is hot, red and very painful, there is a dark purple patch and blisters and I feel very sick and faint',
    60,
    'M',
  ],
  ["I had a deep cut from a knife, it won't stop bleeding even with pressure for 15 minutes", 28, 'M'],
  ["I can't breathe, my chest is very tight and my lips are going blue", 50, 'F'],
  ["My child swallowed a coin and now he's drooling and can't swallow", 3, 'M'],
  ['My son swallowed some magnets', 4, 'M'],
  ["I've been drinking all day and I took a bottle of my sleeping pills", 45, 'M'],
  ['I feel like ending my life and I have a rope ready', 40, 'M'],
  ['My friend is talking about suicide and has taken some pills', 19, 'F'],
  ["My breathing is bad, I have COPD and I'm drowsy and confused today", 72, 'M'],
  // Stroke told sideways (Stroke Foundation FAST), anaphylaxis by the ASCIA signs, a clot in the lung, sepsis
  // in an older person (NICE NG51), and bleeding behind the placenta (RANZCOG).
  ["Mum's speech has gone funny this afternoon, she's slurring", 81, 'F'],
  ['My wife is talking funny and her smile looks crooked since lunch', 70, 'F', ['her left arm is weak']],
  ['I have hives all over after a new antibiotic and I feel wheezy', 36, 'F', ['my chest is tight and wheezy']],
  ['My calf has been swollen and sore for a few days and today I am suddenly short of breath', 45, 'F'],
  ["Grandpa is not himself, he's confused and has a fever with shaking chills", 86, 'M'],
  ["I'm 36 weeks pregnant, my belly has gone rock hard and it hurts all the time", 31, 'F'],
  ["I'm 39 weeks, the baby has hardly moved today and I have a constant ache low in my tummy", 28, 'F'],
  // Diabetic ketoacidosis and a hypo (ISPAD; Diabetes Australia), cauda equina (NICE CKS), a bleed after the
  // birth (RANZCOG), an acute limb (ATS 2), in plain words.
  ['My daughter is type 1, her ketones are 2.5 and she keeps vomiting', 12, 'F'],
  ["Dad's diabetic, he's sweaty and not making much sense, his sugar is 2.4", 70, 'M'],
  ["I've had sciatica down my left leg for a week and today I wet myself without noticing", 44, 'M'],
  ["I had my baby 5 days ago and I've soaked through two pads in the last hour", 29, 'F'],
  ['My leg has gone cold and white and numb', 79, 'M'],
  ['My 2 year old might have swallowed a button battery from the TV remote', 2, 'F'],
  ["My daughter has asthma and can only say two or three words at a time, her puffer isn't helping", 11, 'F'],
  ["Crushing pain in my upper tummy and back, I'm sweaty and dizzy, I'm 67", 67, 'M'],
  ["I'm type 1 diabetic, my blood sugar is 28 and my ketones are high, I'm vomiting", 22, 'M'],
  ['My 7 year old has a fever and a rash of tiny purple dots on his legs', 7, 'M'],
  ['I was bitten by a brown snake on my hand', 30, 'M'],
  ["I've got sudden severe chest pain after vomiting a lot, it goes through to my back", 55, 'M'],
  ["My leg has been swollen and now I'm suddenly breathless and coughing blood", 45, 'F'],
  ["My baby's skin is going blue around the lips when she feeds and she is breathing fast", 0.2, 'F'],
  ["I'm 20 weeks pregnant and suddenly bleeding bright red blood heavily", 30, 'F'],
  ["I'm 37 weeks pregnant with a sudden headache, I see spots and have pain under my ribs on the right", 34, 'F'],
  // More of them in other words: a crushed limb, a cast, a "32 weeks", a curtain over the eye, a fall, a dive, the sea.
  ["I had a tooth infection and now there's a big swelling under my chin, it's hard to swallow and talk", 40, 'M'],
  ["My jaw and neck are really swollen after a wisdom tooth infection and I'm struggling to breathe", 27, 'F'],
  ["Under my tongue is swollen and sore, I can't close my mouth and I'm dribbling", 50, 'M'],
  ["I'm 29 weeks pregnant and having period-like cramps and lower back pain that come every few minutes", 27, 'F'],
  ["I'm 32 weeks and my tummy keeps going hard and tight every 5 minutes, with pressure in my pelvis", 30, 'F'],
  ["I'm 34 weeks pregnant, I have period pain and a lot more watery discharge than usual", 24, 'F'],
  ["I'm 26 weeks pregnant and I think I'm in labour", 31, 'F'],
  ["I'm 7 months pregnant and getting regular contractions", 28, 'F'],
  ["I broke my shin 2 days ago and it's in a cast, the pain is getting worse and worse and my toes are numb", 19, 'M'],
  [
    "My forearm was crushed at work, it's very swollen and tense, pins and needles in my fingers and the pain is severe",
    35,
    'M',
  ],
  ['After a long gym session my lower leg is rock hard and agonising, worse when I stretch my foot', 24, 'M'],
  ["I can't move my fingers properly, my arm in the plaster is extremely painful and swollen", 12, 'F'],
  ['I have chest pressure and my left arm feels heavy, it started 20 minutes ago', 58, 'M'],
  ['My mum says she has a pain in her chest going up into her neck and she feels sick and sweaty', 76, 'F'],
  ['Sudden sharp pain between my shoulder blades and my legs went numb', 64, 'M'],
  ["I'm coughing up frothy pink stuff and can't breathe lying down", 78, 'M'],
  ["I feel like I'm suffocating and my chest is tight, my lips are blue", 66, 'F'],
  ['My baby is breathing really fast, sucking in under the ribs and not feeding', 0.4, 'M'],
  ["My son's lips went blue during a coughing fit and he stopped breathing for a bit", 0.3, 'M'],
  ["I have a fever of 40 and I'm shaking, confused and my skin is mottled", 70, 'M'],
  ["My husband has a fever and a terrible headache and now he's not making sense", 45, 'M'],
  ["My 2 year old had a fit with his fever and it's been going for 10 minutes", 2, 'M'],
  ['My daughter has a fever and now she has purple blotches on her tummy', 1, 'F'],
  ["My 15 year old took a packet of her mum's pills", 15, 'F'],
  ['I swallowed bleach by accident and my throat is burning', 30, 'F'],
  ['I stood on something in the water and my foot is in agony and swelling fast and I feel faint', 40, 'M'],
  ["I've been stung by a jellyfish at the beach and I have severe back pain, sweating and vomiting", 25, 'M'],
  ['I ate prawns and now my throat is closing up', 30, 'F'],
  ["Hives all over, my face is swollen and I feel like I'm going to pass out", 22, 'F'],
  ["My wife suddenly has the worst headache and can't move her right side", 55, 'F'],
  ["My speech went funny and my hand was numb for 10 minutes, it's back to normal now", 70, 'M'],
  ['My vision went black in one eye like a curtain and came back after a few minutes', 66, 'M'],
  ["I'm 60, I suddenly got a severe headache and my eye is red and painful with blurry vision", 60, 'F'],
  ['My 14 year old son has a sore groin and tummy and his testicle is high and very sore since this morning', 14, 'M'],
  ["I have had no poo or wind for 3 days, my belly is huge and I'm vomiting", 80, 'M'],
  ['Severe pain in my belly that is much worse than it looks, I have heart problems and AF', 78, 'F'],
  ["I'm vomiting coffee-ground stuff and feel dizzy", 60, 'M'],
  ['I gave birth 2 weeks ago and now I have a bad headache, swollen face and see flashing lights', 31, 'F'],
  ["I'm having a baby now, I can feel the head", 28, 'F'],
  [
    "My son fell off his bike and hit his tummy on the handlebars, now he's pale and his tummy is sore and swollen",
    10,
    'M',
  ],
  ['I crashed my car, I have neck pain and tingling in my arms', 35, 'M'],
  ["My dad fell down the stairs and can't move his legs", 75, 'M'],
  ["I've been vomiting for a day and I'm diabetic, my sugars are over 20 and I'm breathing fast", 30, 'F'],
  ["My husband is really confused, his sugar is 1.8 and he can't swallow the juice", 65, 'M'],
  ["I'm on steroids for Addison's and I've collapsed with vomiting and tummy pain", 40, 'M'],
  ["My baby's soft spot is sunken, she has had diarrhoea all day and is floppy", 0.5, 'F'],
  ['My 5 month old has been vomiting and has blood and mucus in his nappy like red jelly', 0.4, 'M'],
  ["I'm hearing voices telling me to hurt myself and I have a knife", 28, 'M'],
  ["My teenage son says he wants to die and he's locked himself in his room", 16, 'M'],
  ['Someone has been stabbed in the chest', 25, 'M'],
  ['My mum has been in the heat all day and now she is not making sense and her skin is hot and dry', 82, 'F'],
  ['I was doing a dive and now I have joint pain and tingling and feel unwell', 35, 'M'],
  ["I was swimming and a blue-ringed octopus bit me, I'm getting numb around my mouth", 20, 'M'],
  ["My eye got hit with a firework and it's bleeding", 17, 'M'],
  // An injured eye that bleeds, told other ways (RANZCO eye injuries): a lid cut through or a burst globe.
  ['a stick poked my son in the eye and now his eyelid is bleeding', 8, 'M'],
  ['my eye is bleeding after a firework went off near my face', 24, 'M'],
  ["I can't breathe through my nose or mouth properly, my tongue feels huge", 35, 'F'],
  // Ludwig angina, preterm labour and compartment syndrome in yet other words.
  [
    "My neck is swollen and hard under my chin after a tooth abscess, I can't open my mouth properly and it hurts to swallow",
    38,
    'M',
  ],
  ['The swelling from my bad tooth has spread under my jaw on both sides and my tongue feels raised', 44, 'F'],
  ["My gums and the floor of my mouth are swollen, I'm drooling and my voice is thick", 52, 'M'],
  [
    "I'm pregnant, due in 2 months, and I have lower back pain that comes and goes and more discharge than usual",
    29,
    'F',
  ],
  ["I'm 30 weeks pregnant and have a dull lower back ache that comes and goes", 27, 'F'],
  ["I'm 7 months pregnant and I've had cramps like period pain on and off all afternoon", 31, 'F'],
  [
    "I'm 33 weeks and I feel pressure low down in my pelvis like the baby is pushing down, with some tightening",
    26,
    'F',
  ],
  [
    "I broke my leg yesterday and now my foot is tingling and the pain is the worst I've had, I can't move my toes",
    30,
    'M',
  ],
  [
    "My forearm got crushed in a machine at work, it's swelling up, my fingers are numb and the pain is killing me",
    41,
    'M',
  ],
  ['After the fall my lower leg is so swollen the skin is shiny and tight, the pain is 10 out of 10', 25, 'M'],
  [
    "My calf is agony after the car door closed on it, it's hard and swollen and moving my foot makes it worse",
    50,
    'F',
  ],
  // Stridor at rest with recession (RCH croup, moderate to severe)
  [
    'My 2 year old has a barking cough and makes a loud squeaky noise breathing in even when resting',
    2,
    'M',
    ['his chest and neck suck in when he breathes'],
  ],
  // A baby who stops breathing with a cough (RCH pertussis)
  ['My 6 week old has a bad cough and during the coughing she stopped breathing for a few seconds', 0.12, 'F'],
  // Sepsis after a birth (RANZCOG maternal sepsis)
  [
    'I had my baby 5 days ago and now I have a fever and the shakes',
    29,
    'F',
    ['I am breathing really fast', 'my heart is racing and I feel faint when I stand'],
  ],
  // Psychosis with risk to others (RANZCP)
  [
    'My son hears voices and thinks the neighbours are poisoning him',
    24,
    'M',
    ['he has a knife and says he will kill them'],
  ],
  // Intussusception (RCH)
  [
    'My 10 month old has screaming attacks every 15 minutes and is pale and floppy in between',
    0.8,
    'M',
    ['he has vomited three times'],
  ],
  // Anaphylaxis without hives (ASCIA: a hoarse voice after a food)
  ['I ate some cashews and now my voice is hoarse and my throat feels tight', 35, 'F'],
  // Spinal cord compression (NICE CKS)
  ['I have back pain and both my legs have gone weak', 60, 'F', ['my legs feel numb']],
  // One pill can kill (RCH poisoning)
  ["My 2 year old got into grandad's pill box, he might have had one of his heart tablets", 2, 'M'],
  // Green vomiting in a baby (RCH bilious vomiting)
  ['My 4 week old keeps vomiting and the vomit is green', 0.08, 'M'],
  // An older person's sudden tummy pain with shock (Rosen)
  [
    'My mum is 78 and got a sudden severe tummy pain an hour ago',
    78,
    'F',
    ['it came on suddenly', 'she is pale and sweaty'],
  ],
  // A long lie (NICE falls)
  ['Dad fell last night and was on the floor until this morning, he says he is fine', 84, 'M'],
];

/** Presentations where a doctor today (at the least) is defensible, with why. */
const URGENT_AT_LEAST: [words: string, age: number, sex: 'F' | 'M', more: string[], why: string][] = [
  [
    'My 3 month old feels hot, 38.2 under the arm, but she is feeding fine',
    0.25,
    'F',
    [],
    'fever in a baby under 6 months: a doctor today (RCH febrile child)',
  ],
  [
    "My 6 year old has vomited all morning and can't keep even sips of water down",
    6,
    'F',
    [],
    'a child who cannot keep fluids down (RCH gastroenteritis)',
  ],
  [
    'I fell off my bike onto my wrist, it is swollen and the pain is 8 out of 10',
    24,
    'M',
    [],
    'severe pain after an injury: an X-ray today (Ottawa rules)',
  ],
  ['I sliced my finger with a knife and the cut gapes open', 40, 'F', [], 'a gaping wound needs closing within hours'],
  [
    "My arm has gone red and hot and swollen and it's spreading, and I have a temperature",
    58,
    'M',
    [],
    'spreading cellulitis with fever: antibiotics today',
  ],
  [
    'My 2 year old has a barking cough and makes a high pitched noise breathing in even when resting, and the skin is sucking in under his ribs',
    2,
    'M',
    [],
    'moderate croup (stridor at rest with recession): to a doctor or ED now for steroids (RCH CPG); 000 once blue, drowsy or drooling',
  ],
  [
    "I'm 35 weeks pregnant and the baby hasn't moved since yesterday",
    31,
    'F',
    [],
    'reduced fetal movements: to the birth suite for monitoring today, not an ambulance (RANZCOG, Safer Baby Bundle)',
  ],
  [
    'My 6 week old baby has a temperature of 38.3',
    0.1,
    'F',
    [],
    'a febrile baby under 3 months who is otherwise well: seen urgently by a doctor today (RCH febrile infant; NICE NG143 face-to-face assessment)',
  ],
  [
    'Sudden severe pain low on the left side of my tummy with vomiting',
    24,
    'F',
    [],
    'torsion, a bleeding cyst or a stone cannot be told apart by history; all need the ED within hours (ATS 3), not an ambulance when stable',
  ],
  [
    'My 5 year old swallowed some of my blood pressure tablets',
    5,
    'F',
    [],
    'the Poisons Information Centre (13 11 26) decides between an ambulance and the ED by the drug and the dose',
  ],
  [
    'My 6 week old vomits forcefully after every feed, shooting across the room, and is hungry all the time and losing weight',
    0.12,
    'M',
    [],
    "pyloric stenosis: the children's ED today for fluids and an ultrasound, not an ambulance (RCH CPG)",
  ],
  [
    "I got hit in the eye with a squash ball and now I can't see properly and the eye is filling with blood",
    30,
    'M',
    [],
    'blunt eye injury with blurred vision and blood in the eye (hyphaema): an eye emergency service within hours (RANZCO)',
  ],
  [
    'I have a really bad toothache and now my eye is swollen shut and I have a fever',
    35,
    'M',
    [],
    'a swollen eyelid with fever from a tooth: preseptal or orbital cellulitis, seen today for IV antibiotics (eTG)',
  ],
  [
    "My grandmother fell and hit her head, she's on blood thinners, now she has a headache",
    88,
    'F',
    [],
    'head injury on an anticoagulant: CT within 8 hours (NICE CG176), the ED today',
  ],
  [
    "My 3 month old has a temperature of 39 and isn't feeding",
    0.25,
    'F',
    [],
    'a febrile infant who is not feeding: seen by a doctor within hours (NICE NG143 amber/red, RCH febrile infant)',
  ],
  [
    "I have severe pain in my side and I've got a fever and shaking, I have a kidney stone",
    45,
    'F',
    [],
    'a known stone with fever and rigors: an infected kidney, to the ED today for drainage (EAU, eTG)',
  ],
  [
    "I'm 37 weeks pregnant and the baby has stopped moving and I have pain",
    30,
    'F',
    [],
    'no movements at term: the birth suite now for monitoring (RANZCOG, Safer Baby Bundle)',
  ],
  [
    'I drank antifreeze',
    45,
    'M',
    [],
    'ethylene glycol without symptoms yet: the Poisons Information Centre (13 11 26) and the ED today for levels and antidote',
  ],
  [
    'My toddler got into the dishwasher tablets and ate one',
    2,
    'F',
    [],
    'a dishwasher tablet in a toddler: the Poisons Information Centre (13 11 26) decides; 000 if drooling, vomiting or trouble breathing',
  ],
  [
    "I have a really bad sore throat, I can't open my mouth and my voice is muffled, I'm drooling",
    25,
    'M',
    [],
    'trismus, muffled voice and drooling with a sore throat: a quinsy, to the ED today for drainage (ATS 3); 000 if breathing is noisy or hard',
  ],
  [
    "I'm 28 weeks and I tripped and fell onto my knees and hands",
    30,
    'F',
    [],
    'RANZCOG: any fall or blow after 20 weeks needs the maternity unit the same day (a hidden abruption)',
  ],
];

/** Everyday problems: never the emergency department. */
const NOT_EMERGENCIES: Presentation[] = [
  // A burst vessel on the white of the eye bleeds under the surface, not from the eye (RANZCO): not an injured eye's bleeding.
  ['woke up with a bright red patch of blood on the white of my eye, no pain, sight fine', 45, 'F'],
  ['Runny nose, sneezing and a bit of a sore throat for 2 days', 30, 'F'],
  ['Sore throat and a mild fever for 2 days, no cough', 22, 'M'],
  ['It burns when I pee and I need to go all the time', 28, 'F'],
  ["I rolled my ankle playing netball, it's swollen but I can walk on it", 25, 'F'],
  ['I sprained my wrist falling off my bike, it is sore but I can move it', 15, 'M'],
  ['Itchy watery eyes and sneezing every spring', 30, 'M'],
  ['A mild headache at the end of the working day, like a tight band around my head', 35, 'F'],
  [
    'I get migraines with zigzag lights before a throbbing headache on one side, this one is like my usual ones',
    28,
    'F',
  ],
  ['Diarrhoea and a couple of vomits since yesterday, I can keep fluids down', 30, 'M'],
  ['My son has a sticky red eye with yellow discharge', 5, 'M'],
  ['I hurt my lower back lifting boxes yesterday', 40, 'M'],
  ['I have had a sore back for a few days after gardening', 60, 'F'],
  ['Dry itchy skin in the creases of my elbows and knees', 8, 'F'],
  ['Heartburn after big meals and when I lie down', 45, 'M'],
  ['My 3 year old has had an earache and a temperature since yesterday', 3, 'M'],
  ['A cough for a week since a cold, no fever', 40, 'F'],
  ['I have had a bit of a cough and a runny nose, my daughter is still playing and eating well', 3, 'F'],
  ['Blocked nose and pain across my cheeks for a week after a cold', 35, 'F'],
  ['My ear feels blocked and muffled, I think it is wax', 60, 'M'],
  ['Pimples on my face and back', 16, 'M'],
  ["I've been feeling anxious and not sleeping well for a few weeks", 30, 'F'],
  ['I get panic attacks with a racing heart and tight chest when I am stressed', 24, 'F'],
  ['Vaginal itch with a thick white discharge', 30, 'F'],
  ["I'm constipated, haven't been for 4 days and feel bloated", 40, 'F'],
  ['Bad period cramps like every month', 19, 'F'],
  ['My period is late and my pregnancy test is positive, I feel a bit sick in the mornings', 27, 'F'],
  ['A painful ulcer inside my mouth', 30, 'M'],
  ['Cold sore on my lip', 25, 'F'],
  ['Itchy hives all over after using a new soap', 25, 'F'],
  ['I have itchy hives all over and my lips are a bit swollen, no trouble breathing', 30, 'F'],
  ['My top lip has swollen up overnight, no hives, breathing is fine, I take blood pressure tablets', 60, 'M'],
  ['Pain on the outside of my elbow since a lot of tennis', 45, 'M'],
  ['Sore knee after running, no injury, it is a bit swollen', 35, 'M'],
  ['My 4 year old has itchy spots and blisters all over and a mild fever', 4, 'F'],
  ['My son is a bit floppy and tired with a cold but drinking well', 4, 'M'],
  ['I had a seizure last week, I have epilepsy and it stopped after a minute', 30, 'M'],
  ['My chest feels tight when I have a cold and I get a bit wheezy', 30, 'F'],
  ['My chest wall is sore when I press on it and when I twist, since I had a bad cough last week', 35, 'M'],
  ['Sunburn on my shoulders from the beach yesterday', 24, 'M'],
  ['I get a cramp in my calf at night sometimes', 55, 'F'],
  ['My baby has a red nappy rash', 0.5, 'M'],
  ['My daughter has nits', 7, 'F'],
  ['An itchy lump from a mosquito bite on my arm', 30, 'F'],
  ['My toenail is ingrown and a bit red', 19, 'M'],
  // Alarming words for everyday problems: anxiety, a bump on the head, labour at term, a small bleed.
  ["I've had a tight chest and a racing heart when I get anxious before exams", 19, 'F'],
  ['I get chest pain when I press on my ribs since I lifted weights at the gym', 42, 'M'],
  ["Heartburn and indigestion after a big curry, I'm a bit sweaty from the chilli", 55, 'M'],
  ['My heart skips a beat now and then, I feel fine otherwise', 45, 'F'],
  ['I feel a bit dizzy when I stand up quickly', 30, 'F'],
  ['My son bumped his head on the table, he cried straight away and is playing normally now', 3, 'M'],
  ['I hit my head on a cupboard door, I have a small lump, no other problems', 35, 'F'],
  ['My baby is a bit sleepy after her vaccinations yesterday but feeding fine', 0.3, 'F'],
  ["I've had a stomach bug and vomited twice, I feel tired", 30, 'M'],
  ['My lips swelled up a bit after eating strawberries, no trouble breathing or swallowing', 25, 'F'],
  ['I have a sore throat and a hoarse voice from a cold', 35, 'M'],
  ["I'm 12 weeks pregnant and feeling sick every morning", 29, 'F'],
  ["I'm 30 weeks pregnant and I get occasional painless tightenings that go away when I rest", 31, 'F'],
  ["I'm 39 weeks pregnant and my contractions started an hour ago, they are every 10 minutes", 30, 'F'],
  ['I have a bit of bright red blood on the toilet paper when I wipe, I have piles', 45, 'M'],
  ['My left testicle has been a bit achy on and off for a few months', 35, 'M'],
  ['I have a painless lump in my testicle', 28, 'M'],
  ['My period is 5 days late and I have mild cramps like my period is coming', 26, 'F'],
  ['I cut my finger with a knife while cooking, it bled a bit but stopped with pressure', 30, 'F'],
  ['My son swallowed a small plastic bead an hour ago, he is fine and eating normally', 4, 'M'],
  ['My toddler has a cold and a fever of 38.5, he is drinking well and playing', 2, 'M'],
  ['My 10 year old has a fever and a cough, breathing normally, eating a bit less', 10, 'F'],
  ["I can't sleep and feel very sleepy during the day", 50, 'M'],
  ['My husband is very sleepy after night shifts', 45, 'M'],
  ["I have back pain and I'm weeing more often than usual", 60, 'M'],
  ["Numb toes in both feet for months, I'm diabetic", 65, 'M'],
  ['A heavy feeling in my legs by the end of the day with varicose veins', 55, 'F'],
  ['My calf aches after a long run, it feels tight', 30, 'M'],
  ['I had a nosebleed that stopped after 10 minutes of pinching my nose', 8, 'F'],
  ['Palpitations when I drink too much coffee', 28, 'F'],
  ['Swollen glands under my jaw with a sore throat', 20, 'M'],
  ["I've had mild chest discomfort on and off for a month when I'm stressed", 38, 'F'],
  // Heaviness with a cold or after a meal, a swelling that leaves breathing alone, a sore neck after a small crash.
  ['My chest feels heavy and tight when I have a cold and cough', 40, 'F'],
  ['I have a heavy feeling in my chest after eating too much, with burping', 50, 'M'],
  ['I strained a muscle in my chest at the gym, it hurts when I move my arm', 36, 'M'],
  ['My neck is swollen on one side with a sore throat and fever, I can breathe fine', 20, 'F'],
  ['My face is swollen from a tooth abscess, I can swallow and breathe okay', 30, 'M'],
  ["I'm 30 weeks pregnant and I have pelvic pain when I walk, no tightenings", 28, 'F'],
  ["I'm 25 weeks pregnant with heartburn", 30, 'F'],
  ["I'm 34 weeks and my feet are a bit swollen at the end of the day", 32, 'F'],
  ['I fell off my bike and grazed my knee and it stings', 9, 'M'],
  ["I fell down the stairs and sprained my ankle, it's swollen but I can walk", 40, 'F'],
  ['I was in a minor car accident yesterday and my neck is stiff and sore, no numbness or tingling', 30, 'F'],
  ["I have been hearing voices for a few weeks but they don't tell me to do anything", 24, 'M'],
  ['I got stung by a bluebottle at the beach and it is red and very painful on my leg', 12, 'F'],
  ["My son ate some soap, he's fine and playing", 2, 'M'],
  ['I went scuba diving last week and now I have a cold', 30, 'F'],
  ['I was out in the sun all day and now I have a headache and feel tired', 25, 'M'],
  ["My toddler has diarrhoea with a little blood streak, he's otherwise fine and drinking", 2, 'M'],
  ["I haven't pooed for 5 days and feel bloated, no vomiting", 70, 'F'],
  ["My tummy is sore and I have diarrhoea, I'm 65", 65, 'M'],
  ['My testicle aches after cycling', 30, 'M'],
  ['My 10 year old has a sore tummy and a mild temperature', 10, 'F'],
  ['My leg in a cast is itchy', 15, 'M'],
  ['My wrist is in a cast and a little sore in the evenings, fingers pink and moving fine', 40, 'F'],
  ["My baby breathes a bit fast when she has a cold but she's feeding well", 0.5, 'F'],
  ["I'm coughing up yellow phlegm", 45, 'M'],
  ['I cut my hand, it bled but stopped when I pressed on it', 25, 'M'],
  ['I sometimes get a sharp pain between my shoulder blades when I sit at my desk', 55, 'F'],
  ['My period is late and I have a bit of a tummy ache', 22, 'F'],
  ["I'm 30 weeks pregnant and my lower back aches by the end of the day, it's constant and eases with rest", 29, 'F'],
  ["I'm pregnant, due in 2 months, and I have heartburn at night", 31, 'F'],
  [
    "I sprained my ankle yesterday, it's a bit swollen and my toes tingle a little when I'm sitting, the pain is mild",
    28,
    'F',
  ],
  ['I bumped my elbow on the door and now my little finger tingles', 40, 'M'],
  ["My leg is in a cast and feels a bit itchy and tight when it's hot", 17, 'M'],
  ["My son is type 1, his ketones were 0.2 this morning and he's eating and playing", 9, 'M'],
  ["I'm 35 weeks and I get Braxton Hicks tightenings now and then that go away when I rest", 30, 'F'],
  ["My toddler has a barking cough but his breathing is quiet when he's calm", 2, 'M'],
  ['The room spins for a few seconds when I roll over in bed, am I having a stroke?', 70, 'F'],
  // The benign twins of the new emergencies: a dunk with no symptoms since, paracetamol within the day's limit,
  // pins and needles after sleeping on an arm, tightenings that settle, a usual short seizure, tiredness.
  ["He slipped under at swimming for a second and coughed once, he's been fine since", 5, 'M'],
  ['I took two panadol and then two more an hour later by mistake', 30, 'F'],
  ["I've got pins and needles in both arms after sleeping on them", 45, 'F'],
  ['I have a cold with a fever, my chest hurts when I breathe in and my heart beats fast', 35, 'F'],
  ['My jaw aches when I chew, I think it is a tooth', 50, 'M'],
  ["I'm 34 weeks and my tummy tightens now and then, the baby is moving as much as usual", 30, 'F'],
  ["I have epilepsy and had one of my usual short seizures this morning, I'm back to normal", 38, 'F'],
  ["I'm so tired I could sleep forever", 25, 'F'],
  ['I tore a flap of skin on my arm on the car door', 80, 'F'],
];

describe('triage safety: presentations in patients’ own words', () => {
  it('has enough of each kind', () => {
    expect(EMERGENCIES.length + URGENT_AT_LEAST.length).toBeGreaterThanOrEqual(40);
    expect(NOT_EMERGENCIES.length).toBeGreaterThanOrEqual(20);
  });

  describe('calls an emergency an emergency', () => {
    it.each(EMERGENCIES)('%s', (words, age, sex, more) => {
      expect(disposition(words, age, sex, more)).toBe('emergency');
    });
  });

  describe('sends to a doctor today at the least, where that is defensible', () => {
    it.each(URGENT_AT_LEAST)('%s', (words, age, sex, more) => {
      expect(['urgent', 'emergency']).toContain(disposition(words, age, sex, more));
    });
  });

  describe('keeps everyday problems out of the emergency department', () => {
    it.each(NOT_EMERGENCIES)('%s', (words, age, sex, more) => {
      expect(disposition(words, age, sex, more)).not.toBe('emergency');
    });
  });
});

describe('triage discriminators', () => {
  it('asks first the one answer that would make it an emergency', () => {
    // Indigestion and sweating at 66: "are you short of breath?" decides between the pharmacy and 000.
    const interview = createInterview(kb, { age: 66, sex: 'F' });
    for (const o of understand(kb, 'I have bad indigestion and I am sweating a lot'))
      interview.observe(o.evidence, o.value);
    interview.observe('duration', 'hours');
    expect(interview.nextQuestion()?.evidence).toBe('E_66');
    interview.observe('E_66', true);
    expect(interview.disposition()).toBe('emergency');
  });

  it('does not screen for an emergency nothing points to', () => {
    const interview = createInterview(kb, { age: 30, sex: 'M' });
    for (const o of understand(kb, 'I have a runny nose and a sore throat')) interview.observe(o.evidence, o.value);
    const asked: string[] = [];
    for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
      asked.push(q.evidence);
      if (q.type === 'B') interview.observe(q.evidence, false);
      else interview.decline(q.evidence);
    }
    expect(asked).not.toContain('calf_tender_swollen');
    expect(asked).not.toContain('hard_tender_bump');
  });

  it('name only findings the knowledge base defines', () => {
    const source = readFileSync(new URL('./triage-discriminators.ts', import.meta.url), 'utf8');
    const named = [...source.matchAll(/\b(?:all|any|has)\(([^)]*)\)/g)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/'([A-Za-z0-9_]+)'/g)].map((q) => q[1] as string),
    );
    expect(named.length).toBeGreaterThan(40);
    for (const finding of new Set(named)) expect(kb.evidence(finding), finding).toBeDefined();
  });
});

describe('emergencies told mildly (the sixth batch)', () => {
  it('calls shoulder-tip pain with a late period and faintness an ectopic pregnancy, however little the belly hurts', () => {
    const told: [string, unknown][] = [
      ['shoulder_tip_pain', true],
      ['missed_period', true],
    ];
    expect(interviewAnswered(kb, 27, 'F', told).disposition()).not.toBe('emergency');
    expect(interviewAnswered(kb, 27, 'F', [...told, ['E_82', true]]).disposition()).toBe('emergency');
  });

  it('calls a sudden "kidney stone" over 60 with pallor a leaking aneurysm, not one at 35', () => {
    const told: [string, unknown][] = [
      ['E_53', true],
      ['E_55', ['V_114']],
      ['E_56', 8],
      ['E_59', 9],
      ['E_154', true],
      ['duration', 'hours'],
    ];
    expect(interviewAnswered(kb, 72, 'M', told).disposition()).toBe('emergency');
    expect(interviewAnswered(kb, 35, 'M', told).disposition()).not.toBe('emergency');
  });

  it('calls back pain with a fever and weak legs a spinal abscess, and asks about the legs', () => {
    const told: [string, unknown][] = [
      ['E_53', true],
      ['E_55', ['V_40']],
      ['E_91', true],
      ['duration', 'days'],
    ];
    const asked = interviewAnswered(kb, 47, 'M', told);
    expect(['E_84', 'leg_weakness']).toContain(asked.nextQuestion()?.evidence);
    expect(interviewAnswered(kb, 47, 'M', [...told, ['E_84', true]]).disposition()).toBe('emergency');
  });

  it('asks about balance after sudden double vision, and calls both together a stroke (BE-FAST)', () => {
    const interview = interviewAnswered(kb, 68, 'M', [
      ['E_52', true],
      ['duration', 'hours'],
    ]);
    expect(interview.nextQuestion()?.evidence).toBe('unsteady_gait');
    interview.observe('unsteady_gait', true);
    expect(interview.disposition()).toBe('emergency');
  });

  it('sends a child who became unsteady today to a doctor today, even when nothing known explains it', () => {
    const disposition = interviewAnswered(kb, 3, 'F', [
      ['unsteady_gait', true],
      ['duration', 'hours'],
    ]).disposition();
    expect(['urgent', 'emergency']).toContain(disposition);
  });

  it('calls a nosebleed pressure does not stop an emergency on a blood thinner, not otherwise', () => {
    const told: [string, unknown][] = [
      ['nosebleed', true],
      ['nosebleed_not_stopping', true],
      ['duration', 'hours'],
    ];
    expect(interviewAnswered(kb, 61, 'F', told).disposition()).not.toBe('emergency');
    expect(interviewAnswered(kb, 61, 'F', [...told, ['on_anticoagulant', true]]).disposition()).toBe('emergency');
  });

  it('calls a sudden tearing back pain with sweating an emergency, and asks about tearing in back pain', () => {
    const back: [string, unknown][] = [
      ['E_53', true],
      ['E_55', ['V_40']],
      ['duration', 'hours'],
    ];
    const interview = interviewAnswered(kb, 66, 'M', back);
    const asked: string[] = [];
    for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
      asked.push(q.evidence);
      if (q.type === 'B') interview.observe(q.evidence, false);
      else interview.decline(q.evidence);
    }
    expect(asked).toContain('tearing_pain_to_back');
    expect(
      interviewAnswered(kb, 66, 'M', [...back, ['tearing_pain_to_back', true], ['E_50', true]]).disposition(),
    ).toBe('emergency');
  });

  it('calls faintness after a likely allergen anaphylaxis (ASCIA: persistent dizziness)', () => {
    expect(
      disposition('ate some cashews at lunch and now I feel itchy and sick', 34, 'F', ['I feel faint and dizzy.']),
    ).toBe('emergency');
  });

  it('reads a large number of tablets taken as an overdose, and calls it an emergency', () => {
    const read = (words: string) => understand(kb, words).map((o) => o.evidence);
    expect(read('my son took about 20 of his ADHD tablets')).toContain('took_overdose');
    expect(read('my mate has taken a heap of pills')).toContain('took_overdose');
    expect(read('I take a lot of tablets for my heart')).not.toContain('took_overdose');
    expect(read('I took my tablets this morning')).not.toContain('took_overdose');
    expect(interviewAnswered(kb, 16, 'M', [['took_overdose', true]]).disposition()).toBe('emergency');
  });

  it('sends gastro with little urine and dizziness on standing to a doctor today, even when nothing known explains it', () => {
    const gastro: [string, unknown][] = [
      ['E_211', true],
      ['E_51', true],
      ['duration', 'days'],
    ];
    expect(['days', 'self-care']).toContain(interviewAnswered(kb, 30, 'M', gastro).disposition());
    const dry = interviewAnswered(kb, 30, 'M', [...gastro, ['reduced_urine', true], ['dizzy_on_standing', true]]);
    expect(dry.disposition()).toBe('urgent');
  });

  it('reads "29 weeks and…" as under 34 weeks, and "35 weeks and…" as not', () => {
    const read = (words: string) => understand(kb, words).map((o) => o.evidence);
    expect(read('29 weeks and my waters might have gone')).toContain('very_preterm_gestation');
    expect(read('35 weeks and my waters might have gone')).not.toContain('very_preterm_gestation');
    expect(read('35 weeks and my waters might have gone')).toContain('preterm_gestation');
  });
});

describe('emergencies told mildly (the seventh batch)', () => {
  const read = (words: string) => understand(kb, words).map((o) => o.evidence);

  it('calls a headache with flashing lights after 20 weeks of pregnancy pre-eclampsia, and asks how far along', () => {
    const told: [string, unknown][] = [
      ['E_167', true],
      ['E_53', true],
      ['E_55', ['V_89', 'V_62']],
      ['visual_aura', true],
      ['duration', 'hours'],
    ];
    const interview = interviewAnswered(kb, 29, 'F', told);
    expect(['pregnancy_over_20_weeks', 'preterm_gestation', 'recent_birth']).toContain(
      interview.nextQuestion()?.evidence,
    );
    expect(interviewAnswered(kb, 29, 'F', [...told, ['pregnancy_over_20_weeks', true]]).disposition()).toBe(
      'emergency',
    );
    // The same migraine aura in a woman who is not pregnant is her migraine.
    expect(interviewAnswered(kb, 29, 'F', told.slice(1)).disposition()).not.toBe('emergency');
    expect(read('34 weeks, bad headache')).toContain('pregnancy_over_20_weeks');
    expect(read('3 weeks, bad cough')).not.toContain('pregnancy_over_20_weeks');
  });

  it('calls faintness with a racing heart after a birth an emergency, and a racing heart alone not', () => {
    const told: [string, unknown][] = [
      ['recent_birth', true],
      ['E_155', true],
      ['duration', 'hours'],
    ];
    expect(interviewAnswered(kb, 30, 'F', told).disposition()).not.toBe('emergency');
    expect(interviewAnswered(kb, 30, 'F', [...told, ['E_82', true]]).disposition()).toBe('emergency');
  });

  it('calls a stiff neck and dislike of light with a fever meningitis, by its discriminator', () => {
    const told: [string, unknown][] = [
      ['neck_stiffness', true],
      ['photophobia', true],
      ['duration', 'hours'],
    ];
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 20, 'M', [...told, ['E_91', true]]))).toBe(
      'a stiff neck and dislike of light with a fever, drowsiness or confusion',
    );
    // "The worst hangover of my life" is a headache, asked about as one.
    expect(read('worst hangover of my life')).toEqual(expect.arrayContaining(['E_53', 'recent_heavy_drinking']));
  });

  it('reads "acting drunk but he hasn\'t had a drink" as confusion, and a confused diabetic on insulin is 000', () => {
    expect(read("my husband's acting drunk but he hasn't had a drink")).toContain('E_39');
    expect(read('he is drunk and acting silly')).not.toContain('E_39');
    const told: [string, unknown][] = [
      ['E_39', true],
      ['E_69', true],
      ['duration', 'hours'],
    ];
    expect(interviewAnswered(kb, 62, 'M', told).nextQuestion()?.evidence).toBe('insulin_or_sulfonylurea');
    expect(interviewAnswered(kb, 62, 'M', [...told, ['insulin_or_sulfonylurea', true]]).disposition()).toBe(
      'emergency',
    );
  });

  it('reads goodbye letters, a rope ready and a time set as a suicide plan, and a letter to the kids as nothing', () => {
    for (const words of [
      'I have written letters to my kids.',
      'I have the rope in the shed.',
      'I am planning to do it tonight.',
      'I wrote a goodbye note',
    ])
      expect(read(words), words).toEqual(expect.arrayContaining(['suicide_plan', 'suicidal_thoughts']));
    expect(read('I wrote a letter to my kids about the holidays')).not.toContain('suicide_plan');
    expect(read('I tripped over a rope at the gym')).not.toContain('suicide_plan');
    expect(
      disposition("just wanted to say thanks, I won't need any more appointments", 38, 'M', [
        'I have the rope in the shed.',
      ]),
    ).toBe('emergency');
  });

  it('reads "a pressure in the middle of my chest" as chest pain, and with nausea at 58 calls it a heart attack', () => {
    expect(read('It is a pressure in the middle of my chest.')).toEqual(expect.arrayContaining(['E_53', 'E_55']));
    expect(
      disposition("can't shake this heartburn", 58, 'F', [
        'It is a pressure in the middle of my chest.',
        'I feel sick.',
      ]),
    ).toBe('emergency');
  });
});

describe('emergencies the test half of our vignettes showed were missing', () => {
  const read = (words: string) => understand(kb, words).map((o) => o.evidence);

  it('calls heavy bleeding after 20 weeks of pregnancy an emergency, and reads "it soaked my pad" as heavy', () => {
    const told: [string, unknown][] = [
      ['E_167', true],
      ['pregnancy_over_20_weeks', true],
      ['bleeding_in_pregnancy', true],
      ['duration', 'hours'],
    ];
    expect(interviewAnswered(kb, 35, 'F', [...told, ['pregnancy_heavy_bleeding', true]]).disposition()).toBe(
      'emergency',
    );
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 35, 'F', told))).toBeNull();
    expect(read('The bleeding is bright red and quite a lot, it soaked my pad.')).toContain('pregnancy_heavy_bleeding');
  });

  it('calls a new jaw ache with breathlessness and nausea at 74 the heart attack warning signs, not at 30', () => {
    const told: [string, unknown][] = [
      ['E_53', true],
      ['E_55', ['V_121']],
      ['E_66', true],
      ['E_148', true],
      ['duration', 'hours'],
    ];
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 74, 'F', told))).toBe(
      'jaw or neck discomfort with breathlessness and nausea or sweating over 50',
    );
    expect(emergencyDiscriminatorOf(interviewAnswered(kb, 30, 'F', told))).not.toBe(
      'jaw or neck discomfort with breathlessness and nausea or sweating over 50',
    );
  });

  it('reads a choking fit while eating, and calls it with a wheeze in a toddler an emergency', () => {
    expect(read('he was eating peanuts and started choking and coughing')).toContain('choking_episode');
    expect(read('He suddenly started coughing and gagging and went red in the face.')).toContain('choking_episode');
    expect(read('I have been coughing for a week')).not.toContain('choking_episode');
    expect(
      interviewAnswered(kb, 2, 'M', [
        ['choking_episode', true],
        ['E_214', true],
        ['duration', 'hours'],
      ]).disposition(),
    ).toBe('emergency');
  });

  it('asks a toddler crying on and off since today whether pale or floppy between, and calls that an emergency', () => {
    const told: [string, unknown][] = [
      ['recurrent', true],
      ['duration', 'hours'],
    ];
    expect(interviewAnswered(kb, 1.2, 'M', told).nextQuestion()?.evidence).toBe('pain_attacks_pale_between');
    expect(interviewAnswered(kb, 1.2, 'M', [...told, ['pain_attacks_pale_between', true]]).disposition()).toBe(
      'emergency',
    );
    // On and off for weeks is not this discriminator's (whatever the differential makes of it).
    expect(
      emergencyDiscriminatorOf(
        interviewAnswered(kb, 1.2, 'M', [
          ['recurrent', true],
          ['duration', 'weeks'],
          ['pain_attacks_pale_between', true],
        ]),
      ),
    ).not.toBe('attacks of screaming since today, pale or floppy between, in a young child');
  });
});

describe('emergencies that present mildly or atypically (the eighth batch)', () => {
  const read = (words: string) => understand(kb, words).map((o) => o.evidence);
  const reasonOf = (age: number, sex: 'F' | 'M', told: [string, unknown][]) =>
    emergencyDiscriminatorOf(interviewAnswered(kb, age, sex, told));

  it('asks the fever of a diabetic foot ulcer, and calls a fever with shivers or a racing heart an emergency', () => {
    const told: [string, unknown][] = [
      ['leg_ulcer', true],
      ['E_69', true],
      ['duration', 'weeks'],
    ];
    const asked: string[] = [];
    const interview = interviewAnswered(kb, 63, 'M', told);
    for (let q = interview.nextQuestion(); q && asked.length < 20; q = interview.nextQuestion()) {
      asked.push(q.evidence);
      interview.observe(q.evidence, (q.type === 'M' ? [] : q.type === 'B' ? false : 'weeks') as never);
    }
    expect(asked).toContain('E_91');
    const reason = 'a diabetic foot wound with a fever and shivers, a racing heart or faintness';
    expect(reasonOf(63, 'M', [...told, ['E_91', true], ['E_94', true]])).toBe(reason);
    expect(reasonOf(63, 'M', [...told, ['E_91', true], ['E_155', true]])).toBe(reason);
    // A fever alone, or spreading redness alone, is a moderate infection: a doctor today (IWGDF).
    expect(reasonOf(63, 'M', [...told, ['E_91', true]])).not.toBe(reason);
    expect(reasonOf(63, 'M', [...told, ['spreading_redness', true], ['E_94', true]])).not.toBe(reason);
  });

  it('asks a late period with one-sided pain about bleeding, then a worsening pain, and calls both an ectopic', () => {
    const told: [string, unknown][] = [
      ['missed_period', true],
      ['E_53', true],
      ['E_55', ['V_88']],
      ['duration', 'hours'],
      ['E_159', false],
      ['E_82', false],
      ['shoulder_tip_pain', false],
    ];
    expect(interviewAnswered(kb, 27, 'F', told).nextQuestion()?.evidence).toBe('vaginal_bleeding');
    const bleeding: [string, unknown][] = [...told, ['vaginal_bleeding', true]];
    expect(interviewAnswered(kb, 27, 'F', bleeding).nextQuestion()?.evidence).toBe('worsening');
    const reason = 'a possible early pregnancy with one-sided lower belly pain and bleeding';
    expect(reasonOf(27, 'F', [...bleeding, ['worsening', true]])).toBe(reason);
    expect(interviewAnswered(kb, 27, 'F', [...bleeding, ['worsening', true]]).disposition()).toBe('emergency');
    // Steady pain with spotting is an early pregnancy assessment today; pain across the belly is not one-sided.
    expect(reasonOf(27, 'F', [...bleeding, ['worsening', false]])).not.toBe(reason);
    expect(
      reasonOf(27, 'F', [
        ...told.slice(0, 2),
        ['E_55', ['V_87', 'V_88']],
        ['vaginal_bleeding', true],
        ['worsening', true],
      ]),
    ).not.toBe(reason);
    expect(read('some spotting and a crampy pain')).toContain('vaginal_bleeding');
    expect(read('some bleeding from down below')).toContain('vaginal_bleeding');
    expect(read('some light bleeding after my tooth came out')).not.toContain('vaginal_bleeding');
  });

  it('calls a hot swollen joint with a fever and shivers a septic joint with sepsis, and asks the fever', () => {
    const told: [string, unknown][] = [
      ['hot_swollen_joint', true],
      ['duration', 'hours'],
    ];
    const reason = 'a hot, swollen joint with a fever and shivers, a racing heart or faintness';
    expect(interviewAnswered(kb, 71, 'M', told).nextQuestion()?.evidence).toBe('E_91');
    expect(reasonOf(71, 'M', [...told, ['E_91', true], ['E_94', true]])).toBe(reason);
    expect(reasonOf(71, 'M', [...told, ['E_91', false]])).toBeNull();
    // The skin of a leg told by the knee is not the joint: cellulitis with a fever is a doctor today.
    expect(read('my leg below the knee is red hot and swollen')).not.toContain('hot_swollen_joint');
    expect(read('my knee is red hot and swollen')).toContain('hot_swollen_joint');
  });

  it('calls weak legs after a tick an emergency, and asks a child newly unsteady about a tick', () => {
    const reason = 'weak or unsteady legs after a tick bite';
    expect(
      reasonOf(3, 'F', [
        ['E_84', true],
        ['duration', 'days'],
        ['tick_bite', true],
      ]),
    ).toBe(reason);
    expect(
      reasonOf(45, 'F', [
        ['leg_weakness', true],
        ['duration', 'hours'],
        ['tick_bite', true],
      ]),
    ).toBe(reason);
    // Weak for months is not tick paralysis.
    expect(
      reasonOf(45, 'F', [
        ['E_84', true],
        ['duration', 'months'],
        ['tick_bite', true],
      ]),
    ).not.toBe(reason);
    const unsteady = interviewAnswered(kb, 3, 'F', [
      ['unsteady_gait', true],
      ['duration', 'hours'],
    ]);
    const asked: string[] = [];
    for (let q = unsteady.nextQuestion(); q && asked.length < 6; q = unsteady.nextQuestion()) {
      asked.push(q.evidence);
      unsteady.observe(q.evidence, (q.type === 'M' ? [] : q.type === 'B' ? false : 'hours') as never);
    }
    expect(asked).toContain('tick_bite');
  });

  it('calls new weakness of both legs with tingling and breathlessness Guillain-Barré, not the same for months', () => {
    const told: [string, unknown][] = [
      ['E_84', true],
      ['E_93', true],
      ['E_66', true],
    ];
    const reason = 'new weakness of both legs with tingling and breathlessness';
    expect(reasonOf(38, 'F', [...told, ['duration', 'days']])).toBe(reason);
    expect(reasonOf(38, 'F', [...told, ['duration', 'months']])).not.toBe(reason);
    expect(
      reasonOf(38, 'F', [
        ['E_84', true],
        ['E_93', true],
        ['duration', 'days'],
      ]),
    ).not.toBe(reason);
  });

  it('calls vomiting with faintness on long-term steroids an adrenal crisis, and the same without steroids not', () => {
    const told: [string, unknown][] = [
      ['E_211', true],
      ['E_82', true],
      ['duration', 'hours'],
    ];
    const reason = 'vomiting with faintness or confusion on long-term steroids';
    expect(reasonOf(46, 'F', [...told, ['E_44', true]])).toBe(reason);
    expect(reasonOf(46, 'F', [...told, ['known_adrenal_insufficiency', true]])).toBe(reason);
    expect(reasonOf(46, 'F', [...told, ['E_44', false]])).not.toBe(reason);
  });

  it('asks a thirsty diabetic about drowsiness, and calls drowsiness with it a hyperosmolar state', () => {
    const told: [string, unknown][] = [
      ['thirst', true],
      ['E_69', true],
      ['duration', 'days'],
    ];
    expect(interviewAnswered(kb, 79, 'M', told).nextQuestion()?.evidence).toBe('drowsy');
    expect(reasonOf(79, 'M', [...told, ['E_39', true]])).toBe(
      'diabetes with thirst or high sugars and drowsiness or confusion',
    );
    expect(interviewAnswered(kb, 79, 'M', [...told, ['E_39', true]]).disposition()).toBe('emergency');
  });

  it('calls a feverish, vomiting child whose tummy hurts on every bump peritonitis, and reads the bump', () => {
    const told: [string, unknown][] = [
      ['E_53', true],
      ['E_55', ['V_187']],
      ['E_91', true],
      ['E_211', true],
      ['peritonism', true],
      ['duration', 'hours'],
    ];
    const reason = 'a child with tummy pain worse on jolting or walking, a fever and vomiting';
    expect(reasonOf(10, 'M', told)).toBe(reason);
    expect(reasonOf(30, 'M', told)).not.toBe(reason);
    expect(
      reasonOf(
        10,
        'M',
        told.filter(([e]) => e !== 'E_91'),
      ),
    ).not.toBe(reason);
    expect(read('every bump in the car made him cry out')).toContain('peritonism');
  });

  it('reads "I thought I was dying" as fear, so a settled panic attack is a panic attack, not a racing heart rhythm', () => {
    expect(read('I thought I was dying')).toContain('E_111');
    const interview = createInterview(kb, { age: 26, sex: 'F' });
    for (const o of understand(kb, 'my heart was pounding and my chest went tight, I thought I was dying'))
      interview.observe(o.evidence, o.value);
    for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
      if (q.evidence === 'panic_episodes' || q.evidence === 'recurrent') interview.observe(q.evidence, true);
      else if (q.type === 'B') interview.observe(q.evidence, false);
      else if (q.type === 'M') interview.observe(q.evidence, []);
      else interview.decline(q.evidence);
    }
    expect(interview.differential()[0]?.pathology).toBe('Panic attack');
    expect(interview.disposition()).not.toBe('emergency');
    expect(interview.disposition()).not.toBe('urgent');
  });

  it('reads jumbled words and a hand gone clumsy as stroke signs, and calls them together an emergency', () => {
    expect(read('my words keep coming out wrong')).toContain('E_63');
    expect(read('my wife says my speech is jumbled')).toContain('E_63');
    expect(read('I keep dropping things with my right hand')).toContain('arm_or_leg_weakness_one_side');
    expect(read('my hand has gone clumsy')).toContain('arm_or_leg_weakness_one_side');
    expect(disposition('my hand has gone clumsy and my words keep coming out wrong since an hour ago', 78, 'M')).toBe(
      'emergency',
    );
  });

  it('calls a faint with its warning after standing in the heat a reflex faint, and heat with confusion heat stroke', () => {
    const faint =
      'I fainted at church after standing for ages in the heat, felt hot, sweaty and sick before, came round straight away';
    expect(disposition(faint, 17, 'F')).not.toBe('emergency');
    expect(
      reasonOf(17, 'F', [
        ['heat_exposure', true],
        ['E_159', true],
        ['faint_with_warning', true],
      ]),
    ).toBeNull();
    expect(
      reasonOf(70, 'M', [
        ['heat_exposure', true],
        ['E_39', true],
      ]),
    ).toBe('heat exposure with confusion, drowsiness, fainting or a fit');
    expect(
      reasonOf(70, 'M', [
        ['heat_exposure', true],
        ['E_159', true],
      ]),
    ).toBe('heat exposure with confusion, drowsiness, fainting or a fit');
  });
});
