/**
 * Clinicians' words, as a referral letter, a nurse's note or a patient who works in health would write
 * them, spelled as the lay words the reader already knows ("otalgia" reads as "earache"). Applied to
 * normalized text, so negation and clauses stay where they were ("denies syncope" → "denies fainting").
 * Only terms with one meaning are here: "erythema" or "vaginal bleeding" say too little on their own.
 */
const CLINICAL_TERMS: readonly [pattern: string, lay: string][] = [
  ['otalgia', 'earache'],
  ['odynophagia', 'pain when swallowing'],
  ['(?:pruritus|pruritis) ani|perianal (?:pruritus|itch(?:ing)?)', 'itchy bottom'],
  ['(?:vulval|vaginal|vulvovaginal|vulvo vaginal) (?:pruritus|pruritis)', 'vaginal itch'],
  ['(?:generali[sz]ed )?(?:pruritus|pruritis)|pruritic skin', 'itchy skin'],
  [
    '(?:pre ?syncope|near syncope|presyncopal (?:episodes?|symptoms?)|pre syncopal (?:episodes?|symptoms?))',
    'nearly fainted',
  ],
  ['syncopal (?:episodes?|attacks?|events?)|syncope', 'fainting'],
  ['rhinorrho?ea', 'runny nose'],
  [
    'ha?ematochezia|(?:pr|per rectal) bleed(?:ing)?|bright red blood (?:per rectum|pr)|fresh blood per rectum',
    'blood in stool',
  ],
  ['paraesth?esiae?|paresth?esias?', 'pins and needles'],
  ['diplopia', 'double vision'],
  ['(?:expressive |receptive )?(?:dysphasia|aphasia)', 'trouble speaking'],
  ['(?:cervical |axillary |inguinal |tender )?(?:lymphadenopathy|lymphadenitis)', 'swollen glands'],
  ['polydipsia', 'really thirsty'],
  [
    'altered (?:mental status|mental state|conscious state|level of consciousness|mentation)|disorient(?:ed|ation)',
    'confused',
  ],
  [
    '(?:burning|pain|stinging|discomfort|dysuria) (?:on|with|during|when|while) (?:urination|urinating|micturition|passing urine|voiding|passing water)|painful (?:urination|micturition)',
    'it burns when i wee',
  ],
  [
    'urinary frequency|frequency of (?:micturition|urination|passing urine)|(?<=(?:dysuria|urgency|burning|wee|urination|micturition) (?:, |and |, and )?)frequency|frequency(?= (?:, |and |, and )?(?:urgency|dysuria|nocturia))',
    'weeing more often than usual',
  ],
  ['emesis', 'vomiting'],
  ['gcs (?:of )?(?:[3-9]|1[0-4])(?: ?/ ?15)?|glasgow coma scale (?:of )?(?:[3-9]|1[0-4])', 'confused and drowsy'],
  ['(?:acute|sudden|abrupt) onset(?: of)?', 'sudden'],
  [
    '(right|left) (?:sided|side) (?:weakness|hemiparesis|hemiplegia)|(?:weakness|hemiparesis|hemiplegia) (?:of|on) the (right|left) side|(right|left) (?:hemiparesis|hemiplegia)',
    'weakness in my $1$2$3 arm and leg',
  ],
  [
    '(?:no|not passing|not passed|unable to pass|can not pass|nil) (?:any )?(?:bowel (?:motions?|movements?|actions?)|stools?|faeces|poo) (?:or|and|nor) (?:flatus|wind|gas)|(?:not passing|not passed|unable to pass|can not pass) (?:flatus|wind)|absolute constipation|obstipation',
    'i am constipated and can not pass wind',
  ],
  ['(?:abdominal )?distension|distended (?:abdomen|belly|tummy)', 'my tummy is swollen and bloated'],
  ['purulent (?:nasal discharge|rhinorrho?ea)|mucopurulent (?:nasal )?discharge', 'green snot'],
  [
    '(?:heavy|excessive) (?:alcohol (?:intake|use|consumption)|drinking)|binge drinking|(?:an |a )?alcohol binge',
    'drinking heavily',
  ],
  ['self induced vomiting|purging', 'making myself vomit'],
  ['painful stiff shoulder|stiff painful shoulder', 'painful shoulder and my shoulder is stiff'],
  [
    '(?:loss|restriction|reduction) of (?:external rotation|movement) (?:of|in) the shoulder|(?:loss|restriction) of (?:shoulder )?external rotation',
    'my shoulder is stiff',
  ],
  ['(?:bright red )?(?:bleeding|blood) (?:on|when|after) wiping', 'blood on the toilet paper'],
  [
    'pain (?:during|on|with|when) (?:defa?ecation|defa?ecating|opening (?:the|his|her|my) bowels|passing (?:a )?stools?)|painful defa?ecation',
    'it hurts when i open my bowels',
  ],
  ['worse (?:on |when |with )?bending (?:forward|over|down)', 'worse when i bend forward'],
  ['nail pitting|pitting of the (?:finger ?)?nails|pitted nails', 'my nails are pitted'],
  // Pus, unless the light shines through it: a fluctuant swelling that transilluminates is fluid (a hydrocele, a
  // cyst; Murtagh: scrotal swellings).
  ['fluctuant (?:\\w+ )?(?:lump|swelling|mass|collection)(?![^.]{0,60}transillumin)', 'lump full of pus'],
  ['unable to reach behind (?:my|his|her|their) back', 'can not reach behind my back'],
  // Places in anatomical words.
  ['(?:retrosternal|substernal)(?: region| area)?', 'behind the breastbone'],
  ['(?:peri ?umbilical|umbilical)(?: region| area)?', 'around the belly button'],
  ['occipital(?: region| area)?', 'back of the head'],
  ['(?:bi ?)?frontal(?: region| area)?(?= (?:head|headache|pain))', 'forehead'],
  ['(?:bi ?)?temporal(?: region| area)?(?= (?:head|headache|pain))', 'temples'],
  ['ruq', 'right upper quadrant'],
  ['luq', 'left upper quadrant'],
  ['rlq|rif', 'right iliac fossa'],
  ['llq|lif', 'left iliac fossa'],
  ['thoracic(?= (?:back|spine|spinal))', 'upper'],
  ['anorexia(?! nervosa)', 'loss of appetite'],
  ['tonsill?ar exudates?|exudative tonsillitis|exudates? on (?:the |both )?tonsils', 'pus on the tonsils'],
  [
    '(?:tender |enlarged |swollen |palpable )*(?:anterior |posterior )?cervical (?:lymph )?(?:nodes|glands|lymph nodes)',
    'swollen glands',
  ],
  ['(?:visual )?zig ?zags?|scintillating scotomas?|fortification spectra|teichopsia', 'zigzag lines'],
  // A rolled or twisted ankle (or knee, wrist) is a painful one: "rolled his ankle" says where it hurts.
  [
    '(?:rolled|twisted|sprained|went over on|turned|rolled over on|jarred|hyperextended) (my|his|her|their|the) ((?:left |right )?(?:ankle|knee|wrist|foot))',
    '$& and $1 $2 hurts',
  ],
  ['tachypno?eic|tachypno?ea', 'breathing fast'],
  ['galactorrho?ea', 'a discharge from my nipple'],
  ['myalgias?', 'muscle aches'],
  ['(?:poly)?arthralgias?', 'joint pains'],
  ['orthopno?ea', 'breathless when i lie flat'],
  ['paroxysmal nocturnal dyspno?ea', 'wake up gasping for breath at night'],
  ['anosmia', 'lost my sense of smell'],
  ['metrorrhagia|intermenstrual bleeding|inter menstrual bleeding', 'bleeding between periods'],
  ['dysarthria|dysarthric|slurring of speech', 'my speech is slurred'],
  ['(?:easy|unexplained|spontaneous) bruising|bruising easily', 'i bruise easily'],
  ['early satiety', 'i feel full quickly'],
  ['nipple discharge', 'a discharge from my nipple'],
  ['weakness (?:of|in) (?:the )?(left|right) (arm|leg|hand)', 'weakness in my $1 $2'],
  // A case stem's register: symptoms, history and signs a patient or carer could also report.
  ['coryzal(?: symptoms)?|coryza', 'runny nose'],
  ['pruritic|itching', 'itchy'],
  ['(?:urticarial )?(?:wheals|weals)', 'hives'],
  // "Pleuritic chest pain" is chest pain worse on breathing in (the sign itself, not its cause).
  ['pleuritic (?:chest )?pain', 'chest pain worse when i breathe in'],
  ['pain (?:that is |which is |is )?pleuritic', 'pain worse when i breathe in'],
  [
    'meningism(?:us)?|nuchal rigidity|neck rigidity|(?:positive )?(?:kernig|brudzinski)(?: s)? sign(?: (?:is )?positive)?',
    'stiff neck',
  ],
  [
    '(?:increased|heightened) work of breathing|(?:subcostal|intercostal|suprasternal|sternal|tracheal|chest wall) (?:recession|retractions?|indrawing)|(?<=(?:mild|moderate|marked|severe|significant|some) )(?:recession|retractions?|indrawing)|nasal flaring|kussmaul (?:breathing|respirations?)|deep sighing (?:respirations?|breathing)',
    'working hard to breathe',
  ],
  [
    '(?:cold|cool) (?:peripheries|extremities)|peripherally (?:cold|cool|shut down)|(?:prolonged|delayed) capillary refill(?: time)?|capillary refill(?: time)?(?: is| was| of)* (?:[3-9]|1\\d) (?:s|secs?|seconds)',
    'mottled skin',
  ],
  [
    '(?:feeding|taking|drinking) (?:about |around |only |less than |under |roughly )?(?:half|a third|a quarter|one third|one quarter) (?:of )?(?:my|her|his|their|the|its) usual(?: volumes?| amounts?| feeds?| intake)?|poor (?:oral )?(?:intake|feeds?)',
    'feeding poorly',
  ],
  ['(?:inability|unable) to close (?:the |my |his |her |their )?((?:right |left )?eye)', 'can not close my $1'],
  ['(?:right|left)? ?(?:sided )?facial (?:weakness|palsy|nerve palsy|asymmetry)', 'facial droop'],
  ['jaw claudication', 'jaw aches when chewing'],
  ['(?:first|1st|great toe) (?:metatarsophalangeal|mtp) joint|(?:first|1st) mtpj?|podagra', 'big toe joint'],
  [
    '(?:urine |urinary |serum |a )?(?:beta )?hcg (?:is |was |test )?positive|positive (?:urine |serum )?(?:beta )?hcg',
    'positive pregnancy test',
  ],
  [
    '(?:urine |urinary |serum |a )?(?:beta )?hcg (?:is |was |test )?negative|negative (?:urine |serum )?(?:beta )?hcg',
    'negative pregnancy test',
  ],
  ['lmp', 'last period'],
  // A denial in a sentence of its own, so that it denies nothing told after it ("a non-smoker presents with cough").
  ['non ?smoker|never smoker|lifelong non ?smoker|never smoked', '. i do not smoke .'],
  ['(?:scleral |conjunctival )?icterus|icteric(?: sclerae)?', 'yellow eyes'],
  ['conjunctival (?:injection|hyperaemia)', 'red eyes'],
  ['conjunctival pallor', 'pallor'],
  // The absence of a sign said with "non": the sign is left unread rather than read as present.
  ['non ?(?:bilious|purulent|exudative)', ''],
  ['non ?productive cough', 'dry cough'],
  ['(?:palatal|soft palate) petechiae|petechiae (?:on|of) the (?:soft |hard )?palate', 'marks on the palate'],
  ['(?:terminal|post ?micturition|post ?void) dribbl\\w*', 'leaking after passing urine'],
  [
    '(?:rapidly )?spreading (?:, )?((?:(?:hot|warm|tender|swollen|painful) (?:, )?(?:and )?)*)(?:erythema|erythematous (?:area|patch|plaque|skin)|redness)',
    'red area that is spreading , $1',
  ],
  [
    '(?:speaking|talking|able to speak|can speak|speaks|answering) (?:in |only in )?(?:short |single |2 |two |3 |three )?(?:phrases|words)(?: only)?|unable to (?:complete|finish|speak in) (?:full )?sentences',
    'can not finish a sentence',
  ],
  [
    'pain on (?:traction|pulling) (?:of|on) the (?:pinna|ear|auricle|tragus)|(?:tragal|pinna|tragus|tragal and pinna) tenderness|tender tragus',
    'it hurts when i pull on my ear',
  ],
  // A rash along a dermatome is a one-sided band (a dermatomal pain alone is not a rash).
  [
    '(?<=(?:rash|eruption|blisters|vesicles|lesions)(?: \\w+){0,4} )(?:in a |along (?:a |the )?)?(?:(?:left |right )?(?:[ctls]\\d{1,2} )?dermatom(?:e|al)(?: distribution)?)',
    ', one sided rash',
  ],
  ['otorrho?ea', 'discharge from the ear'],
  ['(?:focal )?limb weakness|weakness of (?:the )?limbs', 'weakness in my arms or legs'],
  ['speech disturbance|disturbance of speech|speech difficult(?:y|ies)', 'trouble speaking'],
  [
    '(?:salbutamol|ventolin|reliever|blue puffer|inhaler|puffer)(?: inhaler)?(?: \\w+){0,4} (?:with little|with no|without|with minimal) (?:relief|effect|benefit|improvement)',
    'my puffer is not helping',
  ],
  ['(?:inability|unable|failure) to (?:pass|void|pass any) (?:urine|water)', 'unable to wee'],
];

const COMPILED = CLINICAL_TERMS.map(
  ([pattern, lay]) => [new RegExp(`(?<=\\s)(?:${pattern})(?=\\s|$)`, 'g'), lay] as const,
);

/** Normalized text with clinicians' terms in lay words. */
export function layTerms(norm: string): string {
  let t = norm;
  for (const [regex, lay] of COMPILED) t = t.replace(regex, lay);
  return t.replace(/\s+/g, ' ');
}
