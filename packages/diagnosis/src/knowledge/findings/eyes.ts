import type { FindingDef } from '../types.js';
import { UNDER_FIVE, yesNo } from './define.js';

/**
 * Eyes and vision. The questions follow the red-eye and visual-loss history of RANZCO, NICE CKS and
 * Murtagh: one eye or both, pain or grittiness, discharge, vision, light sensitivity, injury and
 * contact lenses; then the hallmarks of the eye emergencies (a curtain over the vision, haloes with
 * vomiting, a chemical splash, a high-speed metal fragment, pain on moving the eye).
 * Specific phrasings come before general ones: the first finding to claim some words keeps them.
 */
/**
 * What was said of the eyes just before, in the same sentence ("my eyes have felt dry, gritty and tired",
 * "my eye is not gritty"): a phrasing behind it claims only the describing word, so a denial still denies it.
 * The same as the reader's own for redness, watering and itch (src/understanding/lexicon.ts).
 */
const EYE_SAID =
  '(?<=\\b(?:eyes?|eye ?lids?) (?:(?:and|,) (?:they|it) )?(?:(?:is|are|was|were|feel|feels|felt|look|looks|looked|have|has|had|been|gone|went|go|goes|get|gets|got|getting|become|became|turned|turn|keep|keeps|also|now|always|still|both|very|really|so|quite|super|pretty|extremely|all|a bit|a little bit|a little|slightly|bright|not|no longer) )*(?:(?:dry|gritty|sore|red|itchy|watery|watering|scratchy|sandy|burning|tired|sticky|puffy|swollen|bloodshot|irritated|stinging|pink|crusty|teary|weepy|painful|blurry) (?:, )?(?:and )?)*(?:not )?)';
/** Followed by more describing words (or none) and then an eye, a side between: "a pink, gritty, watery left eye". */
const BEFORE_EYE =
  '(?= (?:, )?(?:and )?(?:(?:red|bloodshot|pink|sore|itchy|watery|watering|teary|weepy|gritty|sandy|scratchy|sticky|painful|swollen|puffy|dry|burning|irritated|crusty|inflamed) (?:, )?(?:and )?)*(?:left |right |both |one )?eyes?\\b)';

/** Chemicals that burn the eye (alkalis worst): cleaners, detergents, solvents, sprays. Soap and shampoo only sting. */
const EYE_CHEMICALS =
  '(?:dishwashing|dish washing|washing up|dishwasher|laundry|washing) (?:liquid|detergent|powder|tablet|pod|capsule)s?|laundry pods?|detergent|(?:toilet|glass|window|floor|bathroom|oven|drain|bbq|barbecue) cleaner|degreaser|disinfectant|dettol|methylated spirits?|metho|petrol|turps|turpentine|acetone|nail polish remover|hand sanitiser|hand sanitizer|fly spray|insect spray|bug spray|hair dye|(?:super ?)?glue|paint stripper|hydrogen peroxide|caustic soda|bleach|ammonia|pool chlorine|chlorine|lime|cement|concrete|battery acid|acid';

/** The same sentence speaks of the eye or of eye protection, before or after. */
const EYE_CONTEXT =
  '(?:(?<=\\b(?:eyes?|eyeballs?|goggles|glasses|visor)\\b[^.]*)|(?=[^.]*\\b(?:eyes?|eyeballs?|goggles|glasses|visor)\\b))';

