import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Gut and liver. (Diarrhoea, vomiting, nausea, heartburn, bloating and bleeding are DDXPlus findings.) */
export const GUT_FINDINGS: FindingDef[] = [
  yesNo(
    'constipation',
    'Have you been constipated, passing hard stools less often than usual?',
    'constipation',
    [
      // "opens her bowels every five days", "big hard painful stools" (RCH constipation: fewer than three a week, hard, painful).
      '(?:opens? (?:my |his |her )?bowels|poos|does a poo|goes for a poo) (?:only )?(?:about |maybe )?(?:once )?every (?:3|4|5|6|7|three|four|five|six|seven|few) days|(?:hard|rock hard)(?: ,| and)? (?:painful|dry|lumpy|big|large)(?: ,| and)? (?:poos?|stools?)',
      'constipat(?:ed|ion)|(?:can not|have not been able to|unable to|trouble|hard to|struggling to) (?:poo|do a poo|go to the toilet|pass (?:a )?stools?|open (?:my )?bowels)|(?:hard|pellet|rock hard) (?:poos?|stools?)|(?:not|have not|has not|had not) (?:pooed|been able to poo|done a poo|had a (?:bowel motion|poo|bowel movement)|opened (?:my |his |her )?bowels|been for a poo) (?:for|in)',
      '(?:poos?|stools?|bowel motions?|motions) (?:are|is|have been|has been|were|come out|are coming out) (?:really |very |quite |so |all )?(?:hard|lumpy|hard and lumpy|dry and hard|small and hard|like (?:little )?(?:pellets|rabbit droppings|rocks|marbles|pebbles))|(?:have to|need to|having to|has to) strain (?:a lot|hard|really hard)(?! to (?:wee|pee|urinate|pass urine|pass water))|(?:have to|need to|having to|has to) strain (?:a lot |hard |really hard )?(?:to (?:poo|do a poo|open (?:my |his |her )?bowels|pass (?:a )?(?:stool|motion|poo)|get (?:it|the poo|anything) out)|on the (?:toilet|loo))|(?:only )?(?:poo|go for a poo|open (?:my |his |her )?bowels) (?:once|twice) (?:a|every) week',
      // "he only poos once a week", "I'm straining on the toilet and nothing comes out", "it's hard to get my poo out"
      '(?:only )?(?:poos|pooed|does a poo|goes for a poo|opens (?:my|his|her) bowels|has a poo) (?:about |maybe )?(?:once|twice) (?:a|every|per|in a) (?:week|fortnight)|(?:only )?(?:poos|pooed|does a poo|do a poo|go for a poo|goes for a poo) (?:every (?:few|3|4|5|three|four|five|couple of) days)|(?:only )?(?:poos?|pooed|does a poo|do a poo|goes for a poo|go for a poo|opens? (?:my |his |her )?bowels) (?:about |maybe )?every (?:\\d+|two|three|four|five|six|seven) (?:or|to) (?:\\d+|three|four|five|six|seven|eight) days|(?<=\\bpoo\\w*\\b[^.]{0,40})(?:big|large|huge|massive|enormous) and (?:hard|dry)(?= |$)|(?:straining|strain|strains|push|pushing) (?:and straining |and pushing )?(?:on the (?:toilet|loo)|to (?:poo|go)|to do a poo)(?: ,)? (?:and|but) (?:nothing|not much|only a little|only little bits) (?:comes|will come|came) out|(?:hard|difficult|a struggle|impossible|trouble|hard work) (?:to |getting )?(?:get|push|pass) (?:my |his |her |the )?(?:poo|poos|stool|stools) out|(?:blocked|bunged) up (?:down there|in my bowels|in the bowels)|(?:can not|could not|have not been able to|unable to) (?:go|do a poo|poo) (?:for|in) (?:\\d+|a few|two|three|four|five|six|several) days|(?:has not|have not|had not|did not|not) (?:pooed|pooped|done a poo|had a poo|been for a poo|gone for a poo|opened (?:his|her|my) bowels)(?= (?:since|all week|this week|for ages|in ages|for days)\\b)',
    ],
    0.05,
  ),
  yesNo(
    'bloody_diarrhoea',
    'Has the diarrhoea had blood or mucus in it?',
    'bloody diarrhoea',
    [
      '(?:bloody |blood (?:in|with|through) (?:the |my |his |her )?)(?:diarrh?o?ea|runs|loose (?:stools?|poos?)|watery (?:stools?|poos?))|blood (?:is |was )?(?:mixed )?(?:in|through|with) (?:the |my |his |her )?(?:diarrh?o?ea|runs)|(?:diarrh?o?ea|runs|loose stools?) with (?:blood|mucus)|(?:blood|mucus) (?:and|or) (?:mucus|blood) in (?:my )?(?:poo|stools?|diarrh?o?ea)',
      '(?:diarrh?o?ea|runs|loose (?:stools?|poos?|bowel motions?)|watery (?:stools?|poos?))(?: \\w+){0,3} (?:with|and) (?:some |a bit of |a little |streaks of |bits of )?(?:blood|mucus|slime)(?: and (?:blood|mucus|slime))?(?: in (?:it|them))?|(?:diarrh?o?ea|runs|loose (?:stools?|poos?)) (?:has|have|had) (?:got )?(?:some |a bit of |streaks of )?(?:blood|mucus) in (?:it|them)',
    ],
    0.005,
    { parent: 'diarrhoea', implies: ['diarrhoea', 'blood_in_stool'] },
  ),
  yesNo(
    'bowel_habit_change',
    'Has your bowel habit changed for more than a few weeks (looser, more often, or alternating with constipation)?',
    'change in bowel habit',
    [
      'change (?:in|of) (?:my )?bowel (?:habits?|motions)|bowel habits? (?:have |has )?changed|(?:alternat\\w*|switching) between (?:diarrh?o?ea|constipation) and|(?:constipation|diarrh?o?ea) (?:then|and then) (?:diarrh?o?ea|constipation)|(?:bowels?|bowel motions|poos?|stools?) (?:have been|has been|have got|have gotten|are|became|got|have become) (?:much |a lot |a bit )?(?:looser|runnier|softer|more frequent|thinner|narrower)(?: \\w+){0,3} (?:for|over|in) (?:the )?(?:last |past )?(?:\\d+|a few|several|two|three|four|six|a couple of|couple of) (?:weeks|months)',
    ],
    0.03,
  ),
  yesNo(
    'jaundice',
    'Have your skin or the whites of your eyes turned yellow?',
    'jaundice',
    [
      'jaundic(?:e|ed)|(?:skin|eyes?|whites of (?:my |his |her |the )?eyes) (?:(?:is|are|has|have|had|look|looks|looked|turned|turn|turns|turning|gone|go|goes|going|went|become|becoming|getting|get|gets|got|gotten|a bit|slightly|quite|very|really|a little|bit|sometimes|often) ){0,3}(?:yellow|yellowish|yellowy|orange)|(?:yellow|yellowish|yellowy) (?:skin|eyes|tinge|colour|color)|(?:turned|turning|gone|going) yellow',
      // "the baby looks yellow", "he's looking a bit yellow"
      '(?<=\\b(?:baby|bub|newborn|he|she|i|you|face|son|daughter|husband|wife|dad|mum) (?:is |was |has )?)(?:looks|look|looking|looked|gone|turned|going|seems|seem) (?:a bit |quite |very |really |a little |slightly |kind of |sort of |all )?(?:yellow|yellowish|yellowy)(?! (?:snot|phlegm|mucus|discharge|pus|vomit|poo|wee))',
    ],
    0.003,
  ),
  yesNo(
    'pain_after_fatty_food',
    'Does the pain come on after fatty or large meals?',
    'pain after fatty meals',
    [
      '(?:after|when i eat|after eating|when i have|if i eat) (?:a |an |the |my |any )?(?:fatty|greasy|fried|rich|big|large|heavy|fatty or fried|fried or fatty) (?:food|foods|meals?|dinner|lunch|takeaway|take away)|(?:fatty|greasy|fried) (?:food|foods|meals?) (?:bring|brings|set|sets|sets off|set off|trigger|triggers) (?:it|the pain|an attack|attacks)(?: on| off)?',
      '(?:after|when|if|whenever) (?:i )?(?:eat|have|had|ate|eating|having) (?:a |some |any |my )?(?:fish and chips|hot chips|fried (?:food|chicken|eggs|breakfast)|fry ups?|a fry up|pizza|burgers?|bacon|pastries|pastry|cream|kfc|mcdonalds|fast food|takeaway|take away|a roast|a big dinner|a big meal|a heavy meal|rich food)',
    ],
    0.02,
    { parent: 'pain' },
  ),
  yesNo(
    'pain_moved_right_lower',
    'Did the pain start around the belly button and then move to the lower right side of the tummy?',
    'periumbilical pain migrating to the right iliac fossa',
    [
      '(?:started|starting|began|begun|start|was|came on|first)(?: \\w+){0,3}? (?:around|near|at|in|by|from) (?:my |the |his |her )?(?:belly ?button|navel|umbilicus|(?:middle|centre|center)(?: of (?:my |his |her |the )?(?:tummy|stomach|belly|abdomen))?)(?: ,)?(?: \\w+){0,5}? (?:moved|moving|shifted|shifting|went|gone|travelled|traveled|settled|migrated|is|now) (?:down |low |lower |down low )?(?:to|into|in|over to|across to|at|on) (?:the |my |his |her )?(?:lower |bottom )?right',
      '(?:moved|shifted|travelled|traveled|migrated|went|gone) from (?:my |the |his |her )?(?:belly ?button|navel|umbilicus|(?:middle|centre|center)(?: of (?:my |his |her |the )?(?:tummy|stomach|belly|abdomen))?) (?:down )?(?:to|into) (?:the |my |his |her )?(?:lower |bottom )?right',
      '(?:moved|shifted|travelled|traveled|migrated|settled) (?:down )?(?:to|into) (?:the |my |his |her )?(?:lower right|right lower|bottom right|right iliac)|moved down to (?:the |my |his |her )?right',
    ],
    0.003,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'peritonism',
    'Does the tummy pain get worse when you walk, cough, or go over bumps in a car?',
    'pain worse with movement, coughing or jolting (peritonism)',
    [
      // Not when a knee, ankle, heel or shin is what hurts on jumping: that is a tendon or a joint, not the belly.
      '(?<!\\b(?:knee ?caps?|knees?|ankles?|heels?|shins?|achilles|feet|foot)\\b[^.]{0,60})(?:(?:hurts?|pain|sore)(?: \\w+){0,3} (?:when|if|whenever) (?:he |she |i |they |you )?(?:walks? or jumps?|jumps?|jumping|hops?|hopping)|(?:jumping|hopping) (?:hurts|makes it worse))',
      '(?:every|any|each) (?:little )?bump (?:in the (?:road|car) )?(?:hurts|is agony|kills me|makes it worse|(?:made|makes|make) (?:him|her|me|them) (?:cry|scream|yelp|wince|shout|groan)(?: out)?)|(?:hurts?|pain|agony|worse|kills me|killing me) (?:when|if|whenever|every time) (?:i |we |the car |the bus |the ute |the ambulance |mum |dad )?(?:go|goes|drive|drives|went|drove|going|driving|hit|hits|hitting) over (?:a |the |any )?(?:bumps?|speed bumps?|potholes?)|(?:tummy|stomach|belly|abdomen|abdominal pain|appendix) (?:pain )?(?:hurts|is worse|gets worse|is agony) (?:when|if) (?:i )?(?:walk|cough|move|jump|sneeze|laugh)|(?:jumping|hopping)(?: up and down)? (?:hurts|makes it worse|is agony)',
      '(?:tummy|stomach|belly|abdomen)(?: ,)?(?: \\w+){0,3}? (?:is |feels |has gone |went |has become |gone )?(?:rigid|hard as a board|like a board|board like)|rigid (?:tummy|stomach|belly|abdomen)|(?<!\\b(?:back|spine|leg|legs|knee|knees|hip|hips|chest|ribs?|head|neck|foot|feet|ankle|shoulder|arm|wrist)\\b[^.]{0,60})(?:(?:have to|had to|need to) (?:lie|stay|keep)|(?:lies|is lying|am lying|m lying|lying|lay|stays|keeps)) (?:really |very |completely |perfectly )?still (?:because|as|since) (?:moving|any movement|every movement) (?:hurts|makes it worse|is agony)',
      // Worse on coughing and walking, when no other part of the body is named in the sentence (a back or a knee is not peritonism).
      '(?<!(?:back|spine|leg|legs|knee|knees|hip|hips|chest|ribs?|head|neck|foot|feet|ankle|buttock|bum|groin|shoulder|throat|ear)\\b[^.]{0,60})(?:(?:hurts?|pain(?:ful)?|worse|agony|sore) (?:more |worse |even more )?(?:when|if|as|whenever) (?:i )?(?:cough|sneeze|laugh)(?: ,)? (?:or|and) (?:walk|jump|go over bumps)|(?:hurts?|pain(?:ful)?|worse|agony|sore) (?:more |worse |even more )?(?:when|if|as|whenever) (?:i )?walk(?: ,)? (?:or|and) (?:cough|sneeze|laugh)|(?:walking|coughing) (?:or|and) (?:coughing|walking|jumping) (?:make|makes|made) (?:it|the pain) (?:worse|hurt))',
    ],
    0.02,
    { implies: ['pain'] },
  ),
  yesNo(
    'vomiting_bile',
    'Has the vomit been green (bile)?',
    'bilious vomiting',
    [
      '(?:green|bright green|dark green) (?:vomit|sick|bile|spew)|vomit(?:ing|ed)? (?:up )?(?:green|bile)|bilious',
      // a baby's spit-up that has turned green: "spitting up more than usual and it's gone a greeny colour"
      '(?<=\\b(?:spit|spits|spitting|spat|spew|spews|spewing|spewed|possett?ing|bringing up|brought up|throwing up|threw up|vomit|vomits|vomiting|vomited|sick)\\b[^.]{0,50})(?:gone|turned|is|it is|s|looks|looking) (?:a )?(?:greeny|greenish|green|bright green|dark green)(?: colou?r)?',
      '(?:vomit|sick|spew) (?:is|was|has been|looks|looked|has gone|has turned|turned|went) (?:bright |dark |all |really |very |a )?green|(?:vomiting|throwing up|bringing up|spewing|spewing up|brought up|threw up|chucking up|vomits|vomited) (?:some |lots of |this )?(?:bright |dark )?(?:green|greeny|yellow green)(?: (?:stuff|liquid|fluid|bile|gunk|goo))?(?! (?:snot|phlegm|mucus|sputum))|(?:vomiting|throwing up|bringing up|spewing|brought up|threw up|vomited) (?:up )?bile',
    ],
    0.003,
    { parent: 'vomiting', implies: ['vomiting'], redFlag: { reason: 'green (bilious) vomiting', urgency: 'urgent' } },
  ),
  yesNo(
    'anal_itch',
    'Is your bottom (around the anus) itchy, especially at night?',
    'pruritus ani',
    [
      'itch(?:y|ing|es)? (?:bum|bottom|butt|anus|back passage|bum hole|around (?:my |the )?(?:bum|bottom|anus))|(?:bum|bottom|butt|anus) (?:is |has been )?(?:itchy|itching)|pruritus ani',
      '(?:itchy|itching|itches|itch) (?:around|in|at|on) (?:my |his |her |their |the )?(?:bum|bottom|butt|anus|back passage|bum hole)|(?:my |his |her |their )(?:bum|bottom|butt|anus|bum hole) (?:is |has been |gets |feels |keeps )?(?:so |really |very |a bit )?(?:itchy|itching)|(?:scratch|scratches|scratching|scratched) (?:at )?(?:my |his |her |their )(?:bum|bottom|butt|anus|bum hole)',
    ],
    0.02,
  ),
  yesNo(
    'anal_lump',
    'Is there a lump, swelling or pain at the anus?',
    'perianal lump',
    [
      '(?:lump|swelling|bump|piles|haemorrhoids?|hemorrhoids?) (?:at|on|around|near|in|from) (?:my |the )?(?:anus|bum|bottom|back passage|butt)|(?<!\\b(?:probably|maybe|perhaps|just|only|thought it was|think it is|assumed it was|put it down to|blamed it on) )(?:haemorrhoids?|hemorrhoids?|piles)',
    ],
    0.02,
  ),
  yesNo(
    'worms_seen',
    'Have you seen small white worms in the stools or around the bottom?',
    'threadworms seen',
    [
      '(?:small |tiny |little )?(?:white )?(?:worms?|threadworms?|pinworms?) (?:in|on|around) (?:the |my |his |her )?(?:poo|stools?|bum|bottom|toilet|nappy)|threadworms?|pinworms?',
      '(?:small |tiny |little )(?:white )?(?:thread ?like|wriggly|wiggly|wriggling|moving) (?:things|bits|threads|worms)|(?:tiny|small|little) white (?:threads|wriggly things|moving things)(?: (?:in|on|around) (?:the |my |his |her )?(?:poo|stools?|bum|bottom|toilet|nappy|undies|underwear))?',
    ],
    0.01,
  ),
  yesNo(
    'abdominal_swelling',
    'Has your tummy been getting bigger or swollen over weeks?',
    'progressive abdominal distension',
    [
      '(?:tummy|stomach|belly|abdomen) (?:is |has been |keeps |has kept |just keeps |seems to be |is slowly |has slowly been |has been slowly )?(?:getting|growing) (?:bigger|bigger and bigger|larger|swollen)|(?:fluid|water) in (?:my |the )?(?:tummy|stomach|belly|abdomen)|ascites',
    ],
    0.01,
  ),
  yesNo(
    'hunger_pain',
    'Is the pain in the upper tummy better or worse when you eat?',
    'epigastric pain related to meals',
    [
      '(?:pain|burning|ache) (?:gets |is )?(?:better|eased|relieved|worse) (?:when|after) (?:i )?eat(?:ing)?|(?:pain|burning) (?:when|if) (?:my stomach is )?empty|(?:pain|burning) (?:between|before) meals|gnawing (?:pain|feeling)',
      'gnawing(?: \\w+)? (?:pain|feeling|ache)|(?:eating|food|a snack|milk|a glass of milk|having something to eat) (?:helps|eases (?:it|the pain)|settles it|makes it (?:better|go away)|takes it away)|(?:comes on|starts|hurts|worse|pain) (?:a few|a couple of|two|three|2|3|several) hours after (?:meals|eating|food|i eat)|(?:wakes|woke|waking) me (?:up )?(?:at night|in the night|at 2 am|at 3 am|in the early hours)(?: with (?:the )?(?:pain|burning))?(?: in (?:my|the) (?:upper )?(?:stomach|tummy))',
    ],
    0.03,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'abnormal_liver_tests',
    'Have you been told that your liver blood tests, or a scan of your liver, showed a problem?',
    'abnormal liver function tests or liver imaging',
    [
      '(?:abnormal|raised|high|elevated|deranged|bad|off|up) (?:liver (?:function )?(?:tests?|enzymes?|blood tests?|results?|numbers?|readings?|counts?)|lfts?)|liver (?:function )?(?:tests?|enzymes?|blood tests?|results?|numbers?) (?:were|are|was|is|came back|have been|showed) (?:abnormal|raised|high|elevated|deranged|up|off|not normal)|(?:told (?:i have|that i have|me i have)|diagnosed with|found|showed|i have|have got) (?:a )?fatty liver',
    ],
    0.02,
  ),
  yesNo(
    'bowel_urgency',
    'Do you get a sudden, urgent need to open your bowels, or a feeling that you have not finished after going?',
    'faecal urgency or tenesmus',
    [
      '(?:urgent|sudden|desperate) (?:need|urge) to (?:go for a poo|poo|open (?:my )?bowels|use the toilet|go to the toilet)|(?:have to|need to|having to) (?:rush|run|race) to the (?:toilet|loo|bathroom)(?! to (?:wee|pee|urinate|pass urine|pass water))|(?:barely|hardly|can not|do not|did not) make it to the (?:toilet|loo|bathroom)|(?:feel|feeling|feels) like i (?:have not|did not|have not fully|can not) (?:finished|emptied|empty)(?! (?:my |the )?bladder)|tenesmus',
    ],
    0.03,
  ),
  yesNo(
    'painful_bowel_motions',
    'Is it very painful to do a poo, with pain at your bottom that can last for a while afterwards?',
    'pain on defecation',
    [
      '(?:hurts|painful|pain|agony|stings|burns|sore|agonising)(?: (?:in|at|around|from) (?:my |the )?(?:anus|bum|bottom|back passage|bum hole|rectum|butt))? (?:when|to|while|after) (?:i )?(?:do a |have a )?(?:poo|pooing|poop|open (?:my )?bowels|move (?:my )?bowels|pass (?:a )?(?:stool|stools|motion)|bowel (?:motion|movement))|(?:painful|sore) (?:poos?|bowel (?:motions?|movements?)|stools?)|(?:pooing|passing (?:a )?stools?|doing a poo) (?:is |feels )?like (?:passing )?(?:broken )?glass',
      '(?:doing a poo|pooing|opening (?:my |his |her )?bowels|passing (?:a )?(?:stools?|motion)|(?:my |his |her )?bowel (?:motions?|movements?)|going for a poo) (?:is|are|has been|have been|feels) (?:absolute |pure )?(?:agony|agonising|agonizing|excruciating|torture|so painful|really painful|very painful)|like (?:passing|pooing|pushing out) (?:broken glass|glass|razor blades|razors)',
      // "she cries when she goes" (of a poo)
      '(?<=\\bpoo\\w*\\b[^.]{0,60})(?:cries|screams|crying|screaming|cried|howls) (?:when|while|as) (?:she|he|they|i) (?:goes|go|poos|does one|does it|passes it|pushes)',
      '(?:scared|afraid|frightened|terrified) (?:to|of) (?:go(?:ing)? to the (?:toilet|loo) for a poo|poo(?:ing)?|do(?:ing)? a poo|open(?:ing)? (?:my |his |her )?bowels)|(?:holding|hold|holds) (?:on|it in|on to (?:it|(?:my |his |her )?poo)) because (?:it|pooing|going) (?:hurts|is painful|is so painful)',
    ],
    0.02,
    { implies: ['pain'] },
  ),
  yesNo(
    'greasy_stools',
    'Are your poos pale and greasy or oily, very smelly, floating, or hard to flush away?',
    'steatorrhoea',
    [
      '(?:greasy|oily|fatty|floating|frothy|foul smelling|very smelly|really smelly) (?:poos?|poop|stools?|diarrh?o?ea|bowel motions?)|(?:poos?|stools?) (?:that |which )?(?:float|are greasy|are oily|will not flush|are hard to flush|do not flush)|(?:hard|difficult) to flush|steatorrh?o?ea|oil in (?:the |my )?(?:poo|toilet)',
      // Pale with loose, bulky or smelly: the fatty stool of malabsorption (NICE CKS coeliac disease).
      '(?:loose|runny|bulky|smelly|greasy|fatty|floating|frothy|soft),? (?:and )?pale (?:poos?|stools?|bowel motions?)|pale,? (?:and )?(?:loose|bulky|smelly|greasy|floating|frothy|runny) (?:poos?|stools?|bowel motions?)',
    ],
    0.01,
  ),
  yesNo(
    'dairy_trigger',
    'Do your tummy symptoms come on within a few hours of having milk or other dairy foods?',
    'symptoms after dairy',
    [
      '(?:after|(?:when|whenever|if|every time) i (?:have|eat|drink|had|ate|drank)(?: any| some| a glass of| a)?) (?:milk|dairy|cheese|ice cream|yoghurt|yogurt|a milkshake|milkshakes|lattes?|cappuccinos?)|(?:milk|dairy) (?:upsets|sets off|triggers|makes|gives) (?:my )?(?:stomach|tummy|gut|it|me)|lactose',
    ],
    0.03,
  ),
  yesNo(
    'family_coeliac',
    'Does a parent, brother, sister or child of yours have coeliac disease?',
    'coeliac disease in a first-degree relative',
    [
      // A son, daughter or child with coeliac disease is most often the patient, told by a parent ("my son has coeliac
      // disease and has been vomiting"): not a family history, as for asthma.
      '(?:mum|mother|dad|father|sister|brother|parent|sibling) (?:has|had|have|with|is) (?:got )?(?:coeliac|celiac)|(?:coeliac|celiac) (?:disease )?(?:runs in|in) (?:the|my) family|family history of (?:coeliac|celiac)',
      '(?:mum|mother|dad|father|sister|brother|parent|sibling) (?:has|had|have|with|is) (?:got )?(?:a |the )?(?:problem|problems|issue|issues|trouble) with gluten|(?:mum|mother|dad|father|sister|brother|parent|sibling) (?:has|is|was) (?:got )?(?:to be |to go )?(?:gluten intolerant|gluten free|allergic to gluten)',
    ],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'family_bowel_cancer',
    'Has a parent, brother, sister or child of yours had bowel cancer?',
    'bowel cancer in a first-degree relative',
    [
      '(?:mum|mother|dad|father|sister|brother|son|daughter|parent|sibling) (?:has|had|have|died of|died from|with) (?:got )?(?:bowel|colon|colorectal|rectal) cancer|family history of (?:bowel|colon|colorectal) cancer|(?:bowel|colon) cancer (?:runs )?in (?:the|my) family',
    ],
    0.06,
    { kind: 'history' },
  ),
  yesNo(
    'food_stuck_now',
    'Is food stuck in your throat or chest right now, so that you cannot swallow even your own saliva?',
    'food bolus obstruction (cannot swallow saliva)',
    [
      // A named piece of food needs no verb ("piece of steak stuck in my throat"); "something stuck" does (globus).
      '(?:meat|steak|chicken|a bone|(?:a )?piece of (?:meat|steak|chicken|food|bread)) (?:stuck|stick) (?:in|down) (?:my |his |her |their )?(?:lower |upper )?(?:throat|chest|food pipe|oesophagus|esophagus|gullet)',
      '(?:food|meat|steak|chicken|something|a bone|a piece of (?:meat|steak|chicken|food|bread)) (?:is|has been|got|has got|is still|been) stuck (?:in|down) (?:my )?(?:throat|chest|food pipe|oesophagus|esophagus|gullet)|can not (?:even )?swallow (?:even )?(?:my |his |her |their )?(?:own )?(?:spit|saliva)|(?:spitting|bringing) (?:up|out) (?:my |all my )?(?:spit|saliva)',
    ],
    0.001,
    {
      implies: ['difficulty_swallowing'],
      redFlag: { reason: 'cannot swallow saliva (complete food bolus obstruction)', urgency: 'emergency' },
    },
  ),
  yesNo(
    'regurgitation',
    'Does food or drink come back up into your mouth undigested, without you being sick?',
    'regurgitation of undigested food',
    [
      '(?:food|undigested food|what i (?:eat|ate)|my (?:food|meals?)|drinks?) (?:comes?|coming|came) (?:straight )?back up|(?:bring(?:ing|s)?|brought) (?:back )?up (?:undigested )?food|undigested food|(?:bring(?:ing|s)?|brought) (?:my )?(?:food|meals?|dinner|lunch|breakfast) (?:straight )?(?:back )?up(?: into (?:my )?(?:throat|mouth))?|(?:food|it) (?:comes?|coming|came) (?:back )?up into (?:my )?(?:throat|mouth)',
      // "a sour taste coming up into my mouth" (acid coming up is heartburn, read as such)
      '(?:sour|bitter) (?:taste|fluid|liquid|stuff|water) (?:comes?|coming|came|rising|rises) (?:back )?up (?:into|in|to) (?:my |the )?(?:mouth|throat)|(?:sour|bitter) (?:fluid|liquid) (?:comes?|coming|came) (?:back )?up',
    ],
    0.02,
  ),
  yesNo(
    'night_diarrhoea',
    'Does the diarrhoea wake you from sleep at night?',
    'nocturnal diarrhoea',
    [
      '(?:wake|woken|waking|wakes me|get up|getting up) (?:up )?(?:at night|in the night|during the night|overnight) (?:to|for|with) (?:diarrh?o?ea|a poo|the runs|open my bowels|loose (?:stools|poo))|diarrh?o?ea (?:at night|wakes me(?: up)?(?: at night| in the night| during the night| from sleep)?|wakes (?:him|her) (?:up )?(?:at night|in the night)|during the night|in the night|overnight)',
    ],
    0.1,
    { parent: 'diarrhoea', implies: ['diarrhoea'] },
  ),
  yesNo(
    'pain_eased_by_bowel_motion',
    'Does the tummy pain ease after you open your bowels (do a poo)?',
    'pain relieved by defecation',
    [
      '(?:pain|cramps?|cramping|it|the pain|the cramps) (?:gets |is |get |are |feels |feel )?(?:better|eases|ease|eases off|ease off|goes away|go away|goes|relieved|settles|settle|improves|improve|disappears|disappear) (?:a lot |a bit |heaps )?(?:after|when|once|as soon as) (?:i )?(?:do a poo|poo|open my bowels|have a bowel (?:motion|movement)|go for a poo|(?:go|have been|went) to the (?:toilet|loo))|relieved by (?:a )?(?:bowel motion|poo|opening my bowels)',
    ],
    0.05,
  ),
  yesNo(
    'known_gallstones',
    'Have you been told you have gallstones?',
    'known gallstones',
    [
      '(?:told|diagnosed|found|known|previous|history of|have had|had) (?:i have |that i have |with |to have |me i have )?(?:some )?gall ?stones|gall ?stones (?:were |was )?(?:found|seen|shown|on (?:the |an |my )?(?:ultrasound|scan))',
    ],
    0.04,
    { kind: 'history' },
  ),
  yesNo(
    'known_diverticular_disease',
    'Have you been told you have diverticular disease (small pockets in the wall of the bowel), or had diverticulitis before?',
    'known diverticulosis or previous diverticulitis',
    [
      'divertic(?:ular disease|ulosis|ulitis|ula|ulum)|(?:pockets|pouches|little pockets|small pockets|little pouches) (?:in|on|of) (?:my |the )?(?:bowel|bowels|colon|gut|intestines?|large intestine|bowel wall)',
    ],
    0.04,
    { kind: 'history' },
  ),
  yesNo(
    'past_abdominal_surgery',
    'Have you ever had an operation on your tummy (abdomen), such as on the bowel, appendix or gallbladder, or a caesarean?',
    'previous abdominal surgery',
    [
      '(?:had|have had|previous|past|after|since|from) (?:my |an? |the )?(?:appendix (?:out|removed)|appendicectomy|appendectomy|caesarean|c section|bowel (?:surgery|operation|resection)|(?:tummy|abdominal|stomach|belly) (?:surgery|operation)|laparotomy|laparoscopy|hysterectomy|gastric (?:sleeve|bypass|band))',
    ],
    0.2,
    { kind: 'history' },
  ),
  yesNo(
    'abdominal_lump',
    'Is there a soft lump at your belly button, near a scar, or elsewhere on your tummy, that bulges when you cough or strain?',
    'abdominal wall lump (possible hernia)',
    [
      '(?:lump|bulge|swelling|bump|hernia) (?:at|on|in|near|around|next to|above|below|by|through) (?:my |the |his |her )?(?:belly ?button|navel|umbilicus|scar|operation scar)(?: (?:that |which )?(?:pops|pokes|sticks|comes|bulges|gets bigger)(?: out)?(?: more)? (?:when|if) i (?:cough|sneeze|strain|lift|stand up|laugh))?|(?:belly ?button|navel|umbilicus) (?:is )?(?:sticking out|bulging|popping out|poking out)(?: (?:when|if) i (?:cough|sneeze|strain|lift))?|(?:umbilical|incisional|ventral|epigastric|paraumbilical|abdominal wall) hernia',
    ],
    0.01,
  ),
  // Reads a groin lump as a swelling in the groin (how hernias, nodes and abscesses describe it) and opens the
  // hernia history; conditions use the swelling and its site, not this finding.
  yesNo(
    'groin_lump',
    'Is there a lump or bulge in your groin?',
    'groin lump',
    [
      '(?:lumps?|bulges?|swelling|bumps?|hernia)(?: is| was| sits| that is)? (?:in|on|at|near|inside) (?:my |the |his |her |their )?(?:right |left )?(?:groin|inguinal (?:area|region)|crease (?:of|at the top of) (?:my |the |his |her )?(?:right |left )?(?:leg|thigh))|(?:right |left )?(?:groin|inguinal) (?:lumps?|bulges?|swelling|hernia)|(?:right |left )?groin (?:is |has been )?(?:bulging|swollen|sticking out)',
    ],
    0.01,
    { implies: ['swelling'] },
  ),
  yesNo(
    'lump_reducible',
    'Does the lump get bigger when you stand, cough or strain, and go away when you lie down or push on it?',
    'reducible lump (hernia)',
    [
      // The lump is named, or the verb is one only a lump does ("pops out"): "phlegm comes up when I cough" and "the pain goes away when I lie down" are not hernias.
      '(?<=(?:lumps?|bulges?|swelling|hernia)\\b[^.,]{0,40} )(?:pops|popping|popped|comes|coming|came|pokes|poking|sticks|sticking|bulges|bulging|pushes|pushing) (?:out|up)(?: more)? (?:when|if|whenever|as soon as|after) (?:i am |i |he is |she is |he |she )?(?:stand|stands|standing|stood|stand up|get up|gets up|on my feet|on (?:my|his|her) feet|cough|coughs|coughing|strain|strains|straining|lift|lifting|sneeze|sneezing|cry|cries|crying)',
      '(?:pops|popping|popped|pokes|poking|bulges|bulging) out (?:more )?(?:when|if|whenever|as soon as) (?:i am |i |he is |she is |he |she )?(?:stand|stands|standing|stand up|get up|gets up|on my feet|on (?:my|his|her) feet|cough|coughs|coughing|strain|strains|straining|lift|lifting|cry|cries|crying)',
      '(?<=(?:lumps?|bulges?|swelling|hernia)\\b[^.,]{0,40} )(?:disappears|disappear|disappearing|goes away|go away|goes back(?: in)?|go back(?: in)?|goes down|flattens|vanishes|shrinks|slips back(?: in)?|pops back(?: in)?) (?:when|if|whenever|once|as soon as) (?:i |he |she )?(?:lie|lies|lying|lay|laying) (?:down|flat|back)|(?:pops|slips) back in (?:when|if|whenever|once|as soon as) (?:i |he |she )?(?:lie|lies|lying|lay|laying|push|press)',
      '(?:can |could |i |able to )?(?:push|pushed|pushing|pop|popped|ease|eased|press|pressed) (?:it|the lump|the bulge|the hernia|the swelling) back in|(?<=(?:lumps?|bulges?|swelling|hernia)\\b[^.,]{0,40} )(?:disappears|goes away|goes back(?: in)?|goes down) (?:when|if) (?:i )?(?:push|press) (?:on )?(?:it|the lump|the bulge)',
      '(?<=(?:lumps?|bulges?|swelling|hernia)\\b[^.,]{0,40} )(?:gets|get|getting|is|looks|goes) (?:a bit |much )?bigger (?:when|if|whenever) (?:i |he |she )?(?:cough|coughs|strain|strains|lift|lifts|stand|stands|sneeze|cry|cries)',
    ],
    0.003,
  ),
  yesNo(
    'lump_irreducible',
    'Has a hernia or lump in your groin or tummy become hard and painful, and will it not go back in?',
    'tender irreducible hernia',
    [
      '(?:lump|hernia|bulge|swelling) (?:will not|does not|can not|would not) (?:go|push|pop|slip) back(?: in)?|(?<=\\b(?:lump|hernia|bulge)\\b[^?]{0,120} )(?:it )?(?:will not|does not|can not|would not|now will not) (?:go|push|pop|slip) back(?: in)?|can not (?:push|get|pop) (?:it|the lump|the hernia|the bulge|my hernia) back(?: in)?|(?:hernia|bulge) (?:is |has )?(?:gone |become |got |now )?(?:hard|stuck|tender|very painful)',
    ],
    0.001,
    { redFlag: { reason: 'painful hernia that will not go back in (possible strangulation)', urgency: 'emergency' } },
  ),
  yesNo(
    'blood_on_paper',
    'Is the blood bright red, and seen on the toilet paper or dripping into the pan after a poo, rather than mixed into the poo?',
    'bright red blood on the paper or in the pan (outlet-type bleeding)',
    [
      // (not the blood on a tissue after a cough, a sneeze or a nosebleed)
      '(?<!\\b(?:cough\\w*|sneez\\w*|nose|nostrils?|spit|spat|phlegm|sputum|mouth|gums?|brush\\w*|vomit\\w*|threw up|throwing up|blew|blow|blowing)\\b[^.]*)(?:bright red )?blood (?:on|in) (?:the )?(?:toilet )?(?:paper|tissue|pan|water)|(?:blood|bleeding) when i wipe|(?:spots|streaks|drops) of (?:bright red )?blood (?:on|in) (?:the )?(?:paper|pan|bowl|water)|(?:drips?|dripping) (?:of )?blood (?:into|in) the (?:pan|bowl|toilet)',
    ],
    0.3,
    { parent: 'blood_in_stool', implies: ['blood_in_stool'] },
  ),
  yesNo(
    'blood_mixed_in_stool',
    'Is the blood dark red, or mixed in with the poo rather than only on the paper?',
    'blood mixed with the stool (dark red or maroon)',
    [
      '(?:blood|bleeding) (?:is |was |seems |looks )?(?:mixed|mixed up|all mixed|mixed through|mixed in) (?:in |into |through |)(?:with )?(?:my |the )?(?:poo|poos|stools?|faeces|feces|bowel motions?)|(?:dark red|maroon|darker|plum coloured|plum colored) blood (?:in|with|through|mixed with) (?:my |the )?(?:poo|poos|stools?|bowel motions?)|(?:poo|poos|stools?) (?:is |are |has been |have been )?(?:mixed|streaked) with (?:dark )?blood',
    ],
    0.3,
    { parent: 'blood_in_stool', implies: ['blood_in_stool'] },
  ),
  // A large bleed from the bowel (BSG lower gastrointestinal bleeding; Oakland score): a pan full of blood,
  // clots, or bleeding again and again is a bleed that needs a hospital, not a haemorrhoid review.
  yesNo(
    'heavy_rectal_bleeding',
    'Has there been a lot of blood from the back passage: filling the toilet bowl, with clots, or happening again and again today?',
    'large-volume rectal bleeding',
    [
      '(?:large|huge|massive|big) (?:amount|amounts|volume|quantity) of (?:\\w+ ){0,2}blood|(?:toilet bowl|toilet|bowl|pan) (?:was |is )?(?:filled|full|fills|filling) (?:up )?(?:with )?(?:\\w+ )?blood|(?:filled|fills|filling) the (?:toilet|bowl|pan)(?: \\w+){0,3} with (?:\\w+ )?blood|(?:lots|a lot) of blood (?:and clots )?(?:from|out of) (?:my |his |her |the )?(?:bottom|back passage|bum|rectum|anus)|(?:blood|bleeding) (?:and clots )?(?:from|out of) (?:my |his |her |the )?(?:bottom|back passage|bum|rectum)(?: \\w+){0,3} (?:three|four|five|several|many|\\d+) times',
    ],
    0.002,
    {
      parent: 'blood_in_stool',
      implies: ['blood_in_stool'],
      redFlag: { reason: 'a large bleed from the bowel', urgency: 'emergency' },
    },
  ),
  yesNo(
    'blood_after_retching',
    'Did the blood only appear after a lot of retching or vomiting?',
    'haematemesis after repeated retching',
    [
      '(?:after|from) (?:a lot of |lots of |all the |heavy |repeated |hard |so much |all that |all this )?(?:retching|vomiting|throwing up|being sick|dry heaving)(?: (?:last night|this morning|yesterday|today|overnight|all night|earlier))?(?: there (?:was|were)| i saw| then| i noticed| i (?:brought|threw|coughed) up| came up)? (?:some |a bit of |a little |streaks of |specks of |bits of |a few streaks of )?(?:fresh |bright red |red )?blood|(?:streaks|specks|bits|threads) of (?:fresh |red )?blood (?:in|after) (?:the |my )?(?:vomit|sick)',
    ],
    0.1,
    { parent: 'vomiting_blood', implies: ['vomiting_blood'] },
  ),
  yesNo(
    'anal_discharge',
    'Is there a discharge of pus, mucus or fluid from near your anus, or an opening near it that keeps leaking?',
    'perianal discharge',
    [
      '(?:pus|discharge|mucus|fluid|ooze|oozing|leaking|leaks|weeping|weeps) (?:coming )?(?:from|near|around|at|out of|next to)(?: near| around| next to)? (?:my |the )?(?:bum|bottom|anus|back passage|butt|bum hole)|(?:bum|bottom|anus|back passage) (?:is |keeps )?(?:leaking|oozing|weeping|discharging)',
    ],
    0.01,
  ),
  yesNo(
    'hot_showers_relieve',
    'Do hot showers or baths ease the nausea and vomiting?',
    'relief from hot showers (cannabinoid hyperemesis)',
    [
      '(?:hot|warm) (?:showers?|baths?) (?:help|helps|helped|ease|eases|eased|make it better|makes it better|settle it|are the only thing|is the only thing)|only (?:thing that )?(?:helps?|works) (?:is )?(?:a |taking )?(?:hot|warm) (?:showers?|baths?)',
    ],
    0.005,
  ),
  yesNo(
    'regular_cannabis',
    'Do you use cannabis (marijuana, weed) most days?',
    'regular cannabis use',
    [
      '(?<!(?:used to|stopped|quit|quitting|gave up|give up|giving up|never|not) )(?:smoke|smoking|use|using|vape|vaping) (?:a lot of |lots of |heavy |daily )?(?:cannabis|marijuana|weed|dope|bongs?|joints?|mull|gunja|thc|pot)|(?:cannabis|marijuana|weed|bongs?|gunja) (?:every ?day|daily|most days|every night|user|smoker)|(?:daily|heavy|regular) (?:cannabis|marijuana|weed|pot|bong) (?:use|user|smoker)?',
    ],
    0.04,
    { kind: 'risk', implies: ['substance_use'] },
  ),
  yesNo(
    'shared_meal_illness',
    'Did other people who ate the same food get sick too?',
    'others unwell after the same meal',
    [
      '(?:everyone|everybody|others|other people|my (?:partner|wife|husband|friends?|family|kids|mates)|people|the others) (?:else )?who (?:ate|had|eat)(?: \\w+){1,4} (?:also |too |as well )?(?:got|are|is|were|was|have been|has been|have|has) (?:also )?(?:sick|ill|crook|vomiting|gastro|food poisoning|it too|the same)|(?:ate|had) the same (?:food|meal|thing|dish)(?: \\w+){0,3} (?:and|who) (?:also )?(?:got|are|is|were|have been) (?:sick|ill|crook)|(?:we all|all of us|both of us|everyone) (?:got|are|were|have been) (?:sick|ill|crook) (?:after|from) (?:the same|eating|dinner|lunch|the)',
      // a shared meal and others ill, in one sentence: "after lunch at a work function, a few others are sick too"
      '(?:after|at|from) (?:a |the |our |my )?(?:\\w+ )?(?:lunch|dinner|breakfast|meal|function|party|wedding|bbq|barbecue|buffet|picnic|christmas party|work do)(?: \\w+){0,8} (?:,|and) (?:a few |some |several |two |three |lots of |many |a couple of |most of the |all the )?(?:others|other people|people|guests|of us|colleagues|workmates|friends|everyone else)(?: there| who went| who were there)? (?:are|were|got|have been|has been|are also|were also) (?:also )?(?:sick|ill|crook|unwell|vomiting|throwing up)',
    ],
    0.01,
    { kind: 'exposure', implies: ['sick_contact'] },
  ),
  yesNo(
    'positive_bowel_screening',
    'Have you had a positive result from a bowel cancer screening test (the home poo test kit)?',
    'positive faecal occult blood test',
    [
      'positive (?:bowel (?:cancer )?(?:screening|screen|test)|poo test|stool test|fobt|ifobt|faecal occult blood|fecal occult blood)|(?:bowel (?:cancer )?screening|bowel screen|poo test|fobt|ifobt)(?: test| kit)? (?:came back|was|is|has come back) positive|blood (?:found|detected) (?:in|on) (?:my )?(?:bowel screening|screening test|poo test)',
    ],
    0.005,
    { kind: 'history' },
  ),
  yesNo(
    'recent_heavy_drinking',
    'Have you had a big drinking session (a binge) in the last day or two?',
    'recent binge drinking',
    [
      '(?:big|heavy|huge|massive|long) (?:night out|night (?:of )?drinking|night on the (?:grog|booze|drink|piss|beers?|turps)|drinking session|(?:weekend|session|bender|night) on the (?:grog|booze|drink|piss|beers?|turps)|weekend of drinking)|(?:drinking|drank) (?:heavily |a lot |lots )?(?:all night|all weekend|all day)|(?:binge|binged|bingeing|binging) (?:drinking|on alcohol|on grog)|(?:drank|drinking|had) (?:way )?too much (?:alcohol|grog|booze|to drink)|hung ?over|hangover|got (?:really |very )?(?:drunk|smashed|wasted|hammered|trashed|plastered)',
    ],
    0.05,
    { kind: 'exposure' },
  ),
  yesNo(
    'eggy_burps',
    'Do you have eggy or sulphur-smelling burps?',
    'sulphurous burps',
    [
      '(?:eggy|egg|rotten egg|sulph?ur|sulfur|smelly|foul) (?:smelling )?(?:burps?|burping|belching|belches)|(?:burps?|burping|belching)(?: \\w+){0,4} (?:smell|taste|smells|tastes|smelling|tasting) (?:like |of )?(?:rotten )?(?:eggs?|sulph?ur|sulfur)',
    ],
    0.01,
  ),
  yesNo(
    'recent_hospital_stay',
    'Have you stayed in hospital, or lived in a nursing home, in the last 3 months?',
    'recent hospital or residential care stay',
    [
      '(?:was|been|have been|came out of|discharged from|stayed|admitted|admission|just got out of|home from|got out of)(?: in| to| at| from)? (?:the |a |an )?(?:hospital|nursing home|aged care|rehab)|(?:live|living|lives) in (?:a |an )?(?:nursing home|aged care)',
    ],
    0.05,
    { kind: 'exposure' },
  ),
  yesNo(
    'faecal_soiling',
    'Have you been leaking runny poo or soiling your underwear without meaning to?',
    'faecal soiling or overflow',
    [
      '(?:leaking|leak|leaks|leaked|soiling|soiled|soils) (?:runny |liquid |watery )?(?:poo|faeces|feces|stool|my (?:underwear|pants|undies)|(?:my|his|her) (?:underwear|pants|undies))|(?:poo|faecal|fecal|bowel) (?:accidents|incontinence|leakage)|(?:accidents|skid marks) in (?:my |his |her )?(?:underwear|pants|undies)',
      // "finds soiling in her underwear", "marks in my undies".
      '(?:soiling|soiled|marks|stains|staining|skid marks|poo) (?:in|on) (?:my |his |her )?(?:underwear|pants|undies|knickers)',
    ],
    0.01,
  ),
];
