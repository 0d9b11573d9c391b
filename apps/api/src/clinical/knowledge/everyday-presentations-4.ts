import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW, ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * A fourth set of everyday presentations: Lyme disease after a tick bite abroad, a needlestick or blood
 * exposure, a splinter left in the skin, a child's supracondylar elbow fracture, an epididymal cyst,
 * metatarsalgia, a keloid, a dermatofibroma, a pyogenic granuloma, an infantile haemangioma, benign muscle
 * and eyelid twitching, xanthelasma, phimosis, a young girl's vulvovaginitis, toddler's diarrhoea,
 * mittelschmerz, sore cracked nipples in breastfeeding and polymorphic light eruption (Therapeutic
 * Guidelines; Australian Medicines Handbook; ASHM post-exposure prophylaxis guidelines; Murtagh's General
 * Practice; NICE CKS; DermNet; RCH Clinical Practice Guidelines).
 */

const SPECIALIST = (to: string, reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to,
  urgency,
  reason,
});

const DERMATOLOGIST = (reason: string): Referral => SPECIALIST('Dermatologist', reason);

const SOAP_FREE_EMOLLIENT: Medication = {
  name: 'Soft white paraffin ointment (or a soap-free emollient)',
  dose: 'a thin layer (about 0.5 fingertip unit)',
  route: 'topical, to the sore skin',
  frequency: 'after each wee or nappy change and at bedtime',
  duration: 'until settled, then as needed',
  cautions: 'Paraffin products are flammable on clothing and bedding.',
};

/** A moderate corticosteroid for itchy, inflamed skin (eTG dermatology). */
const METHYLPREDNISOLONE_ACEPONATE: Medication = {
  name: 'Methylprednisolone aceponate 0.1% cream',
  dose: 'a thin layer (1 fingertip unit per two adult hand areas)',
  route: 'topical, to the rash',
  frequency: 'once daily',
  duration: 'until the rash settles (usually up to 7 days)',
  cautions: 'Short courses only on the face; not on broken or infected skin.',
};

const CETIRIZINE: Medication = {
  name: 'Cetirizine',
  dose: '10 mg',
  route: 'oral',
  frequency: 'once daily',
  duration: 'while itchy, up to 2 weeks',
  cautions: 'May cause drowsiness in some; halve the dose in kidney impairment.',
  alternative: true,
};

