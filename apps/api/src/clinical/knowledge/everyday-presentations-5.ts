import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * A fifth set of everyday presentations: periods that have stopped, pityriasis alba, tics, ME/CFS, digital
 * eye strain, a baby's flat head, an undescended testis, labial adhesions, pubic lice, nasal vestibulitis, a
 * lip mucocele, chronic prostatitis, blood in the semen, low testosterone, osteoporosis, a pressure injury and
 * cutaneous larva migrans (Therapeutic Guidelines; Australian Medicines Handbook; NICE CKS; RCH Clinical
 * Practice Guidelines; ASHM; Healthy Bones Australia / RACGP osteoporosis guideline; Murtagh's General
 * Practice; DermNet).
 */

const SPECIALIST = (to: string, reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to,
  urgency,
  reason,
});

const SOAP_FREE_EMOLLIENT: Medication = {
  name: 'Sorbolene with 10% glycerin (or another soap-free moisturiser)',
  dose: 'a generous layer (about 1 fingertip unit per two adult hand areas)',
  route: 'topical, to the dry skin',
  frequency: 'twice daily and after bathing',
  duration: 'ongoing while the skin is dry',
  cautions: 'Stop if it stings or a rash appears.',
};

const HYDROCORTISONE_1: Medication = {
  name: 'Hydrocortisone 1% cream',
  dose: 'a thin layer (1 fingertip unit per two adult hand areas)',
  route: 'topical, to the patches',
  frequency: 'once or twice daily',
  duration: 'up to 2 weeks at a time',
  cautions: 'A mild steroid safe for the face for short courses; not on broken or infected skin.',
  alternative: true,
};

const PERMETHRIN: Medication = {
  name: 'Permethrin 1% lotion (or 5% cream)',
  dose: 'up to 30 mL of lotion (or 30 g of cream), enough to cover the pubic area, thighs, trunk and underarms',
  route: 'topical, to all hairy areas below the neck; wash off after 10 minutes (lotion) or 8 to 12 hours (cream)',
  frequency: 'once, repeated after 7 days',
  duration: '2 applications',
  cautions: 'Not near the eyes (eyelash lice need petroleum jelly); itch can last 2 weeks after cure.',
};

