import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW } from './referrals.js';

/**
 * Management of the eye and skin conditions, keyed by condition id. Sources: Therapeutic Guidelines
 * (eTG Eye, Dermatology, Antibiotic, Wounds), Australian Medicines Handbook, RANZCO and NICE CKS red-eye
 * and visual-loss guidance, DermNet, RCH Melbourne clinical practice guidelines, Murtagh.
 * Eye emergencies get first aid only (irrigation, a shield); nobody is given steroid or anaesthetic eye
 * drops without a slit-lamp examination.
 */

// — Shared medicines: eyes

const CHLORAMPHENICOL_DROPS: Medication = {
  name: 'Chloramphenicol 0.5% eye drops',
  dose: '1 to 2 drops',
  route: 'into the affected eye(s)',
  frequency: 'every 2 hours for the first 24 to 48 hours, then 4 times a day',
  duration: 'until 48 hours after the eye is clear (usually 5 to 7 days)',
  cautions:
    'No contact lenses during treatment and for 24 hours after; do not share the bottle; discard 4 weeks after opening.',
};

const CHLORAMPHENICOL_OINTMENT: Medication = {
  name: 'Chloramphenicol 1% eye ointment',
  dose: '1.5 cm ribbon',
  route: 'inside the lower eyelid',
  frequency: '4 times a day (or at night with drops by day)',
  duration: '3 to 5 days',
  cautions: 'Blurs vision for a few minutes after use; no contact lenses during treatment.',
};

const LUBRICANT_DROPS: Medication = {
  name: 'Carmellose sodium 0.5% eye drops (preservative-free)',
  dose: '1 to 2 drops',
  route: 'into the eye(s)',
  frequency: '4 to 6 times a day and as needed',
  duration: 'as long as needed',
  cautions: 'Use preservative-free drops if needed more than 4 times a day; may blur vision briefly.',
};

const OLOPATADINE_DROPS: Medication = {
  name: 'Olopatadine 0.1% eye drops',
  dose: '1 drop',
  route: 'into each affected eye',
  frequency: 'twice daily',
  duration: 'while exposed to the allergen (up to 4 months)',
  cautions: 'Remove soft contact lenses before use and wait 10 minutes; brief stinging.',
};

const KETOTIFEN_DROPS: Medication = {
  name: 'Ketotifen 0.025% eye drops',
  dose: '1 drop',
  route: 'into each affected eye',
  frequency: 'twice daily',
  duration: 'while exposed to the allergen',
  cautions: 'Remove soft contact lenses before use; brief stinging; available from pharmacies.',
};

const AMOXICILLIN_CLAVULANATE: Medication = {
  name: 'Amoxicillin with clavulanic acid',
  dose: '875 mg + 125 mg',
  route: 'oral',
  frequency: '12-hourly with food',
  duration: '7 days',
  cautions:
    'Not with penicillin allergy or previous cholestatic jaundice on this medicine; diarrhoea and thrush are common.',
  needsMoreInfo: 'Confirm no penicillin allergy; children need a weight-based dose.',
};

// — Shared medicines: skin

const EMOLLIENT: Medication = {
  name: 'Emollient (sorbolene with 10% glycerin cream, or a paraffin-based ointment)',
  dose: 'a generous layer (an adult with widespread dry skin may use 250 to 500 g a week)',
  route: 'topical, to all dry skin',
  frequency: 'at least twice daily and after bathing',
  duration: 'ongoing, even when the skin is clear',
  cautions: 'Paraffin products are flammable on clothing and bedding; use a soap-free wash instead of soap.',
};

const METHYLPREDNISOLONE_ACEPONATE: Medication = {
  name: 'Methylprednisolone aceponate 0.1% cream or ointment',
  dose: 'a thin layer (1 fingertip unit per two adult hand areas)',
  route: 'topical, to the inflamed skin',
  frequency: 'once daily',
  duration: 'until the rash clears (usually up to 2 weeks), then stop',
  cautions:
    'Moderate potency: use for short periods on the face, skin folds and in infants; not on infected or ulcerated skin.',
};

const HYDROCORTISONE_1: Medication = {
  name: 'Hydrocortisone 1% cream',
  dose: 'a thin layer (1 fingertip unit covers 2 adult palm areas)',
  route: 'topical',
  frequency: 'once or twice daily',
  duration: 'up to 7 days',
  cautions: 'Mild potency: suitable for the face and skin folds; not on broken or infected skin.',
};

const MOMETASONE_OINTMENT: Medication = {
  name: 'Mometasone furoate 0.1% ointment',
  dose: 'a thin layer (1 fingertip unit covers 2 adult palm areas)',
  route: 'topical',
  frequency: 'once daily',
  duration: 'up to 2 to 4 weeks, then step down',
  cautions: 'Potent: avoid the face and skin folds and prolonged use (skin thinning, stretch marks).',
};

const CETIRIZINE: Medication = {
  name: 'Cetirizine',
  dose: '10 mg',
  route: 'oral',
  frequency: 'once daily',
  duration: 'while symptoms last',
  cautions: 'Mild drowsiness in some people; halve the dose in kidney impairment.',
};

const FEXOFENADINE: Medication = {
  name: 'Fexofenadine',
  dose: '180 mg',
  route: 'oral',
  frequency: 'once daily',
  duration: 'while symptoms last',
  cautions: 'Non-sedating; do not take with fruit juice or antacids within 2 hours.',
};

const CEFALEXIN_CELLULITIS: Medication = {
  name: 'Cefalexin',
  dose: '500 mg',
  route: 'oral',
  frequency: '6-hourly',
  duration: '5 days, then review',
  cautions: 'Avoid with a history of immediate (anaphylactic) penicillin allergy; diarrhoea.',
  needsMoreInfo: 'Confirm allergy history; children need a weight-based dose.',
};

const FLUCLOXACILLIN: Medication = {
  name: 'Flucloxacillin',
  dose: '500 mg',
  route: 'oral',
  frequency: '6-hourly on an empty stomach',
  duration: '5 days, then review',
  cautions: 'Not with penicillin allergy; cholestatic hepatitis, more often in older people and with longer courses.',
  alternative: true,
  needsMoreInfo: 'Confirm no penicillin allergy.',
};

const CLINDAMYCIN: Medication = {
  name: 'Clindamycin',
  dose: '450 mg',
  route: 'oral',
  frequency: '8-hourly',
  duration: '5 days, then review',
  cautions:
    'For immediate penicillin allergy; Clostridioides difficile diarrhoea: stop and seek advice if diarrhoea develops.',
  alternative: true,
  needsMoreInfo: 'Only for a patient with immediate (anaphylactic) penicillin allergy.',
};

const TRIMETHOPRIM_SULFAMETHOXAZOLE: Medication = {
  name: 'Trimethoprim with sulfamethoxazole',
  dose: '160 mg + 800 mg',
  route: 'oral',
  frequency: '12-hourly',
  duration: '5 days',
  cautions:
    'For suspected MRSA; not in the first trimester or near term of pregnancy; rash (rarely severe), high potassium, interactions with methotrexate and warfarin.',
  alternative: true,
  needsMoreInfo: 'Check pregnancy, kidney function and sulfonamide allergy; use when MRSA is likely or confirmed.',
};

const MUPIROCIN: Medication = {
  name: 'Mupirocin 2% ointment',
  dose: 'a thin layer (about 0.5 cm of ointment per sore)',
  route: 'topical, after gently removing crusts',
  frequency: '3 times a day',
  duration: '5 days',
  cautions: 'Only for small, localised areas; resistance develops with repeated use.',
};

const VALACICLOVIR_ZOSTER: Medication = {
  name: 'Valaciclovir',
  dose: '1 g',
  route: 'oral',
  frequency: '8-hourly',
  duration: '7 days',
  cautions:
    'Start within 72 hours of the rash (later if new blisters, eye involvement or a weak immune system); reduce the dose in kidney impairment; drink plenty of water.',
  needsMoreInfo: 'Check kidney function in older or frail patients before dosing.',
};

const FAMCICLOVIR_ZOSTER: Medication = {
  name: 'Famciclovir',
  dose: '500 mg',
  route: 'oral',
  frequency: '8-hourly',
  duration: '7 days',
  cautions: 'Start within 72 hours of the rash; reduce the dose in kidney impairment.',
  alternative: true,
};

const TERBINAFINE_CREAM: Medication = {
  name: 'Terbinafine 1% cream',
  dose: 'a thin layer, extending 2 cm beyond the edge',
  route: 'topical',
  frequency: 'once or twice daily',
  duration: '1 to 2 weeks (continue 1 week after it looks clear)',
  cautions: 'Local irritation; do not use a steroid cream alone on a fungal rash.',
};

const CLOTRIMAZOLE_CREAM: Medication = {
  name: 'Clotrimazole 1% cream',
  dose: 'a thin layer (1 fingertip unit covers 2 adult palm areas)',
  route: 'topical',
  frequency: '2 to 3 times a day',
  duration: '2 to 4 weeks (continue 2 weeks after it looks clear)',
  cautions: 'Local irritation; also treats candida (yeast) in skin folds.',
};

const KETOCONAZOLE_SHAMPOO: Medication = {
  name: 'Ketoconazole 2% shampoo',
  dose: 'about 5 to 10 mL (enough to lather)',
  route: 'topical, left on for 3 to 5 minutes then rinsed',
  frequency: 'twice a week (flare), then once every 1 to 2 weeks to prevent relapse',
  duration: '4 weeks, then maintenance',
  cautions: 'Avoid the eyes; may dry the hair.',
};

const CHLORHEXIDINE_WASH: Medication = {
  name: 'Chlorhexidine 2% (or triclosan 1%) antiseptic skin wash',
  dose: 'about 10 to 20 mL as a body wash',
  route: 'topical, as a body wash, rinsed off',
  frequency: 'once daily',
  duration: '1 to 2 weeks (longer to prevent recurrence)',
  cautions: 'Avoid the eyes and ears; can dry or irritate the skin.',
};

// — Shared referrals and advice

const OPHTHALMOLOGY = (urgency: Referral['urgency'], reason: string): Referral => ({
  kind: 'specialist',
  to: 'Ophthalmologist (eye specialist)',
  urgency,
  reason,
});
const DERMATOLOGY = (urgency: Referral['urgency'], reason: string): Referral => ({
  kind: 'specialist',
  to: 'Dermatologist',
  urgency,
  reason,
});
const GP_IN_PERSON = (urgency: Referral['urgency'], reason: string): Referral => ({
  kind: 'gp',
  to: 'General practitioner (in person)',
  urgency,
  reason,
});

const EYE_RED_FLAGS_ADVICE =
  'See a doctor the same day, or go to an emergency department, if the eye becomes painful, your vision becomes blurred, bright light hurts, or you wear contact lenses and the eye is red.';

const SUN_PROTECTION_ADVICE =
  'Protect your skin from the sun: Slip on clothing, Slop on SPF 50+ sunscreen, Slap on a hat, Seek shade and Slide on sunglasses, especially when the UV index is 3 or above.';

