import { describe, expect, it } from 'vitest';
import { interviewVignette } from './bench/vignette-patient.js';
import { loadKnowledgeBase } from './index.js';

/**
 * Whole consultations of our own: a patient opens in their own words and answers every question from a few
 * facts (read by the chat's understand(); anything not said is "no"), as the vignette benchmark does. Written
 * from textbook presentations (Murtagh, eTG, RCH, NICE CKS), never from published vignettes; they are not part
 * of the benchmark's held-out half. The condition must be among the first three at the end.
 */
const kb = loadKnowledgeBase();

type Case = [expected: string, age: number, sex: 'F' | 'M', says: string, facts: string[]];

const CASES: Case[] = [
  ["covid19", 34, 'F', "I tested positive for covid on a RAT this morning, I have a sore throat and a cough", ["I have a fever.", "I feel achy all over.", "I'm tired.", "My breathing is fine."]],
  ["acute_bronchitis", 45, 'M', "I've had a chesty cough for 10 days after a cold, bringing up some green phlegm", ["No fever now.", "My breathing is fine.", "I don't smoke.", "I feel okay otherwise."]],
  ["pneumonia", 67, 'M', "I've had a high fever and a cough with rusty phlegm for 3 days and I'm short of breath", ["It hurts on the right side of my chest when I breathe in.", "I'm shivering.", "I feel very weak.", "I'm not confused."]],
  ["stable_copd", 70, 'M', "I get short of breath walking to the letterbox and I cough up phlegm every morning", ["I smoked a pack a day for 45 years.", "It has been getting slowly worse over a few years.", "No fever.", "My ankles are not swollen."]],
  ["obstructive_sleep_apnoea", 52, 'M', "My wife says I snore loudly and stop breathing in my sleep, and I'm exhausted all day", ["I fall asleep watching TV.", "I wake up with a headache.", "I'm overweight.", "I have high blood pressure."]],
  ["exercise_induced_bronchoconstriction", 16, 'F', "I get wheezy and tight in my chest when I run at netball, it settles after I stop", ["I'm fine at rest.", "No cough at night.", "It's worse in cold air.", "I have hay fever."]],
  ["strep_tonsillitis", 9, 'M', "My son has a really sore throat and a fever of 39, his tonsils are red with white spots", ["He doesn't have a cough.", "The glands in his neck are swollen and sore.", "He has a headache and a sore tummy.", "He can swallow."]],
  ["glandular_fever", 17, 'F', "I've had a sore throat, fever and I'm so exhausted for 2 weeks, my neck glands are huge", ["My tonsils are swollen with white stuff on them.", "I have no cough.", "I ache all over.", "I can swallow but it hurts."]],
  ["otitis_externa", 24, 'F', "My right ear is sore and itchy after swimming a lot, and it hurts when I pull on it", ["There's some discharge.", "It feels blocked.", "No fever.", "My hearing is a bit muffled."]],
  ["vestibular_neuritis", 40, 'F', "I woke up with the room spinning constantly and I keep vomiting, it's been going 2 days", ["I had a cold last week.", "My hearing is normal.", "No headache.", "My speech and face are normal.", "It's worse when I move my head."]],
  ["sudden_hearing_loss", 50, 'M', "I woke up yesterday and can't hear out of my left ear at all, with ringing", ["No pain.", "No discharge.", "It came on overnight.", "I haven't had a cold."]],
  ["dental_abscess", 33, 'M', "I have a throbbing toothache in my lower back tooth and my gum is swollen", ["It hurts to bite.", "Hot and cold drinks make it worse.", "I have a bad taste in my mouth.", "No fever."]],
  ["tension_headache", 32, 'F', "I get a tight band around my head most afternoons when I'm stressed at work", ["It's on both sides.", "No vomiting.", "Light doesn't bother me.", "Panadol helps a bit.", "It's been happening for a few months."]],
  ["migraine_without_aura", 27, 'F', "I get throbbing headaches on one side with vomiting, I have to lie in a dark room", ["They last most of a day.", "Light and noise make it worse.", "I get them around my period.", "No visual disturbance before."]],
  ["giant_cell_arteritis", 74, 'F', "I have a new headache at my temple and my scalp is tender when I brush my hair", ["My jaw aches when I chew.", "I feel tired and achy in my shoulders.", "My vision is fine.", "It started 2 weeks ago."]],
  ["bells_palsy", 38, 'M', "The right side of my face has dropped since this morning, I can't close my right eye", ["My forehead on that side doesn't move either.", "My arm and leg are fine.", "My speech is normal apart from my lip.", "I had pain behind my ear yesterday."]],
  ["carpal_tunnel", 48, 'F', "My hand goes numb and tingly at night in my thumb and first fingers, I shake it to get the feeling back", ["It's my right hand.", "I work at a computer.", "My neck is fine.", "I sometimes drop things."]],
  ["peripheral_neuropathy", 66, 'M', "My feet have been numb and burning for months, like walking on cotton wool", ["Both feet.", "I have type 2 diabetes.", "It's worse at night.", "No back pain."]],
  ["parkinsons_disease", 71, 'M', "My right hand shakes when it's resting in my lap and I've become slow and stiff", ["My handwriting has got smaller.", "My wife says my face looks blank.", "I shuffle when I walk.", "It started gradually over a year."]],
  ["hypertension", 55, 'M', "My blood pressure was 165 over 100 at the pharmacy, and it was high last month too", ["I feel fine.", "No headache.", "No chest pain.", "My dad had high blood pressure."]],
  ["heart_failure", 76, 'F', "I'm more and more breathless and my ankles are swollen, I need three pillows at night", ["I wake up at night gasping.", "I had a heart attack years ago.", "I've put on weight in the last week.", "No chest pain."]],
  ["atrial_fibrillation", 68, 'M', "My heart has been racing and irregular for 2 days and I feel a bit breathless", ["No chest pain.", "I haven't fainted.", "I have high blood pressure.", "I feel tired."]],
  ["varicose_veins", 50, 'F', "I have bulging twisted veins on my legs that ache by the end of the day", ["My legs feel heavy.", "No redness.", "No leg swelling on one side.", "It's been years."]],
  ["depression", 41, 'M', "I've felt flat and hopeless for 2 months, I've lost interest in everything and can't sleep", ["I've lost my appetite.", "I can't concentrate at work.", "I don't have thoughts of hurting myself.", "I feel guilty all the time."]],
  ["ptsd", 35, 'F', "Since a car crash 6 months ago I keep having nightmares and flashbacks and I avoid driving", ["I jump at loud noises.", "I can't sleep well.", "I feel on edge all the time.", "I don't have thoughts of hurting myself."]],
  ["insomnia_disorder", 45, 'F', "I can't fall asleep and wake at 3am every night for months, I'm exhausted", ["My mood is okay.", "I don't snore.", "I drink two coffees in the morning.", "I lie awake worrying about not sleeping."]],
  ["alcohol_withdrawal", 50, 'M', "I stopped drinking 2 days ago and now I'm shaking, sweating and can't sleep", ["I drink a bottle of wine a day usually.", "I feel anxious.", "My heart is racing.", "I'm not seeing things."]],
  ["adhd", 9, 'M', "My son can't sit still at school, he's always interrupting and can't focus, the teacher is worried", ["It's been like this since he started school.", "It happens at home too.", "He loses things all the time.", "He sleeps okay."]],
  ["scarlet_fever", 5, 'F', "My daughter has a sore throat, fever and a red rash like sandpaper on her chest and tummy", ["Her tongue is red and bumpy.", "The rash started yesterday.", "Her face is flushed but pale around her mouth.", "She is drinking."]],
  ["hand_foot_mouth", 2, 'M', "My toddler has blisters on his hands and feet and sores in his mouth and won't eat", ["He has a mild fever.", "He goes to daycare.", "He's drinking a little.", "He's still wet nappies."]],
  ["roseola", 1, 'F', "My baby had a high fever for 3 days and now the fever's gone she has a pink rash on her body", ["She is happy and playing now.", "The rash doesn't itch.", "She's feeding well.", "She's 11 months old."]],
  ["chickenpox", 4, 'M', "My son has itchy spots that turn into blisters all over his body and a mild fever", ["New spots keep coming up.", "Some have crusted over.", "A boy at kindy had chickenpox.", "He's eating and drinking."]],
  ["child_constipation", 4, 'F', "My daughter only poos every 5 days and it's hard and hurts her, she holds on", ["Her tummy gets sore.", "No vomiting.", "No blood apart from a streak sometimes.", "She eats a lot of dairy."]],
  ["infant_colic", 0.15, 'M', "My 6 week old baby cries for hours every evening and pulls his legs up, nothing settles him", ["He's feeding well and gaining weight.", "No fever.", "No vomiting.", "His poos are normal."]],
  ["viral_illness", 3, 'F', "My daughter has a fever of 38.5 and a runny nose since yesterday, she is a bit off her food", ["She's drinking well.", "She's playing when the fever comes down.", "No rash.", "Her breathing is normal."]],
  ["influenza", 30, 'M', "I suddenly got a high fever, aching all over and a headache yesterday, and a dry cough", ["I'm shivering.", "I'm exhausted.", "It's flu season and my colleagues have it.", "My breathing is fine."]],
  ["sepsis", 80, 'F', "My mum has a fever, she's breathing fast, very confused and her hands are cold and blotchy", ["She had a urine infection last week.", "She's hardly weeing.", "Her heart is racing."]],
  ["cellulitis", 60, 'M', "My lower leg has gone red, hot and swollen over 2 days, the redness is spreading", ["It's tender.", "I have a crack in the skin between my toes.", "I have a slight fever.", "It is my left leg."]],
  ["anaemia", 35, 'F', "I'm tired all the time and breathless climbing stairs, my periods are very heavy", ["People say I look pale.", "I get dizzy sometimes.", "I crave ice.", "No weight loss."]],
  ["hypothyroidism", 52, 'F', "I've been tired, cold all the time and putting on weight, and my skin is dry", ["I'm constipated.", "My hair is thinning.", "My periods have stopped.", "I feel low."]],
  ["type_2_diabetes", 58, 'M', "I've been thirsty and weeing a lot for a month and I'm tired", ["I'm overweight.", "My dad has diabetes.", "I have blurry vision sometimes.", "No vomiting."]],
  ["gout", 52, 'M', "I woke up with my big toe red, swollen and so painful even the sheet hurts", ["It is my right big toe.", "I had a few beers last night.", "I've had this once before.", "No injury."]],
  ["viral_gastroenteritis", 28, 'F', "I've had vomiting and watery diarrhoea since last night, my partner had the same thing", ["I can keep sips of water down.", "No blood in the poo.", "I have crampy tummy pain.", "A mild fever."]],
  ["appendicitis", 22, 'F', "My tummy pain started around my belly button yesterday and now it's low on the right and hurts to walk", ["I've lost my appetite.", "I feel sick.", "I have a low fever.", "My period is not due.", "It hurts more when I cough."]],
  ["biliary_colic", 45, 'F', "I get bad pain under my right ribs after fatty meals that lasts a couple of hours", ["It goes through to my back.", "I feel sick with it.", "No fever.", "My skin is not yellow."]],
  ["diverticulitis", 68, 'M', "I've had pain low on the left side of my tummy for 2 days with a fever", ["I've been a bit constipated.", "It's tender when I press there.", "No blood in the poo.", "I feel off my food."]],
  ["irritable_bowel_syndrome", 29, 'F', "For over a year I've had bloating and crampy tummy pain that eases after I poo, with diarrhoea some weeks and constipation others", ["It's worse when I'm stressed.", "No blood in the poo.", "No weight loss.", "I don't wake at night with it."]],
  ["coeliac_disease", 33, 'F', "I've had bloating, loose smelly stools and tiredness for months and I've lost some weight", ["I've been told I'm low in iron.", "It's worse after bread and pasta.", "No blood in the poo.", "My sister has coeliac disease."]],
  ["haemorrhoids", 40, 'M', "I have bright red blood on the toilet paper and a lump at my bottom that comes out when I poo", ["It's itchy.", "I strain a lot.", "No pain.", "No weight loss."]],
  ["gord", 42, 'M', "I get burning in my chest after meals and when I lie down, with a sour taste coming up", ["Antacids help.", "It's worse after coffee and big dinners.", "No trouble swallowing.", "No weight loss."]],
  ["low_back_pain", 38, 'M', "I hurt my lower back lifting a heavy box yesterday, it's stiff and sore", ["The pain doesn't go down my legs.", "No numbness.", "I can pee normally.", "It eases when I lie still."]],
  ["sciatica", 45, 'F', "I have a shooting pain from my bottom down the back of my left leg to my foot", ["It started after gardening.", "My foot tingles.", "I can control my bladder.", "My back aches too."]],
  ["knee_osteoarthritis", 67, 'F', "Both my knees ache when I walk and they're stiff in the morning for a few minutes, it's been getting worse over years", ["They creak.", "No injury.", "No fever.", "It's worse going down stairs."]],
  ["plantar_fasciitis", 48, 'F', "I have sharp pain under my heel with the first steps in the morning", ["It eases after walking a bit.", "It's my right foot.", "I've started walking a lot more.", "No injury."]],
  ["rotator_cuff", 55, 'M', "My shoulder hurts when I lift my arm out to the side and it aches at night when I lie on it", ["It's my right shoulder.", "I've been painting the house.", "No injury.", "I can move it but it's painful halfway up."]],
  ["tennis_elbow", 44, 'M', "The outside of my elbow hurts when I grip things or lift the kettle", ["It's my right elbow.", "I've been using a screwdriver a lot.", "No swelling.", "No numbness."]],
  ["ankle_sprain", 23, 'F', "I rolled my ankle at netball, it's swollen and bruised on the outside", ["I can walk on it with a limp.", "The bones on the outside aren't tender when I press.", "It happened yesterday.", "It's my left ankle."]],
  ["de_quervain", 32, 'F', "I have pain at the base of my thumb on the wrist side, it hurts when I lift my baby", ["My baby is 3 months old.", "It's my right wrist.", "No injury.", "No numbness."]],
  ["atopic_eczema", 3, 'M', "My son has itchy red dry patches behind his knees and in his elbow creases", ["He scratches at night.", "He's had it on and off since he was a baby.", "There's asthma in the family.", "The skin isn't weeping."]],
  ["psoriasis", 35, 'M', "I have thick red patches with silvery scales on my elbows and knees", ["They're a bit itchy.", "I've had them for a year.", "My dad has the same thing.", "My nails have little pits."]],
  ["acute_urticaria", 26, 'F', "I came out in itchy raised welts all over my body this morning that move around", ["Each one goes within a day.", "My lips and tongue are not swollen.", "My breathing is fine.", "I had a cold last week."]],
  ["scabies", 22, 'M', "I'm really itchy especially at night, with little bumps between my fingers and on my wrists", ["My flatmate is itchy too.", "It started 3 weeks ago.", "I can see little lines on my skin.", "No fever."]],
  ["shingles", 68, 'M', "I have a painful rash of blisters in a band on one side of my back", ["It burned for 2 days before the rash.", "It's on the left side only.", "I had chickenpox as a child.", "No fever."]],
  ["tinea_corporis", 15, 'F', "I have a red itchy ring on my arm with a clearer middle that is slowly getting bigger", ["The edge is scaly.", "Our cat has a patch of missing fur.", "It's just the one.", "No fever."]],
  ["acne", 16, 'M', "I have pimples, blackheads and some painful red lumps on my face and back", ["It's been getting worse for a year.", "It's leaving marks.", "I don't take any medicines.", "No fever."]],
  ["bacterial_conjunctivitis", 6, 'F', "My daughter's eye is red with thick yellow goo and her eyelashes are stuck together in the morning", ["Her vision is fine.", "It doesn't hurt.", "It started in one eye and now both.", "No fever."]],
  ["stye", 25, 'F', "I have a painful red lump on the edge of my upper eyelid", ["It has a yellow head.", "My vision is fine.", "The eye itself isn't red.", "It started 2 days ago."]],
  ["acute_angle_closure_glaucoma", 66, 'F', "My right eye is suddenly very painful and red, my vision is blurry with halos around lights and I'm vomiting", ["I have a headache on that side.", "It started this evening in a dark room.", "I'm long-sighted."]],
  ["cystitis", 31, 'F', "It stings when I wee and I'm going every half hour, my wee smells strong", ["No fever.", "No back pain.", "No discharge.", "I'm not pregnant."]],
  ["pyelonephritis", 27, 'F', "I've had burning wee for a few days and now I have a fever, shivers and pain in my right side of my back", ["I feel sick.", "I vomited once.", "I'm not pregnant.", "No vaginal discharge."]],
  ["renal_colic", 42, 'M', "I have waves of severe pain in my left side going down to my groin, I can't sit still", ["There's blood in my wee.", "I feel sick.", "No fever.", "It came on suddenly this morning."]],
  ["bph", 70, 'M', "I'm getting up three times a night to wee and my stream is weak and slow to start", ["I feel like I haven't emptied my bladder.", "No pain.", "No blood in the urine.", "It's been getting worse for a couple of years."]],
  ["epididymo_orchitis", 28, 'M', "My right testicle has been getting more painful and swollen over 3 days and it burns when I pee", ["I have a mild fever.", "I have a new partner.", "It came on gradually.", "No vomiting."]],
  ["vulvovaginal_candidiasis", 27, 'F', "I have an itchy vulva with a thick white discharge like cottage cheese", ["It doesn't smell.", "I just finished antibiotics.", "It stings when I wee on the skin.", "I'm not pregnant."]],
  ["bacterial_vaginosis", 30, 'F', "I have a thin grey discharge with a fishy smell, worse after sex", ["It isn't itchy.", "No pain.", "No fever.", "I'm not pregnant."]],
  ["chlamydia", 21, 'F', "I had unprotected sex with someone new and now I have some bleeding after sex and more discharge", ["It stings a bit when I wee.", "No fever.", "Mild lower tummy ache.", "My period is regular."]],
  ["menopause", 51, 'F', "I'm having hot flushes and night sweats and my periods have become irregular", ["I'm not sleeping well.", "My mood is up and down.", "Sex is uncomfortable because I'm dry.", "No bleeding after sex."]],
  ["nausea_vomiting_pregnancy", 29, 'F', "I'm 9 weeks pregnant and I feel sick all day and vomit once or twice", ["I can keep fluids down.", "I'm weeing normally.", "No pain.", "No bleeding."]],
  ["uti_in_pregnancy", 30, 'F', "I'm 20 weeks pregnant and it burns when I wee and I'm going more often", ["No fever.", "No back pain.", "The baby is moving.", "No bleeding."]],
  ["pre_eclampsia", 32, 'F', "I'm 34 weeks pregnant with a bad headache, my vision is blurry and my face and hands are puffy", ["My blood pressure was high at the chemist.", "I have pain under my ribs on the right.", "The baby is moving."]],
  ["hyperthyroidism", 36, 'F', "I've lost weight even though I'm eating more, my heart races and I feel hot and shaky", ["I'm anxious.", "I'm going to the toilet more.", "My neck looks a bit swollen.", "My periods are lighter."]],
  ["hypoglycaemia", 60, 'M', "I'm on insulin and I feel shaky, sweaty and hungry, my sugar is 3.1", ["I skipped lunch.", "I'm not confused.", "I can swallow.", "I feel better after juice."]],
  ["b12_deficiency", 62, 'F', "I'm tired and have pins and needles in my feet, and my tongue is sore and red", ["I've been vegan for years.", "I feel breathless on stairs.", "I'm a bit forgetful.", "No weight loss."]],
  ["polymyalgia_rheumatica", 72, 'F', "For a month my shoulders and hips ache and are so stiff in the morning I can't get out of bed", ["The stiffness lasts over an hour.", "Both sides.", "I feel tired.", "No headache.", "My vision is fine."]],
];

describe('whole consultations of our own', () => {
  it.each(CASES)('%s (%s %s): %s', (expected, age, sex, says, facts) => {
    const outcome = interviewVignette(kb, { id: expected, system: 'general', age, sex, says, facts, expected, urgency: 'days', source: 'own' });
    expect(outcome.ranked.slice(0, 3)).toContain(expected);
  });
});
