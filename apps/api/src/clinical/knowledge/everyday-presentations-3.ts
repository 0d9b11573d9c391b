import { IBUPROFEN, MOMETASONE_NASAL, PARACETAMOL, SALINE_NASAL_SPRAY } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_TODAY, GP_REVIEW } from './referrals.js';

/**
 * A third set of everyday presentations: tinnitus, keratosis pilaris, teeth grinding, premature ejaculation,
 * razor bumps, bad breath, cherry angiomas, a baby's tongue-tie, discoid eczema, gynaecomastia, nasal
 * polyps, granuloma annulare, lichen simplex chronicus and an umbilical granuloma (Therapeutic Guidelines;
 * Australian Medicines Handbook; Murtagh's General Practice; NICE CKS; DermNet; RCH Clinical Practice
 * Guidelines).
 */

const SPECIALIST = (to: string, reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to,
  urgency,
  reason,
});

const DENTIST = (reason: string): Referral => SPECIALIST('Dentist', reason);

const MOISTURISER: Medication = {
  name: 'Emollient (sorbolene with 10% glycerin cream, or a paraffin-based ointment)',
  dose: 'a generous layer (an adult with widespread dry skin may use 250 to 500 g a week)',
  route: 'topical',
  frequency: 'twice daily and after bathing',
  duration: 'ongoing',
  cautions: 'Paraffin products are flammable on clothing and bedding; use a soap-free wash instead of soap.',
};

const UREA_10: Medication = {
  name: 'Urea 10% cream',
  dose: 'a thin layer (1 fingertip unit covers both upper arms)',
  route: 'topical',
  frequency: 'once or twice daily',
  duration: 'ongoing; improvement takes 4 to 6 weeks',
  cautions: 'Stings on broken or inflamed skin; not on the face of young children.',
};

/** A potent corticosteroid for thick or stubborn patches on the body and limbs (eTG dermatology). */
const BETAMETHASONE_DIPROPIONATE: Medication = {
  name: 'Betamethasone dipropionate 0.05% ointment',
  dose: 'a thin layer (1 fingertip unit per two adult hand areas)',
  route: 'topical, to the patches only',
  frequency: 'once daily',
  duration: 'up to 4 weeks, then stop or reduce to twice weekly',
  cautions: 'Potent: not on the face, skin folds or genitals without advice; skin thinning with long use.',
};

const METHYLPREDNISOLONE_ACEPONATE: Medication = {
  name: 'Methylprednisolone aceponate 0.1% cream or ointment',
  dose: 'a thin layer (1 fingertip unit per two adult hand areas)',
  route: 'topical, to the inflamed skin',
  frequency: 'once daily',
  duration: 'until the patches settle (usually 2 to 4 weeks), then stop',
  cautions: 'Moderate potency: short periods only on the face and skin folds; not on infected skin.',
  alternative: true,
};