export const EVERYDAY_PRESENTATIONS_5: ConditionManagement[] = [
  {
    condition: 'secondary_amenorrhoea',
    care: 'Do a home pregnancy test first, even if you think it unlikely. Keep a note of any bleeding, your weight and how much exercise you do, and book a visit for blood tests. Eat enough to fuel your training.',
    seekHelp:
      'you get a positive pregnancy test with pain or bleeding, severe headaches or changes in your vision, milky discharge from the nipples, or you are losing weight quickly or restricting food',
    approach:
      'Secondary amenorrhoea (no period for 3 months, or 6 if cycles were irregular) (NICE CKS; RANZCOG): exclude pregnancy (urine or serum hCG); history of weight, exercise, stress, eating disorder, contraception, galactorrhoea, hirsutism, menopausal symptoms, headache or visual change; bloods: FSH, LH, oestradiol, prolactin, TSH, testosterone and SHBG; pelvic ultrasound if PCOS is suspected; consider functional hypothalamic amenorrhoea (low energy availability) and premature ovarian insufficiency (FSH raised twice, under 40); bone health if amenorrhoea is long-standing; refer to endocrinology or gynaecology for raised prolactin, premature ovarian insufficiency or no cause.',
    investigations: [
      { name: 'Urine or serum hCG (pregnancy test)', subtype: 'pathology', when: 'first, in every case' },
      {
        name: 'FSH, LH, oestradiol, prolactin, TSH, testosterone and SHBG',
        subtype: 'pathology',
        when: 'once pregnancy is excluded',
      },
      {
        name: 'Pelvic ultrasound',
        subtype: 'imaging',
        when: 'if polycystic ovary syndrome or a structural cause is suspected',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed; for an appointment or tests only.' },
    referrals: [
      GP_REVIEW('examination, pregnancy test and hormone blood tests'),
      SPECIALIST(
        'Endocrinologist or gynaecologist',
        'raised prolactin, premature ovarian insufficiency, or no cause found after first tests',
      ),
      SPECIALIST('Dietitian', 'low weight or under-fuelling for exercise (low energy availability)'),
    ],
    advice: [
      'Stress, weight loss and heavy training are common reasons for periods to stop.',
      'Periods that stop for months need a check even when you are not pregnant: hormone levels and bone health matter.',
      'If you are sexually active, you can still get pregnant before your periods return, so keep using contraception.',
    ],
  },
  {
    condition: 'pityriasis_alba',
    care: 'Moisturise the patches and the rest of the skin twice a day with a soap-free moisturiser, use a soap-free wash, and use sunscreen so the tanned skin around the patches does not make them stand out more.',
    seekHelp:
      'the patches lose all colour (bright white), lose feeling, spread quickly, become very itchy, red or weepy, or are not fading after several months',
    approach:
      'Pityriasis alba (DermNet; RCH eczema): a clinical diagnosis in a child with atopic skin (ill-defined, faintly scaly hypopigmented patches on the face or upper arms, normal sensation); reassure that it fades over months to a year and repigments; emollients, soap substitutes and sun protection; a mild topical steroid (hydrocortisone 1%) for a short course if itchy or inflamed; consider vitiligo (complete depigmentation), tinea versicolor (trunk, fine scale) and, rarely, leprosy (numb patches, travel) if atypical.',
    investigations: [
      {
        name: 'Skin scraping for fungal microscopy',
        subtype: 'pathology',
        when: 'only if the patches are on the trunk or have a fine scale suggesting tinea versicolor',
      },
    ],
    medications: [SOAP_FREE_EMOLLIENT, HYDROCORTISONE_1],
    certificate: { suggestedDays: 1, note: 'Not infectious: no time off school is needed.' },
    referrals: [
      GP_REVIEW('a look at the patches if they are not fading, are spreading, or lose all colour'),
      SPECIALIST('Dermatologist', 'an uncertain diagnosis or patches that do not repigment'),
    ],
    advice: [
      'Pityriasis alba is a harmless, mild form of eczema and is not catching.',
      'The pale patches usually fade over several months as the skin repigments.',
      'Sunscreen helps: tanning of the normal skin makes the patches stand out.',
    ],
    childhood: true,
  },
  {
    condition: 'tic_disorder',
    care: 'Try not to comment on the tics or ask your child to stop: attention and stress make them worse. Keep a short diary of the tics and what seems to trigger them, and make sure sleep is good. Let the school know.',
    seekHelp:
      'the tics cause pain or injury, come with loss of awareness, jerking of the whole body, weakness or confusion, started suddenly after a sore throat with new obsessions or anxiety, or your child is very distressed or being bullied',
    approach:
      'Tic disorder (provisional, persistent motor or vocal, or Tourette syndrome when both have lasted over a year) (DSM-5-TR; RCH tics; Nelson): a clinical diagnosis (suppressible, urge-preceded, waxing and waning, absent in sleep); screen for ADHD, OCD, anxiety and learning difficulty; psychoeducation and reassurance (most improve in adolescence); comprehensive behavioural intervention for tics (CBIT, habit reversal) for troublesome tics; medication (clonidine, aripiprazole) only by a paediatrician or neurologist for severe tics; distinguish seizures, myoclonus and other movement disorders.',
    investigations: [
      {
        name: 'EEG',
        subtype: 'other',
        when: 'only if there is loss of awareness or the movements could be seizures',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Tics are not a reason to miss school; for appointments only.' },
    referrals: [
      GP_REVIEW('assessment and a check for ADHD, anxiety or obsessive-compulsive symptoms'),
      SPECIALIST(
        'Paediatrician',
        'tics that are severe, painful, disrupt school or friendships, or come with ADHD or OCD',
      ),
      SPECIALIST('Psychologist', 'behavioural therapy for tics (CBIT or habit reversal)'),
    ],
    advice: [
      'Tics are common in children, especially boys, and usually peak around 10 to 12 years and then ease.',
      'Tics get worse with stress, excitement and tiredness, and can be held in briefly but then build up.',
      'Behavioural therapy (CBIT) is the most effective treatment for troublesome tics.',
    ],
    childhood: true,
  },
  {
    condition: 'chronic_fatigue_syndrome',
    care: 'Pace your activity: plan the day in small chunks with rests before you feel exhausted, and stay within your energy limits rather than pushing through. Keep a regular sleep routine. Do not start a graded exercise programme that increases activity regardless of symptoms.',
    seekHelp:
      'you lose weight without trying, have night sweats or fevers, faint, become short of breath, notice new weakness or numbness, or feel hopeless or think of harming yourself',
    approach:
      'ME/CFS (NICE NG206; Murtagh; Harrison): diagnose after 3 months of disabling fatigue with post-exertional malaise, unrefreshing sleep and cognitive difficulty, other causes excluded: FBC, ESR/CRP, UEC, LFT, TSH, glucose/HbA1c, ferritin, coeliac serology, CK, calcium, urinalysis; screen for depression, sleep apnoea and orthostatic intolerance; energy management (pacing), sleep and symptom care; no graded exercise therapy; support with work, study and carers; multidisciplinary ME/CFS care where available; review regularly.',
    investigations: [
      {
        name: 'FBC, ESR and CRP, UEC, LFT, TSH, glucose or HbA1c, ferritin, coeliac serology, CK and calcium',
        subtype: 'pathology',
        when: 'at the first assessment, to exclude other causes of fatigue',
      },
      { name: 'Urinalysis', subtype: 'pathology', when: 'at the first assessment' },
    ],
    medications: [PARACETAMOL],
    certificate: {
      suggestedDays: 7,
      note: 'Often reduced hours or a longer, graded return is needed; set the length after assessment.',
    },
    referrals: [
      GP_REVIEW('exclusion of other causes, diagnosis and a long-term management plan'),
      SPECIALIST('Physician or ME/CFS service', 'an uncertain diagnosis, severe disease or no improvement'),
      SPECIALIST('Occupational therapist', 'energy management and adjustments at home, work or school'),
    ],
    advice: [
      'ME/CFS is a real, physical illness; pushing through a crash usually makes it worse.',
      'Pacing (staying within your energy limits and resting before you crash) is the cornerstone of managing it.',
      'Many people improve over time, especially with early diagnosis and good pacing.',
    ],
  },
  {
    condition: 'digital_eye_strain',
    care: 'Follow the 20-20-20 rule: every 20 minutes look at something 20 feet (6 metres) away for 20 seconds. Blink fully and often, put the screen slightly below eye level and at arm length (about 60 cm), reduce glare and use lubricating eye drops if your eyes feel dry. Book an eye test with an optometrist.',
    seekHelp:
      'you have a painful red eye, sudden loss of or change in vision, flashes or floaters, double vision, or headaches that wake you or keep getting worse',
    approach:
      'Digital eye strain (computer vision syndrome) (RANZCO; Murtagh): symptoms of asthenopia and dry eye with prolonged screen use; correct refractive error (optometrist, including computer-distance glasses for presbyopia); workstation ergonomics, breaks (20-20-20), blink awareness, lubricant drops; treat blepharitis if present; examine for other causes if a red eye, pain or visual loss.',
    investigations: [
      {
        name: 'Optometrist eye examination (refraction)',
        subtype: 'other',
        when: 'for everyone with symptoms, and every 1 to 2 years with heavy screen use',
      },
    ],
    medications: [
      {
        name: 'Carmellose sodium 0.5% eye drops (lubricant)',
        dose: '1 to 2 drops',
        route: 'into each eye',
        frequency: 'up to 4 times daily, or as needed',
        duration: 'as needed',
        cautions: 'Use preservative-free drops if needed more than 4 times a day.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day if symptoms are severe.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Optometrist',
        urgency: 'routine',
        reason: 'an eye test and glasses for screen distance if needed',
      },
      GP_REVIEW('symptoms that continue despite rest breaks and an eye test'),
    ],
    advice: [
      'Screen eye strain is common and causes no lasting damage to the eyes.',
      'We blink much less when concentrating on a screen; regular breaks and blinking help.',
      'An up-to-date eye test often fixes it, particularly over 40.',
    ],
  },
  {
    condition: 'positional_plagiocephaly',
    care: 'Keep putting your baby to sleep on their back, but change which end of the cot their head is at so they turn to face the other way. Give plenty of supervised tummy time while awake, carry them in different positions and limit time in car seats, bouncers and capsules.',
    seekHelp:
      'your baby has a hard ridge along the skull, the head stops growing or grows too quickly, the soft spot bulges, your baby vomits repeatedly, is drowsy, or cannot turn their head to one side',
    approach:
      'Positional plagiocephaly (RCH plagiocephaly; Nelson): a clinical diagnosis (parallelogram head shape from above, ipsilateral ear anterior, no ridges); distinguish craniosynostosis (ridged sutures, trapezoid shape, abnormal head growth: refer for imaging and craniofacial review); repositioning and tummy time; physiotherapy for torticollis; most improve by 12 months; helmet therapy is rarely needed and only after specialist review for severe cases that fail repositioning by 6 months.',
    investigations: [
      {
        name: 'Skull X-ray or ultrasound of the sutures',
        subtype: 'imaging',
        when: 'only if craniosynostosis is suspected (ridges, abnormal shape or head growth)',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate for appointments only." },
    referrals: [
      GP_REVIEW('head shape, head circumference and neck movement check'),
      PHYSIO('a tight neck muscle (torticollis) or head shape not improving with repositioning'),
      SPECIALIST('Paediatrician or craniofacial service', 'severe flattening, ridges or abnormal head growth'),
    ],
    advice: [
      'A flat spot from lying in one position is common and does not affect brain development.',
      'Always put your baby to sleep on their back; flat spots are managed by repositioning, not by changing sleep position.',
      'Most head shapes improve a lot by the first birthday as babies sit up and move more.',
    ],
    childhood: true,
  },
  {
    condition: 'undescended_testis',
    care: 'No treatment is needed today. Check the scrotum in a warm bath when your child is relaxed, and book a visit to the doctor so the testicle can be examined and a referral arranged.',
    seekHelp:
      'there is a painful swelling in the groin or scrotum, a hard lump that cannot be pushed back, vomiting with groin pain, or your child is unsettled and in pain',
    approach:
      'Undescended testis (RCH undescended testes; Nelson): examine warm and relaxed, distinguish retractile (can be brought to the scrotum and stays) from undescended or ascending testis; ultrasound is not needed; refer to a paediatric surgeon or urologist by 3 to 6 months (or on finding later) for orchidopexy by 6 to 12 months (later if found later); bilateral impalpable testes or hypospadias need urgent review for disorders of sex development; a painful groin lump is torsion of an undescended testis until proven otherwise.',
    investigations: [
      {
        name: 'Karyotype and hormone tests',
        subtype: 'pathology',
        when: 'only if neither testis can be felt or there is hypospadias (specialist-led)',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate for appointments and surgery days." },
    referrals: [
      GP_REVIEW('examination to tell an undescended from a retractile testis'),
      SPECIALIST(
        'Paediatric surgeon or urologist',
        'an undescended testis, for surgery between 6 and 12 months of age',
      ),
      ED_TODAY('a painful swelling in the groin or scrotum'),
    ],
    advice: [
      'About 1 in 30 newborn boys has an undescended testicle; many come down by 3 months.',
      'If it has not come down by 6 months, a small operation is done before 12 to 18 months to protect fertility and make checking easier later.',
      'Boys treated for an undescended testicle should learn to check their testicles as teenagers.',
    ],
    childhood: true,
  },
  {
    condition: 'labial_adhesions',
    care: 'Do not try to pull the lips apart. Wash with water only, pat dry, avoid bubble baths and soaps, and apply a little plain soft paraffin or barrier cream after each nappy change or wee. Most separate on their own.',
    seekHelp:
      'your child cannot pass urine, has pain when weeing, a fever, is wetting more than usual or has a smelly discharge',
    approach:
      'Labial adhesions (RCH labial adhesions; Nelson): a clinical diagnosis (thin midline translucent line, vulval structures otherwise normal); no treatment if asymptomatic (most resolve by puberty); emollient barrier for irritation; topical oestrogen cream (oestriol) applied to the line with gentle traction for 2 to 6 weeks if urinary symptoms or recurrent UTIs, then emollient to prevent recurrence; never forced separation; urine culture if urinary symptoms; rarely surgical separation.',
    investigations: [
      {
        name: 'Urine microscopy and culture',
        subtype: 'pathology',
        when: 'if there is pain on passing urine, fever or urine dribbling',
      },
    ],
    medications: [
      {
        name: 'Soft white paraffin ointment',
        dose: 'a thin smear (about 0.5 fingertip unit)',
        route: 'topical, to the vulva',
        frequency: 'after each nappy change or wee and at bedtime',
        duration: 'until separated, and for some months after to prevent recurrence',
        cautions: 'Flammable on clothing and bedding.',
      },
      {
        name: 'Oestriol 0.1% vaginal cream',
        dose: 'a pea-sized amount (about 0.5 g) on a cotton bud',
        route: 'topical, along the line of fusion',
        frequency: 'once or twice daily',
        duration: '2 to 6 weeks',
        cautions:
          'Only if there are urinary symptoms; may cause temporary breast budding or vulval redness; a doctor should review it.',
        alternative: true,
        needsMoreInfo: 'whether there are urinary symptoms or recurrent urine infections',
      },
    ],
    certificate: { suggestedDays: 1, note: "A carer's certificate is rarely needed; for appointments only." },
    referrals: [
      GP_REVIEW('examination to confirm the diagnosis'),
      SPECIALIST(
        'Paediatrician or paediatric gynaecologist',
        'urinary retention, recurrent infections or failed treatment',
      ),
    ],
    advice: [
      'Labial adhesions are common in girls under 6 and are not a sign of abuse or of any problem with development.',
      'Most separate on their own as hormone levels rise, often by school age.',
      'Avoid soaps and bubble baths, which irritate the skin and can let the adhesion re-form.',
    ],
    childhood: true,
  },
  {
    condition: 'pubic_lice',
    care: 'Apply the lice treatment to all hairy areas below the neck, and repeat it after 7 days. Wash clothes, towels and bedding used in the last 3 days in hot water (60°C) or seal them in a plastic bag for 2 weeks. Avoid sex until you and your partners have been treated, and get a sexual health check.',
    seekHelp:
      'the skin becomes red, hot, swollen or weeps pus, lice are in the eyelashes, or the itch has not settled 2 weeks after the second treatment',
    approach:
      'Pubic lice (ASHM; DermNet; eTG): diagnosis by seeing lice or nits on pubic or body hair; permethrin 1% lotion (or 5% cream) to all hairy areas below the neck, repeated at 7 days; eyelash involvement with occlusive petroleum jelly twice daily for 10 days; treat sexual partners of the last 3 months; decontaminate clothes and bedding; screen for other STIs (chlamydia, gonorrhoea, syphilis, HIV); in a child consider sexual abuse.',
    investigations: [
      {
        name: 'STI screen: chlamydia and gonorrhoea NAAT, syphilis and HIV serology',
        subtype: 'pathology',
        when: 'for everyone with pubic lice',
      },
    ],
    medications: [PERMETHRIN],
    certificate: { suggestedDays: 1, note: 'No time off is needed once treatment has started.' },
    referrals: [
      GP_REVIEW('treatment failure, lice in the eyelashes, or a sexual health check'),
      SPECIALIST('Sexual health clinic', 'STI testing and partner notification'),
    ],
    advice: [
      'Pubic lice are spread mainly by close body contact, usually sex; condoms do not prevent them.',
      'Recent sexual partners should be treated at the same time.',
      'Itch can continue for a week or two after successful treatment.',
    ],
  },
  {
    condition: 'nasal_vestibulitis',
    care: 'Stop picking or plucking the nose hairs. Apply the antibiotic ointment inside the nostril opening as directed, and a warm compress for comfort. Use paracetamol for pain.',
    seekHelp:
      'redness or swelling spreads onto the nose, cheek or around the eye, you get a fever, a painful lump grows, or you get a headache with swelling around the eyes',
    approach:
      'Nasal vestibulitis (ENT guidelines; eTG; Murtagh): a staphylococcal folliculitis of the nasal vestibule; topical mupirocin 2% to the vestibule three times daily for 5 to 7 days; an oral anti-staphylococcal antibiotic (cefalexin or dicloxacillin) for a furuncle or spreading cellulitis; avoid squeezing (the danger triangle drains to the cavernous sinus); recurrent cases: nasal staphylococcal decolonisation and check for diabetes; urgent review for periorbital swelling or systemic illness.',
    investigations: [
      {
        name: 'Swab for culture',
        subtype: 'pathology',
        when: 'if it keeps coming back or does not respond to treatment',
      },
      { name: 'Blood glucose or HbA1c', subtype: 'pathology', when: 'if infections keep recurring' },
    ],
    medications: [
      {
        name: 'Mupirocin 2% ointment',
        dose: 'a match-head amount (about 0.1 g) on a cotton bud',
        route: 'topical, inside the nostril opening',
        frequency: 'three times daily',
        duration: '5 to 7 days',
        cautions: 'Use for no more than 10 days to avoid resistance.',
      },
      {
        name: 'Cefalexin',
        dose: '500 mg',
        route: 'oral',
        frequency: 'four times daily',
        duration: '5 days',
        cautions: 'Only for a boil or spreading redness; not with immediate penicillin allergy (anaphylaxis).',
        alternative: true,
        needsMoreInfo: 'whether the redness is spreading or there is a boil, and any penicillin allergy',
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 1, note: 'Usually no time off is needed.' },
    referrals: [
      GP_REVIEW('a boil, spreading redness or infection that keeps coming back', 'urgent'),
      ED_TODAY('swelling around the eye, fever or a severe headache with a nose infection'),
    ],
    advice: [
      'A sore, crusted nostril is usually a minor skin infection from picking, plucking or blowing a sore nose.',
      'Do not squeeze spots inside the nose: infection here can spread.',
      'Trim rather than pluck nose hairs.',
    ],
  },
  {
    condition: 'lip_mucocele',
    care: 'Leave it alone: do not pop or bite it. Many settle on their own over a few weeks. Try to stop biting or sucking the lip.',
    seekHelp:
      'the lump becomes hard, grows steadily, bleeds, is painful, is still there after 2 months, or you notice a non-healing ulcer in the mouth',
    approach:
      'Mucocele of the lip (DermNet; Murtagh): a clinical diagnosis (soft, fluctuant, translucent or bluish, painless, lower lip, history of trauma); observation, since many resolve; excision of the lesion with its minor salivary gland by a dentist, oral surgeon or dermatologist if persistent or recurrent (simple drainage recurs); biopsy anything atypical, firm or persistent.',
    investigations: [
      {
        name: 'Excision biopsy (histology)',
        subtype: 'pathology',
        when: 'if it is removed, or is firm, atypical or persists beyond a couple of months',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed except for removal of the lump.' },
    referrals: [
      SPECIALIST('Dentist or oral surgeon', 'a mucocele that persists or keeps coming back, for removal'),
      GP_REVIEW('a firm, growing, bleeding or painful lump, or one present for more than 2 months'),
    ],
    advice: [
      'A mucocele is a harmless bubble of saliva from a small gland damaged by a lip bite.',
      'Many burst and heal on their own; popping it tends to make it come back.',
      'If it keeps returning, a small operation removes it along with its gland.',
    ],
  },
  {
    condition: 'chronic_prostatitis',
    care: 'Avoid long periods of sitting (use a cushion with a cut-out), keep active, try warm baths, and limit caffeine, alcohol and spicy food if they make it worse. Use paracetamol or ibuprofen for pain. Keep a symptom diary.',
    seekHelp:
      'you develop a fever or shivers, cannot pass urine, see blood in the urine, or feel very unwell with burning urine',
    approach:
      'Chronic prostatitis / chronic pelvic pain syndrome (NICE CKS; EAU; eTG): 3 months or more of pelvic pain with or without urinary or sexual symptoms and no infection; urinalysis and MSU culture, STI testing, PSA after counselling if over 50, post-void residual if voiding symptoms; a 4 to 6 week course of an antibiotic (trimethoprim or ciprofloxacin) only if bacterial prostatitis is likely or in the first presentation, not repeated if ineffective; alpha-blocker (tamsulosin) for voiding symptoms; NSAIDs; pelvic floor physiotherapy; psychological support and pain management; urology for refractory cases, haematuria or retention.',
    investigations: [
      { name: 'Urinalysis and MSU culture', subtype: 'pathology', when: 'at the first assessment' },
      {
        name: 'Chlamydia and gonorrhoea NAAT (first-pass urine)',
        subtype: 'pathology',
        when: 'in sexually active men',
      },
      {
        name: 'PSA',
        subtype: 'pathology',
        when: 'over 50 (or younger with a family history), after discussion; not during an infection',
      },
    ],
    medications: [
      {
        name: 'Tamsulosin',
        dose: '400 micrograms (modified release)',
        route: 'oral',
        frequency: 'once daily',
        duration: '4 to 6 weeks, then review',
        cautions: 'Dizziness on standing; retrograde ejaculation; tell the eye surgeon before cataract surgery.',
        needsMoreInfo: 'blood pressure, dizziness or falls, and planned cataract surgery',
      },
      IBUPROFEN,
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 1, note: 'A day for flares if needed; most keep working.' },
    referrals: [
      GP_REVIEW('urine tests, examination and a long-term plan'),
      PHYSIO('pelvic floor physiotherapy for pelvic muscle tension and pain'),
      SPECIALIST(
        'Urologist',
        'blood in the urine, trouble emptying the bladder, or pain that persists despite treatment',
      ),
      ED_TODAY('fever or shivers with pelvic pain, or being unable to pass urine'),
    ],
    advice: [
      'Chronic prostatitis is common and is usually not an infection, so repeated antibiotics rarely help.',
      'A combination of treatments (bladder, pelvic muscle, pain and stress care) works better than any single one.',
      'It is not cancer and does not cause cancer.',
    ],
  },
  {
    condition: 'haematospermia',
    care: 'A single episode in a man under 40 with no other symptoms usually settles on its own within a few weeks. Use condoms until you have had a sexual health check, and book a visit for a urine test and a blood pressure check.',
    seekHelp:
      'you see blood in your urine, have pain or burning passing urine, a fever, trouble emptying your bladder, a lump in a testicle, or it keeps happening',
    approach:
      'Haematospermia (NICE CKS; EAU; Murtagh): history (recent prostate biopsy or vasectomy, STI risk, anticoagulants, bleeding tendency, travel to schistosomiasis areas) and examination (blood pressure, genitals, digital rectal examination); urinalysis and MSU culture, STI NAAT; under 40, a single episode and no other findings: reassure; over 40, recurrent (persisting beyond 3 to 4 weeks), or with haematuria, LUTS, a palpable abnormality or systemic features: PSA after counselling and urology referral (transrectal ultrasound or MRI).',
    investigations: [
      { name: 'Urinalysis and MSU culture', subtype: 'pathology', when: 'for everyone' },
      {
        name: 'Chlamydia and gonorrhoea NAAT (first-pass urine)',
        subtype: 'pathology',
        when: 'if sexually active with any STI risk',
      },
      { name: 'PSA', subtype: 'pathology', when: 'over 40, after discussion' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed; for appointments only.' },
    referrals: [
      GP_REVIEW('blood pressure, examination and urine tests'),
      SPECIALIST(
        'Urologist',
        'over 40, recurrent or persistent bleeding, blood in the urine, an abnormal prostate or raised PSA',
      ),
    ],
    advice: [
      'Blood in the semen is alarming but is nearly always harmless in younger men, and usually stops by itself.',
      'It can appear brown or rusty for several ejaculations after one bleed.',
      'Over 40, or if it keeps happening, further checks of the prostate are recommended.',
    ],
  },
  {
    condition: 'male_hypogonadism',
    care: 'Book a morning blood test (before 10 am, fasting) to recheck testosterone; a single low result is not enough. Aim for a healthy weight, regular exercise, good sleep and less alcohol, which all raise testosterone. Do not use testosterone or anabolic steroids bought without a prescription.',
    seekHelp:
      'you get severe headaches, changes in your vision, a milky discharge from the nipples, a breast lump, or a lump in a testicle',
    approach:
      'Male hypogonadism (Endocrine Society; PBS criteria; Murtagh): confirm with two fasting morning total testosterone levels with SHBG, plus LH and FSH (primary vs secondary), prolactin, FBC, iron studies, HbA1c and lipids; review drugs (opioids, glucocorticoids, past anabolic steroids) and obesity, sleep apnoea and chronic illness (functional low testosterone responds to weight loss); karyotype if primary with small testes (Klinefelter); pituitary MRI if secondary with very low testosterone or raised prolactin; testosterone replacement only for confirmed hypogonadism (PBS requires specialist or documented pathology), with baseline PSA and haematocrit and monitoring; it suppresses fertility, so avoid when trying to conceive.',
    investigations: [
      {
        name: 'Fasting morning total testosterone with SHBG (twice), LH and FSH',
        subtype: 'pathology',
        when: 'to confirm a low level and tell testicular from pituitary causes',
      },
      {
        name: 'Prolactin, FBC, iron studies, HbA1c and lipids',
        subtype: 'pathology',
        when: 'with the confirmatory tests',
      },
      {
        name: 'Pituitary MRI',
        subtype: 'imaging',
        when: 'low testosterone with low or normal LH and FSH, very low testosterone or raised prolactin',
      },
    ],
    medications: [
      {
        name: 'Testosterone 1% gel',
        dose: '50 mg (one 5 g sachet) applied to the skin',
        route: 'topical, to clean dry skin of the upper arms or shoulders',
        frequency: 'once daily in the morning',
        duration: 'long term, with specialist review',
        cautions:
          'Only for confirmed hypogonadism; not when trying for a baby (it stops sperm production); not with prostate or breast cancer; monitor haematocrit and PSA; avoid skin contact with women and children after applying.',
        needsMoreInfo: 'two low morning testosterone results, LH and FSH, and whether a pregnancy is planned',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed; for appointments only.' },
    referrals: [
      GP_REVIEW('confirmatory morning blood tests and a review of medicines, weight and sleep'),
      SPECIALIST('Endocrinologist', 'confirmed hypogonadism, a pituitary cause, or fertility wishes'),
    ],
    advice: [
      'Testosterone falls with obesity, poor sleep and illness; improving these often restores it.',
      'A single low test result is common and needs repeating in the morning before any treatment.',
      'Testosterone treatment stops sperm production, so tell your doctor if you want children.',
    ],
  },
  {
    condition: 'osteoporosis',
    care: 'Get enough calcium (about 3 serves of dairy or calcium-rich food a day) and safe sun for vitamin D, do weight-bearing and muscle-strengthening exercise most days, stop smoking, limit alcohol, and make your home safer against falls.',
    seekHelp:
      'you have a fall with pain in the hip, wrist or back, sudden severe back pain, cannot bear weight, or get jaw pain or an exposed bone in the mouth while on treatment',
    approach:
      'Osteoporosis (Healthy Bones Australia / RACGP guideline): diagnose by a minimal trauma fracture or a DXA T-score of -2.5 or below; assess absolute fracture risk (FRAX or Garvan); exclude secondary causes (FBC, UEC, LFT, calcium, phosphate, 25-OH vitamin D, TSH, testosterone in men, coeliac serology, myeloma screen if suggested); calcium 1,000 to 1,300 mg a day preferably from diet, vitamin D replacement if low; exercise and falls prevention; anti-resorptive therapy for minimal trauma fracture or high risk (alendronate or risedronate weekly, zoledronic acid yearly, denosumab 6-monthly, never stopped without a plan); dental review before starting; repeat DXA at 2 years.',
    investigations: [
      {
        name: 'Bone density scan (DXA)',
        subtype: 'imaging',
        when: 'to confirm and monitor (Medicare-funded from 70, or earlier with a fracture or risk factors)',
      },
      {
        name: 'FBC, UEC, LFT, calcium, phosphate, 25-OH vitamin D and TSH',
        subtype: 'pathology',
        when: 'at diagnosis, to exclude secondary causes',
      },
      {
        name: 'Thoracolumbar spine X-ray',
        subtype: 'imaging',
        when: 'with height loss or back pain (silent vertebral fractures)',
      },
    ],
    medications: [
      {
        name: 'Alendronate',
        dose: '70 mg',
        route: 'oral',
        frequency:
          'once weekly, first thing in the morning with a full glass of water, staying upright and fasting for 30 minutes',
        duration: 'usually 5 years, then review',
        cautions:
          'Not with kidney impairment (eGFR under 35), low calcium or oesophageal disorders; rare jaw osteonecrosis and atypical femur fractures; see a dentist first.',
        needsMoreInfo: 'kidney function, calcium and vitamin D levels, and dental health',
      },
      {
        name: 'Colecalciferol (vitamin D3)',
        dose: '1,000 international units',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions: 'Higher doses only if the level is low; check calcium in kidney disease.',
      },
      {
        name: 'Denosumab',
        dose: '60 mg',
        route: 'subcutaneous injection',
        frequency: 'every 6 months',
        duration: 'long term; never stopped without switching to another treatment',
        cautions:
          'Check calcium and vitamin D first (risk of low calcium, especially in kidney disease); rapid bone loss and spinal fractures if stopped or delayed; dental review first.',
        alternative: true,
        needsMoreInfo: 'kidney function, calcium level, and whether a bisphosphonate is unsuitable',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed; for appointments and scans only.' },
    referrals: [
      GP_REVIEW('fracture risk assessment, blood tests and starting treatment'),
      PHYSIO('a strength, balance and falls-prevention exercise programme'),
      SPECIALIST(
        'Endocrinologist or bone clinic',
        'fractures despite treatment, very low bone density or a secondary cause',
      ),
    ],
    advice: [
      'Osteoporosis has no symptoms until a bone breaks; treatment cuts the risk of fractures by a third to two thirds.',
      'A broken bone from a simple fall after 50 is a warning sign and deserves a bone check.',
      'Strength and balance exercise and a safer home reduce falls, which matter as much as the bones themselves.',
    ],
  },
  {
    condition: 'pressure_injury',
    care: 'Take pressure off the area: change position at least every 2 hours in bed, use pillows to keep heels and bony parts off the mattress, and shift weight every 15 minutes in a chair. Keep the skin clean and dry, manage incontinence promptly, and make sure there is enough food and fluid, especially protein. Ask for a pressure-relieving mattress or cushion.',
    seekHelp:
      'the sore gets bigger or deeper, the skin around it becomes red, hot or swollen, it smells or oozes pus, bone or black tissue shows, or the person has a fever, is confused or is more unwell',
    approach:
      'Pressure injury (Australian international pressure injury guideline; Murtagh): stage the injury (1 non-blanching erythema, 2 partial thickness, 3 full thickness, 4 to bone, unstageable, deep tissue); offload and reposition, pressure-redistributing support surfaces; moist wound healing dressings (hydrocolloid or foam for stage 2, specialist dressings deeper); manage moisture and incontinence; nutrition assessment and protein and energy supplements; treat infection (spreading cellulitis, osteomyelitis) with systemic antibiotics and refer; community or wound care nurse, surgical review for stage 3 and 4; look for the cause (immobility, sensory loss, support surfaces).',
    investigations: [
      {
        name: 'Wound swab',
        subtype: 'pathology',
        when: 'only with signs of infection (spreading redness, pus, smell, fever)',
      },
      {
        name: 'FBC, CRP, albumin and glucose',
        subtype: 'pathology',
        when: 'with a deep or infected wound, or poor healing',
      },
      {
        name: 'X-ray or MRI of the underlying bone',
        subtype: 'imaging',
        when: 'a deep wound with bone exposed or not healing (osteomyelitis)',
      },
    ],
    medications: [
      {
        name: 'Hydrocolloid or foam dressing',
        dose: 'one dressing sized to cover the wound with a 2 to 3 cm margin',
        route: 'topical, over the wound',
        frequency: 'changed every 3 to 5 days or when it leaks',
        duration: 'until healed',
        cautions: 'Not on infected or deep wounds without nursing or medical advice.',
      },
      PARACETAMOL,
    ],
    certificate: {
      suggestedDays: 3,
      note: "A carer's certificate while the carer arranges care, equipment and nursing visits.",
    },
    referrals: [
      GP_REVIEW('wound assessment, nutrition and a pressure-care plan', 'urgent'),
      {
        kind: 'specialist',
        to: 'Community nursing or wound care service',
        urgency: 'urgent',
        reason: 'dressings, pressure-relieving equipment and regular wound review',
      },
      ED_TODAY('a sore with spreading redness, fever, confusion or bone showing'),
    ],
    advice: [
      'Pressure sores start quickly (within hours) but heal slowly, so prevention is key.',
      'Red skin over a bony area that stays red when pressed is an early pressure injury: take all pressure off it.',
      'Good nutrition and fluids help wounds heal.',
    ],
  },
  {
    condition: 'cutaneous_larva_migrans',
    care: 'Take the worm treatment as prescribed. Keep the skin clean, do not scratch, and use a cool compress or an antihistamine at night for the itch. On future trips wear shoes on beaches and sit on a towel or chair rather than on the sand.',
    seekHelp:
      'the skin around the track becomes red, hot, swollen or weeps pus, you get a fever, a cough or wheeze, or it is still moving a week after treatment',
    approach:
      'Cutaneous larva migrans (DermNet; CDC Yellow Book; eTG): a clinical diagnosis (serpiginous, intensely itchy, migrating track after skin contact with sand or soil in the tropics); ivermectin 200 micrograms/kg orally as a single dose (repeat if needed), or albendazole 400 mg daily for 3 days; antihistamine for itch; treat secondary bacterial infection; self-limiting in weeks to months but treatment shortens it; consider other helminths (Loeffler syndrome, strongyloides) if cough, wheeze or eosinophilia.',
    investigations: [
      {
        name: 'FBC (eosinophil count)',
        subtype: 'pathology',
        when: 'only with cough, wheeze or widespread tracks',
      },
    ],
    medications: [
      {
        name: 'Ivermectin',
        dose: '200 micrograms/kg (for example 12 mg for a 60 kg adult)',
        route: 'oral, on an empty stomach',
        frequency: 'once',
        duration: 'single dose, repeated after 1 to 2 weeks if still moving',
        cautions:
          'Not in pregnancy, breastfeeding or children under 15 kg; travel to Loa loa areas of Africa needs advice first.',
        needsMoreInfo: 'weight, pregnancy or breastfeeding, and countries visited',
      },
      {
        name: 'Albendazole',
        dose: '400 mg',
        route: 'oral, with a fatty meal',
        frequency: 'once daily',
        duration: '3 days',
        cautions: 'Not in pregnancy; contraception during and for a month after.',
        alternative: true,
        needsMoreInfo: 'pregnancy or possible pregnancy',
      },
      {
        name: 'Cetirizine',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'while itchy, up to 2 weeks',
        cautions: 'May cause drowsiness in some; halve the dose in kidney impairment.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not infectious from person to person: usually no time off is needed.' },
    referrals: [
      GP_REVIEW('confirm the diagnosis and prescribe worm treatment'),
      SPECIALIST(
        'Infectious diseases or travel medicine clinic',
        'widespread tracks, cough or wheeze, or no response to treatment',
      ),
    ],
    advice: [
      'The track is a dog or cat hookworm larva that cannot complete its life cycle in people; it dies within weeks to months.',
      'It cannot spread from person to person.',
      'Wear shoes on tropical beaches and avoid lying directly on sand where animals roam.',
    ],
  },
];