export const EVERYDAY_PRESENTATIONS_4: ConditionManagement[] = [
  {
    condition: 'lyme_disease',
    care: 'Take the antibiotic for the full course even when the rash fades. Rest and take paracetamol for aches and fever. Keep a photo of the rash for your doctor, and tell them which country you were in and when the tick bit.',
    seekHelp:
      'one side of your face droops, you get a severe headache with a stiff neck, your heart races, skips or is very slow, you faint or feel short of breath, or joints become hot and swollen',
    approach:
      'Early localised Lyme disease (Harrison; NICE NG95; CDC): a clinical diagnosis from erythema migrans (an expanding erythema of 5 cm or more, 3 to 30 days after a tick bite in an endemic area of North America, Europe or temperate Asia); no serology is needed for typical erythema migrans (often negative early); treat with doxycycline 100 mg twice daily for 21 days (or amoxicillin in pregnancy and young children); assess for disseminated disease (multiple lesions, facial palsy, meningitis, heart block on ECG, arthritis); Lyme disease is not acquired in Australia, so a local tick bite with a rash needs a different explanation (tick typhus, local reaction).',
    investigations: [
      {
        name: 'Lyme serology (ELISA with immunoblot confirmation)',
        subtype: 'pathology',
        when: 'only if the rash is atypical or there are later features such as arthritis or facial palsy; not needed for typical erythema migrans',
      },
      {
        name: 'ECG',
        subtype: 'other',
        when: 'with palpitations, dizziness, fainting or breathlessness (heart block)',
      },
    ],
    medications: [
      {
        name: 'Doxycycline',
        dose: '100 mg',
        route: 'oral',
        frequency: 'twice daily with food and a full glass of water, sitting upright',
        duration: '21 days',
        cautions:
          'Photosensitivity (avoid sun); oesophageal ulceration if taken lying down; not in pregnancy; short courses are acceptable in children of any age for tick-borne disease.',
      },
      {
        name: 'Amoxicillin',
        dose: '1 g',
        route: 'oral',
        frequency: 'three times daily',
        duration: '21 days',
        cautions: 'For pregnancy or when doxycycline is not tolerated; penicillin allergy.',
        alternative: true,
        needsMoreInfo: 'whether the patient is pregnant or allergic to penicillin',
      },
    ],
    certificate: { suggestedDays: 3, note: 'A few days while feverish and achy; longer if disseminated disease.' },
    referrals: [
      GP_REVIEW('confirm the rash and start treatment today; review at the end of the course', 'urgent'),
      SPECIALIST(
        'Infectious diseases physician',
        'facial palsy, meningitis, heart block, arthritis or a doubtful diagnosis',
        'urgent',
      ),
      ED_TODAY('facial weakness with headache, fainting, a very slow pulse or severe headache with a stiff neck'),
    ],
    advice: [
      'Lyme disease is caught from tick bites in parts of North America, Europe and Asia, not in Australia.',
      'Early treatment almost always cures it; tiredness can linger for a few weeks afterwards.',
      'Overseas, use insect repellent, cover up in bush and long grass, and check your skin for ticks each day.',
    ],
  },
  {
    condition: 'blood_exposure',
    care: 'Wash the wound straight away with soap and running water (do not scrub or squeeze it); rinse splashes to the eyes with water or saline and spit out and rinse the mouth. Do not throw the needle away: keep it in a rigid container if it is safe to. Go to an emergency department or a sexual health clinic today, ideally within 2 hours: medicine to prevent HIV must start within 72 hours.',
    seekHelp:
      'the wound becomes red, hot, swollen or oozes pus, you get a fever, or it is more than a few hours since the injury and you have not yet been assessed',
    approach:
      'Occupational or non-occupational exposure to blood or body fluids (ASHM national PEP guidelines; eTG; RCH needle stick injury): first aid; assess the exposure type and source (known HIV, hepatitis B or C status, injecting drug use); baseline HIV, hepatitis B (surface antigen, surface antibody, core antibody) and hepatitis C antibody tests; HIV PEP (tenofovir disoproxil with emtricitabine, plus dolutegravir for higher-risk exposures) within 72 hours only when the risk warrants it (community needlesticks carry a very low HIV risk); hepatitis B vaccine and immunoglobulin if non-immune; tetanus prophylaxis as needed; follow-up testing at 6 and 12 weeks; workplace incident report.',
    investigations: [
      {
        name: 'Baseline HIV antibody/antigen, hepatitis B serology and hepatitis C antibody',
        subtype: 'pathology',
        when: 'for everyone exposed, the same day, repeated at 6 and 12 weeks',
      },
      {
        name: 'Source testing (HIV, hepatitis B, hepatitis C) with consent',
        subtype: 'pathology',
        when: 'when the source person is known',
      },
    ],
    medications: [
      {
        name: 'Tenofovir disoproxil with emtricitabine (HIV post-exposure prophylaxis)',
        dose: '300 mg/200 mg (one tablet)',
        route: 'oral',
        frequency: 'once daily',
        duration: '28 days, started within 72 hours (ideally within 2 hours)',
        cautions:
          'Only when the exposure warrants it under ASHM guidance; kidney function checked; nausea and tiredness common; a third drug (dolutegravir) is added for higher-risk exposures.',
        needsMoreInfo: 'the kind of exposure and what is known about the source person',
      },
      {
        name: 'Hepatitis B vaccine',
        dose: '1 mL (adult) intramuscular',
        route: 'intramuscular',
        frequency: 'one dose now, then the rest of the course',
        duration: 'as a course if not immune',
        cautions:
          'Hepatitis B immunoglobulin is added within 72 hours for a non-immune person exposed to a positive source.',
        needsMoreInfo: 'whether the person is vaccinated and immune (surface antibody above 10 IU/L)',
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'The day of the exposure, for assessment; more if PEP side effects make work difficult.',
    },
    referrals: [
      ED_TODAY('assessment for HIV post-exposure prophylaxis and hepatitis B protection, within 72 hours'),
      SPECIALIST('Sexual health or infectious diseases clinic', 'PEP follow-up and repeat testing', 'urgent'),
      GP_REVIEW('follow-up blood tests at 6 and 12 weeks and the vaccine course'),
    ],
    advice: [
      'The risk of catching HIV or hepatitis from a discarded needle in the community is very low.',
      'Until your follow-up tests are clear, use condoms and do not donate blood.',
      'At work, report the injury to your manager so it is recorded.',
    ],
  },
  {
    condition: 'skin_foreign_body',
    care: 'A small shallow splinter can be removed at home: wash the area, sterilise tweezers, grasp the end and pull it out along the line it went in, then wash and cover. Do not dig deeply. Glass, metal, deep splinters and anything under a nail are best removed by a doctor.',
    seekHelp:
      'the area becomes red, hot, swollen or oozes pus, a red line spreads up the limb, you get a fever, a finger or toe goes numb or will not move properly, or it was a high-pressure injury (a nail gun, paint or grease gun)',
    approach:
      'Retained soft-tissue foreign body (Rosen; Murtagh): history of the material and mechanism; X-ray shows glass and metal, ultrasound wood and plant matter; remove superficial objects under local anaesthetic through a small incision along the track; leave deep objects near tendons, nerves or joints to surgeons; tetanus prophylaxis per the Australian Immunisation Handbook; antibiotics only for established infection; wood and plant material left in causes inflammation and infection.',
    investigations: [
      {
        name: 'X-ray of the area',
        subtype: 'imaging',
        when: 'for glass, metal or stone, or if the object cannot be seen',
      },
      { name: 'Ultrasound of the soft tissue', subtype: 'imaging', when: 'for wood, thorns or plant matter not seen' },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'for a day or two after removal' },
      {
        name: 'Cefalexin',
        dose: '500 mg',
        route: 'oral',
        frequency: 'every 6 hours',
        duration: '5 days',
        cautions: 'Only for a wound that is already infected; penicillin allergy (avoid with immediate reactions).',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually not needed; a day after removal from a hand or foot for manual work.',
    },
    referrals: [
      GP_REVIEW('removal under local anaesthetic, imaging and tetanus booster', 'urgent'),
      SPECIALIST(
        'Hand or plastic surgeon',
        'a deep object near a tendon, nerve or joint, or a high-pressure injection',
        'urgent',
      ),
    ],
    advice: [
      'Check your tetanus vaccination is up to date (a booster if more than 5 years for a dirty wound).',
      'Wear gloves for gardening and shoes outdoors.',
    ],
  },
  {
    condition: 'supracondylar_fracture',
    emergency: true,
    childhood: true,
    care: 'Keep the arm still in the position it is most comfortable, supported on a pillow or in a sling made from a scarf, without trying to straighten it. Give paracetamol or ibuprofen for pain and nothing else to eat or drink in case an operation is needed. Take your child to an emergency department now; call 000 if the hand is pale, cold or numb.',
    seekHelp:
      'the hand becomes pale, cold, blue or numb, the fingers cannot move, or the pain becomes severe despite pain relief (call 000)',
    approach:
      'Supracondylar fracture of the humerus (RCH; Rosen): the commonest paediatric elbow fracture, from a fall on an outstretched hand; assess the radial pulse, capillary refill and anterior interosseous, median, radial and ulnar nerves before and after any intervention; X-ray (anterior humeral line, fat pads); Gartland I in an above-elbow backslab or collar and cuff; displaced (II and III) fractures for closed reduction and percutaneous pinning by orthopaedics; a pulseless pale hand or compartment syndrome is a surgical emergency.',
    investigations: [
      {
        name: 'X-ray of the elbow (two views)',
        subtype: 'imaging',
        when: 'for every child with a swollen painful elbow after a fall',
      },
    ],
    medications: [
      {
        ...PARACETAMOL,
        dose: '15 mg/kg (adult 1 g)',
        duration: 'for pain, up to 3 days',
        needsMoreInfo: "Dose by the child's weight.",
      },
      {
        ...IBUPROFEN,
        dose: '5 to 10 mg/kg (adult 200 to 400 mg)',
        duration: 'for pain, up to 3 days',
        alternative: true,
        needsMoreInfo: "Dose by the child's weight; not under 3 months.",
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: "A carer's certificate for the emergency visit and any operation; school after that in a cast, no sport for about 6 weeks.",
    },
    referrals: [
      ED_NOW(
        'swollen, painful elbow after a fall in a child: possible supracondylar fracture with risk to the artery and nerves',
      ),
      SPECIALIST('Paediatric orthopaedic surgeon', 'displaced fracture, or a cold pale hand or numbness', 'immediate'),
      GP_REVIEW('follow-up after the cast is removed'),
    ],
    advice: [
      'Most of these fractures heal well in 3 to 4 weeks in a cast or after a small operation.',
      'Elbow stiffness after the cast comes off usually improves with normal play over a few months.',
      'Monkey bars and trampolines are the usual causes: supervise and use safety nets.',
    ],
  },
  {
    condition: 'epididymal_cyst',
    care: 'Nothing needs to be done for a small painless cyst. Supportive underwear helps if it aches. Keep checking your testicles once a month, and have the lump examined and an ultrasound to be sure of what it is.',
    seekHelp:
      'the testicle itself becomes hard or lumpy, the scrotum suddenly becomes painful or swollen, or you get a fever or burning when you pee',
    approach:
      'Epididymal cyst or spermatocele (NICE CKS scrotal swellings; Murtagh): a smooth, fluctuant, transilluminating swelling separate from and above or behind the testis; scrotal ultrasound confirms it and excludes a testicular tumour; reassure and leave alone; surgical excision only if large or painful (risk to fertility from epididymal damage in younger men).',
    investigations: [
      {
        name: 'Scrotal ultrasound',
        subtype: 'imaging',
        when: 'for every new scrotal lump, to confirm it is separate from the testis',
      },
    ],
    medications: [{ ...PARACETAMOL, duration: 'if it aches' }],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('examination of the scrotum and an ultrasound'),
      SPECIALIST('Urologist', 'a large or painful cyst, or any doubt that the lump is separate from the testicle'),
    ],
    advice: [
      'Epididymal cysts are very common and harmless; they do not become cancer.',
      'A lump in the testicle itself is different and needs an ultrasound within 2 weeks.',
    ],
  },
  {
    condition: 'metatarsalgia',
    care: 'Wear supportive, well-cushioned shoes with a roomy toe box and a low heel; avoid walking barefoot on hard floors. A metatarsal pad or dome placed just behind the sore area takes the pressure off. Ice after activity and paracetamol or a short course of ibuprofen ease flare-ups. Reduce high-impact exercise for a few weeks.',
    seekHelp:
      'the foot becomes swollen, red and hot, you cannot bear weight, the pain follows a sudden increase in running or walking (a stress fracture), or the toes go numb',
    approach:
      'Metatarsalgia (Murtagh the painful foot; Brukner and Khan): plantar pain under the lesser metatarsal heads from overload (high heels, thin soles, a long second metatarsal, hallux valgus, claw toes, fat-pad atrophy, obesity); exclude stress fracture, Morton neuroma, synovitis of the second MTP joint and inflammatory arthritis; footwear, metatarsal pads, orthoses, callus debridement, calf stretching and weight loss; podiatry; surgery rarely.',
    investigations: [
      {
        name: 'X-ray of the foot (weight-bearing)',
        subtype: 'imaging',
        when: 'if it does not settle in 6 weeks, or a stress fracture or deformity is suspected',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'during flare-ups' },
      { ...IBUPROFEN, duration: 'up to 7 days in a flare-up', alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; modified duties if the job means standing all day.' },
    referrals: [
      SPECIALIST('Podiatrist', 'metatarsal pads, orthoses, footwear advice and callus care'),
      PHYSIO('calf and foot strengthening and load management'),
      GP_REVIEW('pain that persists beyond 6 weeks, swelling or numbness'),
    ],
    advice: [
      'Shoes with a thick, cushioned sole and a low heel make the biggest difference.',
      'Losing weight, if you are above a healthy weight, reduces the load on the forefoot.',
    ],
  },
  {
    condition: 'keloid',
    care: 'Keloids are harmless but do not go away by themselves. Silicone gel or sheets worn over the scar every day for several months flatten and soften it. Do not cut it off yourself or have more piercings or tattoos in keloid-prone places. Sun protection stops it darkening.',
    seekHelp: 'the lump changes quickly, bleeds, ulcerates or looks different from a scar',
    approach:
      'Keloid (DermNet; Murtagh): scar tissue extending beyond the original wound, commonest on the earlobes, chest, shoulders and jaw, in darker skin and families; silicone gel or sheeting and pressure; intralesional triamcinolone every 4 to 6 weeks is first-line for established keloids; excision only combined with steroid injection, pressure or radiotherapy (recurrence over 50% alone); cryotherapy for small lesions.',
    investigations: [],
    medications: [
      {
        name: 'Silicone gel or silicone gel sheet',
        dose: 'a thin layer of gel (about 1 fingertip unit for a 10 cm scar), or a sheet cut to size',
        route: 'topical, over the scar',
        frequency: 'gel twice daily, or a sheet worn 12 to 24 hours a day',
        duration: '3 to 6 months',
        cautions: 'Not on open wounds; stop if the skin becomes irritated.',
      },
      {
        name: 'Triamcinolone acetonide 10 mg/mL (intralesional, by a doctor)',
        dose: '10 to 40 mg/mL into the keloid, up to 40 mg per session',
        route: 'intralesional injection',
        frequency: 'every 4 to 6 weeks',
        duration: 'until flat, usually 3 to 6 sessions',
        cautions: 'Skin thinning, pale patches and visible vessels around the scar.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('steroid injections into the keloid'),
      DERMATOLOGIST('large, multiple or resistant keloids, or if removal is considered'),
    ],
    advice: [
      'People who form keloids tend to form them again: think carefully before piercings, tattoos or cosmetic surgery.',
      'Tell a surgeon before any operation that you form keloids.',
    ],
  },
  {
    condition: 'dermatofibroma',
    care: 'A dermatofibroma is harmless and does not need treatment. Avoid catching it when shaving. Have a doctor look at it (a photo helps) to be sure, and keep an eye on it.',
    seekHelp:
      'it grows quickly, changes colour or shape, bleeds without being injured, or becomes larger than about 1 cm',
    approach:
      'Dermatofibroma (DermNet; Murtagh): a firm dermal papule, pink to brown, with a positive dimple sign and a central white scar-like patch with a peripheral pigment network on dermoscopy; commonest on the legs of women; reassure; excision (leaving a scar) only for diagnostic doubt, symptoms or cosmesis; biopsy a lesion that grows or is atypical (dermatofibrosarcoma protuberans, melanoma).',
    investigations: [
      {
        name: 'Dermoscopy',
        subtype: 'other',
        when: 'to confirm the typical pattern',
      },
      { name: 'Excision biopsy', subtype: 'pathology', when: 'if it grows, changes or looks atypical' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [GP_REVIEW('examination with dermoscopy'), DERMATOLOGIST('a growing, changing or atypical lesion')],
    advice: [
      'Dermatofibromas are common, harmless and do not turn into cancer.',
      'Removing one leaves a scar that may look worse than the bump.',
    ],
  },
  {
    condition: 'pyogenic_granuloma',
    care: 'Press firmly on it with a clean cloth for 10 minutes if it bleeds, and cover it with a dressing to stop it catching. It usually needs removing by a doctor, and the tissue is checked under the microscope. In pregnancy it often shrinks after the birth.',
    seekHelp:
      'it will not stop bleeding after 10 minutes of firm pressure, it becomes dark or irregular, or it keeps coming back after removal',
    approach:
      'Pyogenic granuloma (DermNet; Murtagh): a rapidly growing friable vascular nodule on the fingers, lips, gums or face, after minor trauma, in pregnancy, or with retinoids and some cancer drugs; curettage and cautery (or shave excision) under local anaesthetic with histology to exclude amelanotic melanoma and squamous cell carcinoma; recurrence up to 15%; in pregnancy, observe until after delivery if not troublesome.',
    investigations: [
      {
        name: 'Histology of the removed lesion',
        subtype: 'pathology',
        when: 'always, to exclude amelanotic melanoma',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed; a day after removal from a hand for manual work.' },
    referrals: [
      GP_REVIEW('curettage and cautery under local anaesthetic with histology'),
      DERMATOLOGIST('recurrence, an unusual site or doubt about the diagnosis'),
    ],
    advice: [
      'Pyogenic granulomas are harmless overgrowths of small blood vessels despite the name (not an infection).',
      'They bleed a lot because they are made of tiny blood vessels.',
    ],
  },
  {
    condition: 'infantile_haemangioma',
    childhood: true,
    care: 'Most strawberry marks grow for a few months and then slowly shrink and fade over several years without treatment. Take a photo every few weeks to show how it is changing. Keep it moisturised, and cover it if it rubs. Have it seen early: some need medicine, and it works best started before 3 months of age.',
    seekHelp:
      'the mark breaks down into a sore or bleeds and will not stop with pressure, it is near the eye, nose, lips or nappy area, your baby has noisy breathing or a hoarse cry, or there are many marks',
    approach:
      'Infantile haemangioma (RCH; DermNet; Australasian consensus): proliferative phase to 3 to 5 months, involution over years; refer early (ideally by 4 weeks of age) for high-risk haemangiomas (periocular, nasal tip, lip, airway or beard distribution, large segmental facial with PHACE screening, lumbosacral with spinal imaging, ulcerated, more than 5 with liver ultrasound); oral propranolol 1 to 3 mg/kg/day started under specialist supervision; topical timolol for small superficial lesions; otherwise active observation.',
    investigations: [
      {
        name: 'Liver ultrasound',
        subtype: 'imaging',
        when: 'with 5 or more skin haemangiomas',
      },
      {
        name: 'Spinal ultrasound or MRI',
        subtype: 'imaging',
        when: 'for a haemangioma over the lower back',
      },
    ],
    medications: [
      {
        name: 'Timolol 0.5% gel-forming eye drops (used on the skin)',
        dose: '1 drop',
        route: 'topical, to a small superficial haemangioma',
        frequency: 'twice daily',
        duration: 'for 6 to 12 months, as directed by the specialist',
        cautions:
          'Not on ulcerated skin or large areas; beta-blocker effects (slow heart rate, low sugar) in small or preterm babies.',
      },
      {
        name: 'Propranolol oral solution (specialist start)',
        dose: '1 mg/kg/day rising to 2 to 3 mg/kg/day, in two doses',
        route: 'oral',
        frequency: 'twice daily with feeds',
        duration: 'usually until 12 months of age',
        cautions:
          'Started by a specialist; hypoglycaemia if feeds are missed (pause when unwell or not feeding), bronchospasm, slow heart rate, sleep disturbance.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: "A carer's certificate for appointments only." },
    referrals: [
      GP_REVIEW('examination and a plan; early referral if it is in a high-risk place'),
      SPECIALIST(
        'Paediatric dermatologist or vascular anomalies clinic',
        'a haemangioma near the eye, nose, lip or airway, a large or segmental one, ulceration, or more than 5',
        'urgent',
      ),
    ],
    advice: [
      'About 1 in 20 babies has a haemangioma; they are commoner in girls and babies born early.',
      'Most have shrunk a great deal by school age, sometimes leaving a little loose skin or faint colour.',
    ],
  },
  {
    condition: 'benign_fasciculations',
    care: 'Twitching like this is very common and harmless. Cut down on coffee, energy drinks and alcohol, get more sleep, and manage stress. Gentle stretching helps after exercise. It usually settles over days to weeks, though it can come back at stressful times.',
    seekHelp:
      'you develop weakness, muscle wasting, trouble swallowing, slurred speech, drooping of the eyelid or face, double vision, or the twitching spreads to the whole face',
    approach:
      'Benign fasciculations and eyelid myokymia (Murtagh; Harrison): isolated fasciculations or myokymia without weakness, wasting, reflex change or bulbar signs; triggers are caffeine, stimulants, fatigue, stress, exercise and some medicines (salbutamol, stimulants); examine for weakness, wasting and reflexes; bloods (electrolytes, calcium, magnesium, thyroid) if widespread; reassurance; refer for EMG if weakness or wasting appears; persistent eyelid spasm closing the eye or spreading to the face is blepharospasm or hemifacial spasm.',
    investigations: [
      {
        name: 'Electrolytes, calcium, magnesium and thyroid function',
        subtype: 'pathology',
        when: 'if widespread, persistent or with cramps',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('examination for weakness or wasting if it persists beyond a few weeks'),
      SPECIALIST(
        'Neurologist',
        'weakness, wasting, swallowing or speech trouble, or twitching that closes the eye or spreads to the face',
      ),
    ],
    advice: [
      'Twitching without weakness is not a sign of motor neurone disease.',
      'Worrying about it can keep it going: it often settles once the cause (coffee, poor sleep, stress) is tackled.',
    ],
  },
  {
    condition: 'xanthelasma',
    care: 'Xanthelasma is harmless to the eyes, but about half of people with it have high cholesterol, so have a blood test for cholesterol and sugar and a heart health check. Eat well, be active and do not smoke. The patches can be removed for appearance.',
    seekHelp: 'the patches become lumpy, ulcerate or bleed, or your vision or eyelid movement is affected',
    approach:
      'Xanthelasma palpebrarum (DermNet; Murtagh; Heart Foundation): soft yellow plaques on the medial eyelids; fasting lipids, glucose or HbA1c, thyroid and liver function; absolute cardiovascular risk assessment and lipid treatment on its merits; removal by excision, laser, cryotherapy or trichloroacetic acid by an experienced clinician (recurrence is common); statins rarely shrink them.',
    investigations: [
      { name: 'Lipid profile', subtype: 'pathology', when: 'for everyone with xanthelasma' },
      { name: 'HbA1c, thyroid function and liver function', subtype: 'pathology', when: 'with the lipid profile' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('cholesterol and heart health check'),
      DERMATOLOGIST('removal for appearance'),
      SPECIALIST('Oculoplastic surgeon', 'large lesions or removal close to the lid margin'),
    ],
    advice: [
      'Xanthelasma can come back after removal, especially if cholesterol is high.',
      'A heart health check looks at cholesterol, blood pressure, sugar and smoking together.',
    ],
  },
  {
    condition: 'phimosis',
    care: 'In boys a foreskin that does not pull back is normal and it loosens by itself, often not until 10 years of age or the teens; never force it back. Ballooning when weeing is harmless. Wash the penis with warm water only. In adults or when it is scarred or painful, a steroid cream usually loosens it over a few weeks.',
    seekHelp:
      'he cannot pass urine, the foreskin is stuck pulled back behind the head of the penis with swelling, or the penis becomes red, swollen and painful with discharge or fever',
    approach:
      'Phimosis (RCH penile conditions; NICE CKS; Murtagh): physiological non-retractility is normal in young boys and needs no treatment; pathological phimosis (scarring, lichen sclerosus, recurrent balanoposthitis, painful erections, urinary obstruction) is treated with a potent topical corticosteroid for 4 to 8 weeks with gentle retraction; check urine glucose in adults (diabetes); circumcision or preputioplasty for failure, lichen sclerosus or recurrent infection; paraphimosis is an emergency.',
    investigations: [
      { name: 'Urine glucose or HbA1c', subtype: 'pathology', when: 'in an adult with a newly tight foreskin' },
    ],
    medications: [
      {
        name: 'Betamethasone valerate 0.05% cream',
        dose: 'a thin smear (well under 1 fingertip unit)',
        route: 'topical, to the tight ring of the foreskin',
        frequency: 'twice daily, with gentle retraction',
        duration: '4 to 8 weeks',
        cautions: 'Only on the foreskin; stop if the skin becomes sore or broken.',
      },
      {
        name: 'Methylprednisolone aceponate 0.1% cream',
        dose: 'a thin smear (well under 1 fingertip unit)',
        route: 'topical, to the tight ring of the foreskin',
        frequency: 'once daily',
        duration: '4 to 6 weeks',
        cautions: 'Moderate potency; short courses only.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('examination of the foreskin if it is scarred, painful or causes trouble passing urine'),
      SPECIALIST(
        'Urologist (or paediatric surgeon for a boy)',
        'scarring, lichen sclerosus, recurrent infection or failure of steroid cream',
      ),
      ED_TODAY('unable to pass urine, or a foreskin stuck behind the head of the penis'),
    ],
    advice: [
      'Forcing a foreskin back causes small tears and scarring, making it tighter.',
      'Most boys do not need circumcision for a tight foreskin.',
    ],
  },
  {
    condition: 'prepubertal_vulvovaginitis',
    childhood: true,
    care: 'Use plain warm water for washing, with no soap, bubble bath or shampoo in the bath water, and rinse well after hair washing. Dress her in loose cotton underwear and change out of wet swimmers quickly. Teach her to wipe from front to back and to sit with knees apart when weeing. A barrier ointment such as plain paraffin soothes the skin; salt baths can help.',
    seekHelp:
      'there is bleeding from the vagina, a bad-smelling or green discharge, a fever, bruising or any concern about sexual abuse, or it does not improve in 2 weeks of care',
    approach:
      'Prepubertal vulvovaginitis (RCH vulvovaginitis; Murtagh): mostly non-specific irritant vulvitis from soaps, poor hygiene and occlusion in the unoestrogenised vulva; candida is unusual out of nappies unless after antibiotics or diabetes; consider threadworm, group A streptococcus (bright red vulvitis, swab), a foreign body (bloody, offensive discharge), lichen sclerosus and sexual abuse; treat with hygiene measures and barrier ointment; swab for persistent discharge; treat threadworm empirically if nocturnal itch.',
    investigations: [
      {
        name: 'Low vaginal or vulval swab for culture',
        subtype: 'pathology',
        when: 'with persistent or purulent discharge, or bright red vulvitis (group A streptococcus)',
      },
    ],
    medications: [
      SOAP_FREE_EMOLLIENT,
      {
        name: 'Mebendazole',
        dose: '100 mg (chewable tablet, for children over 6 months)',
        route: 'oral',
        frequency: 'a single dose, repeated in 2 weeks',
        duration: 'two doses; treat the whole household',
        cautions: 'Only if threadworm is suspected (night-time anal or vulval itch); not under 6 months.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: "Not needed for school; a carer's certificate for appointments only." },
    referrals: [
      GP_REVIEW('examination if it persists, recurs, bleeds or there is discharge'),
      SPECIALIST('Paediatric gynaecologist', 'bleeding, a suspected foreign body or recurrent symptoms despite care'),
      SPECIALIST('Child protection unit', 'any concern about sexual abuse', 'urgent'),
    ],
    advice: [
      'Vulval soreness in young girls is common and is usually caused by irritation, not infection.',
      'Thrush creams are rarely needed before puberty.',
    ],
  },
  {
    condition: 'toddler_diarrhoea',
    childhood: true,
    care: 'Cut out fruit juice, cordial and soft drinks: offer water and milk instead. Give regular meals and snacks with normal amounts of fat (full-cream dairy, butter, meat) and fibre, and do not restrict foods. Your child can go to childcare as normal. It settles by itself, usually by school age.',
    seekHelp:
      'your child has blood in the poo, loses weight or stops growing, is vomiting, has a fever, a swollen tummy, is unusually tired or irritable, or has fewer wet nappies',
    approach:
      "Toddler's diarrhoea (functional diarrhoea; RCH chronic diarrhoea; Murtagh): loose stools with undigested vegetable matter in a thriving child of 1 to 5 with normal growth; plot growth; review diet for excess juice, sorbitol and fructose, low fat and high or low fibre; consider coeliac disease (tTG IgA with total IgA) and stool tests for giardia if not thriving or with red flags; reassurance and the 4 Fs: fluids (less juice), fat, fibre and no food restriction.",
    investigations: [
      {
        name: 'Coeliac serology (tTG IgA with total IgA) and full blood count',
        subtype: 'pathology',
        when: 'if growth falters, or with abdominal distension or a family history of coeliac disease',
      },
      {
        name: 'Stool microscopy and culture (including giardia)',
        subtype: 'pathology',
        when: 'if not thriving or with childcare outbreaks',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed: the child is well and can attend childcare.' },
    referrals: [
      GP_REVIEW('growth check and diet review if it persists'),
      SPECIALIST('Paediatrician', 'poor growth, blood in the stools or abnormal tests'),
      SPECIALIST('Paediatric dietitian', 'diet review when juice and fat changes do not help'),
    ],
    advice: [
      "Toddler's diarrhoea does not harm your child's growth or health.",
      "Fruit juice is not needed in a young child's diet: whole fruit and water are better.",
    ],
  },
  {
    condition: 'mittelschmerz',
    care: 'A heat pack and ibuprofen or paracetamol ease the pain, which usually lasts a few hours to a day or two. Track your cycle in a diary or app to confirm it comes mid-cycle. The contraceptive pill stops ovulation and so prevents it if it is troublesome.',
    seekHelp:
      'the pain is severe or lasts more than 2 days, your period is late or you could be pregnant, you faint or feel dizzy, have a fever, vomiting, shoulder-tip pain or unusual bleeding',
    approach:
      'Mittelschmerz (Murtagh pelvic pain; RANZCOG): recurrent unilateral lower abdominal pain at mid-cycle from follicle rupture; exclude pregnancy (urine hCG); consider ectopic pregnancy, a haemorrhagic or torted ovarian cyst, appendicitis, PID and endometriosis; pelvic ultrasound only if atypical; NSAIDs and heat; combined hormonal contraception suppresses ovulation.',
    investigations: [
      {
        name: 'Urine pregnancy test',
        subtype: 'pathology',
        when: 'if the period could be late or there is any chance of pregnancy',
      },
      {
        name: 'Pelvic ultrasound',
        subtype: 'imaging',
        when: 'if the pain is severe, prolonged or not clearly mid-cycle',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'for 1 to 2 days when the pain comes' },
      { ...PARACETAMOL, duration: 'for 1 to 2 days when the pain comes', alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'A day at most when the pain is bad.' },
    referrals: [
      GP_REVIEW('pain that is severe, prolonged, not clearly mid-cycle, or with heavy or painful periods'),
      ED_TODAY('severe pain with a possible pregnancy, fainting or shoulder-tip pain'),
    ],
    advice: [
      'About 1 in 5 women feel ovulation; it is a sign that ovulation is happening and is harmless.',
      'The side can change from month to month depending on which ovary releases the egg.',
    ],
  },
  {
    condition: 'nipple_pain_breastfeeding',
    care: 'Improving the latch is the key: hold the baby close, chest to chest, nose to nipple, and wait for a wide-open mouth so the baby takes a big mouthful of breast. Break the suction with a clean finger before taking the baby off. Express a few drops of milk onto the nipples after feeds and let them air dry; purified lanolin or hydrogel pads help cracks heal. Paracetamol or ibuprofen are safe while breastfeeding. Keep feeding or expressing to keep your supply.',
    seekHelp:
      'a red, hot, painful area appears on the breast, you get a fever or flu-like aches, pus comes from a crack, the pain is burning and shooting deep in the breast after feeds, or your baby is not feeding well or has few wet nappies',
    approach:
      'Nipple pain and trauma in breastfeeding (NICE CKS; Australian Breastfeeding Association; Murtagh): almost always from poor attachment and positioning; observe a feed and correct the latch; assess the baby for tongue-tie; treat cracked nipples with moist wound healing; swab and treat Staphylococcus aureus infection of a fissure (flucloxacillin or cefalexin); consider nipple thrush (pain after feeds with shiny pink nipple and oral thrush in the baby), vasospasm (blanching, warmth helps) and dermatitis; mastitis needs its own treatment.',
    investigations: [
      {
        name: 'Nipple swab for culture',
        subtype: 'pathology',
        when: 'if a crack is not healing after 1 week of better attachment, or looks infected',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'while sore' },
      { ...IBUPROFEN, duration: 'while sore, up to 5 days', alternative: true },
      {
        name: 'Purified lanolin (nipple cream)',
        dose: 'a pea-sized amount (about 0.5 g)',
        route: 'topical, to the nipple',
        frequency: 'after each feed (no need to wipe off before feeding)',
        duration: 'until healed',
        cautions: 'Rare wool allergy.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      SPECIALIST('Lactation consultant or child health nurse', 'observe a feed and help with attachment', 'urgent'),
      GP_REVIEW('a crack that is not healing, signs of infection, or the baby has a tongue-tie'),
    ],
    advice: [
      'Some tenderness in the first week is common, but pain throughout a feed or damaged nipples mean the latch needs help.',
      'The Australian Breastfeeding Association helpline is 1800 686 268.',
      'Nipple shields can help short-term but are best used with a lactation consultant.',
    ],
  },
  {
    condition: 'polymorphic_light_eruption',
    care: 'Stay out of the sun until the rash settles (usually within a week or two) and cool the skin. A steroid cream and an antihistamine ease the itch. Prevent it with broad-spectrum SPF 50+ sunscreen, a hat and covering clothing; gradual sun exposure in spring "hardens" the skin.',
    seekHelp:
      'you have blisters over large areas, a fever, your face or lips swell, joint pains or feel unwell, or the rash does not settle away from the sun',
    approach:
      'Polymorphic light eruption (DermNet; Murtagh): a delayed, itchy papular, vesicular or plaque eruption on sun-exposed skin hours to days after the first strong UV exposure of spring or a holiday, resolving without scarring within 1 to 2 weeks; exclude photosensitising medicines (doxycycline, thiazides, NSAIDs), lupus (ANA if atypical or persistent) and solar urticaria; treat with a moderate to potent topical corticosteroid and oral antihistamine; prevention with sun protection, gradual exposure, or prophylactic narrowband UVB phototherapy in spring for severe recurrent cases.',
    investigations: [
      {
        name: 'Antinuclear antibodies (ANA)',
        subtype: 'pathology',
        when: 'if the rash lasts weeks, scars or comes with joint pain or feeling unwell (lupus)',
      },
    ],
    medications: [METHYLPREDNISOLONE_ACEPONATE, CETIRIZINE],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      GP_REVIEW('a rash that does not settle or keeps coming back despite sun protection'),
      DERMATOLOGIST('severe recurrences for phototherapy hardening in spring'),
    ],
    advice: [
      'Polymorphic light eruption is common, harmless and tends to be worst in spring and early summer.',
      'UVA passes through window glass, so it can come up after a long car drive.',
    ],
  },
];
