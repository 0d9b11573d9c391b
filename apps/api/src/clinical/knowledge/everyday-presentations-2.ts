import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW, ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * A second set of everyday presentations: a broken jaw, a dislocated jaw, travel sickness, corns and calluses,
 * skin tags, meralgia paraesthetica, blood under a nail, tonsil stones, an electric shock, perioral
 * dermatitis, melasma and a common peroneal nerve palsy (Therapeutic Guidelines; Australian Medicines
 * Handbook; Murtagh's General Practice; Rosen's Emergency Medicine; DermNet; Harrison's).
 */

const SHORT_IBUPROFEN: Medication = {
  ...IBUPROFEN,
  duration: 'up to 7 days at a time',
  alternative: true,
};

const DERMATOLOGIST = (reason: string): Referral => ({
  kind: 'specialist',
  to: 'Dermatologist',
  urgency: 'routine',
  reason,
});

const MAXILLOFACIAL = (urgency: Referral['urgency'], reason: string): Referral => ({
  kind: 'specialist',
  to: 'Maxillofacial surgeon',
  urgency,
  reason,
});

const PODIATRIST = (reason: string): Referral => ({
  kind: 'specialist',
  to: 'Podiatrist',
  urgency: 'routine',
  reason,
});

const SUN_PROTECTION =
  'Use a broad-spectrum SPF 50+ sunscreen every day, reapplied every 2 hours outdoors, with a broad-brimmed hat.';

export const EVERYDAY_PRESENTATIONS_2: ConditionManagement[] = [
  {
    condition: 'mandibular_fracture',
    care: 'Go to an emergency department today for an X-ray or scan of the jaw. Until then, hold an ice pack wrapped in a cloth on the jaw for 15 to 20 minutes at a time, support the jaw, take only liquids, and take paracetamol for the pain.',
    seekHelp:
      'you have trouble breathing or swallowing, bleeding in the mouth that will not stop, you become drowsy or vomit, or you have neck pain: call 000 or go to the emergency department now',
    approach:
      'Suspected mandibular fracture (blow to the jaw or chin: malocclusion, pain on opening or trismus, step in the occlusion, sublingual haematoma, lower lip and chin numbness, a tongue-blade test that fails): assess the airway (bilateral fractures can let the tongue fall back), head and cervical spine; orthopantomogram (OPG) and PA mandible views or CT; fractures through a tooth socket are open: amoxicillin with clavulanic acid; maxillofacial referral for fixation (plates or intermaxillary fixation); soft diet and mouth care.',
    investigations: [
      {
        name: 'Orthopantomogram (OPG) and PA mandible X-rays, or CT of the facial bones',
        subtype: 'imaging',
        when: 'today',
      },
      {
        name: 'Cervical spine assessment (and imaging if indicated)',
        subtype: 'imaging',
        when: 'today, with a fall or a heavy blow',
      },
    ],
    medications: [
      PARACETAMOL,
      SHORT_IBUPROFEN,
      {
        name: 'Amoxicillin with clavulanic acid',
        dose: '875 mg + 125 mg',
        route: 'oral',
        frequency: 'twice daily',
        duration: '5 to 7 days',
        cautions: 'Not with penicillin allergy; diarrhoea; rare cholestatic hepatitis.',
        alternative: true,
        needsMoreInfo: 'For an open fracture (through a tooth socket or the gum); check for penicillin allergy.',
      },
    ],
    certificate: {
      suggestedDays: 7,
      note: 'About 1 to 2 weeks, longer after surgery or wiring; no contact sport for 6 to 8 weeks.',
    },
    referrals: [
      ED_TODAY('suspected jaw fracture: imaging and maxillofacial assessment'),
      MAXILLOFACIAL('urgent', 'displaced, open or bilateral mandible fracture, or a bite that does not meet'),
    ],
    advice: [
      'Eat soft food or liquids and do not chew on the injured side until cleared.',
      'Rinse your mouth gently with warm salt water after meals to keep it clean.',
      'If you were assaulted, you can report it to the police and ask for support services.',
    ],
  },
  {
    condition: 'jaw_dislocation',
    care: 'Go to an emergency department today to have the jaw put back. Do not force it closed yourself. Support your jaw with your hand or a bandage, and lean forward to let saliva drain.',
    seekHelp:
      'you have trouble breathing, cannot swallow at all, or the dislocation followed a blow to the face or a fit: call 000 or go to the emergency department now',
    approach:
      'Anterior temporomandibular joint dislocation (open lock after a yawn, a big bite, dental work or a seizure; prominent jaw, empty glenoid fossa, malocclusion): X-ray (OPG) first if there was trauma, to exclude a fracture; manual reduction (intraoral downward and backward pressure on the molars, or the extraoral or wrist-pivot technique), with analgesia and procedural sedation or a muscle relaxant if needed; advise limiting mouth opening (support the chin when yawning) for 1 to 2 weeks; recurrent dislocation: maxillofacial referral.',
    investigations: [
      {
        name: 'Orthopantomogram (OPG)',
        subtype: 'imaging',
        when: 'if there was an injury, or after reduction if in doubt',
      },
    ],
    medications: [PARACETAMOL, SHORT_IBUPROFEN],
    certificate: { suggestedDays: 1, note: 'The day of reduction; a day or two more if sore.' },
    referrals: [ED_TODAY('dislocated jaw: reduction'), MAXILLOFACIAL('routine', 'dislocation that keeps recurring')],
    advice: [
      'For 1 to 2 weeks, support your chin with a fist when you yawn and avoid opening your mouth wide.',
      'Cut food into small pieces and avoid biting into large foods such as apples or burgers.',
    ],
  },
  {
    condition: 'motion_sickness',
    care: 'Sit where there is least motion (the front seat of a car, the middle of a boat or plane, over the wing), look at the horizon, keep fresh air flowing, do not read or use a screen while moving, and eat a light meal before travel. A travel sickness tablet taken before the trip prevents it better than one taken once sick.',
    seekHelp:
      'you have dizziness, vomiting or headache when you are not travelling, hearing loss or ringing in the ears, or vomiting that does not settle after the trip',
    approach:
      'Motion sickness (nausea, pallor, sweating and vomiting with travel, settling once motion stops; examination normal): behavioural measures (position, horizon, no reading, ventilation, gradual habituation); hyoscine hydrobromide before travel, or a sedating antihistamine (promethazine); not in those driving; check for vestibular disorders or migraine if symptoms occur without motion.',
    investigations: [],
    medications: [
      {
        name: 'Hyoscine hydrobromide',
        dose: '300 micrograms',
        route: 'oral',
        frequency: '30 minutes before travel, then every 6 hours if needed (maximum 3 doses in 24 hours)',
        duration: 'during travel',
        cautions:
          'Drowsiness, dry mouth and blurred vision; do not drive; avoid with angle-closure glaucoma, urinary retention or an enlarged prostate; confusion in older people; not under 2 years, and children need a smaller dose.',
      },
      {
        name: 'Promethazine hydrochloride',
        dose: '25 mg',
        route: 'oral',
        frequency:
          'the night before or 1 to 2 hours before travel, then every 6 to 8 hours if needed (maximum 75 mg in 24 hours)',
        duration: 'during travel',
        cautions:
          'Marked drowsiness: do not drive or drink alcohol; not under 2 years of age; caution in older people, epilepsy and glaucoma.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; the day of a trip that made you unwell.' },
    referrals: [GP_REVIEW('dizziness or vomiting away from travel, or severe symptoms despite treatment')],
    advice: [
      'Children aged 2 to 12 are most prone; most grow out of it.',
      'Ginger and acupressure wristbands help some people and are harmless.',
      'Repeated short trips help the body get used to motion.',
    ],
  },
  {
    condition: 'corns_calluses',
    care: 'Wear roomy shoes with a wide toe box and low heels, and use cushioned pads or a ring pad over the corn. After a bath, gently rub the hard skin with a pumice stone or foot file, and use a urea cream daily. Do not cut corns yourself with a blade.',
    seekHelp:
      'you have diabetes, poor circulation or numb feet, or the area becomes red, hot, swollen, weeps or breaks down into a sore',
    approach:
      'Corns and calluses (hyperkeratosis over pressure points; a corn has a central core and is tender to direct pressure, unlike a plantar wart, which shows capillary dots and hurts to squeeze): relieve pressure (footwear, padding, orthoses), keratolytics (urea or salicylic acid), paring by a podiatrist; treat the cause (bunion, hammer toe); in diabetes or peripheral arterial disease avoid salicylic acid and refer to podiatry.',
    investigations: [],
    medications: [
      {
        name: 'Urea 10% cream',
        dose: 'a thin layer (1 fingertip unit covers both soles)',
        route: 'topical',
        frequency: 'once or twice daily',
        duration: 'until the skin softens, then as needed',
        cautions: 'Stings on cracked or broken skin.',
      },
      {
        name: 'Salicylic acid 40% corn plaster',
        dose: '1 plaster cut to the size of the corn',
        route: 'topical',
        frequency: 'changed every 2 days',
        duration: 'up to 2 weeks',
        cautions: 'Not with diabetes, poor circulation or numb feet; keep off the healthy skin around the corn.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      PODIATRIST('paring, padding and orthoses; anyone with diabetes or poor circulation'),
      GP_REVIEW('a sore, redness or infection, or a painful lesion that may be a wart'),
    ],
    advice: [
      'Corns come back unless the pressure that causes them is taken away, so the right shoes matter most.',
      'If you have diabetes, check your feet every day and see a podiatrist rather than treating corns yourself.',
    ],
  },
  {
    condition: 'skin_tags',
    care: 'Skin tags are harmless and can be left alone. If one catches on clothing or jewellery, a GP can remove it simply. Do not tie off or cut tags yourself: they can bleed and become infected.',
    seekHelp: 'a growth changes colour, bleeds without being caught, grows quickly, or is firm rather than soft',
    approach:
      'Acrochordons (soft pedunculated skin-coloured papules in the neck, axillae, groin and eyelids; associated with obesity, insulin resistance and pregnancy): reassure; removal for irritation or cosmesis by snip excision, cryotherapy or electrocautery; consider screening for diabetes when numerous; a lesion that is not typical is examined (with dermoscopy) or sent for histology.',
    investigations: [
      {
        name: 'HbA1c or fasting glucose',
        subtype: 'pathology',
        when: 'if there are many tags and other risk factors for diabetes',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('removal of a tag that catches or is irritated, or a growth that does not look typical'),
      DERMATOLOGIST('eyelid-margin tags, or uncertainty about the diagnosis'),
    ],
    advice: [
      'Skin tags are common and become more so with age, weight gain and pregnancy; they are not cancer.',
      'New ones may appear after removal.',
    ],
  },
  {
    condition: 'meralgia_paraesthetica',
    care: 'Loosen tight belts, tool belts, waistbands and jeans, and avoid long periods of standing when you can. Losing weight helps if you are carrying extra. Paracetamol eases the discomfort. Most cases settle over weeks to months.',
    seekHelp:
      'your leg becomes weak, the numbness spreads, you have back pain with numbness between your legs or trouble with your bladder or bowels (go to an emergency department now), or the pain is severe',
    approach:
      'Meralgia paraesthetica (lateral femoral cutaneous nerve entrapment: numbness or burning over the anterolateral thigh, no weakness, normal reflexes; tight clothing, belts, obesity, pregnancy, diabetes): clinical diagnosis after excluding L2 to L3 radiculopathy and a femoral neuropathy (motor signs, reflexes); remove compression, weight loss; neuropathic agents for troublesome pain; nerve block with local anaesthetic (and corticosteroid) for persistent cases; nerve conduction studies or imaging if atypical.',
    investigations: [
      {
        name: 'HbA1c or fasting glucose',
        subtype: 'pathology',
        when: 'once, as diabetes predisposes to nerve entrapment',
      },
      {
        name: 'Nerve conduction studies',
        subtype: 'other',
        when: 'only if atypical (weakness, reflex loss) or not settling after 3 months',
      },
    ],
    medications: [
      { ...PARACETAMOL, duration: 'while needed' },
      {
        name: 'Amitriptyline',
        dose: '10 mg',
        route: 'oral',
        frequency: 'at night, increasing slowly to 25 to 50 mg if needed',
        duration: 'a trial of 6 to 8 weeks',
        cautions:
          'Drowsiness, dry mouth and constipation; avoid in heart block and recent heart attack; dangerous in overdose; not in pregnancy without specialist advice.',
        alternative: true,
        needsMoreInfo:
          'For troublesome burning pain; check for pregnancy, heart disease, suicide risk and serotonergic medicines.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; modified duties without a tool belt may help.' },
    referrals: [
      GP_REVIEW('examination of the leg (strength, reflexes) to confirm it is the thigh nerve alone'),
      {
        kind: 'specialist',
        to: 'Pain specialist or neurologist',
        urgency: 'routine',
        reason: 'pain not settling after 3 months: nerve block or further tests',
      },
    ],
    advice: [
      'The nerve is pinched where it passes under the groin crease; taking the pressure off lets it recover.',
      'In pregnancy it usually goes after the baby is born.',
    ],
  },
  {
    condition: 'subungual_haematoma',
    care: 'Raise the hand or foot and hold an ice pack wrapped in a cloth on it for 15 minutes at a time. Take paracetamol. If the throbbing is severe and the injury is less than 2 days old, see a GP or an emergency department today: releasing the blood through a tiny hole in the nail relieves the pain at once.',
    seekHelp:
      'the finger or toe is bent or misshapen, there is a deep cut or the nail is torn off, the tip goes cold, pale or numb, or it becomes red, hot and swollen with pus',
    approach:
      'Subungual haematoma (crush or blow; painful blue-black discolouration under the nail): X-ray if crushed or deformed to exclude a tuft fracture (an open fracture when under a haematoma with a nail-bed laceration); trephination with a heated paper clip, electrocautery or needle if painful and within 48 hours and the nail and nail fold are intact; nail removal and nail-bed repair only if the nail is disrupted; a pigmented band without injury is not a haematoma (exclude subungual melanoma).',
    investigations: [
      {
        name: 'X-ray of the finger or toe',
        subtype: 'imaging',
        when: 'after a crush, with deformity or marked swelling',
      },
    ],
    medications: [{ ...PARACETAMOL, duration: 'up to 3 days' }, SHORT_IBUPROFEN],
    certificate: {
      suggestedDays: 1,
      note: 'A day or two for manual work; longer if there is a fracture or nail-bed repair.',
    },
    referrals: [
      GP_REVIEW('trephination of a painful haematoma within 48 hours', 'urgent'),
      ED_TODAY('a crushed or deformed finger or toe, a torn nail or a deep cut'),
    ],
    advice: [
      'The dark nail may fall off over the next weeks; a new nail takes about 6 months on a finger and a year on a toe.',
      'A dark mark under a nail that appears without an injury, or does not grow out, should be checked by a doctor.',
    ],
  },
  {
    condition: 'tonsil_stones',
    care: 'Gargle with warm salt water after meals, brush your teeth and tongue twice a day and floss, and drink plenty of water. Stones often come out by themselves or with gentle gargling or a low-pressure water flosser. Do not dig them out with sharp objects.',
    seekHelp:
      'you have a sore throat on one side that does not go away, a lump in the neck, trouble swallowing, blood in your saliva, weight loss, or a fever with a very sore throat',
    approach:
      'Tonsilloliths (calcified debris in tonsillar crypts, with halitosis and a foreign-body sensation; tonsils otherwise normal and symmetrical): reassurance, oral hygiene, salt-water gargles, gentle expression or irrigation; an asymmetrical tonsil, persistent one-sided throat pain or a neck lump needs ENT assessment for malignancy; tonsillectomy (or laser cryptolysis) for recurrent, troublesome stones.',
    investigations: [],
    medications: [
      {
        name: 'Chlorhexidine 0.2% mouthwash',
        dose: '10 mL',
        route: 'rinse and gargle for 1 minute, then spit out',
        frequency: 'twice daily',
        duration: 'up to 2 weeks',
        cautions:
          'Stains teeth and alters taste with longer use; do not swallow; use 30 minutes apart from toothpaste.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('an enlarged or uneven tonsil, or stones with a sore throat that keeps coming back'),
      {
        kind: 'specialist',
        to: 'Ear, nose and throat surgeon',
        urgency: 'routine',
        reason: 'troublesome recurrent tonsil stones (tonsillectomy), or an asymmetrical tonsil',
      },
    ],
    advice: [
      'Tonsil stones are common and harmless; they are a frequent cause of bad breath.',
      'They tend to come back while the tonsils have deep pockets.',
    ],
  },
  {
    condition: 'electrical_injury',
    care: 'Go to an emergency department today for a heart tracing (ECG) and a check of any burns. Cool a small burn under cool running water for 20 minutes and cover it with cling wrap. Have the appliance or power point checked by a licensed electrician before it is used again.',
    seekHelp:
      'you have chest pain, a racing or irregular heartbeat, shortness of breath, you fainted or were knocked out, the shock was high voltage or lightning, the current went from hand to hand or through the chest, you are pregnant, or a limb becomes swollen, very painful or weak: call 000',
    approach:
      'Electrical injury (low-voltage household shock in most; high voltage over 1000 V, lightning, transthoracic current, tetany or loss of consciousness are high risk): ECG for all with symptoms, a burn, a transthoracic path, loss of consciousness, heart disease or pregnancy; asymptomatic low-voltage shocks with a normal ECG need no monitoring; high-voltage injury: cardiac monitoring, CK and urine myoglobin (rhabdomyolysis), look for compartment syndrome, deep burns (entry and exit wounds), fractures and spinal injury from falls or tetany; pregnancy: fetal assessment.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'today' },
      {
        name: 'Creatine kinase and urine myoglobin, UEC',
        subtype: 'pathology',
        when: 'high-voltage injury, deep burns or muscle pain',
      },
      { name: 'Fetal assessment (heart rate monitoring)', subtype: 'other', when: 'pregnancy beyond 20 weeks' },
    ],
    medications: [PARACETAMOL],
    certificate: {
      suggestedDays: 1,
      note: 'A day for assessment; longer with burns or high-voltage injury.',
    },
    referrals: [
      ED_TODAY('electric shock: ECG and assessment of burns'),
      ED_NOW('high-voltage or lightning injury, chest pain, palpitations, loss of consciousness or pregnancy'),
    ],
    advice: [
      'Household shocks without symptoms and with a normal ECG do not cause heart problems later.',
      'Make sure safety switches (residual current devices) are fitted and tested in your home.',
      'Switch off at the power point before freeing bread from a toaster or touching an appliance.',
    ],
  },
  {
    condition: 'perioral_dermatitis',
    care: 'Stop all steroid creams on the face (the rash may flare for a week or two before it settles), stop heavy moisturisers, foundation and fluoridated toothpaste for a while, and wash with water or a gentle soap-free wash only. Most cases clear over 1 to 3 months.',
    seekHelp:
      'the rash spreads widely, blisters or crusts, is near the eyes and the eyes are sore, or has not improved after 2 months',
    approach:
      'Perioral dermatitis (small papules and pustules around the mouth, nose or eyes with a spared vermilion border; often after topical corticosteroids or occlusive cosmetics): stop topical steroids (expect a rebound) and occlusive products ("zero therapy"); mild: topical metronidazole or pimecrolimus; moderate to severe: doxycycline (erythromycin in pregnancy or under 8 years) for 6 to 8 weeks; exclude rosacea, acne and seborrhoeic dermatitis.',
    investigations: [],
    medications: [
      {
        name: 'Metronidazole 0.75% gel',
        dose: 'a thin layer (about 0.5 g for the face)',
        route: 'topical',
        frequency: 'twice daily',
        duration: '6 to 8 weeks',
        cautions: 'Mild irritation; avoid the eyes.',
      },
      {
        name: 'Doxycycline',
        dose: '50 to 100 mg',
        route: 'oral',
        frequency: 'once daily with food and a full glass of water',
        duration: '6 to 8 weeks',
        cautions: 'Photosensitivity; take upright; not in pregnancy, breastfeeding or under 8 years of age.',
        alternative: true,
        needsMoreInfo: 'For moderate to severe rash; confirm not pregnant.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('a rash not settling after 6 to 8 weeks off steroids, or a doubtful diagnosis'),
      DERMATOLOGIST('severe or persistent perioral dermatitis'),
    ],
    advice: [
      'The rash is not infectious and does not scar.',
      'Do not restart steroid creams on the face, even when it flares: that keeps the cycle going.',
    ],
  },
  {
    condition: 'melasma',
    care: 'Sun protection is the main treatment: a broad-spectrum SPF 50+ sunscreen every day (a tinted one blocks visible light too), a broad-brimmed hat, and shade in the middle of the day. Gentle skin care; avoid harsh scrubs and perfumed products that irritate.',
    seekHelp:
      'a brown spot is raised, changing, has several colours or irregular edges, bleeds, or is on one side only',
    approach:
      'Melasma (symmetrical brown macular patches on the cheeks, forehead, upper lip and chin; sun, pregnancy and oestrogens): strict photoprotection including visible light (tinted sunscreen); consider changing combined hormonal contraception; topical hydroquinone 2 to 4% (up to 3 months), azelaic acid, or a triple combination under supervision; chemical peels and lasers only by a specialist (risk of worsening); examine for atypical lesions (lentigo maligna) with dermoscopy.',
    investigations: [],
    medications: [
      {
        name: 'Hydroquinone 2% cream',
        dose: 'a thin layer to the dark patches only (about 0.5 g for the face)',
        route: 'topical',
        frequency: 'at night',
        duration: 'up to 3 months, then stop',
        cautions:
          'Irritation; longer use can cause permanent darkening (ochronosis); not in pregnancy or breastfeeding; with daily sunscreen.',
        needsMoreInfo: 'Confirm not pregnant or breastfeeding.',
      },
      {
        name: 'Azelaic acid 20% cream',
        dose: 'a thin layer to the dark patches (about 0.5 g for the face)',
        route: 'topical',
        frequency: 'twice daily',
        duration: 'at least 3 months',
        cautions: 'Stinging and dryness at first; usable in pregnancy.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not needed.' },
    referrals: [
      GP_REVIEW('examination of the patches, with dermoscopy if any looks atypical'),
      DERMATOLOGIST('melasma not improving with sun protection and topical treatment'),
    ],
    advice: [
      SUN_PROTECTION,
      'Melasma often fades slowly after a pregnancy or after stopping the pill, but it tends to come back with sun.',
      'It is not harmful and is not skin cancer.',
    ],
  },
  {
    condition: 'common_peroneal_palsy',
    care: 'Stop crossing your legs, avoid long squatting or kneeling and pressure on the outside of the knee, and take care on stairs and uneven ground, as the toes can catch. See a GP in the next few days to have the leg examined.',
    seekHelp:
      'the weakness spreads to the rest of the leg or the other leg, your face or arm become weak, your speech changes (call 000), or you have back pain with numbness between your legs or trouble passing urine (go to an emergency department now)',
    approach:
      'Common peroneal (fibular) neuropathy at the fibular head (foot drop with weak ankle dorsiflexion and eversion but normal inversion, numbness over the dorsum of the foot and lateral shin, normal reflexes; leg crossing, squatting, casts, rapid weight loss, diabetes): distinguish L5 radiculopathy (weak inversion, back pain), sciatic neuropathy and central causes (stroke); remove the compression; ankle-foot orthosis and physiotherapy; nerve conduction studies if not improving in 4 to 6 weeks or uncertain; imaging (ultrasound or MRI) for a mass at the knee or no recovery; most recover over weeks to months.',
    investigations: [
      {
        name: 'Nerve conduction studies and EMG',
        subtype: 'other',
        when: 'if not improving after 4 to 6 weeks, or the cause is uncertain',
      },
      {
        name: 'HbA1c, vitamin B12 and thyroid function',
        subtype: 'pathology',
        when: 'once, to look for a predisposing neuropathy',
      },
      {
        name: 'Ultrasound or MRI of the knee (fibular head)',
        subtype: 'imaging',
        when: 'no clear compression, or no recovery by 3 months',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: 'A few days for jobs with climbing, ladders or driving until an ankle brace is fitted; longer if the foot drop is complete.',
    },
    referrals: [
      GP_REVIEW('examination to confirm a peroneal nerve palsy and exclude a spinal or brain cause', 'urgent'),
      PHYSIO('ankle-foot orthosis, gait training and strengthening'),
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'routine',
        reason: 'no recovery within 3 months, or findings that do not fit a single nerve',
      },
    ],
    advice: [
      'When pressure caused it, the nerve usually recovers over weeks to a few months.',
      'A foot brace keeps the toes up and prevents trips and falls while it recovers.',
    ],
  },
];