export const EYES_AND_SKIN: ConditionManagement[] = [
  // ———————————————————————————————————— Eyes
  {
    condition: 'bacterial_conjunctivitis',
    care: 'Clean away discharge with cooled boiled water and a fresh cotton pad for each eye, wash your hands often and do not share towels. Antibiotic eye drops (chloramphenicol) speed recovery; it usually clears within a week.',
    seekHelp:
      'the eye becomes painful, your vision is blurred, light hurts your eyes, the eyelids become swollen and red, you wear contact lenses, or it is not improving after 3 days of drops',
    approach:
      'Mucopurulent conjunctivitis: usually self-limiting within 5 to 7 days; topical chloramphenicol shortens it. Swab and refer a neonate (gonococcal or chlamydial), contact lens wearers (keratitis) and anyone with pain, photophobia or reduced vision.',
    investigations: [
      {
        name: 'Conjunctival swab for microscopy, culture and chlamydia/gonorrhoea PCR',
        subtype: 'pathology',
        when: 'newborns, severe or hyperacute discharge, failure of treatment, or sexual transmission possible',
      },
    ],
    medications: [
      CHLORAMPHENICOL_DROPS,
      {
        ...CHLORAMPHENICOL_OINTMENT,
        frequency: 'at night (with drops by day), or 4 times a day in young children',
        duration: '5 days',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Children may return to school or childcare once treatment has started and the discharge has settled; adults usually 1 day.',
    },
    referrals: [
      GP_IN_PERSON('urgent', 'examination the same day for pain, photophobia, reduced vision or contact lens wear'),
      OPHTHALMOLOGY('urgent', 'a newborn with a sticky red eye, or copious (hyperacute) discharge'),
    ],
    advice: [
      'Wash your hands after touching your eyes and do not share towels, pillows or make-up.',
      'Do not wear contact lenses until the eye has been clear for 24 hours after finishing the drops.',
      EYE_RED_FLAGS_ADVICE,
    ],
  },
  {
    condition: 'viral_conjunctivitis',
    care: 'This is usually a virus and settles by itself in 1 to 3 weeks; antibiotics do not help. Cool compresses and lubricating eye drops ease the grittiness. It spreads easily, so wash your hands and do not share towels.',
    seekHelp:
      'the eye becomes painful, your vision is blurred, light hurts your eyes, you wear contact lenses, or it is not improving after 2 weeks',
    approach:
      'Viral (usually adenoviral) conjunctivitis: supportive care with cold compresses and lubricants; no antibiotics. Highly contagious for up to 2 weeks. Photophobia or reduced vision suggests keratitis and needs examination.',
    investigations: [
      {
        name: 'Conjunctival swab for viral PCR (adenovirus, herpes simplex)',
        subtype: 'pathology',
        when: 'if atypical, one-sided with vesicles on the lids, or not settling after 2 weeks',
      },
    ],
    medications: [LUBRICANT_DROPS],
    certificate: {
      suggestedDays: 2,
      note: 'Very contagious while the eye is red and watering; 2 to 5 days away from work or school, longer for health and childcare workers.',
    },
    referrals: [
      GP_IN_PERSON('routine', 'review if not settling after 2 weeks'),
      OPHTHALMOLOGY('urgent', 'pain, light sensitivity or reduced vision (possible keratitis)'),
    ],
    advice: [
      'Apply a cool, clean, damp cloth to the closed eyes for comfort.',
      'It spreads easily: wash your hands often, use your own towel and pillowcase, and avoid swimming pools until it clears.',
      'Antibiotic drops do not help a viral infection.',
      EYE_RED_FLAGS_ADVICE,
      'For health advice any time, call Healthdirect on 1800 022 222.',
    ],
  },
  {
    condition: 'allergic_conjunctivitis',
    care: 'Avoid rubbing your eyes, use cool compresses and rinse the eyes with lubricating drops. Antihistamine eye drops from the pharmacy work well; an antihistamine tablet helps if your nose is affected too.',
    seekHelp:
      'the eye becomes painful, your vision is blurred, light hurts your eyes, or there is thick yellow discharge',
    approach:
      'Seasonal or perennial allergic conjunctivitis: allergen avoidance, lubricants, and a topical antihistamine/mast-cell stabiliser; oral antihistamine or intranasal corticosteroid if rhinitis coexists. No topical corticosteroid without ophthalmology review.',
    investigations: [
      {
        name: 'Allergen-specific IgE or skin-prick testing',
        subtype: 'pathology',
        when: 'if persistent or severe despite treatment, to guide avoidance or immunotherapy',
      },
    ],
    medications: [
      OLOPATADINE_DROPS,
      { ...KETOTIFEN_DROPS, alternative: true },
      LUBRICANT_DROPS,
      { ...CETIRIZINE, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; not contagious.' },
    referrals: [
      GP_IN_PERSON('routine', 'persistent symptoms or suspected allergic rhinitis needing a treatment plan'),
      OPHTHALMOLOGY('routine', 'severe or atypical allergic eye disease (vernal or atopic keratoconjunctivitis)'),
    ],
    advice: [
      'Try not to rub your eyes: it makes the itch worse.',
      'Cool compresses and chilled lubricating drops soothe the itch.',
      'On high-pollen days keep windows closed, wear wraparound sunglasses and shower after being outdoors.',
      'It is not contagious.',
    ],
  },
  {
    condition: 'stye',
    care: 'Hold a warm, clean compress on the closed eye for 5 to 10 minutes 3 or 4 times a day. Do not squeeze it. Most styes drain and settle within a week without antibiotics.',
    seekHelp:
      'the swelling spreads across the eyelid or around the eye, the eye itself becomes red or painful, your vision changes, or you develop a fever',
    approach:
      'External hordeolum: warm compresses and lid hygiene; antibiotics are not needed unless there is spreading periorbital cellulitis.',
    investigations: [],
    medications: [{ ...PARACETAMOL, duration: 'a few days if needed' }],
    certificate: { suggestedDays: 1, note: 'Usually not needed; not a reason to stay away from work or school.' },
    referrals: [
      GP_IN_PERSON('urgent', 'spreading redness or swelling of the eyelid (preseptal cellulitis)'),
      OPHTHALMOLOGY('routine', 'recurrent styes or a lump persisting beyond 4 to 6 weeks'),
    ],
    advice: [
      'Warm compresses several times a day help the stye drain by itself.',
      'Do not squeeze or prick it, and avoid eye make-up and contact lenses until it has settled.',
      'Cleaning the eyelid edges daily can stop styes coming back.',
    ],
  },
  {
    condition: 'chalazion',
    care: 'Use a warm compress on the closed eye for 10 minutes 2 to 4 times a day, then gently massage the lump towards the lashes. Most settle over a few weeks to months.',
    seekHelp:
      'the eyelid becomes red, hot and swollen, the eye becomes painful, your vision changes, or the lump keeps growing or bleeding',
    approach:
      'Meibomian cyst: warm compresses, lid massage and lid hygiene; antibiotics are not needed. Refer for incision and curettage if persistent beyond 6 weeks or affecting vision; a recurrent lump in the same place in an older adult needs biopsy.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      OPHTHALMOLOGY(
        'routine',
        'persistent beyond 6 weeks, affecting vision, or recurring in the same place (biopsy to exclude a tumour)',
      ),
      GP_IN_PERSON('urgent', 'the eyelid becomes red, hot and swollen'),
    ],
    advice: [
      'Warm compresses and gentle massage several times a day help it drain.',
      'A chalazion is not an infection and is not contagious.',
      'Treating blepharitis with daily lid cleaning lowers the chance of it coming back.',
    ],
  },
  {
    condition: 'blepharitis',
    care: 'Clean the eyelid edges every day: a warm compress for 5 to 10 minutes, then gently wipe along the lash line with a cotton bud and diluted baby shampoo or a lid-cleaning wipe. Lubricating eye drops ease the grittiness. It is a long-term condition that improves with daily care.',
    seekHelp:
      'the eye becomes painful, your vision is blurred, light hurts your eyes, or a lump or spreading swelling appears on the eyelid',
    approach:
      'Chronic blepharitis (anterior or meibomian gland dysfunction): daily lid hygiene and warm compresses, lubricants; topical chloramphenicol ointment to the lid margins for flares; oral doxycycline for meibomian disease or ocular rosacea.',
    investigations: [],
    medications: [
      LUBRICANT_DROPS,
      {
        ...CHLORAMPHENICOL_OINTMENT,
        route: 'rubbed into the lid margins',
        frequency: 'at night',
        duration: '1 to 2 weeks for a flare',
        alternative: true,
      },
      {
        name: 'Doxycycline',
        dose: '50 to 100 mg',
        route: 'oral',
        frequency: 'once daily with food and a full glass of water',
        duration: '6 to 12 weeks',
        cautions:
          'Photosensitivity; oesophageal irritation (take upright, not at bedtime); not in pregnancy, breastfeeding or children under 8.',
        alternative: true,
        needsMoreInfo:
          'For meibomian gland disease or ocular rosacea not controlled by lid hygiene; confirm not pregnant.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      OPHTHALMOLOGY('routine', 'not controlled with lid hygiene, or corneal involvement'),
      DERMATOLOGY('routine', 'associated rosacea or seborrhoeic dermatitis not controlled'),
    ],
    advice: [
      'Clean your eyelid edges every day, even when the eyes feel better: blepharitis tends to come back.',
      'Avoid eye make-up during flares and remove it carefully every night.',
      'Treating dandruff and rosacea, if you have them, helps the eyelids too.',
    ],
  },
  {
    condition: 'dry_eye',
    care: 'Use lubricating eye drops regularly, take breaks from screens (every 20 minutes look 20 feet away for 20 seconds and blink fully), avoid air blowing in your face, and use a warm compress on the eyelids daily.',
    seekHelp:
      'the eye becomes painful or red, your vision becomes blurred and does not clear with blinking, or light hurts your eyes',
    approach:
      'Dry eye disease: lubricants (preservative-free if frequent), gel or ointment at night, environmental measures and treatment of blepharitis; review medicines that dry the eyes. Refer if severe, or with dry mouth and joint symptoms (Sjögren syndrome).',
    investigations: [
      {
        name: 'ENA including anti-Ro/La, and rheumatoid factor',
        subtype: 'pathology',
        when: 'if severe, with dry mouth or joint symptoms (possible Sjögren syndrome)',
      },
    ],
    medications: [
      LUBRICANT_DROPS,
      {
        name: 'Carbomer 0.2% eye gel',
        dose: '1 drop',
        route: 'into the eye(s)',
        frequency: '3 to 4 times a day, or at night',
        duration: 'as long as needed',
        cautions: 'Blurs vision for a few minutes; useful at bedtime.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      { kind: 'specialist', to: 'Optometrist', urgency: 'routine', reason: 'assessment of the tear film and eyelids' },
      OPHTHALMOLOGY('routine', 'severe dry eye, corneal damage, or suspected Sjögren syndrome'),
    ],
    advice: [
      'Blink fully and take regular breaks from screens and reading.',
      'Avoid fans, heaters or air-conditioning blowing on your face; a humidifier can help.',
      'Drink enough water and wear wraparound sunglasses outdoors on windy days.',
    ],
  },
  {
    condition: 'subconjunctival_haemorrhage',
    care: 'A burst blood vessel on the white of the eye looks alarming but is harmless and fades over 1 to 3 weeks, changing colour like a bruise. No treatment is needed; lubricating drops help if the eye feels irritated.',
    seekHelp:
      'the eye becomes painful, your vision changes, it followed an injury, it keeps happening, or you bruise or bleed easily elsewhere',
    approach:
      'Subconjunctival haemorrhage with normal vision and no pain: reassurance. Check blood pressure; check the INR if on warfarin; recurrent or with other bleeding, check full blood count and clotting. After trauma, exclude a globe injury.',
    investigations: [
      { name: 'Blood pressure measurement', subtype: 'other', when: 'at the next GP visit or pharmacy' },
      { name: 'INR', subtype: 'pathology', when: 'if taking warfarin' },
      {
        name: 'Full blood count (FBC) and coagulation studies',
        subtype: 'pathology',
        when: 'if recurrent or with other bleeding or bruising',
      },
    ],
    medications: [{ ...LUBRICANT_DROPS, duration: 'a few days if the eye feels irritated' }],
    certificate: { suggestedDays: 1, note: 'Not needed; it is not contagious.' },
    referrals: [
      GP_IN_PERSON('routine', 'blood pressure check, or recurrent haemorrhages'),
      OPHTHALMOLOGY('urgent', 'after an injury, or with pain or reduced vision'),
    ],
    advice: [
      'It is not contagious and does not affect your sight.',
      'It may look worse for a day or two before it fades over 1 to 3 weeks.',
      'Have your blood pressure checked.',
    ],
  },
  {
    condition: 'pterygium',
    care: 'Wear wraparound sunglasses and a hat outdoors, and use lubricating drops when the eye feels gritty or dry. A pterygium grows slowly; an eye specialist removes it only if it threatens your vision.',
    seekHelp: 'the growth spreads towards the centre of the eye, your vision changes, or the eye becomes painful',
    approach:
      'Pterygium or pinguecula from UV exposure: UV protection and lubricants; refer for excision with conjunctival autograft if encroaching on the visual axis, inducing astigmatism, or atypical (to exclude ocular surface squamous neoplasia).',
    investigations: [],
    medications: [LUBRICANT_DROPS],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      OPHTHALMOLOGY('routine', 'growth towards the pupil, changing vision, or an atypical-looking lesion'),
      { kind: 'specialist', to: 'Optometrist', urgency: 'routine', reason: 'monitoring and measurement of its size' },
    ],
    advice: [
      SUN_PROTECTION_ADVICE,
      'Lubricating drops ease grittiness and redness.',
      'Have it checked every year or two, sooner if it grows.',
    ],
  },
  {
    condition: 'nasolacrimal_duct_obstruction',
    care: 'A blocked tear duct is common in babies and usually opens by itself by the first birthday. Gently massage the inside corner of the eye downwards beside the nose 2 to 3 times a day, and wipe away any stickiness with cooled boiled water.',
    seekHelp:
      'the white of the eye becomes red, the skin at the inner corner of the eye becomes red, swollen or tender, the eyelids swell, or your baby has a fever or seems unwell',
    childhood: true,
    approach:
      'Congenital nasolacrimal duct obstruction: lacrimal sac massage and lid hygiene; topical antibiotic only for superimposed conjunctivitis. Refer to ophthalmology if persisting beyond 12 months, or earlier with recurrent infection or a mucocele.',
    investigations: [],
    medications: [
      {
        ...CHLORAMPHENICOL_DROPS,
        frequency: '4 times a day',
        duration: '5 days',
        needsMoreInfo: 'Only if the white of the eye becomes red with pus (bacterial conjunctivitis).',
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Not usually needed; childcare can continue unless there is bacterial conjunctivitis.',
    },
    referrals: [
      OPHTHALMOLOGY('routine', 'still watering after 12 months of age, or recurrent infections'),
      GP_IN_PERSON('urgent', 'redness or swelling over the inner corner of the eye (dacryocystitis)'),
    ],
    advice: [
      'Wash your hands, then press gently with a fingertip on the inner corner of the eye and stroke downwards beside the nose a few times, 2 to 3 times a day.',
      'Clean the eye from the inner corner outwards with cooled boiled water on a fresh cotton ball.',
      'Most blocked tear ducts clear by 12 months without treatment.',
    ],
  },
  {
    condition: 'dacryocystitis',
    care: 'An infected tear sac needs antibiotic tablets and an examination today. A warm compress over the swelling can ease the pain.',
    seekHelp:
      'the eyelids swell shut, it hurts to move the eye, your vision changes, the eye bulges, or you develop a high fever: go to an emergency department',
    approach:
      'Acute dacryocystitis: oral amoxicillin with clavulanic acid (or cefalexin), warm compresses and analgesia; ophthalmology review for dacryocystorhinostomy once settled. Infants, systemic illness or orbital signs need intravenous antibiotics.',
    investigations: [
      { name: 'Swab of any pus expressed from the punctum for culture', subtype: 'pathology', when: 'at examination' },
    ],
    medications: [
      AMOXICILLIN_CLAVULANATE,
      { ...CEFALEXIN_CELLULITIS, duration: '7 days', alternative: true },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [
      OPHTHALMOLOGY('urgent', 'review within 1 to 2 days, and later for a drainage operation (dacryocystorhinostomy)'),
      ED_NOW(
        'an infant, systemic illness, or signs of orbital cellulitis (painful eye movement, bulging eye, reduced vision)',
      ),
    ],
    advice: [
      'Take the whole course of antibiotics.',
      'Do not squeeze the swelling.',
      'Go to an emergency department if the eyelids swell shut, moving the eye hurts, or your vision changes.',
    ],
  },
  {
    condition: 'corneal_abrasion',
    care: 'A scratch on the front of the eye usually heals within 1 to 3 days. It needs to be checked today to make sure nothing is stuck in the eye. Do not rub it, leave contact lenses out, and wear sunglasses for comfort.',
    seekHelp:
      'the pain is getting worse after 24 hours, your vision is getting worse, the eye has a white spot on it or pus, or it is not healing in 3 days',
    approach:
      'Corneal abrasion: fluorescein examination with eversion of the upper lid to exclude a retained foreign body; chloramphenicol ointment for 3 to 5 days, oral analgesia; no patching and no topical anaesthetic to take home. Contact lens wearers need anti-pseudomonal cover and review within 24 hours.',
    investigations: [
      {
        name: 'Visual acuity and fluorescein slit-lamp examination with upper-lid eversion',
        subtype: 'other',
        when: 'the same day',
      },
    ],
    medications: [CHLORAMPHENICOL_OINTMENT, PARACETAMOL, { ...IBUPROFEN, alternative: true }],
    certificate: {
      suggestedDays: 1,
      note: 'Usually 1 to 2 days; not for driving or machine work until comfortable and seeing clearly.',
    },
    referrals: [
      GP_IN_PERSON('urgent', 'fluorescein examination today'),
      OPHTHALMOLOGY(
        'urgent',
        'a large or central abrasion, contact lens wearer, reduced vision, or not healing within 48 hours',
      ),
      ED_NOW('possible penetrating injury (high-speed particle) or a chemical in the eye'),
    ],
    advice: [
      'Do not rub the eye, and do not wear contact lenses until it has healed and the antibiotic is finished.',
      'Sunglasses help with light sensitivity; paracetamol or ibuprofen help with pain.',
      'Wear safety glasses for grinding, hammering, gardening and power tools.',
    ],
  },
  {
    condition: 'corneal_foreign_body',
    care: 'Something stuck on the eye needs to be removed by a doctor today. Do not rub the eye or try to dig it out. You can try rinsing gently with clean water or saline.',
    seekHelp:
      'your vision is reduced, the injury happened while grinding, hammering or with a power tool, or the pain is severe: go to an emergency department',
    approach:
      'Superficial corneal or subtarsal foreign body: removal under topical anaesthetic at the slit lamp (with rust-ring removal), then chloramphenicol ointment. A high-velocity mechanism needs assessment for penetration (and orbital imaging if suspected).',
    investigations: [
      {
        name: 'Visual acuity, fluorescein and slit-lamp examination with upper-lid eversion',
        subtype: 'other',
        when: 'today',
      },
      { name: 'Orbital CT', subtype: 'imaging', when: 'if a high-velocity injury may have penetrated the eye' },
    ],
    medications: [
      { ...CHLORAMPHENICOL_OINTMENT, needsMoreInfo: 'After the foreign body has been removed.' },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 day after removal.' },
    referrals: [
      GP_IN_PERSON('urgent', 'removal today (many GPs and eye clinics can remove a superficial foreign body)'),
      ED_NOW('high-velocity injury, reduced vision, or a foreign body that cannot be removed'),
      OPHTHALMOLOGY('urgent', 'a rust ring or central foreign body'),
    ],
    advice: [
      'Do not rub the eye or try to remove the object with anything sharp.',
      'Wear safety glasses for grinding, drilling, hammering and gardening.',
    ],
  },
  {
    condition: 'penetrating_eye_injury',
    care: 'This may be a penetrating eye injury. Call 000 or go to an emergency department now. Do not press on the eye, rub it, or try to remove anything stuck in it. Cover it with a paper cup or eye shield taped over the bone around the eye, and do not eat or drink.',
    seekHelp: 'anything about your eye gets worse: call 000',
    emergency: true,
    approach:
      'Suspected globe penetration or intraocular foreign body after a high-velocity injury: rigid shield (no pressure), nil by mouth, analgesia and antiemetic, tetanus status; emergency ophthalmology and orbital CT.',
    investigations: [
      {
        name: 'Orbital CT (no MRI while a metallic foreign body is possible)',
        subtype: 'imaging',
        when: 'in the emergency department',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Depends on surgery and recovery; the eye team will advise.' },
    referrals: [
      ED_NOW('suspected penetrating eye injury or intraocular foreign body'),
      OPHTHALMOLOGY('immediate', 'emergency surgical assessment'),
    ],
    advice: [
      'Do not press on or rub the eye, and do not try to remove anything from it.',
      'Shield the eye with a paper cup or eye shield and keep your head still.',
      'Do not eat or drink in case you need an operation.',
    ],
  },
  {
    condition: 'blunt_eye_injury',
    care: 'A hard blow to the eye needs an eye examination today, even if it looks like just a black eye. Use a cold pack around (not on) the eye, rest with your head raised, and use paracetamol rather than ibuprofen or aspirin for pain.',
    seekHelp:
      'your vision gets worse, you see blood in the front of the eye, you have double vision, severe pain, vomiting, or numbness of the cheek: go to an emergency department',
    approach:
      'Ocular contusion: check acuity, pupils, eye movements and for hyphaema; exclude globe rupture and orbital floor fracture (diplopia on upgaze, infraorbital numbness). Hyphaema or reduced vision needs same-day ophthalmology; avoid NSAIDs and aspirin.',
    investigations: [
      { name: 'Visual acuity, pupils, eye movements and slit-lamp examination', subtype: 'other', when: 'today' },
      {
        name: 'CT of the orbits and facial bones',
        subtype: 'imaging',
        when: 'double vision, restricted eye movement, numbness of the cheek or suspected globe injury',
      },
    ],
    medications: [
      {
        ...PARACETAMOL,
        cautions: `${PARACETAMOL.cautions} Avoid ibuprofen and aspirin after an eye injury in case of bleeding inside the eye.`,
      },
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; longer with hyphaema (rest is advised) or a fracture.',
    },
    referrals: [
      ED_NOW('reduced vision, hyphaema, double vision, severe pain or suspected globe rupture'),
      OPHTHALMOLOGY('urgent', 'dilated examination of the retina within days after a significant blow'),
    ],
    advice: [
      'Hold a cold pack wrapped in cloth on the cheek and brow, not pressing on the eye.',
      'Do not blow your nose hard if the bone around the eye might be broken.',
      'Wear eye protection for squash, cricket and other ball sports.',
    ],
  },
  {
    condition: 'chemical_eye_injury',
    care: 'Rinse the eye NOW with lots of clean running water (tap or shower) for at least 20 minutes, holding the eyelids open, and keep rinsing on the way. Call 000 or have someone drive you to an emergency department. Remove contact lenses while rinsing.',
    seekHelp:
      'you have any chemical in the eye: keep rinsing and call 000, or the Poisons Information Centre on 13 11 26 for advice',
    emergency: true,
    approach:
      'Chemical (especially alkali) injury: immediate copious irrigation until the pH is neutral (7.0 to 7.5), sweep the fornices for particles, then emergency ophthalmology to grade limbal ischaemia.',
    investigations: [
      {
        name: 'Conjunctival pH with litmus paper before and after irrigation',
        subtype: 'other',
        when: 'in the emergency department',
      },
      { name: 'Visual acuity and slit-lamp examination with fluorescein', subtype: 'other', when: 'after irrigation' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Depends on severity: mild injuries 1 to 3 days, severe ones weeks.' },
    referrals: [
      ED_NOW('chemical injury: irrigation and emergency ophthalmology'),
      OPHTHALMOLOGY('immediate', 'grading and treatment of the chemical injury'),
    ],
    advice: [
      'Rinse immediately with running water for at least 20 minutes: this matters more than anything else.',
      'Bring the chemical container or its name with you.',
      'Poisons Information Centre: 13 11 26 (24 hours, Australia-wide).',
      'Wear eye protection when using cleaning chemicals, cement, lime or pool chemicals.',
    ],
  },
  {
    condition: 'uv_keratitis',
    care: "Welder's flash or snow blindness is a sunburn of the front of the eyes. It is very painful but usually heals within 24 to 48 hours. Rest in a darkened room with cool compresses on the closed eyes, and take paracetamol or ibuprofen.",
    seekHelp:
      'the pain is not improving after 24 hours, your vision is not back to normal after 48 hours, or something may have got into the eye',
    approach:
      'Ultraviolet photokeratitis: exclude a foreign body; chloramphenicol ointment and lubricants, oral analgesia, cool compresses; no topical anaesthetic to take home. Expect resolution within 24 to 72 hours.',
    investigations: [
      {
        name: 'Fluorescein examination',
        subtype: 'other',
        when: 'if pain persists beyond 24 hours or a foreign body is possible',
      },
    ],
    medications: [CHLORAMPHENICOL_OINTMENT, LUBRICANT_DROPS, PARACETAMOL, { ...IBUPROFEN, alternative: true }],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 2 days, until the eyes are comfortable and vision is clear.' },
    referrals: [
      GP_IN_PERSON('urgent', 'examination if not improving within 24 hours'),
      OPHTHALMOLOGY('urgent', 'vision not back to normal after 48 hours'),
    ],
    advice: [
      'Do not rub your eyes, and keep contact lenses out until healed.',
      'Always use a proper welding helmet and UV-blocking sunglasses or goggles in snow or on water.',
    ],
  },
  {
    condition: 'microbial_keratitis',
    care: 'A red, painful eye with blurred vision in a contact lens wearer can be a sight-threatening infection of the cornea. Take your lenses out, keep them and the case, and see an eye specialist or go to an emergency department today.',
    seekHelp: 'you cannot be seen by an eye specialist today: go to an emergency department now',
    approach:
      'Suspected microbial keratitis (corneal ulcer), especially in contact lens wearers: same-day ophthalmology for corneal scrapes and intensive fortified or fluoroquinolone drops; do not start antibiotics or steroids before specialist review unless directed.',
    investigations: [
      {
        name: 'Corneal scrape for microscopy and culture (bacteria, fungi, Acanthamoeba)',
        subtype: 'pathology',
        when: 'by the ophthalmologist before treatment',
      },
      { name: 'Culture of the contact lenses and case', subtype: 'pathology', when: 'at the specialist review' },
    ],
    medications: [],
    certificate: { suggestedDays: 5, note: 'Usually a week or more; treatment needs drops every hour at first.' },
    referrals: [
      OPHTHALMOLOGY('immediate', 'same-day assessment of suspected microbial keratitis'),
      ED_NOW('if an ophthalmologist is not available today'),
    ],
    advice: [
      'Take out your contact lenses and do not wear them again until cleared by the eye specialist; bring the lenses and case.',
      'Never sleep or swim in contact lenses, and never rinse them or the case with tap water.',
    ],
  },
  {
    condition: 'herpes_simplex_keratitis',
    care: 'The cold sore virus can infect the front of the eye. It needs an eye examination today and antiviral treatment from an eye specialist. Do not use any steroid eye drops.',
    seekHelp: 'your vision gets worse or the pain becomes severe',
    approach:
      'Suspected herpes simplex epithelial keratitis (dendritic ulcer): same-day slit-lamp examination; topical antiviral (ganciclovir gel) or oral antiviral under ophthalmology; topical corticosteroids are contraindicated in epithelial disease.',
    investigations: [
      { name: 'Fluorescein slit-lamp examination', subtype: 'other', when: 'today' },
      {
        name: 'Corneal or conjunctival swab for herpes simplex PCR',
        subtype: 'pathology',
        when: 'if the diagnosis is uncertain',
      },
    ],
    medications: [
      {
        name: 'Ganciclovir 0.15% eye gel',
        dose: '1 drop',
        route: 'into the affected eye',
        frequency: '5 times a day until healed, then 3 times a day',
        duration: '7 days after healing (usually 10 to 14 days in total)',
        cautions:
          'Blurring and irritation; do not combine with corticosteroid drops unless directed by an ophthalmologist.',
        needsMoreInfo: 'Only after the dendritic ulcer has been seen on slit-lamp examination.',
      },
      {
        name: 'Valaciclovir',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '7 to 10 days',
        cautions: 'Reduce the dose in kidney impairment.',
        alternative: true,
        needsMoreInfo: 'On ophthalmologist advice.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually a few days while the eye is painful and light-sensitive.' },
    referrals: [
      OPHTHALMOLOGY('immediate', 'same-day confirmation and treatment'),
      GP_IN_PERSON('urgent', 'fluorescein examination today if an ophthalmologist is not available'),
    ],
    advice: [
      'Never use steroid eye drops left over from before: they can make this infection much worse.',
      'It can come back; see an eye doctor quickly if the same eye becomes red and painful again.',
    ],
  },
  {
    condition: 'anterior_uveitis',
    care: 'Inflammation inside the front of the eye needs to be seen by an eye specialist today; it is treated with eye drops after an examination. Sunglasses and paracetamol help in the meantime.',
    seekHelp: 'you cannot be seen by an eye specialist today, or your vision gets worse: go to an emergency department',
    approach:
      'Acute anterior uveitis: same-day ophthalmology to confirm (anterior chamber cells and flare), exclude herpetic disease and start topical corticosteroid and cycloplegic. Recurrent or bilateral disease warrants a search for HLA-B27 disease, sarcoidosis, syphilis or tuberculosis.',
    investigations: [
      {
        name: 'Slit-lamp examination and intraocular pressure',
        subtype: 'other',
        when: 'today, by an ophthalmologist',
      },
      {
        name: 'HLA-B27, ESR/CRP, syphilis serology, ACE and chest X-ray',
        subtype: 'pathology',
        when: 'recurrent, bilateral or granulomatous uveitis, or back or joint symptoms',
      },
    ],
    medications: [PARACETAMOL],
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 5 days; light sensitivity and blurred vision may stop driving and screen work.',
    },
    referrals: [
      OPHTHALMOLOGY('immediate', 'same-day assessment and treatment'),
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'routine',
        reason: 'associated back pain or arthritis (possible spondyloarthritis)',
      },
    ],
    advice: [
      'Do not start or stop any steroid eye drops without the eye specialist.',
      'Iritis can come back; if the eye becomes red, painful and light-sensitive again, see an eye specialist the same day.',
    ],
  },
  {
    condition: 'scleritis',
    care: 'Deep, severe eye pain with redness can be scleritis, which can damage the eye. It needs an eye specialist today.',
    seekHelp: 'you cannot be seen by an eye specialist today, or your vision gets worse: go to an emergency department',
    approach:
      'Suspected scleritis (severe boring pain waking at night, tender globe, violaceous redness): same-day ophthalmology; systemic NSAID or corticosteroid and screening for associated systemic disease (rheumatoid arthritis, vasculitis).',
    investigations: [
      {
        name: 'FBC, ESR, CRP, rheumatoid factor, anti-CCP, ANCA, ANA, urinalysis, kidney function',
        subtype: 'pathology',
        when: 'at diagnosis, to look for systemic disease',
      },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 5, note: 'Often a week or more; depends on severity and treatment.' },
    referrals: [
      OPHTHALMOLOGY('immediate', 'same-day assessment of suspected scleritis'),
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'urgent',
        reason: 'associated systemic inflammatory disease',
      },
    ],
    advice: [
      'Scleritis is often linked with arthritis or other inflammatory conditions; keep your follow-up with both specialists.',
    ],
  },
  {
    condition: 'acute_angle_closure_glaucoma',
    care: 'A painful red eye with blurred vision, haloes around lights and vomiting can be acute glaucoma, which can cause blindness within hours. Call 000 or go to an emergency department now.',
    seekHelp: 'anything gets worse on the way: call 000',
    emergency: true,
    approach:
      'Acute angle-closure: emergency lowering of intraocular pressure (acetazolamide, topical beta-blocker, alpha-agonist and pilocarpine once pressure falls), supine positioning, analgesia and antiemetic; emergency ophthalmology for laser iridotomy of both eyes.',
    investigations: [
      { name: 'Intraocular pressure and gonioscopy', subtype: 'other', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually a week after laser treatment; the eye team will advise.' },
    referrals: [
      ED_NOW('suspected acute angle-closure glaucoma'),
      OPHTHALMOLOGY('immediate', 'emergency pressure lowering and laser iridotomy'),
    ],
    advice: [
      'Go to hospital now: the eye pressure must be lowered within hours to save sight.',
      'Avoid decongestants, antihistamine sleeping tablets and travel sickness medicines until you have seen the eye specialist.',
    ],
  },
  {
    condition: 'preseptal_cellulitis',
    care: 'An infection of the eyelid and skin around the eye needs antibiotics today and a check that it has not spread behind the eye. Take the tablets and have the eye reviewed in 24 to 48 hours.',
    seekHelp:
      'it hurts to move the eye, the eye bulges, you have double or blurred vision, the swelling spreads quickly, or you feel very unwell: go to an emergency department',
    approach:
      'Preseptal cellulitis without orbital signs: oral amoxicillin with clavulanic acid (sinus source) or cefalexin (skin source) for 7 days with review in 24 to 48 hours. Young children, systemic illness, or any orbital sign (pain on eye movement, proptosis, diplopia, reduced acuity) need hospital.',
    investigations: [
      {
        name: 'CT of the orbits and sinuses with contrast',
        subtype: 'imaging',
        when: 'any orbital sign, failure to improve in 48 hours, or central nervous system signs',
      },
      { name: 'FBC and CRP', subtype: 'pathology', when: 'if unwell or not improving' },
    ],
    medications: [
      AMOXICILLIN_CLAVULANATE,
      { ...CEFALEXIN_CELLULITIS, duration: '7 days', alternative: true },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 2, note: 'Usually 2 to 3 days, until the swelling settles.' },
    referrals: [
      GP_IN_PERSON('urgent', 'examination today and review in 24 to 48 hours'),
      ED_NOW(
        'pain on eye movement, bulging eye, double or reduced vision, a child under 1, or systemic illness (possible orbital cellulitis)',
      ),
    ],
    advice: [
      'Mark the edge of the redness with a pen to see whether it is spreading.',
      'Take the full course of antibiotics.',
      'Go to an emergency department if moving the eye hurts, the eye bulges, or your vision changes.',
    ],
  },
  {
    condition: 'orbital_cellulitis',
    care: 'Swelling around the eye with pain on moving the eye, a bulging eye or changed vision can be an infection behind the eye. Go to an emergency department now or call 000.',
    seekHelp: 'you become drowsy, confused, or have a severe headache: call 000',
    emergency: true,
    approach:
      'Orbital (postseptal) cellulitis: admission for intravenous antibiotics, CT of the orbits and sinuses, and joint ophthalmology and ENT care; drainage of a subperiosteal abscess if present.',
    investigations: [
      { name: 'CT of the orbits, sinuses and brain with contrast', subtype: 'imaging', when: 'in hospital' },
      { name: 'FBC, CRP and blood cultures', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks including the hospital stay.' },
    referrals: [
      ED_NOW('suspected orbital cellulitis'),
      OPHTHALMOLOGY('immediate', 'monitoring of vision and optic nerve function'),
    ],
    advice: ['This infection can threaten sight and spread to the brain: it needs hospital treatment now.'],
  },
  {
    condition: 'herpes_zoster_ophthalmicus',
    care: 'Shingles on the forehead and around the eye needs antiviral tablets as soon as possible and an eye check, because it can damage the eye. Start the tablets today and keep the rash clean and dry.',
    seekHelp:
      'the eye becomes red or painful, your vision blurs, light hurts your eyes, or you feel very unwell: see an eye specialist or go to an emergency department the same day',
    approach:
      'Herpes zoster ophthalmicus: oral antiviral for 7 days, started even after 72 hours while new lesions appear; analgesia; ophthalmology review within 24 hours (urgently if red eye, photophobia or reduced vision; Hutchinson sign predicts eye involvement). Immunocompromised or severe disease: intravenous aciclovir.',
    investigations: [
      {
        name: 'Visual acuity and slit-lamp examination',
        subtype: 'other',
        when: 'within 24 hours, by an ophthalmologist',
      },
      {
        name: 'Swab of a blister for varicella-zoster PCR',
        subtype: 'pathology',
        when: 'if the diagnosis is uncertain',
      },
    ],
    medications: [VALACICLOVIR_ZOSTER, FAMCICLOVIR_ZOSTER, PARACETAMOL],
    certificate: {
      suggestedDays: 5,
      note: 'Usually 5 to 7 days; stay away from pregnant women, newborns and people with weak immunity until the blisters crust.',
    },
    referrals: [
      OPHTHALMOLOGY('urgent', 'eye examination within 24 hours'),
      ED_NOW('reduced vision, severe eye pain, a weak immune system, or very unwell'),
    ],
    advice: [
      'Start antiviral tablets straight away: they work best within 3 days of the rash.',
      'Keep the rash covered and do not touch your eye after touching the rash.',
      'Avoid contact with pregnant women, newborn babies and anyone with a weak immune system until the blisters have crusted over.',
      'The shingles vaccine (Shingrix) lowers the chance of it happening again; ask your GP once recovered.',
    ],
  },
  {
    condition: 'optic_neuritis',
    care: 'Blurred vision with pain on moving the eye and faded colours can be inflammation of the optic nerve. It needs to be seen by an eye specialist or neurologist urgently, within a day.',
    seekHelp:
      'your vision drops quickly, both eyes are affected, or you develop weakness, numbness or trouble speaking: call 000',
    approach:
      'Suspected optic neuritis: urgent ophthalmology (acuity, colour vision, relative afferent pupillary defect, fundus) and MRI of the brain and orbits for demyelination; consider high-dose corticosteroid for faster recovery; atypical features (painless, bilateral, severe, older) need investigation for other causes including giant cell arteritis.',
    investigations: [
      { name: 'MRI of the brain and orbits with gadolinium', subtype: 'imaging', when: 'urgently' },
      { name: 'ESR and CRP', subtype: 'pathology', when: 'over 50, to exclude giant cell arteritis' },
      {
        name: 'Aquaporin-4 and MOG antibodies',
        subtype: 'pathology',
        when: 'severe, bilateral or recurrent optic neuritis',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 5,
      note: 'Depends on vision; often 1 to 2 weeks, and no driving until vision recovers.',
    },
    referrals: [
      OPHTHALMOLOGY('urgent', 'assessment within 24 hours'),
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'urgent',
        reason: 'assessment for multiple sclerosis or other demyelinating disease',
      },
    ],
    advice: [
      'Do not drive until your vision has been checked and cleared.',
      'Most people recover much of their vision over weeks to months.',
    ],
  },
  {
    condition: 'retinal_detachment',
    care: 'New flashes or floaters with a shadow or curtain over your vision can be a retinal detachment, which needs surgery urgently to save sight. Go to an emergency department or eye emergency clinic now.',
    seekHelp: 'the shadow spreads or your vision worsens on the way: call 000',
    emergency: true,
    approach:
      'Suspected rhegmatogenous retinal detachment: same-day (emergency) ophthalmology for dilated fundus examination and surgical repair; macula-on detachments are the most urgent. Avoid strenuous activity meanwhile.',
    investigations: [
      {
        name: 'Dilated fundus examination and ocular ultrasound',
        subtype: 'imaging',
        when: 'today, by an ophthalmologist',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 weeks or more after surgery; depends on the procedure and work (no heavy lifting or flying with a gas bubble).',
    },
    referrals: [
      ED_NOW('suspected retinal detachment'),
      OPHTHALMOLOGY('immediate', 'emergency retinal assessment and repair'),
    ],
    advice: [
      'Go now: sight is best saved when the repair happens before the centre of the retina detaches.',
      'Avoid heavy lifting, bending and running until you have been seen.',
    ],
  },
  {
    condition: 'posterior_vitreous_detachment',
    care: 'New floaters or flashes are most often the harmless jelly of the eye pulling away from the retina, but a retinal tear must be ruled out with a dilated eye examination within 24 hours.',
    seekHelp:
      'a shadow or curtain appears over part of your vision, there is a sudden shower of new floaters, or your vision drops: go to an emergency department now',
    approach:
      'Acute posterior vitreous detachment: dilated fundus examination within 24 hours to exclude a retinal tear (about 1 in 7), with a repeat check at 4 to 6 weeks; safety-net for detachment symptoms.',
    investigations: [
      {
        name: 'Dilated fundus examination',
        subtype: 'other',
        when: 'within 24 hours, by an optometrist or ophthalmologist',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'Usually not needed beyond the day of the examination (dilating drops blur vision for a few hours: do not drive).',
    },
    referrals: [
      OPHTHALMOLOGY('urgent', 'dilated retinal examination within 24 hours'),
      {
        kind: 'specialist',
        to: 'Optometrist',
        urgency: 'urgent',
        reason: 'dilated retinal examination within 24 hours if an ophthalmologist is not available',
      },
      ED_NOW('a shadow or curtain over the vision'),
    ],
    advice: [
      'Floaters usually become less noticeable over weeks to months.',
      'If a shadow or curtain appears, go to an emergency department straight away.',
    ],
  },
  {
    condition: 'retinal_artery_occlusion',
    care: 'Sudden painless loss of vision in one eye can be a blocked artery of the eye, which is a type of stroke. Call 000 now.',
    seekHelp: 'you have weakness, numbness, a drooping face or trouble speaking: tell the ambulance officers',
    emergency: true,
    approach:
      'Central retinal artery occlusion is an ocular stroke: emergency transfer to a stroke centre (consider thrombolysis within 4.5 hours per local protocol); urgent ESR/CRP in older patients for giant cell arteritis; stroke work-up (carotid imaging, ECG/Holter, echocardiography) and secondary prevention.',
    investigations: [
      { name: 'ESR and CRP', subtype: 'pathology', when: 'immediately in anyone over 50 (giant cell arteritis)' },
      {
        name: 'Brain imaging, carotid duplex or CT angiography, ECG',
        subtype: 'imaging',
        when: 'in hospital as for stroke',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Depends on vision and the stroke work-up; no driving until cleared.' },
    referrals: [
      ED_NOW('sudden painless visual loss: possible retinal artery occlusion (ocular stroke)'),
      OPHTHALMOLOGY('immediate', 'confirmation and management'),
    ],
    advice: [
      'Treat this like a stroke: call 000 now.',
      'After this, follow-up for blood pressure, cholesterol, diabetes and heart rhythm lowers the chance of a stroke.',
    ],
  },
  {
    condition: 'retinal_vein_occlusion',
    care: 'Blurred or lost vision in one eye that came on quickly needs an eye specialist within a day. Your blood pressure, sugar and cholesterol will also need checking.',
    seekHelp: 'you lose vision suddenly and completely, or have weakness, numbness or trouble speaking: call 000',
    approach:
      'Retinal vein occlusion: ophthalmology within 24 hours to confirm and assess macular oedema (anti-VEGF injections); manage vascular risk factors (blood pressure, diabetes, lipids) and consider a thrombophilia or hyperviscosity screen in younger patients.',
    investigations: [
      {
        name: 'Blood pressure, fasting glucose or HbA1c, lipids, FBC, ESR',
        subtype: 'pathology',
        when: 'within a week',
      },
      {
        name: 'Optical coherence tomography and fluorescein angiography',
        subtype: 'imaging',
        when: 'by the ophthalmologist',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Depends on the vision and driving requirements.' },
    referrals: [
      OPHTHALMOLOGY('urgent', 'assessment within 24 hours'),
      GP_IN_PERSON('urgent', 'blood pressure and vascular risk assessment'),
    ],
    advice: ['Good control of blood pressure, diabetes and cholesterol protects your other eye.'],
  },
  {
    condition: 'cataract',
    care: 'Cataract develops slowly and is not an emergency. Brighter lighting and updated glasses help for a while; an operation replaces the cloudy lens when it interferes with daily life or driving.',
    seekHelp: 'you lose vision suddenly, have eye pain or redness, or see flashes or a shadow in your vision',
    approach:
      'Age-related cataract: refer to an optometrist for assessment and to an ophthalmologist when symptoms affect daily activities or the driving standard; review diabetes, corticosteroid use and smoking.',
    investigations: [
      { name: 'Visual acuity and dilated eye examination', subtype: 'other', when: 'by an optometrist' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed for the cataract itself; usually 1 to 7 days after surgery.' },
    referrals: [
      { kind: 'specialist', to: 'Optometrist', urgency: 'routine', reason: 'eye examination and glasses' },
      OPHTHALMOLOGY('routine', 'cataract surgery when it affects daily life or driving'),
    ],
    advice: [
      'Check with your optometrist whether your eyesight still meets the driving standard.',
      'Wear sunglasses and a hat outdoors, and stop smoking.',
    ],
  },
  {
    condition: 'macular_degeneration',
    care: 'New distortion (straight lines looking wavy) or a new blurred patch in the centre of your vision needs an eye specialist within a week, because treatment for wet macular degeneration works best early.',
    seekHelp: 'your central vision gets worse quickly, or you lose vision suddenly',
    approach:
      'Age-related macular degeneration: new metamorphopsia or central loss suggests neovascular (wet) AMD needing ophthalmology within 1 week for anti-VEGF treatment; dry AMD: smoking cessation, diet, AREDS2 supplements for intermediate disease, Amsler grid monitoring and low-vision support.',
    investigations: [
      {
        name: 'Optical coherence tomography (OCT) and dilated fundus examination',
        subtype: 'imaging',
        when: 'within a week for new symptoms',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually 1 day on injection days.' },
    referrals: [
      OPHTHALMOLOGY('urgent', 'new distortion or central vision loss within 1 week'),
      {
        kind: 'specialist',
        to: 'Low vision service (e.g. Vision Australia)',
        urgency: 'routine',
        reason: 'aids and support for reduced vision',
      },
    ],
    advice: [
      'Check each eye weekly with an Amsler grid and report any new distortion straight away.',
      'Stop smoking, eat leafy green vegetables and fish, and wear sunglasses outdoors.',
      'Macular Disease Foundation Australia: 1800 111 709.',
    ],
  },
  {
    condition: 'strabismus',
    care: "A turned eye (squint) in a child needs to be checked by an eye specialist or orthoptist within a few weeks, because treating it early protects the sight of the weaker eye. Babies' eyes can wander occasionally until about 3 to 4 months of age.",
    seekHelp:
      'the turn appears suddenly, especially with double vision, a drooping eyelid, headache, vomiting, unsteadiness or a white reflection in the pupil in photos',
    approach:
      'Strabismus: refer to an ophthalmologist or orthoptist for assessment of refraction and amblyopia (glasses, patching or atropine penalisation, sometimes surgery). A constant turn after 3 to 4 months of age, or any new squint, needs referral; sudden onset with diplopia or neurological features needs same-day assessment (cranial nerve palsy, raised intracranial pressure); check the red reflex.',
    investigations: [
      { name: 'Red reflex, cover test and visual acuity', subtype: 'other', when: 'at the first in-person review' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate for appointments if needed." },
    referrals: [
      OPHTHALMOLOGY('routine', 'assessment of squint and amblyopia within weeks'),
      ED_NOW('sudden squint with double vision, headache, vomiting or drowsiness'),
    ],
    advice: [
      'Treatment of a lazy eye works best before school age, so do not wait for a child to "grow out of" a constant squint.',
      'If your child has glasses or patches, use them as directed every day.',
    ],
    childhood: true,
  },
  {
    condition: 'refractive_error',
    care: 'Gradually blurred vision, or needing to hold things further away to read, usually just means you need glasses or a new prescription. Book an eye test with an optometrist (bulk-billed for most people under Medicare).',
    seekHelp:
      'your vision changes suddenly, one eye is much worse than the other, or you have eye pain, redness, flashes or a shadow in your vision',
    approach:
      'Refractive error or presbyopia: optometry assessment for corrective lenses; sudden, one-sided or painful change needs medical assessment instead.',
    investigations: [{ name: 'Refraction and eye examination', subtype: 'other', when: 'by an optometrist' }],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      { kind: 'specialist', to: 'Optometrist', urgency: 'routine', reason: 'refraction and glasses or contact lenses' },
    ],
    advice: [
      'Ready-made reading glasses from a pharmacy are fine for reading once an optometrist has checked your eyes.',
      'Children should have their eyes checked before starting school.',
    ],
  },
  // ———————————————————————————————————— Skin: dermatitis and itchy rashes
  {
    condition: 'atopic_eczema',
    care: 'Moisturise the whole body at least twice a day, use a soap-free wash and lukewarm water, and treat red, itchy patches with a steroid cream once a day until the skin is smooth. Used this way, steroid creams are safe.',
    seekHelp:
      'the eczema weeps, crusts or develops painful blisters or punched-out sores, you or your child has a fever, or it is not improving after a week of treatment',
    approach:
      'Atopic eczema flare: liberal emollients, soap substitutes, and a topical corticosteroid of adequate potency once daily until clear (mild potency for the face and infants); treat infection (cefalexin for impetiginised eczema); dilute bleach baths for recurrent infection; refer if uncontrolled.',
    investigations: [
      {
        name: 'Skin swab for bacterial culture',
        subtype: 'pathology',
        when: 'if weeping, crusted or not responding (secondary infection)',
      },
      {
        name: 'Swab of any blisters for herpes simplex PCR',
        subtype: 'pathology',
        when: 'if painful punched-out erosions or blisters appear (eczema herpeticum)',
      },
    ],
    medications: [
      EMOLLIENT,
      METHYLPREDNISOLONE_ACEPONATE,
      {
        ...HYDROCORTISONE_1,
        alternative: true,
        cautions: 'For the face, skin folds and infants; not on infected skin.',
      },
      {
        ...CEFALEXIN_CELLULITIS,
        alternative: true,
        needsMoreInfo: 'Only for infected (weeping, crusted) eczema; weight-based dose for children.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; a severe flare with poor sleep may need 1 to 2 days.' },
    referrals: [
      GP_IN_PERSON('routine', 'an eczema action plan, and review if not controlled'),
      DERMATOLOGY('routine', 'severe or persistent eczema despite treatment (phototherapy or systemic treatment)'),
      ED_NOW('painful spreading blisters or sores with fever (eczema herpeticum)'),
    ],
    advice: [
      'Use moisturiser every day, even when the skin looks good; apply it generously and often.',
      'Steroid creams used as directed do not thin the skin; stopping too early lets the eczema come back.',
      'Keep nails short, wear cotton clothes and avoid overheating and soap.',
      'The Australasian Society of Clinical Immunology and Allergy (ASCIA) has eczema action plans and information.',
    ],
  },
  {
    condition: 'eczema_herpeticum',
    care: 'Painful blisters or sores spreading through eczema, often with a fever, can be a cold sore virus infection of the skin. It needs a doctor today, usually at a hospital.',
    seekHelp:
      'the eyes are red or painful, you or your child is drowsy, not drinking, or getting worse: go to an emergency department or call 000',
    approach:
      'Eczema herpeticum: systemic aciclovir (oral valaciclovir in a well adult; intravenous aciclovir for children, extensive disease or systemic illness), treat secondary bacterial infection, pause topical steroids on affected areas, ophthalmology review if periocular.',
    investigations: [
      { name: 'Swab of a blister or erosion for herpes simplex PCR', subtype: 'pathology', when: 'at diagnosis' },
      { name: 'Bacterial skin swab', subtype: 'pathology', when: 'at diagnosis' },
    ],
    medications: [
      {
        name: 'Valaciclovir',
        dose: '1 g',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 to 10 days, until healed',
        cautions:
          'Reduce the dose in kidney impairment; children and anyone unwell need intravenous aciclovir in hospital.',
        needsMoreInfo: 'For a well adult only, after examination; children need hospital assessment.',
      },
    ],
    certificate: {
      suggestedDays: 7,
      note: "Usually a week or more; a carer's certificate for a parent of an affected child.",
    },
    referrals: [
      ED_NOW('suspected eczema herpeticum, especially in a child or with fever or eye involvement'),
      OPHTHALMOLOGY('urgent', 'lesions around the eyes'),
    ],
    advice: [
      'Keep the sores covered and avoid touching the eyes.',
      'Anyone with cold sores should avoid close contact with people with eczema, especially babies.',
    ],
  },
  {
    condition: 'contact_dermatitis',
    care: 'Find and avoid what triggered it (a new soap, cream, jewellery, plant, gloves or chemical). Use a soap-free wash, moisturise often, and apply a steroid cream once a day for up to 2 weeks.',
    seekHelp:
      'the rash spreads widely, blisters or weeps a lot, affects the eyes or face badly, becomes painful, crusted or hot, or does not improve after 2 weeks',
    approach:
      'Irritant or allergic contact dermatitis: identify and avoid the irritant or allergen, emollients and barrier measures, a moderate-potency topical corticosteroid (mild on the face) for up to 2 weeks; oral prednisolone only for severe widespread acute allergic reactions; patch testing if recurrent or occupational.',
    investigations: [
      {
        name: 'Patch testing',
        subtype: 'other',
        when: 'recurrent, chronic or occupational dermatitis, via a dermatologist',
      },
    ],
    medications: [
      METHYLPREDNISOLONE_ACEPONATE,
      EMOLLIENT,
      { ...HYDROCORTISONE_1, alternative: true },
      { ...CETIRIZINE, alternative: true, cautions: 'Helps sleep and itch a little; does not treat the rash.' },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually not needed; occupational dermatitis may need time away from the trigger.',
    },
    referrals: [
      DERMATOLOGY('routine', 'patch testing for recurrent, chronic or work-related dermatitis'),
      GP_IN_PERSON('routine', 'review if not settling after 2 weeks'),
    ],
    advice: [
      'Wear cotton-lined gloves for wet work and cleaning, and moisturise after washing your hands.',
      'Stop any new product that may have caused it; allergic reactions can appear 1 to 3 days after contact.',
      'At work, ask about safer products and protective equipment.',
    ],
  },
  {
    condition: 'seborrhoeic_dermatitis',
    care: 'An antifungal shampoo (ketoconazole) used twice a week controls dandruff and the rash; leave it on for 3 to 5 minutes before rinsing. An antifungal or mild steroid cream helps red, flaky patches on the face. For cradle cap, soften scales with oil and brush gently.',
    seekHelp:
      'the rash spreads widely, becomes weepy or infected, or a baby with cradle cap seems unwell or has a widespread rash',
    approach:
      'Seborrhoeic dermatitis: topical antifungal (ketoconazole shampoo and cream) with short courses of a mild topical corticosteroid for flares; maintenance antifungal to prevent relapse. Infantile seborrhoeic dermatitis (cradle cap) settles with emollients and gentle scale removal. Severe or sudden onset warrants HIV testing.',
    investigations: [
      {
        name: 'HIV serology',
        subtype: 'pathology',
        when: 'if severe, sudden onset or unresponsive in an adult at risk',
      },
    ],
    medications: [
      KETOCONAZOLE_SHAMPOO,
      {
        name: 'Ketoconazole 2% cream',
        dose: 'a thin layer (1 fingertip unit covers 2 adult palm areas)',
        route: 'topical, to the face or chest',
        frequency: 'once or twice daily',
        duration: '2 to 4 weeks, then as needed',
        cautions: 'Avoid the eyes; local irritation.',
      },
      { ...HYDROCORTISONE_1, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [DERMATOLOGY('routine', 'severe or persistent seborrhoeic dermatitis')],
    advice: [
      'It tends to come and go; keep using the antifungal shampoo every week or two to stop it returning.',
      'Stress, cold dry weather and lack of sleep often bring on flares.',
    ],
  },
  {
    condition: 'psoriasis',
    care: 'Moisturise daily and use the prescribed treatment cream or gel once a day on the plaques. Psoriasis is long-term but can be well controlled, and it is not contagious.',
    seekHelp:
      'the rash suddenly spreads over most of the body, the skin becomes red all over or develops pus spots, you feel unwell or feverish, or your joints become swollen and painful',
    approach:
      'Chronic plaque psoriasis: emollients and a combined calcipotriol/betamethasone dipropionate product once daily for 4 weeks, then maintenance; tar or salicylic acid preparations for the scalp; refer for phototherapy or systemic treatment if extensive or uncontrolled. Screen for psoriatic arthritis and cardiovascular risk. Erythrodermic or pustular psoriasis needs urgent care.',
    investigations: [
      {
        name: 'Lipids, HbA1c, blood pressure and weight',
        subtype: 'pathology',
        when: 'at diagnosis and periodically (cardiometabolic risk)',
      },
    ],
    medications: [
      {
        name: 'Calcipotriol 50 micrograms/g with betamethasone dipropionate 0.5 mg/g gel or ointment',
        dose: 'a thin layer (maximum 15 g a day)',
        route: 'topical, to the plaques',
        frequency: 'once daily',
        duration: '4 weeks, then twice weekly for maintenance',
        cautions: 'Not on the face or skin folds; maximum 15 g a day (100 g a week); wash hands after use.',
      },
      EMOLLIENT,
      { ...METHYLPREDNISOLONE_ACEPONATE, alternative: true },
      {
        name: 'Coal tar 2% with salicylic acid 2% scalp lotion or shampoo',
        dose: 'about 5 to 10 mL to the scalp plaques',
        route: 'topical, left on for 15 minutes (or overnight) then washed out',
        frequency: 'once daily',
        duration: '2 to 4 weeks for scalp psoriasis',
        cautions: 'Stains and smells; irritant; avoid broken skin.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      DERMATOLOGY(
        'routine',
        'extensive, uncontrolled or disabling psoriasis (phototherapy, systemic or biologic treatment)',
      ),
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'routine',
        reason: 'swollen or painful joints (psoriatic arthritis)',
      },
      ED_NOW('red skin all over the body, widespread pus spots or feeling very unwell'),
    ],
    advice: [
      'Daily moisturiser and regular treatment keep plaques flat; sunlight in moderation can help.',
      'Stopping smoking, reducing alcohol and keeping a healthy weight improve psoriasis.',
      'Psoriasis Australia has information and support.',
    ],
  },
  {
    condition: 'pompholyx',
    care: 'Soak the hands or feet in cool water or apply cool compresses, moisturise often, avoid soap and irritants, and use a strong steroid ointment once a day for up to 2 weeks.',
    seekHelp:
      'the blisters become painful, yellow or crusted (infected), the hand or foot swells, or it does not improve after 2 weeks of treatment',
    approach:
      'Pompholyx (vesicular hand and foot dermatitis): a potent topical corticosteroid ointment once daily for up to 2 to 3 weeks, cool compresses or dilute potassium permanganate soaks for weeping, emollients and irritant avoidance; treat secondary infection; check the feet for tinea (an id reaction).',
    investigations: [
      {
        name: 'Skin scrapings for fungal microscopy and culture from the feet',
        subtype: 'pathology',
        when: 'if tinea pedis may be triggering it',
      },
    ],
    medications: [MOMETASONE_OINTMENT, EMOLLIENT],
    certificate: { suggestedDays: 1, note: 'Days away from wet work may be needed while the hands are blistered.' },
    referrals: [DERMATOLOGY('routine', 'severe, recurrent or occupational hand dermatitis')],
    advice: [
      'Wear cotton-lined gloves for wet work and avoid soap on the hands.',
      'Sweating and stress can trigger flares.',
    ],
  },
  {
    condition: 'asteatotic_eczema',
    care: 'Very dry, itchy skin is common with age, especially in winter. Use a thick moisturiser at least twice a day and straight after bathing, shower with lukewarm water and a soap-free wash, and pat dry. A steroid ointment for a week or two settles red, itchy patches.',
    seekHelp:
      'the itch is severe without any rash, keeps you awake despite moisturising, or comes with weight loss, night sweats, yellow skin or tiredness',
    approach:
      'Xerosis and asteatotic eczema: generous emollients, soap substitutes, shorter cooler showers and a humidified environment, with a moderate-potency topical corticosteroid ointment for inflamed areas. Generalised itch without a rash in older people warrants checking for iron deficiency, kidney, liver and thyroid disease, and medicines.',
    investigations: [
      {
        name: 'FBC, ferritin, kidney and liver function, TSH, glucose',
        subtype: 'pathology',
        when: 'if itch persists despite moisturising, or itch without visible skin changes',
      },
    ],
    medications: [EMOLLIENT, { ...METHYLPREDNISOLONE_ACEPONATE, name: 'Methylprednisolone aceponate 0.1% ointment' }],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [GP_IN_PERSON('routine', 'persistent itch despite treatment, for examination and blood tests')],
    advice: [
      'Keep showers short and lukewarm, and avoid soap and bubble baths.',
      'Moisturise the whole body, especially the legs, straight after bathing.',
      'Use a humidifier when heating is on in winter.',
    ],
  },
  {
    condition: 'hyperhidrosis',
    care: 'Heavy sweating of the hands, feet or armpits is common, often starts in the teenage years and is not harmful. A strong antiperspirant (aluminium chloride) applied at night to dry skin helps most people; other treatments are available if it does not.',
    seekHelp:
      'the sweating is all over the body, happens at night, started recently in adulthood, or comes with weight loss, fever, palpitations or hot flushes',
    approach:
      'Primary focal hyperhidrosis (symmetrical, starting before 25, stopping during sleep): topical aluminium chloride hexahydrate at night; iontophoresis for palms and soles; oral glycopyrrolate or oxybutynin; botulinum toxin or surgery via dermatology. Generalised or new-onset adult sweating needs assessment for secondary causes (hyperthyroidism, menopause, infection, malignancy, medicines).',
    investigations: [
      { name: 'TSH and glucose', subtype: 'pathology', when: 'if sweating is generalised or started in adulthood' },
    ],
    medications: [
      {
        name: 'Aluminium chloride hexahydrate 20% solution',
        dose: '1 application to dry skin',
        route: 'topical, to the armpits, palms or soles',
        frequency: 'at night until controlled, then 1 to 2 times a week',
        duration: 'ongoing as needed',
        cautions: 'Skin irritation: wash off in the morning and do not apply to broken or recently shaved skin.',
      },
      {
        name: 'Oxybutynin',
        dose: '2.5 mg',
        route: 'oral',
        frequency: 'once or twice daily, increasing slowly (maximum 5 mg twice daily)',
        duration: 'ongoing if effective, review after 4 weeks',
        cautions:
          'Dry mouth, constipation, blurred vision, urinary retention; avoid in glaucoma and in older people (confusion).',
        alternative: true,
        needsMoreInfo:
          'For severe hyperhidrosis not controlled with topical treatment; check for glaucoma and urinary problems.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [DERMATOLOGY('routine', 'not controlled with topical treatment (iontophoresis, botulinum toxin)')],
    advice: [
      'Wear breathable fabrics and moisture-wicking socks, and change socks during the day.',
      'Dress shields and absorbent insoles can help.',
    ],
  },
  {
    condition: 'venous_eczema',
    care: 'Moisturise the lower legs twice a day, apply the steroid ointment to itchy, inflamed areas, raise your legs when sitting, and keep active. Compression stockings help once a doctor has checked the circulation in your legs.',
    seekHelp: 'a leg becomes hot, swollen and painful, an open sore develops, or one calf swells suddenly',
    approach:
      'Venous (stasis) eczema: emollients, a moderate to potent topical corticosteroid for flares, leg elevation and graduated compression once arterial disease is excluded (ankle-brachial pressure index); consider contact allergy to topical products; investigate venous reflux if suitable for intervention.',
    investigations: [
      { name: 'Ankle-brachial pressure index (ABPI)', subtype: 'other', when: 'before prescribing compression' },
      { name: 'Venous duplex ultrasound', subtype: 'imaging', when: 'if venous intervention is being considered' },
    ],
    medications: [
      EMOLLIENT,
      {
        ...METHYLPREDNISOLONE_ACEPONATE,
        name: 'Methylprednisolone aceponate 0.1% ointment',
        duration: '2 to 4 weeks for a flare',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      GP_IN_PERSON('routine', 'ABPI measurement and fitting of compression stockings'),
      {
        kind: 'specialist',
        to: 'Vascular surgeon',
        urgency: 'routine',
        reason: 'symptomatic varicose veins or recurrent ulceration',
      },
    ],
    advice: [
      'Raise your legs above hip level when resting.',
      'Avoid scratching: it can lead to ulcers.',
      'Moisturise the legs every day.',
    ],
  },
  {
    condition: 'acute_urticaria',
    care: 'Hives are itchy and annoying but usually harmless, and most settle within days. A non-drowsy antihistamine taken every day until they stop controls the itch. Cool showers and loose clothing help.',
    seekHelp:
      'your lips, tongue or throat swell, you have trouble breathing or swallowing, feel faint or dizzy, or have tummy pain and vomiting with the hives: call 000 (use an adrenaline auto-injector if you have one)',
    approach:
      'Acute urticaria (under 6 weeks): a non-sedating oral H1 antihistamine taken regularly (may be increased up to 4 times the standard dose), avoidance of an identified trigger (food, medicine, infection); a short prednisolone course only for severe symptoms. Exclude anaphylaxis; allergy testing only when history suggests an allergen.',
    investigations: [
      {
        name: 'Allergen-specific IgE or skin-prick testing',
        subtype: 'pathology',
        when: 'only if the history suggests a food, insect or medicine allergy',
      },
    ],
    medications: [
      CETIRIZINE,
      { ...FEXOFENADINE, alternative: true },
      {
        name: 'Prednisolone',
        dose: '25 to 50 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '3 to 5 days',
        cautions: 'Raises blood sugar; mood and sleep disturbance; not for chronic urticaria.',
        alternative: true,
        needsMoreInfo: 'Only for severe acute urticaria not controlled by antihistamines; check diabetes.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 day at most.' },
    referrals: [
      ED_NOW('swelling of the tongue or throat, breathing difficulty, faintness or vomiting (anaphylaxis)'),
      {
        kind: 'specialist',
        to: 'Clinical immunologist / allergist',
        urgency: 'routine',
        reason: 'suspected food, insect or medicine allergy',
      },
    ],
    advice: [
      'Take the antihistamine every day until the hives have gone for a few days, rather than only when itchy.',
      'Avoid aspirin, ibuprofen and alcohol while you have hives; they can make them worse.',
      'Call 000 if your lips, tongue or throat swell or you find it hard to breathe.',
    ],
  },
  {
    condition: 'angioedema',
    care: 'Swelling of the lips, eyes or face without trouble breathing or swallowing can be treated, but needs a doctor today. An antihistamine such as cetirizine may help if there are hives too. If you take a blood pressure tablet ending in "-pril", do not take another dose until a doctor has spoken with you.',
    seekHelp:
      'your tongue or throat swells, your voice changes, you have trouble breathing or swallowing, or you feel faint: call 000 straight away',
    approach:
      'Angioedema without features of anaphylaxis: ask about ACE inhibitors (bradykinin angioedema, which antihistamines, steroids and adrenaline do not treat reliably: stop the ACE inhibitor permanently and observe, as airway swelling can follow), new medicines, foods and stings, hives and recurrences. Histaminergic angioedema: non-sedating antihistamine. Recurrent angioedema without hives: C4 (and C1-esterase inhibitor if low) for hereditary angioedema. Any airway involvement: emergency department.',
    investigations: [
      {
        name: 'C4, and C1-esterase inhibitor level and function if C4 is low',
        subtype: 'pathology',
        when: 'recurrent swelling without hives, or a family history',
      },
      { name: 'FBC and TSH', subtype: 'pathology', when: 'recurrent or chronic swelling with hives' },
    ],
    medications: [CETIRIZINE],
    certificate: { suggestedDays: 1, note: 'Usually a day, while the swelling settles.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'examination today, and a review of medicines (ACE inhibitors)',
      },
      {
        kind: 'specialist',
        to: 'Clinical immunologist / allergist',
        urgency: 'routine',
        reason: 'recurrent angioedema, suspected hereditary angioedema, or an unclear trigger',
      },
      ED_NOW('swelling of the tongue or throat, voice change, breathing or swallowing difficulty, or faintness'),
    ],
    advice: [
      'Stop any blood pressure tablet ending in "-pril" and tell every doctor and pharmacist you have had angioedema with it; do not take it again.',
      'Avoid any food, medicine or sting that seemed to trigger it until you have seen a doctor.',
      'Call 000 at once if your tongue or throat swells, your voice changes, or breathing or swallowing becomes hard.',
    ],
  },
  {
    condition: 'chronic_urticaria',
    care: "Hives that keep coming back for more than 6 weeks are rarely due to an allergy. A non-drowsy antihistamine taken every day controls them in most people; the dose can be increased with your doctor's advice.",
    seekHelp: 'your lips, tongue or throat swell, or you have trouble breathing or swallowing: call 000',
    approach:
      'Chronic spontaneous urticaria: daily second-generation H1 antihistamine, up-titrated to 4 times the standard dose if needed; avoid NSAIDs; limited tests (FBC, CRP, TSH and thyroid antibodies); refer to immunology or dermatology for omalizumab if uncontrolled after 2 to 4 weeks of high-dose antihistamine.',
    investigations: [
      { name: 'Full blood count (FBC), CRP/ESR', subtype: 'pathology', when: 'at diagnosis' },
      { name: 'TSH and thyroid peroxidase antibodies', subtype: 'pathology', when: 'at diagnosis' },
    ],
    medications: [
      {
        ...CETIRIZINE,
        duration: 'continuously, then review every 3 to 6 months',
        needsMoreInfo: 'The dose may be increased up to 4 times daily under medical supervision.',
      },
      { ...FEXOFENADINE, duration: 'continuously, then review every 3 to 6 months', alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Clinical immunologist / allergist or dermatologist',
        urgency: 'routine',
        reason: 'not controlled by high-dose antihistamines (omalizumab)',
      },
      ED_NOW('swelling of the tongue or throat, or difficulty breathing'),
    ],
    advice: [
      'Chronic hives usually settle on their own over months to years.',
      'Avoid aspirin and anti-inflammatory painkillers, which can trigger flares.',
      'Keep a diary if you suspect a trigger, but food allergy is rarely the cause.',
    ],
  },
  {
    condition: 'drug_eruption',
    care: 'A widespread rash after starting a new medicine may be a reaction to it. Contact the doctor who prescribed it today before stopping a needed medicine. An antihistamine and a steroid cream ease the itch.',
    seekHelp:
      'you develop blisters, peeling skin, sores in the mouth, eyes or genitals, a high fever, swelling of the face, or feel very unwell: go to an emergency department or call 000',
    approach:
      'Morbilliform drug eruption: identify and stop the likely culprit (usually started 4 to 14 days earlier), symptomatic antihistamine and topical corticosteroid, and record the allergy. Exclude severe cutaneous adverse reactions: mucosal involvement, blistering or skin pain (SJS/TEN), fever with facial oedema, lymphadenopathy and eosinophilia (DRESS).',
    investigations: [
      {
        name: 'FBC with eosinophils, liver function tests and kidney function',
        subtype: 'pathology',
        when: 'if fever, facial swelling or feeling unwell (possible DRESS)',
      },
    ],
    medications: [CETIRIZINE, METHYLPREDNISOLONE_ACEPONATE],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days.' },
    referrals: [
      GP_IN_PERSON('urgent', 'review of the medicine and the rash within a day'),
      ED_NOW('blistering, skin peeling, mucosal sores, fever with facial swelling or systemic illness'),
      {
        kind: 'specialist',
        to: 'Clinical immunologist / allergist',
        urgency: 'routine',
        reason: 'clarify the allergy if the medicine is important',
      },
    ],
    advice: [
      'Record the medicine as an allergy and tell every doctor and pharmacist.',
      'Do not take the suspected medicine again unless a specialist has advised it is safe.',
    ],
  },
  {
    condition: 'stevens_johnson_syndrome',
    care: 'Blistering or peeling skin with sores in the mouth, eyes or genitals after a new medicine is a medical emergency. Call 000 or go to an emergency department now. Do not take any more of the new medicine.',
    seekHelp: 'anything gets worse: call 000',
    emergency: true,
    approach:
      'Suspected Stevens-Johnson syndrome or toxic epidermal necrolysis: stop all suspect medicines, emergency admission (burns or intensive care unit for TEN), supportive care, ophthalmology, and specialist dermatology.',
    investigations: [
      { name: 'Skin biopsy', subtype: 'pathology', when: 'in hospital' },
      { name: 'FBC, electrolytes, kidney and liver function, glucose', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually several weeks including the hospital stay.' },
    referrals: [
      ED_NOW('suspected Stevens-Johnson syndrome or toxic epidermal necrolysis'),
      DERMATOLOGY('immediate', 'in-hospital management'),
    ],
    advice: [
      'Stop the new medicine and bring it (or its name) to hospital.',
      'Never take that medicine, or closely related ones, again.',
    ],
  },
  {
    condition: 'erythema_multiforme',
    care: 'Target-shaped spots, often on the hands and arms after a cold sore or infection, usually fade by themselves over 2 to 4 weeks. An antihistamine and a steroid cream help any itch.',
    seekHelp:
      'you develop blisters or peeling skin, painful sores in the mouth, eyes or genitals, a high fever, or it started after a new medicine',
    approach:
      'Erythema multiforme (mostly herpes simplex-related): symptomatic care with antihistamine and topical corticosteroid; exclude SJS (mucosal erosions, atypical flat targets, medicine trigger); continuous antiviral suppression for recurrent HSV-associated disease.',
    investigations: [
      { name: 'Herpes simplex PCR of any cold sore', subtype: 'pathology', when: 'if the trigger is unclear' },
      {
        name: 'Mycoplasma serology or PCR',
        subtype: 'pathology',
        when: 'with a respiratory illness, especially in children',
      },
    ],
    medications: [
      METHYLPREDNISOLONE_ACEPONATE,
      CETIRIZINE,
      {
        name: 'Valaciclovir',
        dose: '500 mg',
        route: 'oral',
        frequency: 'once or twice daily',
        duration: '6 months, then review',
        cautions: 'Reduce the dose in kidney impairment.',
        alternative: true,
        needsMoreInfo: 'Only for recurrent erythema multiforme triggered by cold sores.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed unless mouth sores stop eating or talking.' },
    referrals: [
      GP_IN_PERSON('urgent', 'examination within a day or two to confirm and exclude a drug reaction'),
      ED_NOW('blistering, skin peeling or extensive mouth or eye involvement'),
    ],
    advice: [
      'It usually clears within a month without scarring.',
      'If cold sores trigger it, treating cold sores early can prevent further attacks.',
    ],
  },
  {
    condition: 'pityriasis_rosea',
    care: 'Pityriasis rosea is harmless, not contagious in any practical sense, and fades by itself over 6 to 12 weeks. Moisturiser, lukewarm showers and a steroid cream or antihistamine help if it itches.',
    seekHelp:
      'you are pregnant, the rash involves the palms or soles, you have mouth or genital sores, or it lasts longer than 3 months',
    approach:
      'Pityriasis rosea: reassurance and symptomatic treatment (emollient, moderate topical corticosteroid, antihistamine). Consider secondary syphilis (palms and soles, sexual risk) and a drug eruption; pregnancy warrants obstetric awareness.',
    investigations: [
      { name: 'Syphilis serology', subtype: 'pathology', when: 'if palms or soles are involved, or sexual risk' },
    ],
    medications: [
      EMOLLIENT,
      { ...METHYLPREDNISOLONE_ACEPONATE, alternative: true },
      { ...CETIRIZINE, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed; no need to stay away from school or work.' },
    referrals: [GP_IN_PERSON('routine', 'atypical rash, pregnancy, or lasting longer than 3 months')],
    advice: [
      'The rash can last 6 to 12 weeks and may leave paler or darker patches that fade over months.',
      'Hot showers and sweating can make the itch worse.',
    ],
  },
  {
    condition: 'bullous_pemphigoid',
    care: 'Large, tense, itchy blisters in an older person need a skin specialist to confirm the cause. Do not burst the blisters; keep them clean and covered with non-stick dressings.',
    seekHelp:
      'the blisters become widespread, infected (red, hot, pus), or you feel unwell or cannot eat because of mouth sores',
    approach:
      'Suspected bullous pemphigoid: biopsy with direct immunofluorescence and BP180/BP230 serology; a very potent topical corticosteroid (or doxycycline, or systemic corticosteroid) under dermatology; review medicines (gliptins, diuretics); wound care.',
    investigations: [
      {
        name: 'Skin biopsy with direct immunofluorescence',
        subtype: 'pathology',
        when: 'by a dermatologist or GP skilled in skin biopsy',
      },
      { name: 'BP180 and BP230 antibodies', subtype: 'pathology', when: 'at diagnosis' },
    ],
    medications: [
      {
        name: 'Clobetasol propionate 0.05% cream',
        dose: 'a thin layer (1 fingertip unit covers 2 adult palm areas)',
        route: 'topical, to blisters and surrounding skin',
        frequency: 'once daily',
        duration: 'as directed by the dermatologist, then tapered',
        cautions: 'Very potent: skin thinning; systemic absorption when used over large areas.',
        needsMoreInfo: 'After dermatologist confirmation of the diagnosis.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Depends on extent.' },
    referrals: [
      DERMATOLOGY('urgent', 'confirmation and treatment of a blistering disease'),
      ED_NOW('widespread blistering with feeling unwell or infection'),
    ],
    advice: [
      'Do not burst blisters deliberately; if large and painful, a nurse can drain them with a sterile needle and leave the roof on.',
    ],
  },
  // ———————————————————————————————————— Skin infections
  {
    condition: 'cellulitis',
    care: 'A spreading red, hot, painful area of skin needs antibiotics today. Draw around the edge of the redness with a pen, raise the limb, and take the tablets. It should stop spreading within 48 hours.',
    seekHelp:
      'the redness spreads past the pen line after 48 hours of antibiotics, the pain becomes severe (much worse than the skin looks), the skin turns dark or blistered, you have shivers, vomiting, confusion or feel faint: go to an emergency department',
    approach:
      'Non-purulent cellulitis without systemic toxicity: oral cefalexin (or flucloxacillin; clindamycin if immediate penicillin allergy) for 5 days with review at 48 hours, elevation, and treatment of portals of entry (tinea pedis, eczema). Bilateral "cellulitis" is usually venous eczema. Systemic features, rapid spread or pain out of proportion need hospital.',
    investigations: [
      {
        name: 'Swab of any open wound or pus for culture',
        subtype: 'pathology',
        when: 'if there is a wound, pus or treatment failure',
      },
      {
        name: 'FBC, CRP, blood cultures, kidney function',
        subtype: 'pathology',
        when: 'if febrile or systemically unwell',
      },
      { name: 'Venous duplex ultrasound', subtype: 'imaging', when: 'if a deep vein thrombosis is possible' },
    ],
    medications: [CEFALEXIN_CELLULITIS, FLUCLOXACILLIN, CLINDAMYCIN, PARACETAMOL],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days, keeping the leg raised.' },
    referrals: [
      GP_IN_PERSON('urgent', 'examination today and review after 48 hours of antibiotics'),
      ED_NOW(
        'fever with rigors, rapid spread, pain out of proportion, dusky or blistered skin, or facial or periorbital involvement',
      ),
    ],
    advice: [
      'Mark the edge of the redness with a pen; it may spread a little on the first day before improving.',
      'Keep the affected limb raised as much as possible.',
      "Treat athlete's foot, dry cracked skin and small wounds promptly to prevent cellulitis coming back.",
    ],
  },
  {
    condition: 'necrotising_fasciitis',
    care: 'Severe pain much worse than the skin looks, with redness, swelling, fever or dark, blistered skin, can be a rapidly spreading deep infection. Call 000 or go to an emergency department now.',
    seekHelp: 'you feel faint, confused or very unwell: call 000',
    emergency: true,
    approach:
      'Suspected necrotising soft-tissue infection: emergency surgical exploration and debridement, broad-spectrum intravenous antibiotics (including clindamycin), resuscitation; do not delay surgery for imaging.',
    investigations: [
      {
        name: 'FBC, CRP, sodium, creatinine, glucose, lactate, CK and blood cultures',
        subtype: 'pathology',
        when: 'in the emergency department',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 28, note: 'Usually weeks to months including surgery and rehabilitation.' },
    referrals: [
      ED_NOW('suspected necrotising fasciitis'),
      {
        kind: 'specialist',
        to: 'General or plastic surgeon',
        urgency: 'immediate',
        reason: 'emergency surgical debridement',
      },
    ],
    advice: ['This is a surgical emergency: do not wait to see if it improves.'],
  },
  {
    condition: 'impetigo',
    care: 'School sores are a contagious skin infection. Gently wash off crusts with soapy water, pat dry and cover the sores. Small areas can be treated with an antibiotic ointment; widespread sores need antibiotic tablets or syrup.',
    seekHelp:
      'the sores spread despite treatment, the skin around them becomes red, hot and swollen, you or your child has a fever or seems unwell, or urine becomes dark or cola-coloured in the weeks afterwards',
    childhood: true,
    approach:
      'Impetigo: localised disease topical mupirocin for 5 days; extensive or bullous disease oral cefalexin (or trimethoprim with sulfamethoxazole for suspected MRSA) for 5 days. Exclude from school or childcare until 24 hours of antibiotics and sores covered. In remote communities, treat to prevent post-streptococcal glomerulonephritis and rheumatic fever.',
    investigations: [
      {
        name: 'Skin swab for culture and sensitivities',
        subtype: 'pathology',
        when: 'if extensive, recurrent or not responding',
      },
    ],
    medications: [
      MUPIROCIN,
      {
        name: 'Cefalexin',
        dose: '500 mg (child 33 mg/kg up to 500 mg)',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days',
        cautions: 'Avoid with immediate penicillin allergy; diarrhoea.',
        alternative: true,
        needsMoreInfo: 'For extensive sores; weight-based for children; check allergy.',
      },
      {
        ...TRIMETHOPRIM_SULFAMETHOXAZOLE,
        needsMoreInfo:
          'For suspected MRSA or penicillin allergy; weight-based for children; check pregnancy and kidney function.',
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: "Stay away from school or childcare until 24 hours after starting antibiotics, with sores covered; a carer's certificate for a parent.",
    },
    referrals: [GP_IN_PERSON('routine', 'review if not improving after 5 days of treatment')],
    advice: [
      'Keep sores covered with a dressing and keep fingernails short.',
      'Wash hands after touching the sores, and use separate towels and face washers.',
      'Children can return to school or childcare 24 hours after starting antibiotics, with the sores covered.',
    ],
  },
  {
    condition: 'skin_abscess',
    care: 'A boil usually needs to come to a head and drain. Hold a warm compress on it for 10 minutes several times a day and do not squeeze it. A large or very painful abscess needs a doctor to drain it.',
    seekHelp: 'redness spreads around it, you develop a fever or shivers, it is on the face, or it is larger than 5 cm',
    approach:
      'Skin abscess or furuncle: incision and drainage is the main treatment; add an antibiotic (cefalexin; trimethoprim with sulfamethoxazole if MRSA is likely) for surrounding cellulitis, systemic features, multiple lesions, the face or hands, or immunosuppression. Recurrent boils: decolonisation (nasal mupirocin and antiseptic washes) and screen for diabetes.',
    investigations: [
      {
        name: 'Swab of the pus for culture and sensitivities (including MRSA)',
        subtype: 'pathology',
        when: 'when drained',
      },
      { name: 'HbA1c', subtype: 'pathology', when: 'recurrent boils' },
    ],
    medications: [
      {
        ...CEFALEXIN_CELLULITIS,
        needsMoreInfo:
          'Only with surrounding cellulitis, fever, or a site or patient at higher risk; drainage is the main treatment.',
      },
      TRIMETHOPRIM_SULFAMETHOXAZOLE,
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days after drainage, depending on the site.' },
    referrals: [
      GP_IN_PERSON('urgent', 'incision and drainage within a day or two'),
      ED_NOW('fever with spreading redness, an abscess on the face near the nose or eye, or feeling unwell'),
    ],
    advice: [
      'Do not squeeze a boil: it can spread the infection.',
      'Wash hands and keep towels separate; boils can spread in households.',
    ],
  },
  {
    condition: 'hidradenitis_suppurativa',
    care: 'Recurrent painful lumps in the armpits, groin or under the breasts are a long-term inflammatory condition, not poor hygiene. Use an antiseptic wash, wear loose clothing, and see a doctor for treatment that reduces flares.',
    seekHelp: 'a lump becomes very large and painful, redness spreads, or you develop a fever',
    approach:
      'Hidradenitis suppurativa: antiseptic washes, topical clindamycin for mild disease, a 12-week course of oral doxycycline for moderate disease, weight loss and smoking cessation support, and dermatology referral for biologic therapy or surgery if moderate to severe. Drain acute abscesses when needed.',
    investigations: [
      { name: 'HbA1c and lipids', subtype: 'pathology', when: 'at diagnosis (associated metabolic risk)' },
    ],
    medications: [
      CHLORHEXIDINE_WASH,
      {
        name: 'Clindamycin 1% lotion',
        dose: 'a thin layer (about 1 mL to each affected area)',
        route: 'topical, to affected areas',
        frequency: 'twice daily',
        duration: '12 weeks, then review',
        cautions: 'Local irritation; rarely diarrhoea.',
        alternative: true,
      },
      {
        name: 'Doxycycline',
        dose: '100 mg',
        route: 'oral',
        frequency: 'once daily with food and a full glass of water',
        duration: '12 weeks',
        cautions: 'Photosensitivity; take upright, not at bedtime; not in pregnancy or children under 8.',
        alternative: true,
        needsMoreInfo: 'For moderate disease; confirm not pregnant.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'During painful flares, 1 to 3 days.' },
    referrals: [
      DERMATOLOGY('routine', 'moderate to severe disease (biologic therapy or surgery)'),
      GP_IN_PERSON('urgent', 'drainage of a large painful abscess'),
    ],
    advice: [
      'Loose cotton clothing reduces friction.',
      'Stopping smoking and losing weight reduce flares.',
      'Avoid shaving the affected areas during flares.',
    ],
  },
  {
    condition: 'folliculitis',
    care: 'Small pus spots around hairs usually settle within a week or two. Use an antiseptic wash daily, avoid shaving or waxing the area for a while, and wear loose clothing.',
    seekHelp: 'the spots turn into large painful lumps, redness spreads, you develop a fever, or they keep coming back',
    approach:
      'Superficial folliculitis: antiseptic washes and avoidance of shaving, occlusion and hot tubs; topical mupirocin for small areas; oral antibiotics (cefalexin) only for extensive or deep disease; consider pityrosporum folliculitis (itchy, on the trunk) and pseudofolliculitis (beard area).',
    investigations: [
      { name: 'Swab of a pustule for culture', subtype: 'pathology', when: 'if recurrent or not responding' },
    ],
    medications: [CHLORHEXIDINE_WASH, { ...MUPIROCIN, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [GP_IN_PERSON('routine', 'recurrent or extensive folliculitis')],
    advice: [
      'Shave in the direction of hair growth with a clean, sharp razor, or use clippers.',
      'Avoid poorly maintained hot tubs and spas.',
    ],
  },
  {
    condition: 'paronychia',
    care: 'Soak the finger or toe in warm water for 10 to 15 minutes 3 or 4 times a day and keep it dry in between. If a pocket of pus forms, a doctor needs to drain it.',
    seekHelp:
      'redness spreads up the finger or hand, the whole finger swells, you cannot bend it, or you develop a fever',
    approach:
      'Acute paronychia: warm soaks; incision and drainage if an abscess is present; oral cefalexin or flucloxacillin only with spreading cellulitis. Exclude herpetic whitlow (vesicles) and felon or flexor tenosynovitis (urgent surgical review).',
    investigations: [{ name: 'Swab of pus for culture', subtype: 'pathology', when: 'if drained or recurrent' }],
    medications: [
      {
        ...CEFALEXIN_CELLULITIS,
        needsMoreInfo: 'Only with spreading redness (cellulitis); drainage is the treatment for pus.',
      },
      { ...FLUCLOXACILLIN },
      PARACETAMOL,
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually 1 to 2 days; longer for manual or food-handling work with an open wound.',
    },
    referrals: [
      GP_IN_PERSON('urgent', 'drainage of a pus collection'),
      ED_NOW(
        'the whole finger is swollen, it is painful to straighten, or redness tracks up the hand (flexor sheath infection)',
      ),
    ],
    advice: ['Do not bite your nails or pick at cuticles.', 'Wear gloves for wet work and keep your hands dry.'],
  },
  {
    condition: 'ingrown_toenail',
    care: 'Soak the foot in warm salty water for 10 to 15 minutes twice a day, gently lift the nail edge with a little cotton wool, and wear roomy shoes. A podiatrist or GP can remove the ingrown edge if it keeps coming back.',
    seekHelp:
      'redness spreads up the foot, you develop a fever, or you have diabetes or poor circulation and the toe becomes red or sore',
    approach:
      'Ingrown toenail: conservative care (soaks, cotton wisps, correct nail cutting and footwear); partial nail avulsion with phenolisation of the matrix for recurrent or severe cases; oral antibiotics only for spreading cellulitis. Diabetes or peripheral arterial disease needs early podiatry.',
    investigations: [],
    medications: [
      PARACETAMOL,
      { ...CEFALEXIN_CELLULITIS, alternative: true, needsMoreInfo: 'Only with spreading cellulitis.' },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days after a nail procedure.' },
    referrals: [
      { kind: 'specialist', to: 'Podiatrist', urgency: 'routine', reason: 'nail care or partial nail avulsion' },
      GP_IN_PERSON('routine', 'wedge resection for recurrent ingrown toenail'),
    ],
    advice: [
      'Cut toenails straight across, not too short, and do not dig into the corners.',
      'Wear shoes with enough room for the toes.',
    ],
  },
  {
    condition: 'diabetic_foot_ulcer',
    care: 'An open sore on the foot when you have diabetes needs to be seen by a doctor or high-risk foot service within a day. Keep weight off the foot, keep the wound clean and covered, and check your blood sugar.',
    seekHelp:
      'the foot becomes red, hot or swollen, the wound smells or discharges pus, the foot turns pale, cold or black, or you develop a fever or high blood sugar: go to an emergency department',
    approach:
      'Diabetic foot ulcer: urgent high-risk foot service (offloading, debridement, wound care), assess for infection (IWGDF/IDSA grading), ischaemia (pulses, ABPI or toe pressures) and osteomyelitis (probe to bone, X-ray). Mild infection: oral amoxicillin with clavulanic acid; moderate to severe or ischaemic: hospital.',
    investigations: [
      { name: 'Wound swab (after debridement) or tissue culture', subtype: 'pathology', when: 'if infected' },
      { name: 'X-ray of the foot', subtype: 'imaging', when: 'deep or long-standing ulcer, or probe-to-bone positive' },
      { name: 'FBC, CRP/ESR, HbA1c, kidney function', subtype: 'pathology', when: 'at assessment' },
      { name: 'Ankle-brachial or toe-brachial pressure index', subtype: 'other', when: 'at assessment' },
    ],
    medications: [
      {
        ...AMOXICILLIN_CLAVULANATE,
        duration: '7 to 14 days, then review',
        needsMoreInfo:
          'Only for clinically infected ulcers after examination; check penicillin allergy and kidney function.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Often longer; offloading may require time off weight-bearing work.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'High-risk foot service (podiatry)',
        urgency: 'urgent',
        reason: 'diabetic foot ulcer: offloading, debridement and wound care within 24 to 48 hours',
      },
      ED_NOW('spreading infection, fever, a cold or discoloured foot, or high blood sugar'),
    ],
    advice: [
      'Check your feet every day, and never walk barefoot.',
      'Keep weight off the ulcer as advised; walking on it stops it healing.',
      'Good blood sugar control helps healing.',
    ],
  },
  {
    condition: 'venous_leg_ulcer',
    care: 'A slow-healing sore on the lower leg usually comes from poor vein circulation. Keep it clean and covered, raise your legs when resting, keep moving, and see a doctor or nurse for dressings and compression bandaging.',
    seekHelp:
      'the leg becomes red, hot, swollen and more painful, the ulcer smells or discharges pus, you develop a fever, or the foot becomes cold or pale',
    approach:
      'Venous leg ulcer: confirm with ABPI (exclude arterial disease), then graduated multilayer compression, appropriate moisture-balancing dressings, leg elevation and exercise; treat infection only when clinically present; refer non-healing ulcers (over 12 weeks) or atypical ulcers for biopsy and vascular review.',
    investigations: [
      { name: 'Ankle-brachial pressure index (ABPI)', subtype: 'other', when: 'before compression' },
      { name: 'Venous duplex ultrasound', subtype: 'imaging', when: 'if venous surgery or ablation may help' },
      {
        name: 'Biopsy of the ulcer edge',
        subtype: 'pathology',
        when: 'atypical appearance or not healing after 12 weeks',
      },
    ],
    medications: [{ ...PARACETAMOL, duration: 'as needed for dressing changes' }],
    certificate: { suggestedDays: 1, note: 'Usually not needed; prolonged standing jobs may need adjustment.' },
    referrals: [
      GP_IN_PERSON('routine', 'ABPI, compression and wound care (practice or community nurse)'),
      {
        kind: 'specialist',
        to: 'Vascular surgeon or wound clinic',
        urgency: 'routine',
        reason: 'not healing after 12 weeks, recurrent, or arterial disease',
      },
    ],
    advice: [
      'Compression therapy is the most important treatment; wear stockings daily once healed to stop it coming back.',
      'Walk regularly and raise your legs above hip level when sitting.',
    ],
  },
  // ———————————————————————————————————— Fungal infections
  {
    condition: 'tinea_corporis',
    care: 'Ringworm is a fungal infection, not a worm. An antifungal cream (terbinafine or clotrimazole) from the pharmacy, applied beyond the edge of the rash, usually clears it in 1 to 4 weeks.',
    seekHelp:
      'it keeps spreading despite 2 weeks of treatment, there are many patches, it affects the scalp or nails, or you have a weak immune system',
    approach:
      'Tinea corporis: topical terbinafine for 1 to 2 weeks (or an azole for 2 to 4 weeks); oral terbinafine for extensive or resistant disease after skin scrapings. Avoid topical corticosteroid alone (tinea incognito). Check pets and household contacts.',
    investigations: [
      {
        name: 'Skin scrapings for fungal microscopy and culture',
        subtype: 'pathology',
        when: 'if extensive, atypical or not responding',
      },
    ],
    medications: [TERBINAFINE_CREAM, { ...CLOTRIMAZOLE_CREAM, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Not needed once treatment has started; cover patches for contact sports.' },
    referrals: [GP_IN_PERSON('routine', 'extensive or persistent tinea for scrapings and oral treatment')],
    advice: [
      'Keep using the cream for 1 to 2 weeks after the rash has gone.',
      'Pets (especially kittens and puppies) can carry it; have them checked by a vet if patches keep appearing.',
    ],
  },
  {
    condition: 'tinea_pedis',
    care: "Athlete's foot clears with an antifungal cream (terbinafine) applied between the toes once or twice a day for 1 to 2 weeks. Dry carefully between the toes and wear breathable shoes and cotton socks.",
    seekHelp:
      'the foot becomes red, hot and swollen, cracks become painful or infected, or you have diabetes and the skin breaks down',
    approach:
      'Tinea pedis: topical terbinafine for 1 to 2 weeks (or an azole for 4 weeks); treat nails if involved; advise foot hygiene and footwear. It is a portal of entry for lower-limb cellulitis.',
    investigations: [
      {
        name: 'Skin scrapings for fungal microscopy and culture',
        subtype: 'pathology',
        when: 'if not responding or the diagnosis is uncertain',
      },
    ],
    medications: [TERBINAFINE_CREAM, { ...CLOTRIMAZOLE_CREAM, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      { kind: 'specialist', to: 'Podiatrist', urgency: 'routine', reason: 'recurrent infection or with diabetes' },
    ],
    advice: [
      'Dry between the toes after showering and change socks daily.',
      'Wear thongs in communal showers and around pools.',
      'Treat it promptly: cracks between the toes let in bacteria that cause cellulitis.',
    ],
  },
  {
    condition: 'tinea_cruris',
    care: "Jock itch is a fungal infection of the groin. An antifungal cream applied twice a day, extending beyond the edge, usually clears it in 2 weeks. Keep the area dry, wear loose cotton underwear, and treat athlete's foot at the same time.",
    seekHelp:
      'it spreads despite 2 weeks of treatment, the skin becomes raw, weepy or very painful, or you have sores or discharge from the genitals',
    approach:
      'Tinea cruris: topical terbinafine for 1 to 2 weeks or an azole for 2 to 4 weeks; treat coexisting tinea pedis; differentiate from intertrigo and candidiasis (satellite lesions, scrotal involvement) and erythrasma.',
    investigations: [
      { name: 'Skin scrapings for fungal microscopy and culture', subtype: 'pathology', when: 'if not responding' },
    ],
    medications: [TERBINAFINE_CREAM, { ...CLOTRIMAZOLE_CREAM, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [GP_IN_PERSON('routine', 'persistent or recurrent groin rash')],
    advice: [
      'Dry the groin thoroughly after showering and put socks on before underwear so the fungus is not spread from the feet.',
      'Wash towels and underwear in hot water.',
    ],
  },
  {
    condition: 'tinea_capitis',
    care: 'A fungal infection of the scalp needs antifungal tablets or syrup from a doctor, because creams cannot reach the hair roots. An antifungal shampoo helps stop it spreading. Combs, brushes and hats should not be shared.',
    seekHelp:
      'a boggy, painful swelling develops on the scalp, the child has a fever, or hair loss keeps spreading despite treatment',
    childhood: true,
    approach:
      'Tinea capitis: confirm with hair and scale samples; oral terbinafine (Trichophyton) or griseofulvin (Microsporum) for 4 to 8 weeks, dosed by weight, plus ketoconazole or selenium sulfide shampoo for the child and household; screen contacts and pets. A kerion needs oral antifungal, not incision.',
    investigations: [
      {
        name: 'Hair pluck and scalp scrapings for fungal microscopy and culture',
        subtype: 'pathology',
        when: 'before oral treatment',
      },
    ],
    medications: [
      {
        name: 'Terbinafine',
        dose: 'under 20 kg 62.5 mg; 20 to 40 kg 125 mg; over 40 kg 250 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: '4 weeks (longer for Microsporum, or use griseofulvin)',
        cautions: 'Taste disturbance, gastrointestinal upset, rarely liver injury or severe skin reactions.',
        needsMoreInfo: "Needs the child's weight and, ideally, a positive fungal culture.",
      },
      {
        ...KETOCONAZOLE_SHAMPOO,
        frequency: 'twice a week for the child and household contacts',
        duration: 'for the length of oral treatment',
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: "Children can attend school once oral treatment and the shampoo have started; a carer's certificate for a parent if needed.",
    },
    referrals: [DERMATOLOGY('routine', 'kerion, failed treatment or uncertain diagnosis')],
    advice: ['Do not share combs, brushes, hats or pillows.', 'Pets with patchy fur should see a vet.'],
  },
  {
    condition: 'onychomycosis',
    care: 'Fungal nail infection is slow to treat. Keep nails short, file thickened nails, and keep feet dry. Tablets cure it most often, but the nail must be tested first to confirm fungus; a medicated nail lacquer suits mild cases.',
    seekHelp:
      'the skin around the nail becomes red, hot and painful, or you have diabetes and the nail lifts or the skin breaks',
    approach:
      'Onychomycosis: confirm with nail clippings before systemic treatment; oral terbinafine 12 weeks (toenails) or 6 weeks (fingernails) for moderate to severe disease; amorolfine lacquer for mild distal disease or when tablets are unsuitable; treat coexisting tinea pedis. Cosmetic-only disease may not need treatment.',
    investigations: [
      {
        name: 'Nail clippings and subungual debris for fungal microscopy and culture',
        subtype: 'pathology',
        when: 'before treatment',
      },
      {
        name: 'Liver function tests',
        subtype: 'pathology',
        when: 'before oral terbinafine if liver disease or heavy alcohol use',
      },
    ],
    medications: [
      {
        name: 'Terbinafine',
        dose: '250 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: '12 weeks (toenails) or 6 weeks (fingernails)',
        cautions:
          'Taste disturbance, liver injury (rare), severe skin reactions; interacts with some antidepressants and metoprolol.',
        needsMoreInfo: 'Confirm the fungus on nail clippings first; check for liver disease.',
      },
      {
        name: 'Amorolfine 5% nail lacquer',
        dose: '1 thin coat to each affected nail after filing',
        route: 'topical',
        frequency: 'once or twice weekly',
        duration: '6 months (fingernails) to 12 months (toenails)',
        cautions: 'Only for mild disease not involving the nail base; remove nail polish first.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Podiatrist',
        urgency: 'routine',
        reason: 'nail reduction and care, especially with diabetes',
      },
    ],
    advice: [
      'New nail growth takes 12 to 18 months to replace an infected toenail, so improvement is slow.',
      "Treat athlete's foot too, and dry between the toes.",
    ],
  },
  {
    condition: 'pityriasis_versicolor',
    care: 'This harmless yeast infection causes pale, pink or brown patches, often noticed after a tan. Wash with an antifungal shampoo (ketoconazole) as a body wash, leave it on for 5 minutes, then rinse, daily for 5 days. The colour takes months to even out.',
    seekHelp: 'it is not improving after treatment, or the patches are numb, raised or spreading quickly',
    approach:
      'Pityriasis versicolor: topical ketoconazole or selenium sulfide for 5 to 7 days, with monthly prophylaxis in summer for recurrence; oral fluconazole for extensive or resistant disease. Pigment recovers over months.',
    investigations: [
      { name: 'Skin scrapings for microscopy', subtype: 'pathology', when: 'if the diagnosis is uncertain' },
    ],
    medications: [
      {
        ...KETOCONAZOLE_SHAMPOO,
        route: 'topical, as a body wash left on for 5 minutes then rinsed',
        frequency: 'once daily',
        duration: '5 days, then once a month in summer to prevent recurrence',
      },
      {
        name: 'Selenium sulfide 2.5% shampoo',
        dose: 'about 10 to 20 mL (enough to cover the affected skin)',
        route: 'topical, as a body wash left on for 10 minutes then rinsed',
        frequency: 'once daily',
        duration: '7 days',
        cautions: 'Irritation; avoid the eyes and genitals.',
        alternative: true,
      },
      {
        name: 'Fluconazole',
        dose: '400 mg',
        route: 'oral',
        frequency: 'once',
        duration: 'single dose',
        cautions: 'Many interactions (warfarin, statins, some antiarrhythmics); not in pregnancy.',
        alternative: true,
        needsMoreInfo: 'For extensive or resistant disease; check pregnancy and interacting medicines.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed; it is not contagious in practice.' },
    referrals: [GP_IN_PERSON('routine', 'no improvement after treatment, to confirm the diagnosis')],
    advice: [
      'The uneven colour can take several months to return to normal after the yeast is gone.',
      'It often comes back in hot humid weather: a monthly antifungal wash helps prevent it.',
    ],
  },
  {
    condition: 'intertrigo',
    care: 'Keep skin folds clean and dry: wash with a soap-free cleanser, pat dry (a hair dryer on cool helps), and place a cotton cloth in the fold. An antifungal cream, with a mild steroid cream for a few days, settles most cases.',
    seekHelp:
      'the skin becomes raw, weepy, crusted or smelly, redness spreads beyond the fold, or it is not better after 2 weeks',
    approach:
      'Intertrigo: reduce moisture and friction, treat candidal infection with a topical azole (with hydrocortisone 1% for a few days if inflamed); consider erythrasma, inverse psoriasis, tinea and bacterial infection if not responding; address obesity and diabetes.',
    investigations: [
      {
        name: 'Skin swab or scrapings for fungal and bacterial culture',
        subtype: 'pathology',
        when: 'if not responding',
      },
      { name: 'HbA1c', subtype: 'pathology', when: 'recurrent candidal intertrigo' },
    ],
    medications: [
      CLOTRIMAZOLE_CREAM,
      { ...HYDROCORTISONE_1, duration: 'up to 7 days, together with the antifungal', alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [GP_IN_PERSON('routine', 'persistent or recurrent intertrigo')],
    advice: [
      'Wear loose cotton clothing and a well-fitting supportive bra.',
      'Avoid talc and heavy creams in the folds.',
      'Weight loss and good diabetes control reduce recurrences.',
    ],
  },
  // ———————————————————————————————————— Infestations and viral skin infections
  {
    condition: 'scabies',
    care: 'Scabies is treated with permethrin cream applied to the whole body from the neck down (including under the nails and between the fingers and toes), left on overnight and washed off, then repeated after 7 days. Everyone in the household must be treated at the same time.',
    seekHelp:
      'the skin becomes crusted, weepy or infected, the itch is no better 4 weeks after treatment, or a baby, pregnant woman or older person in a care home is affected',
    approach:
      'Scabies: permethrin 5% cream to all skin from the neck down (including scalp and face in infants and older people), repeated after 7 days, with simultaneous treatment of all contacts; wash bedding and clothing hot or bag for 3 days. Oral ivermectin for crusted scabies, institutional outbreaks or treatment failure. Itch can persist 2 to 4 weeks.',
    investigations: [
      {
        name: 'Skin scraping of a burrow for microscopy',
        subtype: 'pathology',
        when: 'if the diagnosis is uncertain or crusted scabies is suspected',
      },
    ],
    medications: [
      {
        name: 'Permethrin 5% cream',
        dose: 'enough to cover the body (about 30 g for an adult)',
        route: 'topical, neck down, left on 8 to 14 hours then washed off',
        frequency: 'once, repeated after 7 days',
        duration: '2 applications',
        cautions: 'Safe in pregnancy and from 2 months of age; itch may continue for weeks after cure.',
      },
      {
        name: 'Ivermectin',
        dose: '200 micrograms/kg',
        route: 'oral, with food',
        frequency: 'once, repeated after 7 days',
        duration: '2 doses',
        cautions: 'Not in pregnancy, breastfeeding or children under 15 kg.',
        alternative: true,
        needsMoreInfo: 'Needs body weight; for crusted scabies, outbreaks or permethrin failure; confirm not pregnant.',
      },
      { ...CETIRIZINE, alternative: true, cautions: 'For itch that persists after successful treatment.' },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Children can return to school or childcare the day after the first treatment.',
    },
    referrals: [
      DERMATOLOGY('routine', 'crusted scabies or treatment failure'),
      GP_IN_PERSON('routine', 'review if still itchy 4 weeks after treatment'),
    ],
    advice: [
      'Treat everyone in the house on the same day, even if they do not itch.',
      'Wash clothes, towels and bedding used in the last 3 days in hot water, or seal them in a bag for 3 days.',
      'The itch often lasts 2 to 4 weeks after successful treatment; it does not mean it has failed.',
    ],
  },
  {
    condition: 'head_lice',
    care: 'Head lice are common and harmless. Comb wet hair thoroughly with conditioner and a fine-tooth nit comb every 2 days until no lice are found for 10 days, or use a head lice lotion from the pharmacy and repeat it after 7 days. Check everyone in the household.',
    seekHelp: 'the scalp becomes red, weepy, crusted or infected, or lice are still found after two treatments',
    childhood: true,
    approach:
      'Head lice: wet combing with conditioner every 2 days for 10 days, or a pediculicide (dimeticone, or permethrin 1%) applied twice 7 days apart, with combing to confirm clearance; check and treat affected household contacts only. No need to exclude from school once treatment has started.',
    investigations: [],
    medications: [
      {
        name: 'Dimeticone 4% lotion',
        dose: 'about 20 to 50 mL depending on hair length (enough to saturate dry hair and scalp)',
        route: 'topical, left on for the time on the pack (usually 8 hours or overnight), then washed out',
        frequency: 'once, repeated after 7 days',
        duration: '2 applications',
        cautions: 'Flammable until washed out; keep away from flames and heaters. Suitable from 6 months of age.',
      },
      {
        name: 'Permethrin 1% cream rinse',
        dose: 'about 25 to 50 mL depending on hair length (enough to cover washed, towel-dried hair)',
        route: 'topical, left on for 10 minutes then rinsed',
        frequency: 'once, repeated after 7 days',
        duration: '2 applications',
        cautions: 'Resistance is common; scalp irritation.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed: children can attend school once treatment has started.' },
    referrals: [GP_IN_PERSON('routine', 'persistent infestation or infected scalp')],
    advice: [
      'Check all family members weekly with conditioner and a nit comb.',
      'There is no need to clean the house; wash pillowcases and hats in hot water.',
      'Tie back long hair and avoid head-to-head contact.',
    ],
  },
  {
    condition: 'shingles',
    care: 'Antiviral tablets work best if started within 3 days of the rash appearing, so start today. Keep the rash clean, dry and loosely covered, and take paracetamol for pain. The blisters crust over in 7 to 10 days.',
    seekHelp:
      'the rash is on the forehead, nose or around the eye, your eye becomes red or painful or your vision changes, the rash spreads widely, you have a weak immune system, or you develop headache, confusion or weakness',
    approach:
      'Herpes zoster: oral valaciclovir or famciclovir for 7 days if within 72 hours of rash onset (or later with new lesions, ophthalmic involvement, immunosuppression or severe pain); analgesia (paracetamol, then amitriptyline or a gabapentinoid for neuropathic pain). Ophthalmic, disseminated or immunocompromised disease needs urgent specialist care. Offer recombinant zoster vaccine after recovery.',
    investigations: [
      {
        name: 'Swab of a blister for varicella-zoster PCR',
        subtype: 'pathology',
        when: 'if the diagnosis is uncertain or immunocompromised',
      },
    ],
    medications: [VALACICLOVIR_ZOSTER, FAMCICLOVIR_ZOSTER, PARACETAMOL],
    certificate: {
      suggestedDays: 5,
      note: 'Usually 3 to 7 days; avoid contact with pregnant women, newborns and immunocompromised people until all blisters have crusted.',
    },
    referrals: [
      OPHTHALMOLOGY('urgent', 'rash on the forehead, nose tip or around the eye'),
      ED_NOW('widespread rash, a weak immune system with systemic illness, or neurological symptoms'),
      GP_IN_PERSON('routine', 'pain persisting after the rash heals (post-herpetic neuralgia)'),
    ],
    advice: [
      'Shingles is not caught from shingles, but the blisters can give chickenpox to people who have never had it or been vaccinated.',
      'Cover the rash and avoid pregnant women, newborn babies and people with weak immunity until it has crusted over.',
      'The shingles vaccine is free for people aged 65 and over (50 and over for Aboriginal and Torres Strait Islander people) and for some people with weak immunity.',
    ],
  },
  {
    condition: 'cold_sores',
    care: 'Cold sores heal by themselves in 7 to 10 days. An antiviral cream from the pharmacy, started at the first tingle, can shorten an attack. Avoid kissing and sharing cups or lip balm until it has healed.',
    seekHelp:
      'the sores spread widely, affect the eye, occur with eczema, you have a weak immune system, or a newborn baby may have been exposed',
    approach:
      'Herpes labialis: topical aciclovir at the prodrome, or single-day oral famciclovir or valaciclovir for frequent or severe attacks; suppressive valaciclovir for very frequent recurrences or associated erythema multiforme. Sun protection for UV-triggered attacks.',
    investigations: [],
    medications: [
      {
        name: 'Aciclovir 5% cream',
        dose: 'a thin layer over the sore (about 1 cm of cream)',
        route: 'topical',
        frequency: '5 times a day',
        duration: '4 to 5 days',
        cautions: 'Start at the first tingle; wash hands before and after applying.',
      },
      {
        name: 'Famciclovir',
        dose: '1500 mg',
        route: 'oral',
        frequency: 'once',
        duration: 'single dose at the first sign of an attack',
        cautions: 'Reduce the dose in kidney impairment.',
        alternative: true,
      },
      {
        name: 'Valaciclovir',
        dose: '2 g',
        route: 'oral',
        frequency: 'twice, 12 hours apart',
        duration: '1 day',
        cautions: 'Reduce the dose in kidney impairment.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      GP_IN_PERSON('routine', 'frequent or severe recurrences (suppressive treatment)'),
      OPHTHALMOLOGY('urgent', 'a red, painful eye with a cold sore'),
    ],
    advice: [
      'Do not kiss babies, or anyone with eczema, while you have a cold sore.',
      'Avoid touching the sore, and do not share towels, cups or lip products.',
      'SPF 30+ lip balm helps prevent sun-triggered cold sores.',
    ],
  },
  {
    condition: 'viral_warts',
    care: 'Most warts go away by themselves within 1 to 2 years. To speed this up, soak the wart, file it with an emery board, and apply a salicylic acid wart paint or plaster every night. Freezing by a doctor is another option.',
    seekHelp:
      'a wart bleeds, changes colour or grows quickly, appears on the face or genitals, or you have diabetes or poor circulation and a wart is on your foot',
    approach:
      'Common and plantar warts: reassurance (spontaneous resolution is common), topical salicylic acid with paring for 12 weeks, or cryotherapy every 2 to 3 weeks; avoid destructive treatment in people with diabetes or peripheral vascular disease; an atypical or non-resolving lesion in an adult needs review to exclude skin cancer.',
    investigations: [],
    medications: [
      {
        name: 'Salicylic acid 15% to 40% wart paint or plaster',
        dose: '1 to 2 drops of paint (or 1 plaster) on the wart only',
        route: 'topical, after soaking and filing',
        frequency: 'once daily at night',
        duration: 'up to 12 weeks',
        cautions:
          'Protect surrounding skin with petroleum jelly; not on the face or genitals, or in diabetes or poor circulation.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_IN_PERSON('routine', 'cryotherapy, or a wart that is atypical or not responding'),
      { kind: 'specialist', to: 'Podiatrist', urgency: 'routine', reason: 'painful plantar warts' },
    ],
    advice: ['Wear thongs in communal showers and do not share towels.', 'Do not pick or bite warts; it spreads them.'],
  },
  {
    condition: 'molluscum_contagiosum',
    care: 'Molluscum is a harmless viral skin infection that clears by itself, usually within 6 to 18 months, without scarring. Treatment is usually not needed. Avoid squeezing the spots, and moisturise any eczema around them.',
    seekHelp:
      'the spots become red, swollen, painful or weepy, appear on the eyelids, or an adult has them on the genitals or has a weak immune system',
    childhood: true,
    approach:
      'Molluscum contagiosum: reassurance and watchful waiting; treat surrounding eczema; physical treatment (cryotherapy, curettage) only for troublesome lesions in older children or adults. Redness before resolution (the "beginning of the end" reaction) is not infection. Genital lesions in adults warrant STI screening; extensive disease in adults warrants HIV testing.',
    investigations: [
      { name: 'HIV and STI screening', subtype: 'pathology', when: 'adults with genital or extensive molluscum' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'Not needed: children do not need to stay away from school, childcare or swimming.',
    },
    referrals: [
      GP_IN_PERSON('routine', 'troublesome or infected lesions'),
      OPHTHALMOLOGY('routine', 'lesions on the eyelid margin with a persistently red eye'),
    ],
    advice: ['Use separate towels and avoid sharing baths to reduce spread.', 'Do not squeeze the spots.'],
  },
  // ———————————————————————————————————— Acne, rosacea and the face
  {
    condition: 'acne',
    care: 'Wash twice a day with a gentle cleanser, avoid squeezing spots, and use non-oily, non-comedogenic products. A benzoyl peroxide or adapalene gel from the pharmacy helps mild acne; it takes 6 to 12 weeks to work. Tablets or specialist treatment help if it is scarring or upsetting.',
    seekHelp:
      'acne is causing scarring, painful deep lumps, or distress, or has not improved after 3 months of treatment',
    approach:
      'Acne vulgaris: topical retinoid with benzoyl peroxide for comedonal and mild inflammatory acne; add oral doxycycline (3 months, always with topical benzoyl peroxide or retinoid) for moderate acne; combined oral contraceptive for women who want contraception; refer for isotretinoin if severe, nodular, scarring or resistant. Screen for low mood.',
    investigations: [
      {
        name: 'Free androgen index, SHBG, LH/FSH',
        subtype: 'pathology',
        when: 'women with irregular periods or hirsutism (possible PCOS)',
      },
    ],
    medications: [
      {
        name: 'Adapalene 0.1% with benzoyl peroxide 2.5% gel',
        dose: 'a pea-sized amount (about 0.5 g) for the whole face',
        route: 'topical',
        frequency: 'once daily in the evening',
        duration: 'at least 12 weeks, then maintenance',
        cautions: 'Dryness and irritation at first (start every second night); bleaches fabric; avoid in pregnancy.',
        needsMoreInfo: 'Check for pregnancy or plans to become pregnant (retinoid).',
      },
      {
        name: 'Benzoyl peroxide 5% gel or wash',
        dose: 'a thin layer (about 0.5 g for the face)',
        route: 'topical',
        frequency: 'once or twice daily',
        duration: 'at least 6 to 12 weeks',
        cautions: 'Dryness and irritation; bleaches clothes, towels and hair; safe in pregnancy.',
        alternative: true,
      },
      {
        name: 'Doxycycline',
        dose: '50 to 100 mg',
        route: 'oral',
        frequency: 'once daily with food and a full glass of water',
        duration: '3 months, with a topical treatment',
        cautions: 'Photosensitivity; take upright, not at bedtime; not in pregnancy or children under 8.',
        alternative: true,
        needsMoreInfo: 'For moderate inflammatory acne; confirm not pregnant.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      DERMATOLOGY('routine', 'severe, nodular or scarring acne, or failed 3 months of oral treatment (isotretinoin)'),
      GP_IN_PERSON('routine', 'low mood or distress from acne'),
    ],
    advice: [
      'Treatment takes 6 to 12 weeks to work; keep going.',
      'Do not pick or squeeze: it increases scarring.',
      'Diet is not the main cause, although some people notice flares with high-sugar or dairy foods.',
      'If acne is getting you down, talk to your GP. Support is available any time: Kids Helpline 1800 55 1800 (ages 5 to 25) or Lifeline 13 11 14.',
    ],
  },
  {
    condition: 'rosacea',
    care: 'Rosacea is a long-term condition of facial redness and spots that can be controlled. Avoid your triggers (sun, heat, alcohol, spicy food, hot drinks), use SPF 50+ sunscreen daily and a gentle fragrance-free moisturiser. A prescription cream or gel settles the spots.',
    seekHelp: 'your eyes become painful, red or light-sensitive, or your vision changes',
    approach:
      'Rosacea: trigger avoidance and daily sun protection; topical ivermectin, metronidazole or azelaic acid for papulopustular rosacea; oral doxycycline for moderate to severe or ocular rosacea; brimonidine gel for persistent redness; vascular laser for telangiectasia. Avoid topical corticosteroids on the face.',
    investigations: [],
    medications: [
      {
        name: 'Ivermectin 1% cream',
        dose: 'a pea-sized amount to each of 5 areas of the face (forehead, chin, nose, each cheek)',
        route: 'topical',
        frequency: 'once daily',
        duration: 'up to 16 weeks, then as needed',
        cautions: 'Mild burning or irritation.',
      },
      {
        name: 'Metronidazole 0.75% gel',
        dose: 'a thin layer (about 0.5 g for the face)',
        route: 'topical',
        frequency: 'twice daily',
        duration: '8 to 12 weeks',
        cautions: 'Mild irritation; avoid the eyes.',
        alternative: true,
      },
      {
        name: 'Doxycycline',
        dose: '50 mg',
        route: 'oral',
        frequency: 'once daily with food and a full glass of water',
        duration: '8 to 12 weeks',
        cautions: 'Photosensitivity; take upright; not in pregnancy.',
        alternative: true,
        needsMoreInfo: 'For moderate to severe or eye rosacea; confirm not pregnant.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      DERMATOLOGY('routine', 'severe or uncontrolled rosacea, or thickened nose skin (rhinophyma)'),
      OPHTHALMOLOGY('routine', 'eye involvement not settling with lid care'),
    ],
    advice: [
      SUN_PROTECTION_ADVICE,
      'Keep a diary to find your flare triggers.',
      'Avoid steroid creams on the face: they make rosacea worse.',
    ],
  },
  // ———————————————————————————————————— Sun, burns, bites and wounds
  {
    condition: 'sunburn',
    care: 'Cool the skin with a cool shower or compresses, moisturise with a gentle lotion or aloe vera gel, drink plenty of water, and take paracetamol or ibuprofen for pain. Leave blisters intact and keep out of the sun until healed.',
    seekHelp:
      'large areas blister, you have a fever, chills, headache, vomiting, confusion or feel faint, or a baby or young child is sunburnt',
    approach:
      'Sunburn: cooling, emollients, oral analgesia and hydration; extensive blistering, systemic symptoms (heat illness) or sunburn in infants need medical review. Counsel on sun protection and skin checks.',
    investigations: [],
    medications: [
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
      {
        ...EMOLLIENT,
        name: 'Aloe vera gel or a fragrance-free moisturising lotion',
        dose: 'a generous layer, 3 to 4 times a day',
        frequency: 'several times a day',
        duration: 'until healed',
        cautions: 'Avoid products with local anaesthetics ("-caine") or fragrance, which can irritate.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 day; more with extensive blistering or heat illness.' },
    referrals: [
      GP_IN_PERSON('urgent', 'extensive blistering, or a baby or young child with sunburn'),
      ED_NOW('confusion, fainting or vomiting (heat stroke)'),
    ],
    advice: [
      SUN_PROTECTION_ADVICE,
      'Sunburn increases your risk of skin cancer; check your skin regularly for new or changing spots.',
      'For health advice any time, call Healthdirect on 1800 022 222.',
    ],
  },
  {
    condition: 'minor_burn',
    care: 'Cool the burn under cool running water for 20 minutes (even up to 3 hours after the burn), remove rings and watches, then cover it loosely with cling wrap or a clean non-stick dressing. Do not use ice, butter or toothpaste. Take paracetamol for pain.',
    seekHelp:
      'the burn is larger than the palm of the hand, on the face, hands, feet, genitals or over a joint, looks white, leathery or charred, is from electricity or chemicals, or becomes red, swollen, smelly or more painful',
    approach:
      'Minor superficial or small partial-thickness burn: first aid (20 minutes of cool running water), clean, leave small blisters intact, non-adherent or silver/silicone dressing, review in 2 to 3 days; tetanus prophylaxis. Refer per ANZBA criteria (over 5% TBSA in children or 10% in adults, full thickness, special areas, electrical, chemical, circumferential, or suspected non-accidental injury).',
    investigations: [],
    medications: [PARACETAMOL, { ...IBUPROFEN, alternative: true }],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; longer if on the hands and work involves manual or food handling.',
    },
    referrals: [
      GP_IN_PERSON('urgent', 'dressing and review within 2 to 3 days, and tetanus booster if due'),
      {
        kind: 'specialist',
        to: 'Burns unit',
        urgency: 'urgent',
        reason: 'burns meeting ANZBA referral criteria, or not healing within 10 to 14 days',
      },
    ],
    advice: [
      'Cool running water for 20 minutes is the best first aid, even if some time has passed.',
      'Do not burst blisters, and keep the burn clean and covered.',
      'Keep hot drinks out of reach of children and set hot water at the tap to 50 °C or less.',
    ],
  },
  {
    condition: 'major_burn',
    care: 'This burn needs hospital care. Cool it under cool running water for 20 minutes, remove jewellery and clothing that is not stuck, cover it loosely with cling wrap, keep the person warm, and call 000.',
    seekHelp:
      'there is any difficulty breathing, hoarseness, burns to the face or mouth, or the person becomes drowsy: tell 000 straight away',
    emergency: true,
    approach:
      'Burn meeting referral criteria (size, depth, special area, electrical or chemical, inhalation injury): first aid, ambulance, fluid resuscitation and analgesia in hospital, and transfer to a burns unit per ANZBA criteria.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Depends on the burn and any grafting: usually weeks.' },
    referrals: [
      ED_NOW('burn needing hospital assessment'),
      {
        kind: 'specialist',
        to: 'Burns unit',
        urgency: 'immediate',
        reason: 'assessment and management of a major burn',
      },
    ],
    advice: [
      'Cool running water for 20 minutes, then cover with cling wrap: do not apply creams, ice or butter.',
      'Keep the person warm while cooling the burn.',
    ],
  },
  {
    condition: 'insect_bite_reaction',
    care: 'Wash the area, apply a cold pack, and use an antihistamine tablet and a mild steroid cream for itch. Try not to scratch. Swelling from a bite or sting can be large but usually settles within a few days.',
    seekHelp:
      'you have swelling of the lips, tongue or throat, trouble breathing, dizziness or widespread hives (call 000 and use an adrenaline auto-injector if you have one), or the area becomes hot, spreading and very painful after 2 days',
    approach:
      'Local reaction to bites or stings: remove a bee sting by scraping, cold compress, oral antihistamine and topical corticosteroid; large local reactions may need a short prednisolone course. Exclude anaphylaxis (ASCIA action plan and adrenaline auto-injector if systemic). Secondary infection is uncommon; increasing redness after 48 hours suggests cellulitis.',
    investigations: [],
    medications: [CETIRIZINE, HYDROCORTISONE_1, { ...PARACETAMOL, alternative: true }],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      ED_NOW('any sign of anaphylaxis (breathing difficulty, throat or tongue swelling, dizziness)'),
      {
        kind: 'specialist',
        to: 'Clinical immunologist / allergist',
        urgency: 'routine',
        reason: 'a generalised reaction to a bee, wasp or jack jumper ant sting (venom immunotherapy)',
      },
    ],
    advice: [
      'Scrape out a bee sting sideways with a fingernail or card as soon as possible.',
      'Use insect repellent, cover up at dawn and dusk, and check bedding if bites keep appearing.',
      'Call 000 if you have any trouble breathing, swelling of the tongue or throat, or feel faint.',
      'For health advice any time, call Healthdirect on 1800 022 222.',
    ],
  },
  {
    condition: 'minor_wound',
    care: 'Stop bleeding with firm pressure for 10 minutes, rinse the wound well under running tap water, and cover it with a clean non-stick dressing. Cuts that gape, are deep or are on the face or over a joint may need stitches or glue within 6 to 8 hours. Check that your tetanus vaccination is up to date.',
    seekHelp:
      'bleeding does not stop after 10 minutes of firm pressure, the cut gapes or is deep, there is numbness or you cannot move a finger or toe normally, something may be left in the wound, it was a bite, or it becomes red, hot, swollen or smelly',
    approach:
      'Minor laceration, graze or puncture: irrigation, closure if needed (adhesive strips, tissue adhesive or sutures within 6 to 8 hours), dressing, and tetanus prophylaxis by wound type and vaccination history; X-ray for possible glass or metal; no routine antibiotics. Bites and heavily contaminated or deep puncture wounds need separate assessment.',
    investigations: [{ name: 'X-ray of the area', subtype: 'imaging', when: 'if glass or metal may be in the wound' }],
    medications: [
      PARACETAMOL,
      {
        name: 'Diphtheria-tetanus-acellular pertussis vaccine (dTpa) or diphtheria-tetanus vaccine (ADT)',
        dose: '0.5 mL',
        route: 'intramuscular',
        frequency: 'once',
        duration: 'single dose',
        cautions:
          'Sore arm; not needed if a tetanus booster was given within 5 years (dirty wound) or 10 years (clean wound).',
        needsMoreInfo:
          'Check tetanus vaccination history; tetanus immunoglobulin is added for tetanus-prone wounds in people not fully vaccinated.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days depending on the site and work.' },
    referrals: [
      GP_IN_PERSON('urgent', 'closure within 6 to 8 hours for a gaping or deep cut, and tetanus booster if due'),
      ED_NOW('bleeding that pressure does not stop, numbness, loss of movement, or a deep wound of the hand or face'),
    ],
    advice: [
      'Keep the wound clean and dry for 24 to 48 hours, then wash gently and re-dress daily.',
      'Watch for infection: increasing redness, warmth, swelling, pus or fever.',
      'Stitches are usually removed after 5 days (face), 10 days (body) or 14 days (over joints or the back).',
    ],
  },
  {
    condition: 'chilblains',
    care: 'Keep your hands and feet warm and dry, wear warm socks and gloves, and avoid warming cold skin quickly (no hot water bottles, heaters or hot baths straight after being cold). Chilblains usually heal in 1 to 3 weeks; a steroid cream eases the itch.',
    seekHelp:
      'the skin blisters, breaks down or becomes infected, the fingers or toes turn white or blue and painful, or chilblains appear in warm weather',
    approach:
      'Chilblains (pernio): keep warm, avoid rapid rewarming and smoking, topical corticosteroid for itch and inflammation; nifedipine for severe recurrent disease; investigate atypical or persistent cases (lupus, cryoglobulinaemia) and check circulation.',
    investigations: [
      {
        name: 'FBC, ANA, cryoglobulins',
        subtype: 'pathology',
        when: 'atypical, severe or persisting into warm weather',
      },
    ],
    medications: [
      { ...METHYLPREDNISOLONE_ACEPONATE, duration: 'up to 2 weeks while itchy or inflamed' },
      {
        name: 'Nifedipine modified-release',
        dose: '30 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'through the cold months',
        cautions: 'Headache, flushing, ankle swelling and low blood pressure.',
        alternative: true,
        needsMoreInfo: 'Only for severe recurrent chilblains; check blood pressure.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [GP_IN_PERSON('routine', 'severe, ulcerated or atypical chilblains')],
    advice: ['Warm the whole body, not just the hands and feet.', 'Stop smoking: it worsens circulation.'],
  },
  {
    condition: 'erythema_nodosum',
    care: 'Tender red lumps on the shins usually fade over 3 to 6 weeks. Rest with your legs raised, wear compression stockings if comfortable, and take an anti-inflammatory painkiller. A doctor will look for the cause, such as a recent sore throat or medicine.',
    seekHelp: 'you have a high fever, cough, breathlessness, ongoing diarrhoea or weight loss, or the lumps ulcerate',
    approach:
      'Erythema nodosum: identify the cause (streptococcal infection, sarcoidosis, inflammatory bowel disease, medicines including the oral contraceptive, tuberculosis, pregnancy); NSAIDs, rest, elevation and compression; treat the underlying cause.',
    investigations: [
      { name: 'FBC, ESR/CRP, ASOT/anti-DNase B, throat swab', subtype: 'pathology', when: 'at diagnosis' },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'at diagnosis (sarcoidosis, tuberculosis)' },
      { name: 'Pregnancy test and faecal calprotectin', subtype: 'pathology', when: 'if relevant' },
    ],
    medications: [IBUPROFEN, { ...PARACETAMOL, alternative: true }],
    certificate: { suggestedDays: 3, note: 'Usually a few days of rest with legs raised.' },
    referrals: [
      GP_IN_PERSON('urgent', 'examination and investigations for the cause within a few days'),
      {
        kind: 'specialist',
        to: 'Dermatologist or general physician',
        urgency: 'routine',
        reason: 'recurrent or persistent erythema nodosum, or no cause found',
      },
    ],
    advice: [
      'Raise your legs when resting.',
      'Stop any recently started medicine only after discussing it with your doctor.',
    ],
  },
  {
    condition: 'vitiligo',
    care: 'Vitiligo is not contagious or harmful to your health. The pale patches burn easily, so protect them from the sun. Treatment can bring back colour in some people, especially on the face, and camouflage make-up can help.',
    seekHelp:
      'you are very distressed by the patches, they are spreading quickly, or you develop tiredness, weight change or other symptoms of a thyroid problem',
    approach:
      'Vitiligo: sun protection and camouflage; topical corticosteroid (body) or calcineurin inhibitor (face and folds) for limited, active disease; dermatology for narrowband UVB phototherapy or newer treatments; check thyroid function (associated autoimmune disease); address psychological impact.',
    investigations: [{ name: 'TSH and thyroid peroxidase antibodies', subtype: 'pathology', when: 'at diagnosis' }],
    medications: [
      {
        ...METHYLPREDNISOLONE_ACEPONATE,
        frequency: 'once daily, or on alternate weeks',
        duration: '3 months, then review',
        cautions: 'Not for long continuous use on the face or skin folds.',
      },
      {
        name: 'Pimecrolimus 1% cream',
        dose: 'a thin layer (1 fingertip unit covers 2 adult palm areas)',
        route: 'topical, to the face and skin folds',
        frequency: 'twice daily',
        duration: '3 to 6 months, then review',
        cautions: 'Transient burning; avoid sun exposure on treated skin.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      DERMATOLOGY('routine', 'phototherapy or spreading vitiligo'),
      { kind: 'specialist', to: 'Psychologist', urgency: 'routine', reason: 'distress about appearance' },
    ],
    advice: [
      SUN_PROTECTION_ADVICE,
      'Vitiligo Association of Australia and the Australasian College of Dermatologists have information and support.',
    ],
  },
  // ———————————————————————————————————— Hair
  {
    condition: 'alopecia_areata',
    care: 'Round bald patches from alopecia areata often regrow by themselves within 6 to 12 months. It is an immune condition, not caused by anything you did. A steroid lotion or injections can help regrowth.',
    seekHelp:
      'hair loss is spreading rapidly, affects the eyebrows, eyelashes or whole scalp, or is causing you distress',
    approach:
      'Alopecia areata: reassurance for limited patches; potent topical corticosteroid, or intralesional triamcinolone (dermatology or skilled GP) for persistent patches; refer for extensive disease (JAK inhibitors, contact immunotherapy); check thyroid function; psychological support.',
    investigations: [{ name: 'TSH, FBC and ferritin', subtype: 'pathology', when: 'at diagnosis' }],
    medications: [
      {
        name: 'Betamethasone dipropionate 0.05% lotion',
        dose: 'a few drops (about 0.5 mL) rubbed into each patch',
        route: 'topical, to the scalp',
        frequency: 'once daily',
        duration: '3 months, then review',
        cautions: 'Potent: can thin the skin; avoid the face.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      DERMATOLOGY('routine', 'extensive, rapidly progressive or persistent alopecia areata'),
      { kind: 'specialist', to: 'Psychologist', urgency: 'routine', reason: 'distress about hair loss' },
    ],
    advice: [
      'Most small patches regrow, sometimes white at first.',
      'Australia Alopecia Areata Foundation offers information and support.',
      'Hair loss can be upsetting; if you are feeling low, talk to your GP or call Lifeline on 13 11 14.',
    ],
  },
  {
    condition: 'telogen_effluvium',
    care: 'Heavy hair shedding 2 to 4 months after an illness, childbirth, surgery, crash dieting or major stress is common and usually recovers fully within 6 to 12 months. A blood test checks for iron and thyroid problems.',
    seekHelp:
      'shedding continues beyond 6 months, you notice bald patches or scalp redness and scaling, or you have other symptoms such as tiredness, weight change or heavy periods',
    approach:
      'Telogen effluvium: identify the trigger, check ferritin, FBC, TSH (and other tests as indicated), correct deficiencies, reassure; chronic shedding beyond 6 months needs dermatology assessment for androgenetic alopecia or other causes.',
    investigations: [
      { name: 'Ferritin, FBC, TSH', subtype: 'pathology', when: 'at presentation' },
      {
        name: 'Vitamin D, zinc, syphilis serology',
        subtype: 'pathology',
        when: 'if the history suggests deficiency or risk',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [DERMATOLOGY('routine', 'shedding beyond 6 months or diagnostic doubt')],
    advice: [
      'The shedding shows the hair cycle resetting; new growth usually appears within 3 to 6 months.',
      'Eat a balanced diet with enough protein and iron.',
    ],
  },
  {
    condition: 'androgenetic_alopecia',
    care: 'Gradual thinning on the crown or a receding hairline is very common and inherited. Minoxidil lotion or foam slows it and can regrow some hair if used every day long-term.',
    seekHelp:
      'hair loss is sudden, patchy or with scalp redness and scaling, or a woman also has irregular periods, acne or extra facial hair',
    approach:
      'Androgenetic alopecia: topical minoxidil (5% men; 2% or 5% foam women) continued long-term; finasteride 1 mg for men; for women with signs of androgen excess, investigate for PCOS and consider spironolactone; low-dose oral minoxidil under specialist advice.',
    investigations: [
      {
        name: 'Ferritin and TSH; free androgen index in women with androgen excess',
        subtype: 'pathology',
        when: 'women, or rapid or atypical hair loss',
      },
    ],
    medications: [
      {
        name: 'Minoxidil 5% topical solution or foam',
        dose: '1 mL of solution (or half a capful of foam)',
        route: 'topical, to the dry scalp',
        frequency: 'twice daily (foam once daily for women)',
        duration: 'ongoing; assess after 6 months',
        cautions:
          'Initial shedding for a few weeks; scalp irritation; unwanted facial hair; not in pregnancy or breastfeeding.',
      },
      {
        name: 'Finasteride',
        dose: '1 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'ongoing; assess after 6 to 12 months',
        cautions:
          'Men only; sexual side effects and rare mood changes; women who are or may become pregnant must not handle crushed tablets; lowers PSA.',
        alternative: true,
        needsMoreInfo: 'For men only; discuss side effects first.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      DERMATOLOGY('routine', 'atypical hair loss or poor response'),
      GP_IN_PERSON('routine', 'women with irregular periods, acne or hirsutism (PCOS assessment)'),
    ],
    advice: [
      'Treatment needs 6 to 12 months to show results and only works while it is continued.',
      'Be wary of costly clinics promising cures.',
    ],
  },
  // ———————————————————————————————————— Lumps, moles and skin cancers
  {
    condition: 'benign_naevus',
    care: 'Most moles, and many new or changing spots, are harmless, but any mole that is new in adulthood, changing, or looks different from your others should be checked by a doctor with a dermatoscope within 2 weeks. Take a clear photo with a ruler beside it to track changes.',
    seekHelp:
      'the mole bleeds, itches persistently, grows quickly, becomes raised or develops several colours, or you notice a lump in nearby glands',
    approach:
      'Presumed benign or dysplastic naevus: dermoscopic examination (with sequential digital monitoring at 3 months for flat, mildly atypical lesions); excise any lesion where melanoma cannot be excluded. Full skin check and sun-protection advice.',
    investigations: [
      {
        name: 'Dermoscopy and full skin examination',
        subtype: 'other',
        when: 'within 2 weeks for a new or changing mole',
      },
      { name: 'Excision biopsy with 2 mm margins', subtype: 'pathology', when: 'if melanoma cannot be excluded' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed; 1 day if a mole is excised.' },
    referrals: [
      GP_IN_PERSON('urgent', 'dermoscopy within 2 weeks (GP or skin cancer clinic)'),
      DERMATOLOGY('routine', 'many atypical moles or a strong family history of melanoma'),
    ],
    advice: [
      'Check your skin every few months: look for spots that are new, changing, or look different from the others (the "ugly duckling").',
      SUN_PROTECTION_ADVICE,
    ],
  },
  {
    condition: 'melanoma',
    care: 'A new or changing mole needs to be checked by a doctor with a dermatoscope within 2 weeks. Take a photo with a ruler beside it so changes can be compared. Most changing spots are harmless, but melanoma is very treatable when caught early.',
    seekHelp: 'the spot bleeds, grows quickly, becomes raised or lumpy, or you notice a lump in the nearby glands',
    approach:
      'Suspected melanoma (ABCDE, changing or "ugly duckling" lesion): dermoscopic examination and excision biopsy with a 2 mm margin (not a shave or punch of part of the lesion) within 2 weeks; wide local excision and sentinel node assessment per Cancer Council Australia guidelines; full skin check.',
    investigations: [
      { name: 'Dermoscopy and full skin examination', subtype: 'other', when: 'within 2 weeks' },
      { name: 'Excision biopsy with 2 mm margins', subtype: 'pathology', when: 'if melanoma cannot be excluded' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually 1 day for an excision; more after wide excision.' },
    referrals: [
      GP_IN_PERSON('urgent', 'dermoscopy and excision within 2 weeks (skin cancer clinic or GP)'),
      DERMATOLOGY('urgent', 'uncertain or complex lesion'),
      {
        kind: 'specialist',
        to: 'Melanoma unit or surgical oncologist',
        urgency: 'urgent',
        reason: 'confirmed invasive melanoma',
      },
    ],
    advice: [
      'Check your skin every few months for new spots or changes in size, shape or colour (ABCDE: asymmetry, border, colour, diameter, evolving).',
      SUN_PROTECTION_ADVICE,
    ],
  },
  {
    condition: 'basal_cell_carcinoma',
    care: 'A pearly lump or a sore that bleeds and will not heal may be a basal cell carcinoma, a common skin cancer that grows slowly and rarely spreads. It should be checked and removed, usually within a few weeks.',
    seekHelp: 'it grows quickly, bleeds heavily, or is near the eye, nose, lip or ear',
    approach:
      'Suspected BCC: dermoscopy and biopsy (punch or shave) or excision; surgical excision is first-line (Mohs surgery for high-risk facial sites); superficial BCC may suit imiquimod, 5-fluorouracil, cryotherapy or photodynamic therapy. Annual skin checks.',
    investigations: [{ name: 'Skin biopsy', subtype: 'pathology', when: 'before or as part of treatment' }],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually 1 day for excision.' },
    referrals: [
      GP_IN_PERSON('routine', 'biopsy and excision (skin cancer clinic or GP) within weeks'),
      DERMATOLOGY('routine', 'high-risk sites (around the eyes, nose, lips, ears) or recurrent tumours'),
      {
        kind: 'specialist',
        to: 'Plastic surgeon',
        urgency: 'routine',
        reason: 'large or facial lesions needing reconstruction',
      },
    ],
    advice: ['Having one BCC raises the chance of others: have a skin check every year.', SUN_PROTECTION_ADVICE],
  },
  {
    condition: 'cutaneous_scc',
    care: 'A tender, scaly or crusted lump that has grown over weeks, especially on sun-exposed skin, may be a squamous cell carcinoma. It needs to be checked and removed within 2 weeks.',
    seekHelp: 'it grows very quickly, bleeds, becomes very painful, or you notice lumps in the nearby glands',
    approach:
      'Suspected cutaneous SCC or keratoacanthoma: prompt excision with 4 to 6 mm margins (biopsy first if uncertain); high-risk features (lip, ear, over 2 cm, immunosuppression, perineural symptoms) need specialist care and nodal assessment. Treat field actinic damage.',
    investigations: [
      { name: 'Excision or incisional biopsy', subtype: 'pathology', when: 'within 2 weeks' },
      { name: 'Ultrasound of regional lymph nodes', subtype: 'imaging', when: 'high-risk SCC or palpable nodes' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days after excision.' },
    referrals: [
      GP_IN_PERSON('urgent', 'excision within 2 weeks (skin cancer clinic or GP)'),
      DERMATOLOGY('urgent', 'high-risk SCC or immunosuppressed patient'),
      { kind: 'specialist', to: 'Plastic surgeon', urgency: 'urgent', reason: 'lip, ear or large lesions' },
    ],
    advice: ['People who have had an SCC should have regular skin checks.', SUN_PROTECTION_ADVICE],
  },
  {
    condition: 'actinic_keratosis',
    care: 'Rough, scaly sun spots are a sign of sun damage and can occasionally turn into skin cancer. They can be frozen by a doctor or treated with a prescription cream. Protect your skin from the sun every day.',
    seekHelp: 'a spot becomes thick, tender, grows quickly, bleeds or ulcerates',
    approach:
      'Actinic keratoses: cryotherapy for isolated lesions; field treatment with 5-fluorouracil cream, imiquimod or photodynamic therapy for multiple lesions; daily sunscreen reduces new lesions; biopsy thick, tender or rapidly growing lesions (possible SCC).',
    investigations: [
      { name: 'Skin biopsy', subtype: 'pathology', when: 'thick, tender, bleeding or rapidly growing lesions' },
    ],
    medications: [
      {
        name: 'Fluorouracil 5% cream',
        dose: 'a thin layer to the affected area (up to 500 square cm at a time)',
        route: 'topical',
        frequency: 'once or twice daily',
        duration: '2 to 4 weeks',
        cautions: 'Expected redness, crusting and soreness during treatment; avoid sun exposure; not in pregnancy.',
        needsMoreInfo: 'After an in-person or photo assessment of the treatment area; confirm not pregnant.',
      },
      {
        name: 'Imiquimod 5% cream',
        dose: '1 sachet (250 mg) as a thin layer over up to 25 square cm',
        route: 'topical, washed off after 8 hours',
        frequency: '3 times a week',
        duration: '4 weeks',
        cautions: 'Local inflammation and flu-like symptoms.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      GP_IN_PERSON('routine', 'cryotherapy and skin check'),
      DERMATOLOGY('routine', 'extensive field damage or immunosuppression'),
    ],
    advice: [SUN_PROTECTION_ADVICE, 'Daily SPF 50+ sunscreen reduces new sun spots.', 'Have a yearly skin check.'],
  },
  {
    condition: 'seborrhoeic_keratosis',
    care: 'Waxy, warty "stuck-on" spots are very common with age and are harmless. They do not need treatment unless they catch or itch. Have any spot that looks different from your others, or is changing quickly, checked.',
    seekHelp:
      'a spot bleeds without injury, changes quickly, looks different from your other spots, or many appear suddenly',
    approach:
      'Seborrhoeic keratosis: clinical and dermoscopic diagnosis; reassurance; cryotherapy or curettage if irritated; biopsy any lesion where melanoma cannot be excluded.',
    investigations: [{ name: 'Dermoscopy', subtype: 'other', when: 'if there is any doubt about the diagnosis' }],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [GP_IN_PERSON('routine', 'dermoscopy to confirm, or removal of irritated lesions')],
    advice: [
      'These spots are not skin cancer and are not caused by the sun.',
      'A yearly skin check is sensible in Australia.',
    ],
  },
  {
    condition: 'lipoma',
    care: 'A soft, painless lump that moves under the skin is usually a harmless fatty lump (lipoma). It only needs removing if it is large, growing or bothering you.',
    seekHelp: 'the lump grows quickly, becomes hard, fixed or painful, or is larger than 5 cm',
    approach:
      'Lipoma: clinical diagnosis; ultrasound if larger than 5 cm, deep, growing, hard or painful (to exclude liposarcoma); excision if symptomatic or for cosmetic reasons.',
    investigations: [
      { name: 'Ultrasound of the lump', subtype: 'imaging', when: 'larger than 5 cm, deep, growing, firm or painful' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed; 1 to 2 days after excision.' },
    referrals: [
      GP_IN_PERSON('routine', 'examination to confirm'),
      {
        kind: 'specialist',
        to: 'General or plastic surgeon',
        urgency: 'routine',
        reason: 'large, growing or symptomatic lipoma',
      },
    ],
    advice: ['Measure the lump and note any change in size.'],
  },
  {
    condition: 'epidermoid_cyst',
    care: 'A skin cyst is harmless. Do not squeeze it. If it becomes red, swollen and painful, use warm compresses; an infected cyst may need draining. A doctor can remove it when it is quiet if it bothers you.',
    seekHelp: 'it becomes red, hot, swollen and painful, discharges pus, or you develop a fever',
    approach:
      'Epidermoid cyst: reassurance; inflamed cysts are usually sterile (warm compresses, incision and drainage if fluctuant); antibiotics only with surrounding cellulitis; elective excision of the whole cyst wall once quiet to prevent recurrence.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed; 1 day after excision.' },
    referrals: [GP_IN_PERSON('routine', 'elective excision or drainage of an inflamed cyst')],
    advice: ['Squeezing a cyst can make it inflamed.', 'Cysts can come back unless the whole wall is removed.'],
  },
];