export const EVERYDAY_PRESENTATIONS_3: ConditionManagement[] = [
  {
    condition: 'tinnitus',
    care: 'Avoid complete silence, especially at night: a fan, soft music or a sound app helps the brain tune the ringing out. Protect your ears from loud noise with earplugs or earmuffs. Cut down on caffeine and alcohol if they make it worse, and look after your sleep and stress. Have your hearing tested.',
    seekHelp:
      'the ringing is in one ear only, beats in time with your pulse, comes with sudden hearing loss, spinning, weakness of the face or a severe headache (hearing lost suddenly needs a doctor the same day), or it is making you feel desperate or unable to cope',
    approach:
      'Tinnitus (NICE NG155; Murtagh): history for onset, one or both sides, pulsatile quality, hearing loss, vertigo, noise exposure, ototoxic medicines (high-dose aspirin, loop diuretics, aminoglycosides) and distress; otoscopy (wax, effusion) and audiology; same-day referral for sudden sensorineural hearing loss, urgent ENT for pulsatile, unilateral or neurological features (MRI internal auditory meatus for asymmetry); manage with education, hearing aids if hearing is reduced, sound therapy and tinnitus-focused CBT; no medicine is recommended for tinnitus itself; screen for anxiety, depression and sleep disturbance.',
    investigations: [
      {
        name: 'Audiology (pure-tone audiogram and tympanometry)',
        subtype: 'other',
        when: 'for everyone with persistent tinnitus',
      },
      {
        name: 'MRI of the internal auditory meatus',
        subtype: 'imaging',
        when: 'if it is one-sided or the hearing test shows asymmetric hearing loss',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day if poor sleep or distress makes work unsafe.' },
    referrals: [
      SPECIALIST('Audiologist', 'hearing test, hearing aids and sound therapy'),
      SPECIALIST(
        'Ear, nose and throat surgeon',
        'one-sided or pulsatile tinnitus, asymmetric hearing loss or vertigo',
        'urgent',
      ),
      GP_REVIEW('ear examination, medicines review and support if it is distressing'),
    ],
    advice: [
      'Tinnitus is very common and is rarely a sign of serious disease; for most people it becomes less noticeable over months.',
      'Tinnitus Australia and hearing services offer support programmes and sound therapy.',
      'Keep music through headphones below 60% volume and take breaks.',
    ],
  },
  {
    condition: 'keratosis_pilaris',
    care: 'Wash with a soap-free wash in warm (not hot) water, moisturise daily and use a urea cream on the rough areas. Gentle exfoliation with a soft cloth helps; do not scrub or pick the bumps. It is harmless and often improves in summer and with age.',
    seekHelp: 'the bumps become painful, pus-filled, spread quickly, or you have other skin problems or feel unwell',
    approach:
      "Keratosis pilaris (DermNet): follicular keratotic papules on the extensor upper arms, thighs and a child's cheeks, with or without erythema; associated with atopy and ichthyosis; reassurance, emollients and keratolytics (urea, lactic or salicylic acid); topical retinoids or vascular laser for the redness in resistant cases.",
    investigations: [],
    medications: [UREA_10, { ...MOISTURISER, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('bumps that are inflamed or infected, or a rash that does not look typical'),
      SPECIALIST('Dermatologist', 'troublesome redness or a doubtful diagnosis'),
    ],
    advice: [
      'Keratosis pilaris is not an infection and cannot be caught.',
      'It runs in families and often goes with dry skin and eczema.',
    ],
  },
  {
    condition: 'bruxism',
    care: 'See your dentist about a night guard (a splint fitted to your teeth) to protect them. Notice clenching during the day and let your jaw rest with the teeth apart and the tongue on the roof of your mouth. Cut down on caffeine and alcohol, especially in the evening, and find ways to unwind before bed. Warm packs and paracetamol ease a sore jaw.',
    seekHelp:
      'your jaw locks, you cannot open your mouth, you have swelling, fever or a toothache, or you have a new headache that is getting worse',
    approach:
      'Bruxism (Murtagh; dental guidance): sleep or awake grinding and clenching with morning jaw-muscle pain, temporal headache and tooth wear; associated with stress, caffeine, alcohol, smoking, stimulants, SSRIs and obstructive sleep apnoea; dental assessment and an occlusal splint, habit awareness, stress management, sleep hygiene; review serotonergic medicines and screen for snoring and sleep apnoea; simple analgesia for flare-ups.',
    investigations: [
      {
        name: 'Sleep study',
        subtype: 'other',
        when: 'only with loud snoring, witnessed apnoeas or daytime sleepiness',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'for a few days during a flare' },
      { ...IBUPROFEN, duration: 'up to 5 days', alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      DENTIST('an occlusal splint and assessment of tooth wear'),
      GP_REVIEW('stress, anxiety or sleep problems, or a medicine that may be causing it'),
    ],
    advice: [
      'Grinding often comes and goes with stress.',
      'Some antidepressants and stimulants make grinding worse: do not stop a medicine without talking to your doctor.',
    ],
  },
  {
    condition: 'premature_ejaculation',
    care: 'This is common and treatable. Techniques practised with a partner help many men: the stop-start technique (stopping stimulation just before the point of no return, then starting again) and the squeeze technique. A thicker condom or an anaesthetic cream or spray used shortly before sex can help, and treating anxiety about it helps too.',
    seekHelp:
      'you have pain when ejaculating, blood in the semen, pain in the testicles or when passing urine, a discharge, or trouble getting or keeping an erection',
    approach:
      'Premature ejaculation (ISSM; NICE CKS): lifelong (ejaculation within about a minute of penetration from the first encounters) or acquired (a clear shortening, often with erectile dysfunction, prostatitis, thyroid disease, anxiety or relationship problems); history including erections, urinary symptoms, medicines and drugs; behavioural techniques and psychosexual counselling, topical anaesthetic (lidocaine with prilocaine) before sex, dapoxetine on demand, or off-label daily SSRI; treat erectile dysfunction first when both are present.',
    investigations: [
      {
        name: 'Thyroid function tests',
        subtype: 'pathology',
        when: 'if it is acquired or there are symptoms of an overactive thyroid',
      },
      {
        name: 'Urine test and sexually transmitted infection screen',
        subtype: 'pathology',
        when: 'if there is pain, discharge or urinary symptoms',
      },
    ],
    medications: [
      {
        name: 'Lidocaine 2.5% with prilocaine 2.5% cream',
        dose: 'a small amount (about 1 g) to the head of the penis',
        route: 'topical',
        frequency: '10 to 20 minutes before sex, then wiped off (or use a condom)',
        duration: 'as needed',
        cautions: 'Numbness can pass to a partner if not wiped off or covered; skin irritation; not on broken skin.',
      },
      {
        name: 'Dapoxetine',
        dose: '30 mg',
        route: 'oral',
        frequency: '1 to 3 hours before sex, no more than once in 24 hours',
        duration: 'as needed',
        cautions:
          'Fainting and nausea (take with water, avoid alcohol and dehydration); not with heart disease, other antidepressants, triptans or strong CYP3A4 inhibitors.',
        alternative: true,
        needsMoreInfo:
          'Check for heart disease, fainting, other medicines (antidepressants, migraine medicines) and mood.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      SPECIALIST('Psychologist or sex therapist', 'psychosexual counselling, for the man or the couple'),
      GP_REVIEW('erection problems, urinary symptoms or pain, or treatment that has not helped'),
    ],
    advice: [
      'About one man in five has this at some time; it is not a sign of disease.',
      'Anxiety makes it worse, so talking openly with your partner helps.',
    ],
  },
  {
    condition: 'pseudofolliculitis_barbae',
    care: 'The most effective treatment is to stop close shaving for a few weeks: let the hair grow or use clippers that leave about 1 mm of hair. When you shave, wet the skin well, use a sharp single-blade razor with the grain, do not stretch the skin and do not go over the same area twice. Release an ingrown hair gently with a clean needle tip; do not pluck it out.',
    seekHelp:
      'bumps become large, painful, hot or full of pus, you get a fever, or dark marks or scars are building up',
    approach:
      'Pseudofolliculitis barbae (DermNet): ingrown curly hairs after close shaving or waxing causing inflammatory papules and pustules in the beard, neck, axillae or bikini line; stop close shaving or change technique, release ingrown hairs, a topical retinoid or benzoyl peroxide, a short course of a mild corticosteroid for inflamed papules, topical or oral antibiotics for secondary infection; laser hair removal for persistent cases; treat post-inflammatory pigmentation and keloid scarring early.',
    investigations: [],
    medications: [
      {
        name: 'Adapalene 0.1% gel',
        dose: 'a thin layer (1 fingertip unit for the beard area)',
        route: 'topical, to the affected area',
        frequency: 'once daily at night',
        duration: '6 to 12 weeks',
        cautions: 'Irritation and dryness at first; use sunscreen; not in pregnancy.',
      },
      {
        name: 'Benzoyl peroxide 5% wash',
        dose: 'a small amount (about 1 fingertip unit)',
        route: 'topical, washed off after 1 to 2 minutes',
        frequency: 'once daily',
        duration: 'ongoing while shaving',
        cautions: 'Bleaches towels and clothing; dryness and irritation.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('infected bumps, or bumps that are not settling'),
      SPECIALIST('Dermatologist', 'scarring, keloids or dark marks, or to discuss laser hair removal'),
    ],
    advice: [
      'Razor bumps are common in people with tightly curled hair and are not an infection.',
      'Chemical hair removal creams or clippers avoid the sharp cut hair tip that grows back into the skin.',
    ],
  },
  {
    condition: 'halitosis',
    care: 'Brush twice a day, floss or use interdental brushes daily, and clean your tongue from back to front with a tongue scraper. Drink water through the day, chew sugar-free gum, and limit coffee, alcohol, garlic and onion. See your dentist for a check-up and clean.',
    seekHelp:
      'you have a sore throat that will not go away, pus or swelling of a gum or tooth, blood in your saliva, trouble swallowing, weight loss, or a sweet or fruity smell on your breath',
    approach:
      'Halitosis (Murtagh; dental guidance): most is oral (tongue coating, gingivitis and periodontitis, caries, dentures); also tonsillar (tonsil stones, tonsillitis), nasal (sinusitis, a nasal foreign body in a child), dry mouth, smoking and, rarely, systemic (ketosis, liver or kidney failure); examine the mouth, teeth, tonsils and nose; oral hygiene with tongue cleaning, dental review, a short course of chlorhexidine mouthwash; psychological (imagined) halitosis is reassured and supported.',
    investigations: [
      {
        name: 'Blood glucose, liver and kidney function',
        subtype: 'pathology',
        when: 'only if the mouth, nose and throat are healthy and there are other symptoms',
      },
    ],
    medications: [
      {
        name: 'Chlorhexidine gluconate 0.2% mouthwash',
        dose: '10 mL',
        route: 'rinse for 1 minute and spit out',
        frequency: 'twice daily, 30 minutes after brushing',
        duration: 'up to 2 weeks',
        cautions: 'Stains teeth and alters taste with longer use; do not swallow.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      DENTIST('check-up and professional clean, gum disease or tooth decay'),
      GP_REVIEW('bad breath with sinus, throat or reflux symptoms, or when the dentist finds no cause'),
    ],
    advice: [
      'The back of the tongue is the most common source of bad breath; cleaning it daily often fixes the problem.',
      'Mouthwashes and mints only mask the smell for a short time.',
    ],
  },
  {
    condition: 'cherry_angioma',
    care: 'Cherry angiomas are harmless and do not need treatment. If one bleeds after a knock, press on it firmly with a clean cloth for 10 minutes. A GP or skin doctor can remove one that bleeds often or bothers you.',
    seekHelp:
      'spots appear suddenly in crops, you have bruises or bleeding gums, fever or feel unwell (go to an emergency department the same day if spots appear with fever), or a spot changes shape or colour or is not like the others',
    approach:
      'Cherry angiomas (Campbell de Morgan spots; DermNet): benign capillary proliferations, bright red to purple domed papules, increasing with age on the trunk and upper limbs; clinical diagnosis, dermoscopy (red lacunae) if in doubt; distinguish from petechiae and purpura (flat, sudden, with bleeding or illness) and nodular melanoma or pyogenic granuloma (growing, bleeding); removal for bleeding or cosmesis by electrocautery, shave excision or vascular laser.',
    investigations: [
      {
        name: 'Full blood count',
        subtype: 'pathology',
        when: 'only if the spots are flat, appeared suddenly, or come with bruising or bleeding',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('a spot that bleeds repeatedly, grows quickly or does not look like the others'),
      SPECIALIST('Dermatologist', 'removal for cosmetic reasons, or doubt about the diagnosis'),
    ],
    advice: [
      'Most people over 40 have some; new ones keep appearing with age.',
      'They are not linked with cancer or with any problem inside the body.',
    ],
  },
  {
    condition: 'tongue_tie',
    childhood: true,
    care: 'A tongue-tie only needs treatment if it is causing feeding problems. Get help with breastfeeding positioning and attachment early from a lactation consultant, your midwife or child health nurse, or the Australian Breastfeeding Association helpline (1800 686 268). Keep feeding your baby and watch for enough wet nappies.',
    seekHelp:
      'your baby has fewer than 5 heavy wet nappies a day after the first week, is not gaining weight, is very sleepy or hard to wake for feeds, or has a fever (a baby under 3 months with a fever needs a doctor the same day); or your breast becomes red, hot and painful',
    approach:
      'Ankyloglossia (RCH tongue tie; NICE IPG149): assess tongue function (lift, extension, lateral movement) and a full breastfeed; most tongue-ties cause no problems; first a lactation assessment of attachment; frenotomy (division of the frenulum by a trained clinician, without anaesthetic in young infants) when the tie is restricting feeding despite support; monitor weight; address nipple trauma and maternal mastitis.',
    investigations: [],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: "A carer's certificate for the day of a feeding assessment or frenotomy.",
    },
    referrals: [
      SPECIALIST('Lactation consultant (IBCLC) or child health nurse', 'breastfeeding attachment assessment'),
      GP_REVIEW('assessment of tongue movement and weight gain, and referral for frenotomy if feeding is affected'),
      SPECIALIST(
        'Paediatrician or paediatric ear, nose and throat surgeon',
        'frenotomy when the tie restricts feeding despite feeding support',
      ),
    ],
    advice: [
      'Many babies with a tongue-tie feed well and need nothing done.',
      'A frenotomy is quick, and a baby can feed straight afterwards.',
    ],
  },
  {
    condition: 'discoid_eczema',
    care: 'Use a soap-free wash and lukewarm water, moisturise the whole body at least twice daily, and use the steroid ointment prescribed on the patches. Keep nails short, avoid woollen clothing next to the skin, and cover weeping patches with a non-stick dressing.',
    seekHelp:
      'the patches become crusted with yellow or golden crusts, painful or spread quickly, you get punched-out sores or blisters, a fever, or the rash is not improving after 2 weeks of treatment',
    approach:
      'Discoid (nummular) eczema (DermNet; NICE CKS; eTG dermatology): well-defined coin-shaped itchy plaques, often exudative, on the limbs; skin swab if crusted or weeping to detect Staphylococcus aureus; scrapings for fungal microscopy if annular or not responding (tinea); potent topical corticosteroid ointment once daily for 2 to 4 weeks, emollients and soap substitutes; oral antibiotic for secondary infection; patch testing, phototherapy or a dermatologist for resistant cases.',
    investigations: [
      {
        name: 'Skin swab for bacterial culture',
        subtype: 'pathology',
        when: 'if the patches are weeping, crusted or not responding',
      },
      {
        name: 'Skin scrapings for fungal microscopy and culture',
        subtype: 'pathology',
        when: 'if the patches clear in the centre or do not respond to a steroid',
      },
    ],
    medications: [BETAMETHASONE_DIPROPIONATE, METHYLPREDNISOLONE_ACEPONATE, MOISTURISER],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day or two with widespread weeping patches.' },
    referrals: [
      GP_REVIEW('weeping, crusted or infected patches, or patches that do not clear'),
      SPECIALIST('Dermatologist', 'not controlled after 4 to 6 weeks of a potent steroid'),
    ],
    advice: [
      'Discoid eczema can take months to clear and may come back: restart the ointment early when a patch returns.',
      'It is not contagious.',
    ],
  },
  {
    condition: 'gynaecomastia',
    care: 'In teenage boys this is very common and usually goes away by itself within 1 to 2 years. Loose or layered clothing helps with self-consciousness. See a GP in person so the chest (and the testicles) can be examined, and bring a list of all medicines, supplements and drugs you use.',
    seekHelp:
      'you feel a hard or fixed lump, it is on one side only and keeps growing, the skin dimples or the nipple pulls in, there is discharge or bleeding from the nipple, a lump in the armpit, or a lump or swelling in a testicle',
    approach:
      'Gynaecomastia (RCH; Murtagh; NICE CKS): palpable subareolar glandular tissue in a male; physiological in neonates, mid-puberty and older age; causes include obesity (pseudogynaecomastia), medicines (spironolactone, anti-androgens, 5-alpha-reductase inhibitors, anabolic steroids, cannabis, some antipsychotics), liver or kidney disease, hyperthyroidism, hypogonadism and hormone-secreting tumours; examine the breasts, testes and for liver disease; adolescents: reassure and review in 6 months; adults: testosterone, LH, FSH, oestradiol, prolactin, hCG, liver, kidney and thyroid function; breast imaging for a hard, eccentric or unilateral lump (2-week-wait breast referral); stop the culprit medicine; tamoxifen or surgery by a specialist for persistent painful cases.',
    investigations: [
      {
        name: 'Testosterone, LH, FSH, oestradiol, prolactin and beta-hCG; liver, kidney and thyroid function',
        subtype: 'pathology',
        when: 'in adults, and in boys with it before puberty, very large or lasting more than 2 years',
      },
      {
        name: 'Breast ultrasound (and mammogram in older men)',
        subtype: 'imaging',
        when: 'if the lump is hard, off-centre from the nipple, one-sided or growing',
      },
      {
        name: 'Testicular ultrasound',
        subtype: 'imaging',
        when: 'if a testicular lump is felt or the hormone tests are abnormal',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('examination of the chest, testicles and medicines'),
      SPECIALIST('Breast surgeon', 'a hard, fixed, eccentric or one-sided lump, or skin or nipple changes', 'urgent'),
      SPECIALIST('Endocrinologist', 'abnormal hormone tests, or gynaecomastia that persists or grows'),
    ],
    advice: [
      'In puberty, about half of boys get some breast tissue for a while; it is caused by the normal hormone changes.',
      'Anabolic steroids, some supplements and cannabis can cause it.',
    ],
  },
  {
    condition: 'nasal_polyps',
    care: 'Rinse your nose with a salt-water (saline) rinse once or twice a day, then use a steroid nasal spray every day, aimed away from the middle of the nose. It takes several weeks to work fully. Keep your asthma well controlled.',
    seekHelp:
      'the blockage is on one side only, you have nosebleeds or a bloody or smelly discharge from one side, swelling around the eye, double vision, a severe headache, or your asthma gets worse',
    approach:
      'Chronic rhinosinusitis with nasal polyps (ENT guidelines; NICE CKS; AMH): bilateral obstruction, anosmia, rhinorrhoea and post-nasal drip for more than 12 weeks; anterior rhinoscopy or nasal endoscopy; associated asthma and aspirin-exacerbated respiratory disease; saline irrigation and intranasal corticosteroid for at least 3 months; a short course of oral prednisolone for severe obstruction or anosmia; CT of the sinuses and ENT referral if not improved or for surgery or biologics; urgent ENT for a unilateral polyp, bleeding or a mass (exclude inverted papilloma and cancer).',
    investigations: [
      {
        name: 'CT of the paranasal sinuses',
        subtype: 'imaging',
        when: 'if not improved after 3 months of treatment, before surgery, or with one-sided symptoms',
      },
    ],
    medications: [
      { ...SALINE_NASAL_SPRAY, duration: 'ongoing' },
      { ...MOMETASONE_NASAL, duration: 'at least 3 months, then continue if it helps' },
      {
        name: 'Prednisolone',
        dose: '25 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '5 to 7 days',
        cautions: 'Raises blood sugar and blood pressure, mood change and poor sleep; limit to 1 to 2 courses a year.',
        alternative: true,
        needsMoreInfo:
          'For severe blockage or loss of smell; check for diabetes, infection, mental illness and pregnancy.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; about a week after sinus surgery.' },
    referrals: [
      GP_REVIEW('examination of the nose to confirm polyps'),
      SPECIALIST(
        'Ear, nose and throat surgeon',
        'one-sided polyp, bleeding or a mass (urgent); or no improvement after 3 months of treatment',
      ),
    ],
    advice: [
      'Polyps often come back; using the steroid spray every day keeps them small.',
      'If aspirin or anti-inflammatory painkillers make your breathing worse, avoid them and tell every doctor.',
    ],
  },
  {
    condition: 'granuloma_annulare',
    care: 'Granuloma annulare is harmless and usually fades by itself within 2 years. If it bothers you, a GP can prescribe a strong steroid cream. Antifungal creams do not help, because it is not a fungal infection.',
    seekHelp: 'the rings become scaly, itchy or spread quickly, you get many patches over the body, or you feel unwell',
    approach:
      'Granuloma annulare (DermNet): annular plaques of smooth skin-coloured or pink papules without scale on the dorsal hands and feet; often misdiagnosed as tinea (scrapings are negative); localised disease is reassured or treated with a potent topical corticosteroid (under occlusion) or intralesional triamcinolone; generalised disease: check glucose and lipids, dermatologist (phototherapy); biopsy when the diagnosis is uncertain.',
    investigations: [
      {
        name: 'Skin scrapings for fungal microscopy',
        subtype: 'pathology',
        when: 'if scale is present and tinea is possible',
      },
      {
        name: 'HbA1c and lipids',
        subtype: 'pathology',
        when: 'if it is widespread',
      },
      { name: 'Skin biopsy', subtype: 'other', when: 'if the diagnosis is uncertain' },
    ],
    medications: [{ ...BETAMETHASONE_DIPROPIONATE, frequency: 'once daily (at night, covered with plastic film)' }],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('examination to confirm the diagnosis, and scrapings if it might be tinea'),
      SPECIALIST('Dermatologist', 'widespread granuloma annulare or a doubtful diagnosis'),
    ],
    advice: ['It is not an infection and is not contagious.', 'It can come back in the same place after clearing.'],
  },
  {
    condition: 'lichen_simplex_chronicus',
    care: 'The aim is to break the itch–scratch cycle: apply the steroid ointment prescribed, cover the patch at night (a bandage or cotton glove), keep nails short, and when it itches press or hold something cool on it instead of scratching. Moisturise the skin every day.',
    seekHelp:
      'the patch bleeds, becomes crusted, weepy or painful, a sore or lump appears in it, or the itch is spreading or keeping you awake despite treatment',
    approach:
      'Lichen simplex chronicus (DermNet; eTG dermatology): a lichenified plaque from chronic rubbing and scratching (nape, ankles, shins, wrists, genitals), primary or on a background of eczema, psoriasis or an anxiety disorder; potent or very potent topical corticosteroid ointment under occlusion, occlusive dressings, emollients, a sedating antihistamine at night for sleep, and attention to stress and habits; biopsy if it fails to respond (exclude squamous cell carcinoma or lichen planus).',
    investigations: [
      { name: 'Skin biopsy', subtype: 'other', when: 'if it does not respond to treatment or looks atypical' },
    ],
    medications: [
      BETAMETHASONE_DIPROPIONATE,
      {
        name: 'Promethazine hydrochloride',
        dose: '10 to 25 mg',
        route: 'oral',
        frequency: 'at night',
        duration: 'up to 2 weeks',
        cautions:
          'Drowsiness the next day: do not drive if affected; avoid alcohol; caution in older people and glaucoma; not under 2 years of age.',
        alternative: true,
        needsMoreInfo: 'Only if night-time itch and scratching disturb sleep; check other sedating medicines.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('examination of the patch, and support for stress or anxiety that drive the scratching'),
      SPECIALIST('Dermatologist', 'not improving after 4 to 6 weeks, genital involvement, or a doubtful diagnosis'),
    ],
    advice: [
      'The skin thickens because it is scratched; once the scratching stops, it slowly returns to normal.',
      'Stress and boredom often trigger scratching without noticing.',
    ],
  },
  {
    condition: 'umbilical_granuloma',
    childhood: true,
    care: 'Keep the belly button clean and dry: clean it with cooled boiled water on cotton wool, pat it dry, and fold the nappy down below it. See your GP or child health nurse this week: a granuloma is simply treated in the clinic (with salt or a silver nitrate stick) and heals within days.',
    seekHelp:
      'redness spreads onto the tummy, the belly button smells or leaks pus, your baby has a fever (a baby under 3 months with a fever needs a doctor the same day), feeds poorly, is floppy or very sleepy (go to an emergency department now), or urine or poo comes from the belly button',
    approach:
      'Umbilical granuloma (RCH umbilical problems; Nelson): moist pink granulation tissue at the base of the umbilicus after cord separation, in a well baby; distinguish omphalitis (periumbilical erythema, discharge, fever: urgent), umbilical hernia (reducible, swells with crying) and a persistent urachus or vitello-intestinal remnant (urine or faecal discharge, a mucosal polyp); treat with topical common salt for 2 to 3 days or silver nitrate cautery (protecting the surrounding skin); refer to a paediatric surgeon if not resolved after 2 to 3 treatments.',
    investigations: [
      {
        name: 'Ultrasound of the umbilicus',
        subtype: 'imaging',
        when: 'only if urine or bowel content discharges, or it does not settle after treatment',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate is rarely needed." },
    referrals: [
      GP_REVIEW('treatment of the granuloma (salt or silver nitrate) within a few days'),
      ED_TODAY('spreading redness, pus or a smell, or an unwell or feverish baby'),
      SPECIALIST(
        'Paediatric surgeon',
        'not resolving after 2 to 3 treatments, or any discharge of urine or bowel content',
      ),
    ],
    advice: ['Umbilical granulomas are common and harmless.', 'The cord stump usually falls off by 2 weeks of age.'],
  },
];