export const EYE_FINDINGS: FindingDef[] = [
  // — Injury and exposure (before the general eye phrasings, which would otherwise claim the words)
  yesNo(
    'chemical_in_eye',
    'Has a chemical (such as bleach, cleaning product, cement, lime, acid or pool chlorine) splashed or got into the eye?',
    'chemical splash to the eye',
    [
      '(?:chemicals?|bleach|acid|alkali|lime|cement|concrete|wet plaster|oven cleaner|drain cleaner|pool chlorine|chlorine|cleaning (?:product|spray|fluid|liquid)|ammonia|caustic soda|lye|pepper spray|capsicum spray|dishwasher (?:tablet|powder|liquid|detergent)|battery acid) (?:splashed |sprayed |squirted |went |got |spilt |spilled )?(?:in|into) (?:my |his |her |the |their |both |one of (?:my|his|her) )?eyes?',
      '(?:splashed|sprayed|squirted|got) (?:some )?(?:chemicals?|bleach|acid|cement|lime|chlorine|cleaning (?:product|spray|fluid)|pepper spray|oven cleaner) (?:in|into) (?:my |his |her |the |their |both )?eyes?',
      'chemical (?:burn|injury|splash) (?:to|in|of) (?:my |his |her |the )?eyes?',
      // household and workshop chemicals, named as people name them ("squirted dishwashing liquid in his eye")
      `(?:(?:splashed|sprayed|squirted|got|spilt|spilled|flicked|rubbed|poured) (?:some |a bit of |a drop of )?)?(?:${EYE_CHEMICALS}) (?:splashed |sprayed |squirted |went |got |spilt |spilled |flicked )?(?:in|into|onto) (?:my |his |her |the |their |both |one of (?:my|his|her) )?(?:left |right )?eyes?`,
    ],
    0.001,
    {
      kind: 'history',
      parent: 'eye_injury',
      implies: ['eye_injury'],
      redFlag: {
        reason: 'chemical splash to the eye: irrigate now and go to an emergency department',
        urgency: 'emergency',
      },
    },
  ),
  yesNo(
    'high_speed_particle',
    'Were you grinding, drilling, hammering metal or stone, or using a power tool or whipper snipper when it happened?',
    'high-velocity injury (grinding, hammering, power tools)',
    // only in a sentence about the eye (or eye protection): grinding that cut a hand is not an eye injury
    [
      'firework',
      `${EYE_CONTEXT}(?:(?:grinding|drilling|hammering|chiselling|chiseling|cutting) (?:on |into |at |a |an |the |some )?(?:piece of |bit of |sheet of )?(?:metal|steel|iron|stone|concrete|brick|tiles?|rock)|(?:angle )?grinder|whipper ?snipper|brush ?cutter|line trimmer)`,
      `${EYE_CONTEXT}(?:(?:metal|steel|iron) (?:fragment|splinter|filing|shaving|sliver|chip|particle|shard|piece)s?|hammering (?:a |an |the |on |in )?(?:metal |steel |masonry |concrete )?(?:nails?|chisel|stake|peg|post))`,
      // the tool's name may already belong to another finding (noise exposure): claim the words before it
      `${EYE_CONTEXT}(?:using|used|use|with|operating) (?:an?|the|my|his|her)(?= (?:angle grinder|grinder|power tool|drill|whipper snipper|brush ?cutter|chainsaw|nail gun))`,
    ],
    0.002,
    // asked once something has hit or got into the eye (the core eye history asks it then)
    {
      kind: 'history',
      parent: 'eye_injury',
      implies: ['eye_injury'],
      redFlag: { reason: 'high-velocity injury: the eye may be penetrated', urgency: 'urgent' },
    },
  ),
  // Bleeding from an injured eye (not the painless red patch of a burst vessel on the white): a lid cut through or a
  // ruptured or penetrated globe, for an emergency department with the eye shielded, never pressed (RANZCO eye
  // injuries; Oxford Handbook of Emergency Medicine: eye trauma). Asked once the eye has been injured.
  yesNo(
    'bleeding_from_eye',
    'Is the eye or the eyelid bleeding?',
    'bleeding from the injured eye or eyelid',
    [
      "(?<=\\beyes?\\b(?: (?:\\w+ ){0,8}?)(?:and |now )?(?:it'?s|it is|its|it was|it has been|it keeps|it started|is|was|keeps|started) )bleeding",
      '(?:bleeding|blood (?:is )?(?:coming|pouring|dripping|running|oozing)) (?:from|out of) (?:my |his |her |their |the )?(?:left |right )?(?:eyes?|eyelids?|eye lids?)',
      '(?:eyes?|eyelids?|eye lids?) (?:is |are |has been |keeps )?(?:bleeding|pouring blood)',
    ],
    0.001,
    {
      kind: 'sign',
      parent: 'eye_injury',
      redFlag: { reason: 'an injured eye that is bleeding: it may be cut or burst', urgency: 'emergency' },
    },
  ),
  yesNo(
    'hit_in_eye',
    'Was the eye hit hard by something blunt, such as a ball, a fist or an elbow?',
    'blunt injury to the eye',
    [
      'black eye|(?:punched|hit|struck|smacked|whacked|elbowed|kicked|headbutted|head butted) (?:hard )?(?:in|on|near) (?:the |my |his |her |their )?eyes?',
      '(?:ball|cricket ball|squash ball|golf ball|tennis ball|football|fist|elbow|knee|bat|racquet|racket) (?:hit|struck|smashed into|slammed into|went into|to) (?:my |his |her |the |their )?eyes?',
      // "nothing hit my eye hard": the blow itself, so that a denial before it denies it
      '(?<=\\b(?:something|nothing|it|ball|branch|stick|toy) )(?:hit|struck|smacked|whacked)(?= (?:me )?(?:in |on )?(?:my |his |her |the |their )eyes?)',
    ],
    0.003,
    { kind: 'history', implies: ['eye_injury'] },
  ),
  yesNo(
    'eye_injury',
    'Has anything hit, scratched, poked or got into the eye?',
    'eye injury or foreign body',
    [
      '(?:hit|poked|scratched|punched|struck|scraped) (?:in|on) (?:the |my |his |her )?eyes?|(?:poked|scratched|scraped) (?:my |his |her |their )?eyes?|(?:scratch|scratches|cut|graze) (?:on|to) (?:my |his |her |the )?(?:eye|eyeball|cornea)',
      '(?:something|sand|grit|dirt|dust|sawdust|a speck|a bit of \\w+|a piece of \\w+) (?:flew|blew|went|got|fell) (?:in|into) (?:my |his |her |the )?eyes?|eye injury|injured (?:my |his |her )?eyes?|corneal abrasion',
    ],
    0.005,
    { kind: 'history', redFlag: { reason: 'eye injury or something in the eye', urgency: 'urgent' } },
  ),
  yesNo(
    'uv_eye_exposure',
    'In the 12 hours before it started, were you welding without a mask, using a sunlamp or solarium, or out in snow or on water without sunglasses?',
    'ultraviolet exposure (welding flash, sunlamp, snow)',
    [
      '(?:welding|welded|arc welding|(?:using|under) a sun ?lamp|solarium|tanning bed|skiing|snowboarding|in the snow|on the snow) (?:without|with no) (?:a |any |my )?(?:mask|helmet|goggles|sunglasses|glasses|eye protection|visor)',
      'welder flash|welders flash|welding flash|arc eye|flash burns?|snow blind\\w*',
      // "I was welding yesterday without my mask"
      '(?:welding|welded|weld|tig welding|mig welding)(?: \\w+){0,4} (?:without|with no|not wearing|did not wear|forgot) (?:a |any |my |the |his |her )?(?:welding )?(?:mask|helmet|goggles|sunglasses|glasses|eye protection|visor|shield)',
      '(?:(?:i|he|she) (?:was|were|have been|had been) |(?:been|was) )welding(?= (?:\\w+ ){0,6}(?:eyes?|sand|gritty|burning|sting))',
    ],
    0.002,
    { kind: 'exposure' },
  ),
  yesNo(
    'contact_lenses',
    'Do you wear contact lenses?',
    'contact lens wearer',
    ['contact lens(?:es)?|contacts? in|(?:wear|wearing|use|sleep in|slept in) (?:my )?(?:contacts|lenses)'],
    0.1,
    { kind: 'risk' },
  ),
  // — What the eye feels like
  yesNo(
    'both_eyes',
    'Are both eyes affected?',
    'both eyes affected',
    [
      'both(?= (?:of )?(?:my |his |her |their |the )?eyes)|each(?= eye)|(?:started|began) in one eye (?:and|then) (?:spread|went|moved) to the other|(?:now )?(?:in )?the other eye (?:too|as well)',
      // "my right eye went red ... now the left one is starting too"
      '(?<=\\beyes?\\b[^.]*)(?:the )?(?:other|left|right) (?:one|eye) (?:is |has |was )?(?:now )?(?:(?:starting|started|going|gone|getting|doing it|affected|involved|red|sore|watery|gritty|sticky|itchy) )?(?:too|as well|also)|(?<=\\beyes?\\b[^.]*)(?:the )?other (?:one|eye) (?:is |has )?(?:now )?(?:starting|started|going|gone|getting|affected|involved)',
    ],
    0.15,
  ),
  yesNo(
    'eyelid_margin_crusting',
    'Are the edges of the eyelids red, crusty or flaky, with scales or crusts on the lashes?',
    'eyelid margin inflammation with crusting (blepharitis)',
    [
      '(?:crusty|crusting|flaky|scaly|greasy|red|sore|itchy|inflamed) (?:eye ?lid (?:edges|margins|rims)|lid (?:edges|margins|rims)|eye ?lashes|lashes)|(?:eye ?lid|lid) (?:edges|margins|rims) (?:are |is )?(?:crusty|red|flaky|sore|itchy|inflamed|greasy)',
      '(?:dandruff|crusts?|flakes|scales|scurf) (?:on|in|along) (?:my |his |her |the )?(?:eye ?lashes|lashes|eye ?lids)|crusty eye ?lids|blepharitis',
      // "my eyelids are red, itchy and crusty": the lids themselves crusted, not a discharge gluing them shut.
      '(?:eye ?lids|lids) (?:are |is |get |go |look |feel |have been )?(?:(?:red|itchy|sore|swollen|puffy|flaky|scaly|greasy|irritated)(?: ,| and| , and)? )*(?:crusty|crusted|flaky|scaly)',
    ],
    0.02,
  ),
  yesNo(
    'eye_discharge',
    'Is there sticky discharge or pus from the eye, or are the eyelids stuck together in the morning?',
    'purulent eye discharge',
    [
      '(?:sticky|gunky|goopy|mucky|weepy yellow) (?:eyes?|eye ?lids?|lashes)|crusty eyes?|(?:eyes?|eye ?lids?) (?:are |is |have been |has been )?(?:sticky|gunky|goopy|crusty|full of pus)|(?:discharge|pus|gunk|goop|muck|yellow stuff|green stuff|sleep) (?:from|in|coming out of|around) (?:my |his |her |the )?eyes?|eyes? (?:are |is )?(?:stuck|glued) (?:together|shut)|eye discharge',
      // "it was crusted shut this morning" (of the eye told before)
      '(?<=\\beyes?\\b[^.]{0,50})(?:crusted|stuck|glued|gummed) (?:up |together |shut )+|(?<=\\beyes?\\b[^.]{0,20})(?:gooey|goopy|gunky)',
      '(?<=\\beyes? (?:is |are |has been |have been |feels? |looks? )?(?:\\w+ and )?)(?:sticky|gunky|goopy|crusty|weepy)',
      // "red eye with sticky yellow discharge", "crusting of the eyelashes in the morning", "mucopurulent discharge"
      '(?<=\\beyes?\\b[^.]{0,40})(?:sticky|purulent|mucopurulent|yellow|green|thick|yellowish|greenish) (?:(?:yellow|green|sticky|thick) )?discharge|crust(?:ing|ed|s|y)? (?:of|on|around) (?:the |my |his |her )?(?:eye ?lashes|lashes|eye ?lids?)|(?:eye ?lashes|lashes|eye ?lids?) (?:are |were )?(?:crusted|crusty|stuck together)|(?:muco)?purulent (?:eye )?discharge',
      // "sticky yellow goo in both eyes", "thick green pus coming out of his eye", "lids glued shut when he woke"
      '(?:(?:thick|sticky|yellow|green|yellowy|greenish|white|creamy|crusty|gooey|gluey) (?:, )?(?:and )?)*(?:discharge|pus|gunk|goo|goop|muck|crust|crusts|mucus|stuff|gluey stuff)(?= (?:from|in|coming out of|coming from|around|on|oozing from) (?:both |one of |each )?(?:of )?(?:my |his |her |their |the )?(?:left |right )?(?:eyes?|eye ?lids?|lashes))',
      '(?:eye ?lids?|lids|eyes?|lashes) (?:were |are |was |is |have been |has been |get |gets |got )?(?:stuck|glued|crusted|gummed) (?:together|shut|closed|up)',
      // Told as absent of red eyes: "red eyes without discharge", "his eyes are red with no gunk" (Kawasaki's eyes are
      // red without pus, RCH Kawasaki disease).
      '(?<=\\beyes?\\b[^.]{0,30}\\b(?:without|no|not any|but no) (?:\\w+ )?)(?:discharge|gunk|pus|goo|goop|crust)\\b',
    ],
    0.02,
  ),
  yesNo(
    'gritty_eye',
    'Does your eye feel gritty, or as if there is something in it?',
    'foreign-body sensation',
    [
      '(?:gritty|sandy|scratchy)(?: , | and | )(?:(?:burning|sore|dry|itchy|red|tired|watery)(?: , | and | ))?(?:eyes?|feeling in (?:my |the )?eyes?)|(?:something|sand|grit|dirt|dust|an eyelash|a speck) (?:in|stuck in) (?:my |his |her |the )?eyes?|eyes? (?:feels? )?(?:gritty|sandy|scratchy)|foreign (?:body|object) in (?:my )?eye|feels? like (?:there is )?(?:something|sand|grit) in (?:my |his |her |the )?eyes?',
      // said of the eye: "it feels like there is something (still) in it"
      '(?<!\\b(?:ears?|nose|nostrils?|throat|mouth|tooth|teeth|gums?|shoes?|boots?|foot|finger|bum|bottom|vagina)\\b[^.]{0,30})(?:feels?|felt) (?:like|as if|as though) (?:there is |there s )?(?:still )?(?:something|some grit|sand|a speck|an eyelash) (?:is )?(?:still )?(?:stuck )?in (?:it|there)\\b',
      '(?:something|sand|grit|dirt|dust|an eyelash|a speck|a speck of \\w+|a bit of \\w+|a piece of \\w+|a fleck of \\w+) (?:is |is still |still |has been )?(?:stuck |caught |lodged |trapped )?(?:in|under) (?:my |his |her |the )?(?:left |right )?(?:eyes?|eye ?lids?)',
      `${EYE_SAID}(?:gritty|sandy|scratchy)`,
      `(?:gritty|sandy|scratchy)${BEFORE_EYE}`,
      '(?:feel|feels|felt) like (?:they are |they have |it is |it has |there is |i have |i have got )?(?:full of |got )?(?:sand|grit|gravel)|(?<=\\b(?:they|it) (?:feel|feels|felt|are|is|was|were) (?:not |very |really |a bit |a little |quite |so |all |also )?)(?:gritty|sandy)',
      // a scratch of the cornea or something under the lid catches with every blink
      '(?:hurts|scratches|scratchy|worse|painful|sore|stings|catches) (?:more )?(?:when|every time|whenever|each time) (?:i |he |she |they )?blinks?',
    ],
    0.02,
  ),
  yesNo(
    'dry_eye_feeling',
    'Do your eyes feel dry, burning or tired, especially with screens, reading, wind or air-conditioning?',
    'dry, burning or tired eyes',
    [
      'dry eyes?|eyes? (?:feel |feels |are |is )?(?:so |really |very )?dry|(?:burning|tired|strained) eyes|eyes? (?:feel |feels |are )?(?:burning|tired|strained)|eye strain',
      `${EYE_SAID}(?:dry|tired|strained)`,
      'eyes? (?:burn|burns|sting|stings)\\b',
      // "My eyes feel gritty. They burn.": the next sentence's "they" is still the eyes.
      '(?<=\\beyes\\b[^.]{0,80} \\. )they (?:burn|sting|feel dry|are dry)\\b',
      // Sore surface of the eye worse with reading, screens or as the day wears on: fewer blinks dry the tear
      // film (RANZCO: dry eye).
      '(?<=\\beyes?\\b[^]{0,40}\\b(?:gritty|sandy|scratchy|burn\\w*|sting\\w*|dry|tired|sore|irritated)\\b[^]{0,100})(?:worse|bad|worst) (?:at the end of the day|by the end of the day|in the evenings?|(?:when|with|after|while) (?:i am |i )?(?:reading|read|screens?|computers?|the computer|looking at (?:a |my |the )?(?:screens?|computers?|phone|laptop)|using (?:a |my |the )?(?:screens?|computers?|phone|laptop)))',
    ],
    0.04,
  ),
  yesNo(
    'blood_red_patch_eye',
    'Is there a flat, bright-red patch of blood on the white of the eye?',
    'subconjunctival haemorrhage',
    [
      '(?:burst|broken|popped|ruptured) (?:a )?blood vessels? in (?:my |his |her |the )?eyes?|(?:blood|bleed|bleeding|red blotch|red patch|blood spot|bright red (?:patch|spot|blotch)) (?:on|in|over|covering) (?:the |part of the )?whites? of (?:my |his |her |the )?eyes?',
      'blood (?:spot )?in (?:the white of )?(?:my |his |her |the )?eyes?|subconjunctival',
      'whites? of (?:my |his |her |the )?eyes? (?:has|have|has got|is covered in|is full of) (?:a )?(?:bright )?(?:red patch|red blotch|patch of blood|blood)',
    ],
    0.003,
  ),
  yesNo(
    'growth_on_eye',
    'Is there a fleshy, raised growth on the white of the eye, growing towards the coloured part?',
    'growth on the conjunctiva (pterygium or pinguecula)',
    [
      '(?:growth|fleshy (?:lump|bump|tissue)|skin) (?:on|over|growing (?:over|onto|across|on)) (?:the )?(?:white of |surface of )?(?:my |his |her |the )?eyes?|(?:lump|bump) on (?:the )?white of (?:my |his |her |the )?eyes?|pterygium|pinguecula|surfers? eye',
    ],
    0.005,
  ),
  yesNo(
    'inner_corner_swelling',
    'Is there a red, painful swelling at the inner corner of the eye, beside the nose?',
    'swelling at the inner canthus (lacrimal sac)',
    [
      '(?:swelling|lump|bump|swollen|red|painful|tender) (?:area )?(?:at|in|on|near) (?:the )?inner corner of (?:my |his |her |the )?(?:left |right )?eyes?|(?:swelling|lump|bump) (?:between|beside) (?:my |his |her |the )?eye and (?:my |his |her |the )?nose|(?:infected|swollen) tear (?:duct|sac)|tear (?:duct|sac) (?:is )?(?:infected|swollen)|dacryocystitis',
    ],
    0.002,
  ),
  yesNo(
    'eyelid_lump',
    'Is there a lump or bump on the eyelid?',
    'eyelid lump',
    [
      '(?:lump|bump|pimple|boil|swelling|spot) (?:\\w+ ){0,2}(?:on|in|along) (?:the )?(?:edge |rim |margin )?(?:of )?(?:my |his |her |the )?(?:upper |lower |top |bottom )?(?:eye ?lid|lid)',
      '(?:lump|bump|pimple|boil|stye|sty|cyst|pus spot) (?:on|in) (?:my |his |her |the )?(?:eye ?lid|lid|eye)|(?:eye ?lid|lid) (?:is |has gone )?(?:lumpy)|styes?|chalazion|meibomian cyst',
    ],
    0.01,
    // A lump is a swelling: a painless chalazion, told as a lump, is not asked again about swelling anywhere.
    { kind: 'sign', implies: ['swelling'] },
  ),
  yesNo(
    'eyelid_swelling',
    'Are the eyelids and the skin around the eye swollen and red?',
    'periorbital swelling and redness',
    [
      '(?:swollen|puffy|puffed up|red and swollen|swelling of|swelling around|redness around) (?:the skin around )?(?:my |his |her |the |their )?(?:eye ?lids?|lids?|eyes?)|(?:eye ?lids?|lids?|eyes?) (?:is |are |has |have |went |gone |has gone |have gone )?(?:swollen|puffy|puffed up|swelled up|swollen shut|red and swollen)',
      '(?:can not|could not) open (?:my |his |her |the )?eyes? (?:because|for|from) (?:the )?swelling',
      `${EYE_SAID}(?:puffy|swollen)`,
    ],
    0.01,
  ),
  yesNo(
    'painful_eye_movement',
    'Does it hurt to move the eye, or can you not move it as far as usual?',
    'pain or restriction on eye movement',
    [
      '(?<=\\beyes?\\b[^.]{0,60})(?:blurry |blurred )?(?:and )?(?:painful|sore|hurts|aching) (?:to move|when (?:i |he |she )?move (?:it|them))',
      '(?:hurts?|painful|pain|sore|aches?) (?:to move|when (?:i |he |she |they )?(?:move|moves)|on moving|on movement of|moving) (?:my |his |her |the |their )?eyes?',
      '(?:moving|move|moves) (?:my |his |her |the |their )?eyes? (?:hurts|is painful|is sore|aches)|(?:hurts?|pain|painful) (?:to|when (?:i|he|she)) look (?:around|sideways|to the side|side to side|up and down)|can not move (?:my |his |her |the |their )?eyes?(?: properly| fully)?',
      // "her eye is bulging and it hurts to move it"
      '(?<=\\beyes?\\b[^.]{0,60})(?:it |that )?(?:hurts?|is painful|is sore|pain) (?:to |when (?:she |he |i |they )?(?:tries to |try to )?|if (?:she |he |i )?)(?:moves?|move|moving|looks? around) (?:it|them)\\b',
    ],
    0.005,
    {
      redFlag: {
        reason: 'pain or restriction on moving the eye (orbital cellulitis, optic neuritis)',
        urgency: 'urgent',
      },
    },
  ),
  yesNo(
    'eye_bulging',
    'Is the eye bulging or pushed forward compared with the other?',
    'proptosis',
    [
      '(?:eye|eyeball|eye ball) (?:is |looks |look |seems |appears )?(?:like it is |like it s |to be )?(?:bulging|sticking out|pushed (?:forward|out)|protruding|popping out)|bulging eyes?|proptosis',
    ],
    0.002,
    { redFlag: { reason: 'a bulging eye (orbital infection or mass)', urgency: 'urgent' } },
  ),
  // — Vision
  yesNo(
    'sudden_vision_loss',
    'Have you suddenly lost some or all of the vision in one or both eyes?',
    'sudden loss of vision',
    [
      // Not the greying before a faint ("my vision went grey before I passed out", "went grey first, and she came
      // round", "before I fainted ... my vision went grey"): that is feeling faint.
      '(?<!\\b(?:before|just before|as) (?:i|he|she|they) (?:fainted|passed out|blacked out|collapsed)\\b[^.]*)(?:vision|sight) (?:in (?:my |one |the )?(?:left |right )?eye )?(?:went|goes|has gone|turned|suddenly went) (?:black|dark|grey|gray|blank)(?: in (?:one|my left|my right|the left|the right|my) eye)?(?! (?:\\w+ ){0,3}(?:before|then|and then) (?:i|he|she|they|it) (?:fainted|passed out|blacked out|collapsed|went down|dropped|happened|hit the floor)| first\\b| (?:\\S+ ){0,6}(?:came round|came to|come round|come to|woke up on|came back round))',
      '(?:sudden(?:ly)?|all of a sudden) (?:lost (?:(?:nearly |almost )?(?:all |most |much |half |part |some )?(?:of )?(?:my |his |her |the )?)(?:vision|sight)|loss of (?:vision|sight)|went blind|can not see|blind)|(?:lost|lose|losing) (?:nearly |almost |most of |all of )?(?:the |my |his |her |all )?(?:vision|sight) in (?:my |his |her |one |the )?(?:left |right |one )?eye|went blind|(?:blind|can not see) (?:in|out of) (?:my |one |the )?(?:left |right |one )?eye',
    ],
    0.002,
    { redFlag: { reason: 'sudden loss of vision', urgency: 'emergency' } },
  ),
  yesNo(
    'vision_shadow',
    'Is there a dark shadow or curtain coming across part of your vision?',
    'shadow or curtain over the visual field',
    [
      '(?:like )?a (?:dark |black |grey )?(?:curtain|shadow|veil|blind) (?:coming|came|falling|moving|pulled|drawn) (?:down|across|over|up)',
      '(?:curtain|shadow|veil|shade|blind|black area|dark area|grey area|gray area) (?:is |was |has |keeps |seems |been )*(?:coming |moving |spreading |creeping |came |moved |come |falling |drawn |drawing )?(?:down )?(?:over|across|down over|up over|into|from the (?:side|top|bottom)) (?:part of |half of |most of |all of |the (?:top|bottom|side|edge|upper|lower) (?:part |half )?of )?(?:my |his |her |the )?(?:left |right )?(?:vision|sight|eye)|part of (?:my |his |her )?vision (?:is )?(?:blacked out|blocked out|missing|gone)',
    ],
    0.002,
    { redFlag: { reason: 'a shadow or curtain over the vision (retinal detachment)', urgency: 'emergency' } },
  ),
  yesNo(
    'flashes_floaters',
    'Have you suddenly noticed new floaters or flashes of light in one eye?',
    'new flashes or floaters',
    [
      '(?:new |lots of |sudden |shower of )?floaters|(?:flashes|flashing lights?|flashes of light) (?:in|out of the corner of|at the side of) (?:my |one |the )?(?:left |right )?eye|cobwebs? in (?:my )?vision|(?:black|dark) (?:dots|specks|spots) floating',
      // "a new floater like a cobweb", "I saw a few flashes of light" (a migraine's flashing lights are its aura)
      '(?:a |one |new |big |large |dark |black )+floater|(?:like )?(?:a )?cobwebs?(?= (?:in|across|over) (?:my |the )?(?:vision|eye|sight))|(?:see|seeing|saw|seen|noticed|noticing|getting|get|having|had) (?:a few |some |lots of |little |brief |occasional |new |sudden )?(?:flashes of light|light flashes|flashes)(?! of (?:heat|anger|pain))',
    ],
    0.005,
    { redFlag: { reason: 'new flashes or floaters', urgency: 'urgent' } },
  ),
  yesNo(
    'halos',
    'Do you see rainbow-coloured rings (halos) around lights?',
    'haloes around lights',
    ['halos?|haloes|rainbow (?:rings?|circles?) around lights'],
    0.003,
  ),
  yesNo(
    'distorted_vision',
    'Do straight lines look wavy or bent, or is there a blurry or dark patch in the centre of your vision?',
    'metamorphopsia or central scotoma',
    [
      '(?<=\\blines (?:do not |does not |did not |no longer )?(?:look |looks |seem |appear )?)(?:wavy|bent|crooked|distorted|warped)|(?:straight )?lines (?:look |are |appear |have gone )?(?:wavy|bent|crooked|distorted|warped)|(?:wavy|distorted|warped) (?:lines|vision)|(?:blank|dark|blind|missing|grey|gray) (?:spot|patch|area) in (?:the )?(?:middle|centre|center) of (?:my |his |her )?(?:vision|sight)|central vision|faces (?:look )?distorted',
    ],
    0.004,
  ),
  yesNo(
    'colour_vision_faded',
    'Do colours look faded or washed out in one eye compared with the other?',
    'reduced colour vision (red desaturation)',
    [
      'colou?rs? (?:look |looks |seem |are |appear |have gone )?(?:faded|washed out|dull|duller|less bright|greyed out|grey|gray|dim)|washed out colou?rs|(?:red|reds|colou?rs?) (?:looks? )?(?:pink|faded|different) (?:in|with|out of) (?:one|my (?:left|right)|the (?:left|right)) eye',
    ],
    0.005,
  ),
  yesNo(
    'glare_dazzle',
    'Do bright lights or oncoming headlights dazzle you more than they used to?',
    'glare',
    [
      'glare|dazzl\\w*|(?:headlights|oncoming lights|bright lights|lights at night) (?:dazzle|bother|blind|are blinding|are too bright|make it hard)|(?:like )?looking through (?:a )?(?:fog|frosted glass|dirty (?:window|glass)|mist|net curtain)',
      // night driving is where glare tells first, in a sentence about seeing
      '(?<=\\b(?:vision|eyesight|sight|see|seeing)\\b[^.]*)(?:driving|drive) (?:at night|in the dark)|(?:hard|harder|difficult|trouble|struggl\\w*) (?:to )?(?:drive|driving|see|seeing) (?:at night|in the dark)(?= (?:because|with) (?:the )?(?:lights|headlights|glare))',
    ],
    0.02,
  ),
  yesNo(
    'near_vision_difficulty',
    'Is it hard to focus on things up close, such as small print or your phone, unless you hold them further away?',
    'difficulty with near vision',
    [
      '(?:hard|harder|difficult|trouble|struggl\\w*|can not|problems?) (?:to )?(?:read|reading|see|seeing|focus|focusing|focussing) (?:on )?(?:small print|fine print|the paper|the newspaper|my phone|the phone|up close|close up|close things|things up close|menus?|labels|books?|text)|(?:hold|holding) (?:things|books?|my phone|the phone|the paper|menus?) (?:further|at arm s length|at arms length|at arm length)(?: away)?|need (?:reading )?glasses to read|arms? (?:are |is )?too short|presbyopi\\w*',
    ],
    0.03,
  ),
  yesNo(
    'blurred_vision',
    'Is your vision blurred?',
    'blurred vision',
    [
      'blurr(?:ed|y)(?: vision)?|(?:vision|eyesight|sight) (?:is |has been |has gone |went |got |is getting )?(?:blurr(?:ed|y)|fuzzy|hazy|cloudy|foggy|misty|worse|dim)|(?:can not|could not) see (?:clearly|properly|well)',
      '(?:everything|things|the world|words|faces|the tv|the television|print) (?:look|looks|looked|is|are|seems?|has gone|have gone|went) (?:a bit |very |really |all |kind of )?(?:foggy|blurry|blurred|hazy|misty|cloudy|fuzzy|dim|dull|washed out)',
      // "my eyesight has been gradually getting cloudy": the words between may pile up
      '(?<=\\b(?:vision|eyesight|sight) (?:(?:is|has|have|had|been|gone|went|got|getting|gotten|become|becoming|gradually|slowly|progressively|steadily|really|very|a bit|a little|more|increasingly|so|quite|now|also|all) )+)(?:blurr(?:ed|y)|fuzzy|hazy|cloudy|foggy|misty|worse|dim|dimmer|poor|poorer|blurrier|murky)',
    ],
    0.03,
  ),
  yesNo(
    'eye_turning',
    'Does one eye turn in, out, up or down, or not look in the same direction as the other?',
    'squint (strabismus)',
    [
      '(?:eye|eyes) (?:turns?|turning|turned|wanders?|wandering|drifts?|drifting) (?:in|out|inwards|outwards|up|down|off|to the side)|(?:lazy|wandering|turned|crossed|turning) eyes?|cross eyed|(?:a|has a|have a|got a|developed a) squint|strabismus',
    ],
    0.01,
  ),
  // — History
  yesNo(
    'sticky_eye_baby',
    'Has the baby had a watery or sticky eye, on and off, since the first weeks of life, with the white of the eye not red?',
    'persistent watery or sticky eye in infancy (blocked tear duct)',
    [
      '(?:blocked|narrow) tear ducts?|(?:watery|sticky|weepy|gunky) eyes? (?:since|from) (?:birth|(?:he|she) was born|(?:a )?newborn|the first (?:few )?weeks)',
    ],
    0.01,
    { askIf: UNDER_FIVE },
  ),
];
