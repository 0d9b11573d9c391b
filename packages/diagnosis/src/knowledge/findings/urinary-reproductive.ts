import type { FindingDef } from '../types.js';
import { CHILD_BEARING, FEMALE, MALE, yesNo } from './define.js';

const WEE =
  '(?:wee|pee|urinate|urinating|pass(?:ing)? (?:urine|water)|go to the (?:toilet|loo) for a wee|wee(?:ing)?|pee(?:ing)?|piss(?:ing)?)';
/**
 * Said in a sentence about this pregnancy ("I'm 32 weeks pregnant and I've had some bright red
 * bleeding"): a look-behind, so that "32 weeks pregnant" is still read for itself. Not after "not
 * pregnant" or "my last pregnancy", and not across a sentence end.
 */
const IN_PREGNANCY =
  '(?<=(?:(?<!(?:not|never|no longer|last|previous|first|other|earlier|past|before) )pregnan(?:t|cy)|' +
  // A gestation typed as the opening or as "I'm 32 weeks" stands for the pregnancy: "32 wks, woke up in blood".
  '(?<![a-z0-9] )(?:2\\d|3\\d|4[0-2]) weeks?(?= ,| and| with| but)|' +
  '\\b(?:i am|i m|im|she is|she s|wife is|wife s) (?:now |about |nearly |almost |over )?(?:2\\d|3\\d|4[0-2]) weeks?(?! (?:ago|late|overdue|old|post|after|since|out|off|of)))' +
  '(?: (?:[a-z0-9]+|,)){0,20} )';
/** Said in a sentence about a recent birth ("I gave birth 5 days ago and I'm bleeding heavily"), not one years ago. */
const AFTER_BIRTH =
  '(?<=(?:gave birth|given birth|giving birth|had (?:a |my |our |the )?(?:baby|bub|son|daughter|twins)|delivered|c section|caesarean)(?: (?!(?:years?|months?) )(?:[a-z0-9]+|,)){0,16} )';
/** Heavy bleeding: by the hour, by the clots, by the pads. */
const HEAVY_BLEEDING =
  '(?:(?:bleeding|bled) (?:very |really |quite |so )?(?:heavily|a lot|heaps|loads)|heavy (?:vaginal )?bleeding|(?:passing|passed) (?:big |large |huge )?clots|soak(?:ing|ed)? (?:through )?(?:a |my |\\d+ |two |three )?pads?(?: (?:every|each|an|in an|in the last|in (?:less than|under) an?) (?:\\d+ |half (?:an )?|ten |fifteen |twenty |thirty )?(?:hour|hours|minutes|mins))?)';

/** Urinary and kidney, sexual and reproductive health, pregnancy. */
export const URINARY_REPRODUCTIVE_FINDINGS: FindingDef[] = [
  // — Urinary
  yesNo(
    'dysuria',
    'Does it burn or sting when you pass urine?',
    'dysuria',
    [
      `(?:burn(?:s|ing)?|sting(?:s|ing)?|hurt(?:s|ing)?|pain(?:ful)?|sore|agony|razor blades?)(?: (?:feeling|sensation|pain))?(?: (?:like (?:crazy|hell|mad|fire|anything|nothing else)|so much|so bad|really bad(?:ly)?|badly|heaps|a lot|a bit|a little|a little bit|kind of|sort of))? (?:when|while|as|after|to|every time|whenever) (?:i |you |he |she |they )?(?:(?:do|does|did|go|goes|have|has) (?:a |for a )?)?(?:${WEE}|wees|pees|urinates)`,
      // "weeing is really painful", "it's like passing razor blades when I wee"
      `(?:weeing|peeing|urinating|passing urine|passing water|doing a wee|having a wee|going for a wee) (?:is |has been |feels |is getting |has become )?(?:really |so |very |quite |a bit |super |absolute |pure )?(?:painful|sore|agony|agonising|burning|stinging|torture|like (?:passing )?(?:razor blades|broken glass|glass|fire|acid))|like (?:weeing|peeing|pissing) (?:razor blades|broken glass|glass|fire|acid)`,
      // "it stings a bit when I go" (of a wee: stinging and burning, not a hurt, which may be a poo)
      `(?:burn(?:s|ing)?|sting(?:s|ing)?)(?: a bit| a little| a lot| like crazy| so much)? when (?:i|he|she) (?:go|goes)(?= (?:\\.|,|and|to the (?:toilet|loo))\\s| $)`,
      `(?:burning|stinging|painful|sore) (?:urination|wees?|pees?|weeing|peeing|urine|pissing)|(?:urine|wee|pee) (?:burns|stings|hurts)|dysuria|(?:it )?burns down there when i go`,
      `(?:burn(?:s|ing)?|sting(?:s|ing)?|hurt(?:s|ing)?|pain(?:ful)?|sore) (?:at|in|on) (?:the )?(?:tip|end|head|top|opening|eye)(?: of)? (?:my |the |his )?(?:penis|dick|willy|urethra|knob) (?:when|while|as|after) (?:i |he |you )?${WEE}`,
      // A small child's dysuria, told by a parent: "she cries when she wees", "he screams every time he does a wee" (RCH UTI).
      `(?:cries|cry|crying|cried|screams|screaming|screamed|whinges|complains that it hurts) (?:when|while|as|every time|whenever|after) (?:he|she|they) (?:(?:does|do|did|has|goes for) (?:a )?)?(?:wees|wee|pees|pee|weeing|peeing|urinates)`,
      // External dysuria (vulvitis, herpes): "it stings when the wee touches the skin"
      `(?:burn(?:s|ing)?|sting(?:s|ing)?|hurt(?:s|ing)?) (?:when|where|as) (?:the |my )?(?:wee|urine|pee) (?:touches|hits|runs over|goes over|gets on|passes over)`,
    ],
    0.01,
  ),
  yesNo(
    'urinary_frequency',
    'Are you passing urine much more often than usual?',
    'urinary frequency',
    [
      `(?:need|needing|have|having|going|go|keep going|running) to ${WEE} (?:all the time|a lot|constantly|every (?:few|\\d+|ten|five|half an|\\w+) (?:minutes|hour)|more often|more than usual|heaps|non ?stop)`,
      `(?:weeing|peeing|urinating|going to the toilet|going to the loo|going for a wee|going to the (?:toilet|loo|bathroom) (?:to|for a) (?:wee|pee))(?: (?:a bit|a little|a lot|much|heaps|way))? (?:all the time|a lot|constantly|(?:very |so |really )?(?:often|frequently)|more (?:often|frequently|than usual)|heaps|every (?:few |half (?:an )?|couple of |\\d+ |ten |fifteen |twenty |thirty )?(?:minutes|hours?))|(?:going|go|weeing|peeing) (?:about |roughly |around |nearly |almost |at least )?every (?:hour|half (?:an )?hour|\\d+ minutes|(?:\\d+|two|a couple of) hours)(?: or (?:so|two))? (?:during the day|in the day(?:time)?|all day|day and night)|(?<!\\b(?:runs|diarrh\\w*|poo\\w*|bowels?|stools?|squirts)\\b[^.]{0,60})(?:need|needing|have|having|keep needing|keep having|got) to go (?:to the (?:toilet|loo) )?(?:all the time|constantly|non ?stop|every (?:few|\\d+|ten|five|fifteen|twenty|thirty) minutes|every half (?:an )?hour|every hour)|(?<!\\b(?:runs|diarrh\\w*|poo\\w*|bowels?|stools?|squirts)\\b[^.]{0,60})(?:go|goes|have to go|need to go) to the (?:toilet|loo) (?:about |roughly |at least )?every (?:hour|half (?:an )?hour|\\d+ minutes|few minutes|(?:\\d+|two|a couple of) hours)|frequent (?:urination|wees|trips to the (?:toilet|loo))|(?:always|constantly) (?:need|needing) (?:to go|for a wee)`,
      // "I keep needing to wee", "I keep needing to go" (said alone: not "to go to work", "to go for a poo")
      `(?:keep|keeps|kept|always|constantly) (?:needing|having|wanting|feeling like i need|feeling the need) to ${WEE}|(?:keep|keeps|kept|always|constantly) (?:needing|having|wanting|feeling like i need|feeling the need) to go(?: to the (?:toilet|loo|bathroom))?(?= (?:\\.|,)| (?:and|but|again|all the time|every|constantly|heaps|a lot|so|even|during|at night|day and night|lately|since|for (?:a |the )?(?:few |couple of |last |past )?(?:days|weeks))\\b| $)`,
      // "it burns when I wee and I'm going like every 5 mins"
      `(?<=\\b(?:wee|pee|weeing|peeing|urinat\\w*|toilet|loo)\\b[^.]{0,40})(?:going|go|running|racing) (?:to the (?:toilet|loo) )?(?:about |roughly |around |like |nearly |almost |at least )?every (?:few |\\d+ |five |ten |fifteen |twenty |couple of )?(?:minutes|seconds)`,
      `(?:need|needing|having|have|got) to go (?:to the (?:toilet|loo) )?(?:much |a lot |way |so much |heaps )?more (?:often|frequently)`,
      `(?:need|needing|want|feel like i need|have) to (?:wee|pee|go) again (?:straight|right|just|as soon as|soon|straight away|right after|minutes after)|up and down to the (?:toilet|loo|bathroom)(?: \\w+){0,3} (?:weeing|peeing|to wee|to pee|for a wee|for wees)`,
    ],
    0.03,
  ),
  yesNo(
    'urinary_urgency',
    'When you need to pass urine, is it so urgent you can hardly hold on?',
    'urinary urgency',
    [
      '(?:sudden |strong |urgent )?urges? to (?:wee|pee|urinate)(?: \\w+){0,5} (?:do not|don t|can not|can t|did not|didn t) (?:make|get) (?:it )?to the (?:toilet|loo|bathroom)',
      '(?:sudden|urgent|desperate|strong) (?:urge|need) to (?:wee|pee|urinate|go)|(?:can not|can barely|hardly) hold (?:it|on|my bladder)|(?:always )?busting (?:to go|for a wee)|urgency',
      '(?:have|need|got) to (?:wee|pee|urinate|go for a wee) (?:straight away|right away|immediately|urgently|that second|right now)',
      // "when I need to go I have to go right now", "I have to rush to the loo to wee"
      '(?:need|needing|urge|have) to (?:go|wee|pee)(?: ,)? (?:i|he|she) (?:have|has|need|needs|got|gotta) to go (?:straight away|right away|immediately|right now|that second|that minute|asap|now)|(?:have to|need to|having to|got to|has to) (?:rush|run|race|dash|sprint|bolt) to the (?:toilet|loo|bathroom) (?:to|for a) (?:wee|pee)',
    ],
    0.03,
  ),
  yesNo(
    'urge_leak',
    'When the urge to pass urine comes, do you sometimes leak before you reach the toilet?',
    'urge incontinence',
    [
      `(?:leak(?:s|ing)?|wet (?:myself|my pants|my underwear)|wee myself|pee myself|lose (?:some )?urine) (?:a (?:little|bit) )?(?:before|on the way to|while (?:rushing|running|trying to get) to|as i (?:rush|run|get) to) (?:i (?:get|reach|make it) (?:to )?)?(?:the |a )?(?:toilet|loo|bathroom)|(?:leak(?:s|ing)?|wet (?:myself|my pants)) (?:a (?:little|bit) )?before i (?:get|make it) (?:there|in time)`,
      `(?:urge|need) to (?:wee|pee|urinate)(?: (?!not |never )\\w+){0,8} (?:do not|did not|can not|does not|never) (?:always )?(?:make it|get there|reach the (?:toilet|loo|bathroom))`,
      `(?:do not|did not|can not|does not) (?:always )?make it to the (?:toilet|loo|bathroom) (?:in time )?(?:to|for a) (?:wee|pee)|urge incontinence|latch ?key (?:urgency|incontinence)`,
      // "sometimes I don't make it to the loo in time and I wet myself"
      `(?:do not|did not|can not|does not|never|not) (?:always )?(?:make it|get) to the (?:toilet|loo|bathroom) (?:in time )?(?:and|before) (?:i |he |she )?(?:wet|wets|wee|pee|leak|leaks)`,
    ],
    0.02,
    { implies: ['urinary_urgency', 'incontinence'] },
  ),
  yesNo(
    'haematuria',
    'Have you seen blood in your urine, or is it pink, red or cola-coloured?',
    'haematuria',
    [
      '(?:blood|bloody|pink|pinkish|red|reddish) (?:in )?(?:my |the |his |her )?(?:urine|wee|pee)|(?:urine|wee|pee) (?:is |was |looks |looked |has been |has gone |went |turned |has turned |has become |became |is going )?(?:a bit |slightly |quite |very )?(?:dark |deep )?(?:bloody|pink|pinkish|red|reddish|rose|cola coloured|coke coloured|brown|the colou?r of (?:cola|coke|tea|rose))(?: like (?:cola|coke|coca cola|tea))?|(?:cola|coke|coca cola) colou?red (?:urine|wee|pee)|ha?ematuria|(?:peeing|weeing|passing) blood',
      '(?:urine|wee|pee|nappy) (?:has|had|has got|with|has had) (?:some |a bit of |a little |streaks of |specks of |traces of )?blood (?:in it|through it|mixed in)|(?:blood|bloody|pink|red) (?:wees|pees)',
      // "it burns when I wee, bit of blood in it"
      '(?<=\\b(?:wee|pee|weeing|peeing|urine|urinat\\w*)\\b[^.]{0,60})(?:some |a |a bit of |bit of |a little |little bit of |a little bit of |a tiny bit of |tiny bit of )?blood (?:in it|in there|in the (?:bowl|toilet|pan))',
    ],
    0.005,
  ),
  yesNo(
    'cloudy_urine',
    'Is your urine cloudy or strong-smelling?',
    'cloudy or offensive urine',
    [
      '(?:cloudy|smelly|strong smelling|foul smelling|murky|stinky) (?:urine|wee|pee)|(?:urine|wee|pee) (?:is |smells |looks |has been |smells really |smells so |smells very |is really |is very |is so |looks really |looks a bit |is a bit )?(?:cloudy|smelly|strong|foul|bad|funny|murky|awful|terrible|horrible|off|feral|rank|like ammonia)|(?:urine|wee|pee) (?:stinks|reeks|pongs)|(?:urine|wee|pee) smells\\b(?! (?:normal|fine|ok|okay|like (?:normal|usual)))',
    ],
    0.02,
  ),
  yesNo(
    'urinary_retention',
    'Are you unable to pass urine even though you need to?',
    'urinary retention',
    [
      '(?:can not|could not|unable to|not able to|(?:have|has|had) not been able to) (?:wee|pee|urinate|pass (?:any )?(?:urine|water)|empty (?:my|his|her) bladder)|(?:no urine|no wee) (?:comes|is coming) out|(?<=\\b(?:wee|pee|urinate|bladder|weeing|peeing|urine)\\b[^.]{0,40})nothing (?:comes|is coming|came) out|urinary retention|bladder (?:feels )?(?:full|bursting) but',
      // Straining to pass only a dribble: "trying to wee and only a dribble comes out", "tries to pee but only a trickle".
      '(?:trying|tries|try|tried|straining|strains|strained) to (?:wee|pee|urinate|pass (?:urine|water))(?: ,)? (?:and|but) (?:only |just )?(?:a |the odd )?(?:dribble|trickle|few drops|drop or two)',
      // "my bladder feels like it's going to burst but I can't go"
      '(?<=\\bbladder\\b[^.]{0,60})(?:can not|could not|unable to|not able to) (?:go|get (?:it|anything) out|empty it)|(?:need|needs|trying|try|tried|desperate) to (?:wee|pee|go)(?: ,)? but|(?:feel|feeling|get|getting|have|having) (?:the |an )?urge(?: to (?:wee|pee|go))?(?: ,)? but (?:nothing|nothing at all|only a dribble|only a trickle|not much) (?:comes|is coming|came|will come) out',
    ],
    0.003,
    { redFlag: { reason: 'unable to pass urine', urgency: 'urgent' } },
  ),
  // An indwelling catheter (NICE CKS; Murtagh): a bag that stays empty with a full, painful bladder is a blocked
  // catheter until shown otherwise; leaking around it (bypassing) is the other common sign.
  yesNo(
    'urinary_catheter',
    'Do you have a urinary catheter (a tube draining the bladder into a bag)?',
    'indwelling urinary catheter',
    [
      '(?:indwelling |urinary |suprapubic |supra pubic |foley |idc |spc )catheter|(?:has|have|with|got) (?:a |an )?(?:urinary |bladder )?catheter|catheter (?:bag|tube)|(?:his|her|my|the) catheter',
    ],
    0.005,
    { kind: 'history', askIf: { minAge: 16 } },
  ),
  yesNo(
    'catheter_not_draining',
    'Has the catheter stopped draining, with little or no urine in the bag, or urine leaking around the catheter?',
    'catheter not draining or bypassing',
    [
      '(?:no|not any|hardly any|barely any) urine (?:has )?(?:drained|draining|come|coming|gone) (?:into|in) (?:the |his |her |my )?bag|(?<=\\bcatheter\\b.{0,200})(?:nothing|not a drop|no wee|hardly anything|barely anything) (?:has )?(?:drained |come |gone |been )?(?:in|into) (?:the |his |her |my )?(?:catheter |urine |wee )?bag|(?:the |his |her |my )?(?:catheter|bag) (?:has )?(?:stopped|is not|has not been|is not been|not) draining|(?:bag|catheter bag) (?:has been |is |stays |stayed )?(?:empty|dry)|(?:catheter|it) (?:is |seems |looks )?(?:blocked|kinked)|(?:urine|wee) (?:is )?(?:leaking|coming out|bypassing) (?:around|beside|round) (?:the |his |her |my )?catheter|bypassing',
    ],
    0.0005,
    {
      parent: 'urinary_catheter',
      implies: ['urinary_catheter'],
      askIf: { minAge: 16 },
      redFlag: { reason: 'a catheter that is not draining (retention)', urgency: 'urgent' },
    },
  ),
  yesNo(
    'weak_stream',
    'Is your urine stream weak, slow to start, or do you dribble afterwards?',
    'poor urinary stream',
    [
      '(?:weak|slow|poor|thin) (?:stream|flow)|(?:stream|flow) (?:is |has been |has become |has got |is getting )?(?:very |really |a bit )?(?:weak|weaker|slow|slower|poor|thin)|(?:hard|trouble|difficulty) (?:getting started|starting) (?:to wee|to pee|when i wee|when i pee)|hesitancy|(?:not|never) (?:fully )?empty(?:ing)? (?:my )?bladder',
      // Not a baby's dribbling (drool): the dribble of urine at the end.
      '(?:takes?|taking) (?:ages|a while|forever|a long time|a minute) (?:for (?:the |my )?(?:wee|pee|urine|flow|stream) )to (?:get )?(?:start(?:ed)?|going|come|come out|flow)|(?:takes?|taking) (?:ages|a while|forever|a long time|a minute) to (?:get )?(?:start(?:ed)?|going) (?:when i (?:wee|pee|urinate|go to the (?:toilet|loo))|to (?:wee|pee|urinate))|(?:never|not|do not|does not) (?:feel|feels) like (?:i have|i ve|he has) (?:fully |completely |properly )?emptied (?:my |his )?bladder|(?:stop|stops) (?:and start|start) (?:when i (?:wee|pee)|mid (?:stream|wee|flow))|dribbl(?:e|es|ing) (?:after|at the end|when i (?:finish|wee|pee))|(?:urine|wee|pee) (?:keeps )?dribbl(?:es|ing) (?:out )?after|(?:post|after) (?:wee |pee )?dribbl(?:e|ing)',
      // "I have to wait a while before it starts", "my bladder isn't completely empty"
      '(?:have to |need to |got to )?wait (?:a while|ages|a bit|a long time|for ages|a minute) (?:before|for) (?:it|the (?:wee|pee|flow|stream)|(?:my )?(?:wee|pee)) (?:to )?(?:start|starts|come|comes|get going)|bladder (?:is not|does not feel|never feels|is never|never is|feels not) (?:completely |fully |properly |totally )?empt(?:y|ied)',
    ],
    0.04,
    { askIf: MALE },
  ),
  yesNo(
    'nocturia',
    'Do you get up at night to pass urine more than once?',
    'nocturia',
    [
      // "up 4 times a night to pee", told without its verb
      '(?<=^ ?|[,.] )up (?:(?:\\d+|two|three|four) (?:or|to) )?(?:\\d+|twice|two|three|four|five|several|a few|a couple of) (?:times )?(?:a|at|every|each) night (?:to|for) (?:wee|pee|go to the toilet|go to the loo|urinate|pass urine|the toilet|the loo|a wee|a pee)',
      '(?:get|getting|gets|got|wake|waking|wakes|woke|am|is|are|been) up (?:(?:\\d+|two|three|four) (?:or|to) )?(?:\\d+|once|twice|two|three|four|five|several|a few|a couple of|many) (?:times )?(?:a|at|every|each|in the|during the) night (?:\\w+ ){0,2}(?:to|needing|needing to|for) (?:wee|pee|go to the toilet|go to the loo|urinate|pass urine|the toilet|the loo|a wee|a pee)|(?:get|getting|wake|waking|wakes|gets) up (?:at night |in the night |during the night )?(?:\\d+ times |several times |a few times |many times |twice |lots |a lot )?(?:at night |in the night )?(?:to|needing to|for) (?:wee|pee|go to the toilet|go to the loo|go to the bathroom|urinate|a wee|a pee)|(?:get|getting|wake|waking|wakes|gets) up (?:to|for a) (?:wee|pee)(?: \\w+){0,2} (?:at|in the|during the|every|each) night|nocturia|(?:weeing|peeing) (?:a lot )?at night|(?<=(?:wee|pee|weeing|peeing|wees|pees|toilet|loo|urinat\\w*)(?: \\S+){0,5} )(?:even|also|including|and) (?:at|through the|during the|in the) night',
    ],
    0.1,
  ),
  yesNo(
    'stress_leak',
    'Do you leak urine when you cough, sneeze, laugh, lift or exercise?',
    'stress urinary leakage',
    [
      `(?<!(?:nose|eyes?|ears?|tap|roof|pipe|pipes|bottle|tank|tyre|boat|wound|cut|breasts?|nipples?|milk|tent|window|ceiling) )(?:leak(?:s|ing)?|wee|pee|wet myself|wet my pants|lose (?:some )?urine|losing (?:some )?urine|dribble) (?:urine |wee |pee )?(?:a (?:little|bit) |a little bit |bit )?(?:of (?:urine|wee|pee) )?(?:when|if|whenever|every time) i(?= (?:cough|sneeze|laugh|jump|run|lift|exercise|skip|do exercise))(?: (?:cough|sneeze|laugh|jump|run|lift|exercise|skip)(?:(?: ,| or| and)+(?: when i)? (?:cough|sneeze|laugh|jump|run|lift|exercise|skip))*)?`,
      'stress incontinence',
      // "a little bit of wee comes out when I cough"
      '(?:wee|urine|pee) (?:comes|came|leaks|leaked|escapes|trickles|dribbles|squirts|spurts) (?:out )?(?:when|if|whenever|every time|as) (?:i|she)(?= (?:cough|sneeze|laugh|jump|run|lift|exercise|skip|do exercise|go for a run)\\b)',
    ],
    0.05,
    { implies: ['incontinence'] },
  ),
  yesNo(
    'incontinence',
    'Have you been leaking urine or wetting yourself?',
    'urinary incontinence',
    [
      '(?:leak|leaking|leaks|wetting|wet) (?:urine|myself|the bed|my pants|himself|herself|themselves|his pants|her pants|his undies|her undies)|(?:wet|wee|weeing|wetting|toilet) accidents?|incontinen(?:ce|t)|(?:lose|losing|lost) control of (?:my )?bladder|bed ?wetting',
      // "I keep dribbling wee", "wee dribbles out"
      'dribbl(?:e|es|ed|ing) (?:out )?(?:some |a bit of |a little )?(?:wee|urine|pee)|(?:wee|urine|pee) (?:keeps |just )?(?:dribbl(?:es|ing)|trickl(?:es|ing)) out',
      '(?:can not|could not|no longer able to|unable to) control (?:my |his |her )?bladder|(?:no|zero|poor|bad|no more) bladder control|(?:weak|leaky|dodgy) bladder|(?<!(?:nose|eyes?|ears?|tap|roof|pipe|bottle|tank|wound|cut|breasts?|nipples?) )(?:leak|leaking|leaks|leaked) (?:some |a bit of |a little |a little bit of )?(?:wee|pee)',
    ],
    0.04,
  ),
  yesNo(
    'cannot_keep_still',
    'Is the pain so bad that you cannot keep still or get comfortable in any position?',
    'restless with pain (cannot get comfortable)',
    [
      '(?<!\\b(?:teacher|teachers|school|kindy|daycare|preschool)\\b[^.]{0,40})(?:can not|could not|unable to|can t) (?:keep|sit|stay|lie) still(?! (?:because (?:of )?)?(?:my )?(?:legs|restless)| (?:at|in) (?:school|class|work|the classroom))|(?:can not|could not|unable to) get comfortable|no position (?:helps|is comfortable|makes it better)|writhing(?: around| about)?(?: in (?:pain|agony))?|rolling around in (?:pain|agony)|pacing (?:around|up and down) (?:with|in) (?:the )?pain',
    ],
    0.01,
    { parent: 'pain' },
  ),
  yesNo(
    'frothy_urine',
    'Has your urine been very frothy or foamy?',
    'frothy urine (possible protein)',
    [
      '(?:frothy|foamy|bubbly) (?:urine|wee|pee)|(?:urine|wee|pee) (?:is |has been |looks |was )?(?:very |really )?(?:frothy|foamy|bubbly)|(?:urine|wee|pee) (?:has|had|with|is full of) (?:lots of |a lot of |heaps of |loads of )?(?:bubbles|froth|foam)',
    ],
    0.01,
  ),
  yesNo(
    'raised_psa',
    'Have you been told your PSA (prostate) blood test was high?',
    'raised PSA',
    [
      '(?:high|raised|elevated|abnormal|rising|increased) psa|psa (?:test |level |result |blood test )?(?:is |was |came back |has been |has gone )?(?:high|raised|elevated|abnormal|up|rising|increased)',
    ],
    0.01,
    { kind: 'history', askIf: { sex: 'M', minAge: 40 } },
  ),
  // An enlarged prostate already known: benign prostatic hyperplasia is the commonest cause of acute urinary
  // retention in men (EAU non-neurogenic male LUTS guideline; Rosen's; NICE CKS LUTS in men).
  yesNo(
    'enlarged_prostate_known',
    'Have you been told you have an enlarged prostate?',
    'known enlarged prostate',
    [
      '(?<!\\bnot? (?:an? )?)(?:enlarged|large|big|bigger|swollen|benign enlarged) prostate|prostate (?:is |was |has been |gland is )?(?:enlarged|large|big|swollen)|benign prostatic (?:hyperplasia|hypertrophy|enlargement)|prostatic (?:hyperplasia|hypertrophy)',
    ],
    0.02,
    { kind: 'history', askIf: { sex: 'M', minAge: 40 } },
  ),
  yesNo(
    'penile_discharge',
    'Have you noticed any discharge from the penis?',
    'urethral discharge',
    [
      '(?:discharge|pus|drip|fluid|gunk|goo|(?:white|yellow|green|milky|cloudy|creamy) stuff|stuff) (?:is )?(?:coming )?(?:from|out of|out|coming out of|coming out) (?:the (?:tip|end|eye) of )?(?:my |the |his )?(?:penis|dick|tip(?! of)|urethra|willy|knob|cock|old fella)|(?:penile|urethral) discharge|(?:penis|dick|willy) (?:is )?(?:dripping|leaking)',
    ],
    0.01,
    { askIf: MALE },
  ),
  yesNo(
    'penile_redness',
    'Is the head of the penis or the foreskin red, sore, swollen or itchy?',
    'red, sore glans or foreskin',
    [
      'balanitis|(?:red|sore|swollen|itchy|inflamed|raw|irritated) (?:tip of (?:my |the )?|head of (?:my |the |his )?)?(?:penis|foreskin|glans|helmet|dick|willy)|(?:penis|foreskin|glans|dick|willy|tip of (?:my |the |his )?penis|head of (?:my |the |his )?penis) (?:is |has been |looks |feels )?(?:very |really )?(?:red|sore|swollen|itchy|inflamed|raw|irritated)',
    ],
    0.005,
    { askIf: MALE },
  ),
  yesNo(
    'foreskin_stuck_back',
    'Is the foreskin stuck pulled back behind the head of the penis, with the head swelling?',
    'retracted foreskin that will not return (paraphimosis)',
    [
      'paraphimosis|foreskin (?:is |has |got |has got |has been |was |is now )?(?:stuck|caught)(?: back| behind)?|foreskin (?:(?:got|was|has been|is|been) )?(?:pulled |pushed |rolled |gone )?back (?:and|but) (?:now )?(?:it )?(?:will not|can not|would not|does not|won t|could not) (?:go|come|move|slide|pull|roll)(?: back)? (?:back|forward|over|down)|foreskin (?:will not|can not|wont|won t) (?:go|come|move) (?:back )?(?:forward|over|down|back)|(?:can not|unable to|can t|could not) (?:pull|push|get|put|bring) (?:my |the |his )?foreskin (?:back )?(?:forward|over|down|back over)',
      // The time told in between: "pulled his foreskin back two hours ago and now it will not go forward again".
      '(?:pulled|pushed|rolled|put) (?:my |his |the )?foreskin back\\b[^.]{0,40}\\b(?:it|the foreskin) (?:will not|can not|won t|would not|does not|could not) (?:go|come|move|slide|pull|roll)(?: back)? (?:back|forward|over|down)',
    ],
    0.0005,
    { askIf: MALE, redFlag: { reason: 'foreskin stuck back (paraphimosis)', urgency: 'emergency' } },
  ),
  yesNo(
    'testicular_hard_lump',
    'Is there a hard lump on or in the testicle itself (not just a swelling around it)?',
    'hard testicular lump',
    [
      '(?:hard|firm|solid|painless|pea sized|pea size|small hard|hard painless) lump (?:on|in) (?:the (?:front|back|top|bottom|side) of )?(?:my |one |the |his |a )?(?:left |right )?(?:testicles?|testes|balls?|nuts?)|(?:testicle|ball|nut) (?:is |feels |has gone |has become )?(?:hard|rock hard|firm)',
    ],
    0.002,
    { askIf: MALE, implies: ['testicular_swelling'] },
  ),
  yesNo(
    'scrotal_veins',
    'Does the scrotum feel like a soft "bag of worms" above the testicle, more noticeable when standing?',
    'scrotal varicosities',
    [
      'bag of worms|varicocele|(?:swollen|enlarged|varicose|lumpy|twisted) veins? (?:in|on|around|above) (?:my |the )?(?:scrotum|balls?|testicles?|nuts?)',
    ],
    0.003,
    { askIf: MALE },
  ),
  yesNo(
    'testicular_swelling',
    'Is a testicle swollen, or have you found a lump in the scrotum?',
    'scrotal swelling or lump',
    [
      '(?:swollen|enlarged|big|bigger|hard) (?:testicles?|testes|balls?|scrotum|nuts?)|(?:testicles?|balls?|scrotum|nuts?) (?:is |are |has |have |has become |has got |has gone |got |went |looks |feels |has been |have been |became |has been getting |have been getting |is getting |are getting |getting |keeps getting )?(?:very |really |quite |a bit |a little |so |more |more and more )?(?:(?:sore|painful|tender|red|hot|hard|hurting) and (?:very |really |a bit )?)?(?:swollen|swelling|enlarged|bigger|lumpy|puffy)|(?:soft |small |tender |painful |swollen )?lump (?:is )?(?:in|on|above|behind|below|near|next to) (?:the (?:front|back|top|bottom|side) of )?(?:my |his |the |one |a )?(?:left |right )?(?:testicles?|balls?|scrotum|nuts?)',
    ],
    0.005,
    { askIf: MALE },
  ),

  // — Sexual and reproductive health
  yesNo(
    'thick_white_discharge',
    'Is the discharge thick and white, like cottage cheese?',
    'thick white (curdy) vaginal discharge',
    [
      '(?:thick|lumpy|curdy|clumpy|chunky)(?: white| creamy)? (?:vaginal )?discharge(?! (?:coming )?(?:from|out of) (?:my |the |his |her |one |both )?(?:penis|dick|willy|eyes?|ears?|nose|nostrils?|nipples?|wound|cut))|discharge (?:is |that is |looks |like |has been |is all )?(?:white (?:and |, )?)?(?:thick|lumpy|curdy|clumpy|chunky)(?: and white)?|cottage cheese',
    ],
    0.01,
    { parent: 'vaginal_discharge', askIf: FEMALE, implies: ['vaginal_discharge'] },
  ),
  yesNo(
    'frothy_green_discharge',
    'Is the discharge frothy, or yellow-green in colour?',
    'frothy or yellow-green vaginal discharge',
    [
      '(?:frothy|foamy|bubbly|green|greenish|yellow green|yellowy green|green yellow|greeny yellow)(?: and (?:frothy|foamy|smelly|itchy))? (?:vaginal )?discharge(?! (?:coming )?(?:from|out of) (?:my |the |his |her |one |both )?(?:penis|dick|willy|eyes?|ears?|nose|nostrils?|nipples?|wound|cut))|(?<!\\b(?:nose|nostrils?|ears?|eyes?|penis|wound)\\b[^.]*)(?:vaginal )?discharge (?:is |looks |has been )?(?:frothy|foamy|bubbly|green|greenish|yellow green)',
    ],
    0.003,
    { parent: 'vaginal_discharge', askIf: FEMALE, implies: ['vaginal_discharge'] },
  ),
  yesNo(
    'vaginal_itch',
    'Is there itching or soreness around the vagina or vulva?',
    'vulvovaginal itch or soreness',
    [
      '(?:itch(?:y|ing|es)?|sore|irritated|irritation|burning|stinging|raw) (?:down there|down below(?! (?:my|the|his|her|your|its?) )|(?:around|in) (?:my |the )?(?:vagina|vulva|private parts|privates|genitals|lady parts|fanny))|(?:vagina|vulva|private parts|privates|fanny|down there|down below)(?: and (?:my )?(?:vagina|vulva))? (?:is |are |feels |feel |has been |have been )?(?:very |really |so |quite |a bit |super |incredibly )?(?:itchy|sore|irritated|burning|raw|itching)|(?:vaginal|vulval) (?:itch(?:ing)?|irritation|soreness|redness)|itchy (?:vagina|vulva|fanny)|vulvo ?vaginitis',
    ],
    0.02,
    { askIf: FEMALE },
  ),
  yesNo(
    'fishy_odour',
    'Does the discharge have a fishy smell, especially after sex?',
    'fishy vaginal odour',
    [
      'fishy(?: smelling)?(?: vaginal)? discharge|discharge (?:that )?(?:smells|smelling) (?:like )?fish(?:y)?|fishy (?:smell|odou?r)|smells? (?:like )?fish(?:y)?|(?:bad|funny|strong|off) (?:smell|odou?r) (?:down there|from (?:my )?vagina)',
    ],
    0.01,
    { askIf: FEMALE, implies: ['vaginal_discharge'] },
  ),
  yesNo(
    'missed_period',
    'Is your period late, or have you missed a period?',
    'missed or late period',
    [
      '(?:her |my )?periods? (?:have|has|had) (?:completely )?(?:stopped|gone|disappeared|dried up)',
      '(?:missed|skipped|late) (?:a |my |her )?(?:period|menstruation|cycle)|period (?:is |was |has been )?(?:(?:about|around|nearly|almost|over|more than) )?(?:(?:\\d+|a|one|two|three|four|five|six|a few|a couple of|several) (?:days?|weeks?) )?(?:late|overdue)|period (?:has not come|did not come|has not arrived|still has not come)|(?:last|previous|most recent) period (?:was|started|came|finished|ended) (?:about |around |over |more than |nearly |almost )?(?:(?:[5-9]|1[0-9]|five|six|seven|eight|nine|ten|eleven|twelve) weeks|(?:two|three|four|2|3|4|a couple of|a few) months) ago|(?:\\d+|a|one|two|three|four|five|six|a few|a couple of|several) (?:days?|weeks?) (?:late|overdue) (?:for|with) (?:my |a |her )?period|(?:no|have not had a|had no) period (?:for|in|this month|since)|amenorrho?ea',
      // "I'm 6 weeks late" (of a period: a woman's days or weeks late, not a train)
      '(?:i am|i m|im|she is|she s) (?:about |around |nearly |almost |over )?(?:\\d+|a|one|two|three|four|five|six|seven|eight|a few|a couple of|several) (?:days?|weeks?) (?:late|overdue)(?! for (?:work|school|class|the|my|a|an|her|our))',
    ],
    0.04,
    { askIf: CHILD_BEARING },
  ),
  yesNo(
    'irregular_periods',
    'Have your periods become irregular?',
    'irregular periods',
    [
      'irregular (?:periods?|cycles?|menstruation|bleeding)|periods? (?:are |have been |have become )?(?:irregular|all over the place|unpredictable)',
      '(?:periods?|cycles?|menstrual cycles?) (?:is |are |has been |have been |has become |have become |has gone |have gone |is getting |are getting |became |went )?(?:really |very |so |quite |a bit |totally |completely |super |pretty )?(?:irregular|all over the place|unpredictable|erratic|haywire|everywhere|out of whack)|(?:never|do not|can not) (?:know|tell|predict) when (?:my |her )?periods? (?:is|are|will|is going to|are going to)(?: going to)? (?:come|arrive|start|turn up|show up)|periods? (?:come|comes|turn up|turns up|arrive|arrives) (?:whenever (?:it|they) (?:wants?|likes?|feels? like it)|at random|randomly|every \\d+ to \\d+ weeks)',
    ],
    0.05,
    { askIf: CHILD_BEARING },
  ),
  yesNo(
    'period_pain',
    'Is the pain linked to your periods?',
    'pain with periods',
    [
      '(?:period|menstrual|monthly) (?:pain|cramps?|cramping|aches?)|(?:painful|bad|heavy and painful) periods?|dysmenorrho?ea|(?:cramps?|cramping|pain|pains|ache)(?: \\w+){0,5} (?:with|during|before|in|at the start of|starting with|that starts with|starts with|coming on with|comes on with|at the onset of|(?:on|for|in) the first (?:day|days|few days|two days|2 days|couple of days) of) (?:my |her |each |every |the )?(?:periods?|menstruation|menses)|periods? (?:are |is |have been |has been |have become |get |gets )?(?:so |really |very |extremely |quite |too |more )?(?:painful|crampy|agony|agonising|unbearable)|(?:my |her )?periods? (?:really |always )?(?:hurt|hurts)',
      // "cramps every time I get my period", "it starts the day my period starts"
      '(?:cramps?|cramping|pain|pains|aches?)(?: \\w+){0,4} (?:every time|each time|whenever|when|as soon as) (?:i|she) (?:get|gets|have|has|am on|is on|come on|comes on|start|starts) (?:my |her )?(?:periods?|menstruation)|(?:it|the pain|the cramps?|the cramping) (?:starts|comes on|begins|kicks in) (?:on )?(?:the (?:day|morning) |just before |when |as soon as |with )(?:my |her )?periods? (?:starts?|comes?|arrives?)?',
    ],
    0.05,
    { parent: 'pain', askIf: CHILD_BEARING, implies: ['pain'] },
  ),
  yesNo(
    'premenstrual_symptoms',
    'Do these symptoms come in the week or two before your period, and ease within a few days of it starting?',
    'premenstrual pattern',
    [
      'premenstrual(?:ly)?|pms|pmt|pmdd|(?:in the (?:week|days|two weeks|fortnight) )?(?:before|leading up to) (?:my |each |every )?period|(?:goes|go|settles|settle|stops|stop|eases|ease|gets better) (?:away )?(?:when|once|after) (?:my )?period (?:starts|comes|arrives)',
    ],
    0.05,
    { askIf: CHILD_BEARING },
  ),
  yesNo(
    'excess_hair',
    'Have you noticed more hair than usual growing on your face, chest or tummy?',
    'excess facial or body hair (hirsutism)',
    [
      'hirsut(?:e|ism)|(?:facial|chin) hair|(?:excess(?:ive)?|extra|unwanted|dark|thick|coarse) (?:facial|body|chin) hair|(?:excess(?:ive)?|extra|unwanted|more|dark|thick|coarse) hair (?:on|growing on) (?:my )?(?:face|chin|chest|tummy|belly|lip|upper lip|nipples|back)|hair (?:growing )?on (?:my )?(?:chin|upper lip)|growing a (?:beard|moustache|mustache)',
    ],
    0.05,
    { askIf: FEMALE },
  ),
  yesNo(
    'difficulty_conceiving',
    'Have you been trying to get pregnant for a year or more (6 months if over 35) without success?',
    'difficulty conceiving',
    [
      'infertil(?:e|ity)|fertility (?:problems?|issues?|trouble|specialist|treatment)|ivf|(?:can not|unable to|struggling to|trouble|difficulty|problems?|not able to) (?:get(?:ting)?|fall(?:ing)?) pregnant|(?:can not|unable to|struggling to|trouble|difficulty|problems?) (?:conceiv(?:e|ing)|hav(?:e|ing) a baby)|(?:trying|tried) (?:to (?:get pregnant|conceive|fall pregnant|have a baby)|for a baby) for (?:over |more than )?(?:a year|a long time|ages|\\d+ (?:months|years)|(?:one|two|three|six|nine|twelve|eighteen) (?:months|years))',
    ],
    0.03,
    { askIf: { minAge: 16, maxAge: 60 } },
  ),
  yesNo(
    'overdue_cervical_screening',
    'Are you overdue for your cervical screening test (or have you never had one or a Pap smear)?',
    'cervical screening overdue or never done',
    [
      '(?:never|not) (?:had|done) (?:a |my |any )?(?:pap (?:smear|test)s?|cervical screening(?: tests?)?|smears?)|(?:overdue|late|behind) (?:for|on|with) (?:my |a )?(?:pap (?:smear|test)|cervical screening(?: test)?|smear)|(?:last )?(?:pap (?:smear|test)|smear|cervical screening(?: test)?) (?:was )?(?:years ago|ages ago|a long time ago|over \\d+ years ago)',
    ],
    0.25,
    { kind: 'risk', askIf: { sex: 'F', minAge: 25 } },
  ),
  yesNo(
    'bleeding_between_periods',
    'Have you had bleeding between periods or after sex?',
    'intermenstrual or postcoital bleeding',
    [
      '(?:bleeding|spotting|blood|bleed|bled|spot|spotted|bleeds) (?:(?:from|out of) (?:my |her |the )?(?:vagina|front passage|privates) |vaginally |down below |down there )?(?:a bit |a little |a little bit |lightly |slightly |sometimes |every time )?(?:(?:in )?between (?:my |her )?periods|after (?:having )?sex|after intercourse|during sex|after we have sex|after (?:my|her) (?:partner|husband|boyfriend) and i have sex)|intermenstrual|post ?coital bleeding|(?:spotting|bleeding) (?:mid ?cycle|in the middle of (?:my )?cycle)',
    ],
    0.02,
    { askIf: FEMALE, implies: ['vaginal_bleeding'] },
  ),
  yesNo(
    'postmenopausal_bleeding',
    'Have you had any vaginal bleeding after your periods stopped for good (after menopause)?',
    'postmenopausal bleeding',
    [
      '(?:bleeding|spotting|blood) (?:after|since) (?:the |my )?menopause|(?:vaginal (?:bleeding|spotting)|(?:bleeding|bled|spotting|blood) (?:from|out of) (?:my |the )?vagina)(?: \\w+){0,3} (?:after|since) (?:the |my |going through (?:the )?)?menopause|(?:vaginal (?:bleeding|spotting)|(?:bleeding|bled|spotting|blood) (?:from|out of) (?:my |the )?vagina)(?: \\w+){0,2} (?:,? )?(?:and |but |when |though |although )?(?:my )?periods? (?:stopped|finished|ended) (?:\\w+ ){0,2}(?:years?|months?|a year) ago|post ?menopausal bleeding|(?:periods?|bleeding) (?:came back|started again) after (?:the )?menopause',
      // The years told first: "whose periods stopped twelve years ago has had some vaginal bleeding" (RANZCOG).
      '(?:periods? (?:stopped|finished|ended)|(?:went through|reached|had) (?:the |my )?menopause) (?:\\w+ ){0,2}(?:years?|a year) ago\\b[^.]{0,50}\\b(?:vaginal (?:bleeding|spotting)|(?:some |a little |a bit of )?(?:bleeding|spotting) (?:from|down) (?:my |the )?(?:vagina|below))',
      // "bleeding from the vagina even though my periods stopped 10 years ago"
      '(?:bleeding|spotting|blood)(?: (?:(?!not |no |never )\\w+|,)){0,7} (?:(?:even though|although|though) (?:my )?periods? (?:had |have |has )?(?:stopped|finished|ended)|(?:but|yet|and|when) (?:my )?periods? (?:had |have |has )?(?:stopped|finished|ended) (?:(?:\\d+|a few|several|many|two|three|four|five|ten|twenty) years|years|ages|long) ago)',
      '(?:periods?|bleeding) (?:have |has )?(?:come back|came back|started again|returned)(?: \\w+){0,3} (?:years )?after (?:they|it|my periods) (?:had )?(?:stopped|finished)',
      // "I've started bleeding again even though I went through menopause years ago"
      '(?:bleeding|spotting|blood|bled|spotted)(?: (?:(?!not |no |never )\\w+|,)){0,6} (?:even though|although|though|but|and|when|since) (?:i )?(?:went through|have been through|had been through|finished|had|have had|am past|was past|am through) (?:the |my )?menopause',
    ],
    0.003,
    {
      askIf: { sex: 'F', minAge: 40 },
      implies: ['vaginal_bleeding'],
      redFlag: { reason: 'postmenopausal bleeding', urgency: 'urgent' },
    },
  ),
  // Bleeding told without when ("I have vaginal bleeding"): a yes to any of the bleedings that say when (between
  // periods, after the menopause, in pregnancy) is a yes to this, so the conditions that cause those explain it,
  // and the history then asks which (RANZCOG abnormal uterine bleeding; Murtagh: abnormal uterine bleeding).
  yesNo(
    'vaginal_bleeding',
    'Have you had bleeding from the vagina that is not a normal period?',
    'abnormal vaginal bleeding',
    [
      '(?:vaginal|vaginally) (?:bleeding|bleed|bleeds|spotting|blood loss)|(?:bleeding|bleed|bleeds|bled|spotting|blood) (?:from|out of|coming from|coming out of) (?:my |her |the )?(?:vagina|front passage)|(?:bleeding|bled|spotting) (?:vaginally|down there|down below)',
    ],
    0.02,
    { askIf: { sex: 'F', minAge: 10 } },
  ),
  yesNo(
    'pain_during_sex',
    'Is sex painful?',
    'dyspareunia',
    [
      '(?:pain|hurts?|painful|sore|discomfort|worse) (?:during|with|after|when having|when we have|when i have) (?:sex|intercourse)|(?:sex|intercourse) (?:is |has been |has become |has got |is getting |became |got )?(?:really |very |so |quite |a bit |too |more )?(?:painful|sore|hurts|uncomfortable)|(?:painful|sore|uncomfortable) (?:sex|intercourse)|(?:hurts|painful|sore) to have (?:sex|intercourse)|dyspareunia',
    ],
    0.03,
  ),
  yesNo(
    'vaginal_dryness',
    'Does your vagina feel dry, or is sex uncomfortable because of dryness?',
    'vaginal dryness',
    [
      'vaginal (?:dryness|atrophy)|(?:vagina|vulva) (?:is |feels |has been |has become )?(?:very |really |so )?dry|dry (?:and (?:sore|itchy|uncomfortable|irritated|tight) )?(?:vagina|down there|down below(?! (?:my|the|his|her|your|its?) ))|dryness (?:down there|down below(?! (?:my|the|his|her|your|its?) )|in (?:my )?vagina)|(?:sex|intercourse) (?:is |feels )?(?:painful |sore |uncomfortable )?(?:because of|due to|from) dryness',
    ],
    0.03,
    { askIf: FEMALE },
  ),
  yesNo(
    'vulval_swelling',
    'Is there a painful swelling or lump at the entrance of the vagina or on one of the vulval lips?',
    'vulval swelling or lump (e.g. Bartholin gland)',
    [
      'bartholin\\w*|(?:(?:very |really )?(?:painful|tender|swollen|hot|sore) )+(?:lump|swelling|cyst) (?:on|at|near|in) (?:(?:one|either|the|each) side of )?(?:the |my )?(?:vulva|labia|labium|lips? of (?:my |the )?(?:vagina|vulva)|entrance (?:of|to) (?:my |the )?vagina|vaginal (?:opening|entrance))|(?:lump|swelling|abscess|cyst|boil) (?:on|at|near|in) (?:(?:one|either|the|each) side of )?(?:the |my )?(?:vulva|labia|labium|lips? of (?:my |the )?(?:vagina|vulva)|entrance (?:of|to) (?:my |the )?vagina|vaginal (?:opening|entrance))|(?:vulva|labia|labium|lips down there|lips of (?:my |the )?vagina) (?:is |are |has |has got |have got |has gone |have gone )?(?:very |really |so |quite |a bit |all |super )?(?:swollen|puffy|swelling|swelled up|swollen up)|swollen (?:vulva|labia|labium)',
    ],
    0.003,
    { askIf: FEMALE },
  ),
  yesNo(
    'genital_white_patches',
    'Is the skin of the vulva (or of the foreskin) white, thin, shiny or cracked?',
    'white, thin genital skin',
    [
      'lichen sclerosus|(?:white|pale|shiny|thin|papery) (?:patch(?:es)?|skin|areas?) (?:on|around|of) (?:my |the )?(?:vulva|labia|vagina|foreskin|penis|genitals|private parts|down there)|(?:vulva|labia|foreskin|skin down there) (?:is |has )?(?:gone |turned |become |looks )?(?:white|pale|shiny|thin|papery)',
    ],
    0.003,
  ),
  yesNo(
    'vaginal_bulge',
    'Do you feel a bulge, or something coming down, in the vagina, or a dragging feeling?',
    'vaginal bulge or dragging (possible prolapse)',
    [
      '(?:uterine|vaginal|bladder|womb) prolapse|prolapsed (?:womb|uterus|bladder|vagina)|(?:something|a lump|a bulge|a ball) (?:is )?(?:coming|hanging|falling|sticking|pushing) (?:down|out) (?:of |from |in |into )?(?:my )?(?:vagina|down there)|feel(?:s|ing)? like something is (?:coming|falling) (?:down|out)|(?:bulge|lump|ball) (?:in|at|from) (?:my |the )?vagina|dragging (?:feeling|sensation) (?:in|down there|in my vagina|in (?:my )?pelvis)|(?:womb|uterus|bladder) (?:has )?(?:dropped|fallen|come down)',
    ],
    0.005,
    { askIf: { sex: 'F', minAge: 18 } },
  ),
  yesNo(
    'partner_sti',
    'Has a sexual partner told you they have a sexually transmitted infection (or symptoms such as a discharge or sores)?',
    'partner with an STI (contact)',
    [
      '(?:partner|boyfriend|girlfriend|husband|wife|ex|hook ?up|fwb|someone i (?:slept with|had sex with|hooked up with)|(?:a |the )?(?:guy|girl|person|man|woman|bloke|chick) i (?:slept with|had sex with|hooked up with|was with|have been seeing|was seeing)(?: recently| last (?:week|month|weekend))?) (?:(?:just|has just|recently|has recently|then|now|since) )?(?:has|had|just found out (?:they|he|she) (?:has|had)|found out (?:they|he|she) (?:has|had)|told me (?:they|he|she) (?:has|had|have|tested positive for)|texted me (?:that |to say )?(?:they|he|she) (?:has|had|have)|tested positive for|was diagnosed with|got|has got) (?:an? )?(?:genital )?(?:sti|std|stis|chlamydia|gonorrh?o?ea|the clap|syphilis|herpes|trich\\w*|warts|hiv|sexually transmitted infection)',
      '(?:an? )?(?:sti|std|chlamydia|gonorrh?o?ea|syphilis) contact|contact (?:of|with) (?:someone with )?(?:an? )?(?:sti|std|chlamydia|gonorrh?o?ea|syphilis)|(?:notified|told|contacted|texted) by (?:a |my |an ex |the )?(?:partner|ex|clinic|contact tracing|sexual health clinic|someone i slept with) (?:that|about)',
    ],
    0.01,
    { kind: 'exposure', askIf: { minAge: 14 } },
  ),
  yesNo(
    'msm',
    'Are you a man who has sex with men?',
    'man who has sex with men',
    [
      '(?:i am |as )?a (?:gay|bisexual|bi) (?:man|guy|male|bloke)|(?:gay|bisexual) (?:man|guy|male|bloke)|men who have sex with men|msm',
    ],
    0.04,
    { kind: 'risk', askIf: { sex: 'M', minAge: 14 } },
  ),
  yesNo(
    'genital_sores',
    'Do you have any sores, ulcers or blisters on or around the genitals?',
    'genital ulcers or blisters',
    [
      '(?:sores?|ulcers?|blisters?|cuts?|lesions?|spots?) (?:on|around|near|down there|in) (?:my |the |his |her )?(?:genitals|penis|vagina|vulva|privates|private parts|down there|labia|foreskin|groin)|genital (?:sores?|ulcers?|blisters?|herpes|lesions?)|(?:sores?|ulcers?|blisters?) (?:down there|down below(?! (?:my|the|his|her|your|its?) ))',
    ],
    0.005,
  ),
  yesNo(
    'genital_lumps',
    'Have you noticed lumps or warts on or around the genitals or anus?',
    'genital lumps or warts',
    // (one lump at the anus is more often a pile or an abscess: see anal_lump; warts and crops of lumps are here)
    [
      '(?:lumps?|warts?|bumps?|growths?) (?:on|around|near|down there|in) (?:my |the )?(?:genitals|penis|vagina|vulva|privates|private parts|labia)|(?:lumps|warts?|bumps|growths) (?:on|around|near|in) (?:my |the )?(?:anus|bum|bottom)|genital warts?|(?:warts?|lumps|bumps) down (?:there|below)(?! (?:my|the|his|her|your|its?) )',
    ],
    0.005,
  ),
  yesNo(
    'recent_unprotected_sex',
    'In the last 5 days, have you had sex without contraception, or had a condom break or slip off?',
    'unprotected sex in the last 5 days',
    [
      'morning after pill|emergency (?:contraception|contraceptive|pill)|plan b|(?:condom|rubber) (?:broke|split|came off|slipped off|tore|ripped|has broken|broken)',
      '(?:unprotected sex|sex without (?:a condom|protection|contraception|any contraception)) (?:last night|yesterday|this morning|on the weekend|on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)|(?:\\d+|a few|two|three|four|couple of|a couple of) days ago)',
      // the time told first: "we had sex last night without a condom"
      '\\bsex (?:last night|yesterday|this morning|on the weekend|(?:\\d+|a few|two|three|four|couple of|a couple of) days ago) without (?:a condom|protection|contraception|any contraception)',
    ],
    0.01,
    { kind: 'exposure', askIf: CHILD_BEARING, implies: ['new_partner'] },
  ),
  yesNo(
    'new_partner',
    'Have you had sex with a new partner, or without a condom, in the last 3 months?',
    'new partner or unprotected sex (3 months)',
    [
      '(?:new|casual|different|several|multiple) (?:sexual |male |female |same sex )?partners?|(?:unprotected|condomless|bareback) (?:anal |vaginal |oral )?(?:sex|intercourse)|(?:sex|slept with someone) without (?:a )?(?:condom|protection)|one night stand|(?:condom|protection) (?:broke|split|came off)|hook(?:ed)? up with',
      // "we didn't use a condom": the denial is the finding
      '(?:did not|do not|does not|didn t|never|forgot to) (?:use|wear|bother with) (?:a |any )?(?:condoms?|protection)|no condoms?(?= (?:was|were) used| used)',
    ],
    0.06,
    { kind: 'exposure', askIf: { minAge: 14 } },
  ),
  yesNo(
    'breast_lump',
    'Have you found a lump in your breast or armpit?',
    'breast lump',
    [
      '(?<=\\b(?:breast|boob)\\b[^.]{0,60})(?:a |with a )?(?:hard |tender |painful |sore |firm )?lump',
      'lump (?:in|on|under|near) (?:my |the |her |one )?(?:left |right )?(?:breast|boob|nipple|chest)|(?:breast|boob) lump|(?:found|feel|felt|noticed) a lump (?:in|on) (?:my |her )?(?:left |right )?(?:breast|boob)',
    ],
    0.01,
  ),
  yesNo(
    'breast_skin_change',
    'Has the skin of the breast changed (dimpling, puckering, or looking like orange peel), or has a nipple recently turned inwards?',
    'breast skin or nipple change',
    [
      'skin (?:over|above|around|on top of) (?:it|the lump) (?:looks |is |has gone |has become |has |feels )?(?:dimpled|puckered|pulled in|tethered|thickened|like (?:an )?orange peel)|(?:dimpl(?:e|ed|es|ing)|pucker(?:ed|ing)?|peau d orange) (?:on |of |in )?(?:my |the )?(?:breast|boob|nipple)|(?:breast|boob) (?:skin )?(?:is |has |looks )?(?:dimpl(?:ed|ing)|pucker(?:ed|ing)|like (?:an )?orange peel)|nipple (?:has )?(?:turned|pulled|gone|sunk|is turning|is pulling) (?:in|inwards|inward)|(?:newly |recently )?inverted nipple|nipple (?:is |has )?(?:newly |recently )?inverted',
    ],
    0.003,
  ),
  yesNo(
    'nipple_discharge',
    'Is there discharge or bleeding from a nipple?',
    'nipple discharge',
    [
      '(?:discharge|fluid|blood|pus|milk|leaking) (?:from|out of|coming out of) (?:my |the |a |both |one |either )?(?:(?:left|right) )?nipples?|nipples? (?:is |are )?(?:leaking|discharging|bleeding)',
    ],
    0.01,
  ),
  yesNo(
    'breastfeeding',
    'Are you breastfeeding?',
    'breastfeeding',
    ['breast ?feeding|(?:am|i am) feeding (?:my )?(?:baby|bub)|nursing (?:my )?(?:baby|bub)'],
    0.05,
    { kind: 'history', askIf: CHILD_BEARING },
  ),
  yesNo(
    'hot_flushes',
    'Have you been having hot flushes or night sweats with your periods changing?',
    'hot flushes',
    [
      'hot (?:flush(?:es)?|flash(?:es)?)|flushes? of heat|(?:going|gone) through (?:the )?(?:menopause|change)|peri ?menopaus\\w*|menopaus\\w*',
    ],
    0.02,
    { askIf: { sex: 'F', minAge: 35 } },
  ),
  yesNo(
    'erectile_difficulty',
    'Have you had trouble getting or keeping an erection?',
    'erectile dysfunction',
    [
      '(?:can not|could not|unable to|trouble|difficulty|difficulties|problems?|hard to|struggl(?:e|ing) to) (?:get(?:ting)?|keep(?:ing)?|maintain(?:ing)?|stay(?:ing)?)(?: (?:and|or) (?:get(?:ting)?|keep(?:ing)?|maintain(?:ing)?))? (?:an |my |it |a )?(?:erection|erect|hard|it up)|erectile (?:dysfunction|problems?)|impoten(?:ce|t)',
      '(?:can only get|only get|get) (?:partly|half|partially|semi) (?:hard|erect)|erections? (?:is |are |have been |has been )?(?:not as (?:hard|firm|strong)|(?:weak|weaker|soft|softer) than)|(?:lose|losing|lost) (?:my |the )?erection|(?:do not|no longer|never) (?:get|have|wake up with) (?:any )?morning erections',
    ],
    0.01,
    { askIf: { sex: 'M', minAge: 16 } },
  ),
  yesNo(
    'contraception_hormonal',
    'Do you use the pill, an implant, an injection or a hormonal IUD for contraception?',
    'hormonal contraception',
    [
      '(?:on|taking|take|use|using) the (?:contraceptive )?pill|(?:contraceptive|birth control) (?:pill|implant|injection)|implanon|nexplanon|depo(?: provera)?|mirena|kyleena|(?:combined|mini) pill|(?:have|got|with|had|on) (?:the|an) (?:arm )?(?:implant|rod)(?! (?:removed|taken out) (?:\\d+|a|two|three|several|many) (?:years|months) ago)|(?:hormonal|hormone) (?:iud|coil)|nuva ?ring|(?:the |a )?(?:vaginal|contraceptive) ring',
    ],
    0.25,
    { kind: 'history', askIf: CHILD_BEARING, implies: ['hormones'] },
  ),

  // — Pregnancy
  yesNo(
    'positive_pregnancy_test',
    'Have you had a positive pregnancy test?',
    'positive pregnancy test',
    [
      'positive (?:pregnancy |preg |home )?test|(?:pregnancy|preg) tests? (?:was |is |were |are |came back |came up |turned |has come back )?positive|(?:did|took|done|had|have done) (?:a|another|two|three|the) (?:home )?(?:pregnancy|preg) tests? (?:and (?:it |they )?)?(?:is |was |are |were |came up |came back |says |said |showed |shows |both |all )*positive',
      '(?:two|2|double) (?:pink |blue |faint )?lines (?:on|in) (?:the |a |my )?(?:pregnancy |preg |home )?test|tested positive (?:for|on) (?:a )?(?:pregnancy|preg)',
    ],
    0.03,
    { askIf: CHILD_BEARING, implies: ['pregnant'] },
  ),
  yesNo(
    'pregnancy_under_14_weeks',
    'Are you less than 14 weeks pregnant (in the first 3 months)?',
    'pregnant, under 14 weeks',
    // The whole "10 weeks pregnant" (the plain "pregnant" phrasing would otherwise take the longer span).
    [
      '(?:[1-9]|1[0-3]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen) (?:and a half )?weeks? (?:pregnant|along|gestation|into (?:my |the )?pregnancy)|first trimester|(?:just|only just|recently) found out (?:that )?(?:i am|i was|i m) pregnant|(?:one|two|three|1|2|3) months? pregnant',
    ],
    0.4,
    // How far along a pregnancy is, not a symptom: it is not the presenting complaint of a nosebleed or a cough.
    // In the first trimester the period has been missed.
    { kind: 'history', parent: 'pregnant', askIf: CHILD_BEARING, implies: ['pregnant', 'missed_period'] },
  ),
  yesNo(
    'preterm_gestation',
    'Are you less than 37 weeks pregnant?',
    'pregnant, 20 to 36 weeks (preterm)',
    // The whole "31 weeks pregnant", before the over-20-weeks phrasing of the same words (which it implies).
    [
      '(?<=\\bpregnant\\b[^.]{0,20})due in (?:[2-4]|two|three|four|a couple of|a few) months|due in (?:[4-9]|1[0-9]|four|five|six|seven|eight|nine|ten|eleven|twelve) weeks',
      '(?<=\\b(?:i am|i m|im|she is|she s|i am now|i m now)\\s)(?:2[0-9]|3[0-6]) (?:and a half )?weeks\\b(?! (?:ago|old|late|overdue|since|now since))',
      '(?:2[0-9]|3[0-6]|twenty(?: (?:one|two|three|four|five|six|seven|eight|nine))?|thirty(?: (?:one|two|three|four|five|six))?) (?:and a half )?weeks? (?:pregnant|along|gestation|into (?:my |the )?pregnancy)|(?:five|six|seven|5|6|7) (?:and a half )?months pregnant',
    ],
    0.3,
    { kind: 'history', parent: 'pregnant', askIf: CHILD_BEARING, implies: ['pregnant', 'pregnancy_over_20_weeks'] },
  ),
  yesNo(
    'pregnancy_over_20_weeks',
    'Are you more than 20 weeks pregnant (past halfway)?',
    'pregnant, over 20 weeks',
    [
      '(?:2[0-9]|3[0-9]|4[0-2]|twenty(?: (?:one|two|three|four|five|six|seven|eight|nine))?|thirty(?: (?:one|two|three|four|five|six|seven|eight|nine))?|forty(?: (?:one|two))?) (?:and a half )?weeks? (?:pregnant|along|gestation|into (?:my |the )?pregnancy)|(?<![a-z0-9] )(?:2[0-9]|3[0-9]|4[0-2]) weeks? (?=(?:and|,|with|but) (?:the |my |our )?(?:baby|bub|bump)\\b)|(?<=\\b(?:i am|i m|im|she is|she s|wife is|wife s) (?:now |about |nearly |almost |over )?)(?:2[0-9]|3[0-9]|4[0-2]) weeks?(?! (?:ago|late|overdue|old|post|after|since|out|off|into (?!(?:my |the )?pregnancy)))|third trimester|(?:five|six|seven|eight|nine|5|6|7|8|9) (?:and a half )?months pregnant|due (?:in|next) (?:\\d+|a few|two|three|four|five|six|a couple of) weeks|(?:\\d+|a few|two|three|four) weeks (?:from|until|till|before|off) (?:my |the )?due date|(?:past|over|overdue|after) (?:my |the )?due date',
    ],
    0.45,
    { kind: 'history', parent: 'pregnant', askIf: CHILD_BEARING, implies: ['pregnant'] },
  ),
  yesNo(
    'regular_contractions',
    'Are you having tightenings or period-like cramps that come regularly, every 10 minutes or more often?',
    'regular contractions',
    [
      '(?<=\\bpregnant\\b[^.]{0,120})(?:pain|pains|ache|backache|back pain|cramps?|cramping|tightenings?|tightening|pressure)(?: \\w+){0,3} (?:that )?(?:come|comes|coming) (?:every|about every|roughly every) (?:few|couple of|\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)(?: to \\d+)? minutes',
      '(?:tummy|belly|bump|stomach|uterus|womb) (?:keeps |is |has been |starts )?(?:going|getting|goes|gets|tightening|hardening)(?: \\w+){0,3} every (?:few|couple of|\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)(?: to \\d+)? minutes',
      '(?:regular |strong |painful )?contractions|labou?r pains?|(?:i think )?(?:i am|i m) in labou?r|(?:gone|going) into labou?r|tightenings? (?:every|coming every) (?:\\d+|few|five|ten|two|three) minutes',
      // "31 weeks pregnant and a backache that comes and goes every 10 minutes"
      '(?<=\\bpregnant\\b[^.]{0,120})(?:pain|pains|ache|backache|cramps?|cramping|tightenings?|tightening|pressure)(?: \\w+){0,3} (?:that )?(?:comes? and goes?|coming and going|keeps? coming) (?:every|about every|roughly every) (?:few|couple of|\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)(?: to \\d+)? minutes',
      '(?<=\\bpregnant\\b[^.]{0,120})(?:tightenings?|cramps|pains) (?:every|about every) (?:few|couple of|\\d+|two|three|four|five|six|seven|eight|nine|ten)(?: to \\d+)? minutes (?:that )?(?:are )?(?:getting )?(?:stronger|closer|worse)',
    ],
    0.01,
    // Contractions are pain ("labour pains"): the pain question is answered with them.
    {
      parent: 'pregnant',
      askIf: CHILD_BEARING,
      implies: ['pain'],
      redFlag: { reason: 'contractions in pregnancy (possible labour)', urgency: 'urgent' },
    },
  ),
  yesNo(
    'hard_tender_bump',
    'Is your pregnant belly hard and very tender all the time, even between any tightenings?',
    'hard, tender uterus',
    [
      '(?:bump|belly|tummy|stomach|uterus|womb) (?:is |feels |has gone |went |has been |is gone )?(?:rock hard|hard as a (?:rock|board)|hard and (?:very |really )?(?:tender|painful|sore))',
      // "I'm 35 weeks pregnant ... and my belly is hard"
      `${IN_PREGNANCY}(?:(?:my|the) )?(?:bump|belly|tummy|stomach|uterus|womb) (?:is |feels |has gone |went |has been |has become |became )?(?:really |very |so |rock )?hard(?! to)`,
    ],
    0.005,
    {
      parent: 'pregnant',
      askIf: CHILD_BEARING,
      redFlag: { reason: 'hard, tender uterus in pregnancy (possible placental abruption)', urgency: 'emergency' },
    },
  ),
  yesNo(
    'pregnancy_heavy_bleeding',
    'Is the bleeding heavy (like a heavy period or more), or are you passing clots or tissue?',
    'heavy bleeding or passing tissue in pregnancy',
    [
      '(?:passed|passing|lost) (?:some )?(?:tissue|the pregnancy|the baby|a clot|clots|big clots|large clots) (?:while|and i am|when|as i am) pregnant|(?:heavy|heavily) bleeding (?:while|and|as i am) pregnant',
      // "(10 weeks) pregnant and I'm bleeding heavily"
      `${IN_PREGNANCY}${HEAVY_BLEEDING}`,
    ],
    0.2,
    {
      parent: 'bleeding_in_pregnancy',
      implies: ['bleeding_in_pregnancy'],
      askIf: CHILD_BEARING,
      redFlag: { reason: 'heavy bleeding in pregnancy', urgency: 'urgent' },
    },
  ),
  yesNo(
    'high_bp_in_pregnancy',
    'During this pregnancy, or since the birth, has your blood pressure been high (140/90 or more)?',
    'raised blood pressure in pregnancy or postpartum',
    [
      'gestational hypertension|pre ?eclampsia|pregnancy induced hypertension|(?:high|raised|elevated) (?:blood pressure|bp) (?:in|during|since|with|after) (?:my |this |the )?(?:pregnancy|birth|delivery)|(?:blood pressure|bp) (?:is |was |has been )?(?:high|up|raised|elevated) (?:in|during|at|since) (?:my |this |the )?(?:pregnancy|antenatal (?:check|visit|appointment)|midwife (?:check|visit|appointment)|birth|delivery)|(?:midwife|obstetrician|ob) said (?:my )?(?:blood pressure|bp) (?:is|was) (?:high|up)',
      // "I'm 34 weeks pregnant and my blood pressure is high"
      `${IN_PREGNANCY}(?:(?:my|the|her) )?(?:blood pressure|bp) (?:is |was |has been |has gone |went |came back |reading was )?(?:very |really |a bit |quite |too )?(?:high|up|raised|elevated)`,
      // A reading of 140/90 or more told in pregnancy, at any check (SOMANZ hypertension in pregnancy 2023: the threshold):
      // "I'm 30 weeks pregnant and the pharmacist said my blood pressure was 150 over 95".
      `${IN_PREGNANCY}(?:(?:my|the|her) )?(?:blood pressure|bp)(?: (?:is|was|of|reading|came back|read|at|the|chemist|pharmacy|gp|midwife|check|as|has been)){0,4} (?:(?:1[4-9]\\d|2\\d\\d) ?(?:/|over) ?\\d{2,3}|\\d{2,3} ?(?:/|over) ?(?:9\\d|1[0-4]\\d))(?!\\d)`,
    ],
    0.01,
    { askIf: CHILD_BEARING },
  ),
  yesNo(
    'high_glucose_test',
    'Have you been told that a sugar (glucose) test in this pregnancy was high, or that you have gestational diabetes?',
    'abnormal glucose test in pregnancy',
    [
      'gestational diabetes|gdm|diabetes (?:in|during|of) (?:my |this )?pregnancy|(?:failed|high) (?:my |the )?(?:pregnancy )?(?:glucose|sugar) (?:tolerance )?(?:test|drink) (?:in|during) (?:my |this )?pregnancy',
      // "I'm 28 weeks pregnant and my glucose test came back high"
      `${IN_PREGNANCY}(?:(?:my|the) )?(?:glucose|sugar|gtt|ogtt)(?: tolerance)? (?:test|drink|levels?|results?|reading) (?:came back |was |is |were |showed |came up )?(?:high|abnormal|raised|positive|up)|${IN_PREGNANCY}failed (?:the |my )?(?:glucose|sugar)(?: tolerance)? (?:test|drink)`,
    ],
    0.02,
    { kind: 'history', parent: 'pregnant', askIf: CHILD_BEARING },
  ),
  yesNo(
    'itchy_palms_soles',
    'Is your skin very itchy, especially on the palms of the hands and the soles of the feet, without a rash?',
    'itch of palms and soles without rash',
    [
      // "so itchy at night I'm scratching till I bleed, mostly palms of my hands": where it is worst, told after.
      '(?:itchy|itching|itches|itch)\\b[^.]{0,60}?\\b(?:especially|mostly|worst|mainly) (?:on |in |the |my )*(?:palms|soles)\\b',
      '(?:itchy|itching|itches|itch)(?: \\w+){0,4}?(?: ,)?(?: (?:especially|mostly|worst|mainly))? (?:on |in )?(?:the |my )?(?:palms|soles|hands and feet|palms and soles|soles of (?:my |the )?feet|palms of (?:my |the )?hands)|(?:palms|soles|hands and feet|palms and soles|soles of my feet|palms of my hands) (?:are |have been |keep )?(?:so |very |really |incredibly )?itch(?:y|ing)',
    ],
    0.005,
  ),
  yesNo(
    'bleeding_in_pregnancy',
    'Have you had any bleeding from the vagina during this pregnancy?',
    'vaginal bleeding in pregnancy',
    [
      '(?:bleeding|spotting|blood|clots?) (?:while|when|and|since|during|in) (?:i am |being )?(?:pregnant|pregnancy)|(?:started|am|been) (?:bleeding|spotting)(?: a bit| a little| heavily)? (?:and|at) \\d+ weeks',
      // "(8 weeks) pregnant and I have had some spotting", "... and there's some bright red bleeding"
      `${IN_PREGNANCY}(?:(?:some|a bit of|a little|light|a small amount of|a little bit of|bright red|dark red|brown|fresh|vaginal|a few drops of|a (?:sudden )?gush of|a (?:sudden )?loss of) )*(?:bleeding|spotting|bled|blood loss|blood)(?! (?:\\w+ ){0,2}(?:urine|wee|pee|poo|poos|stools?|bowels?|phlegm|sputum|spit|vomit|nose|gums|mouth|bottom|bum|back passage|cough|coughing|test|tests|pressure|sugars?|group|type|clots? in (?:my |the )?(?:leg|lung)s?)(?= ))(?! between| after sex)(?: from (?:my |her |the )?(?:vagina|front passage|down below|down there))?`,
    ],
    0.01,
    {
      parent: 'pregnant',
      askIf: CHILD_BEARING,
      implies: ['vaginal_bleeding'],
      redFlag: { reason: 'vaginal bleeding in pregnancy', urgency: 'urgent' },
    },
  ),
  yesNo(
    'reduced_fetal_movements',
    'Has the baby been moving less than usual?',
    'reduced fetal movements',
    [
      '(?:baby|bub) (?:is |has been |has not been |has )?(?:moving|kicking) (?:less|much less|a lot less|as much)|(?:baby|bub) (?:has )?(?:stopped|not) (?:moving|kicking)|(?:baby|bub) (?:has not|is not|did not|does not) (?:moved|been moving|moving|move|kicked|been kicking|kicking|kick)(?: much| as much| at all| today| since)?|(?:less|reduced|fewer|no) (?:fetal |foetal |baby )?(?:movements?|kicks?)|(?:can not|could not|have not|did not) (?:feel|felt) (?:the |my )?(?:baby|bub) (?:move|moving|kick|kicking)|(?:barely|hardly|only just|not really|rarely) (?:felt|feel|feeling|noticed|notice) (?:the |my |her )?(?:baby|bub) (?:move|moving|kick|kicking)|(?:baby|bub) (?:is |s |has |has been |s been |been )?(?:very |really |so |a lot |much |unusually )?quiet(?:er)?(?! (?:baby|one|sleeper|at night))|(?:baby|bub) (?:has |had |s |is )?(?:hardly|barely|not really|rarely|only just) (?:moved|been moving|moving|kicked|kicking)',
    ],
    0.005,
    { parent: 'pregnant', askIf: CHILD_BEARING, redFlag: { reason: 'reduced fetal movements', urgency: 'urgent' } },
  ),
  yesNo(
    'waters_broken',
    'Has fluid been leaking or gushing from the vagina?',
    'possible ruptured membranes',
    [
      '(?:waters?|water) (?:has |have |s )?(?:just |already |now )?(?:broken|broke|gone)|(?:gush|leak(?:ing)?|trickle) of (?:clear )?(?:fluid|water)|leaking (?:clear )?fluid|(?:clear |watery )?(?:fluid|water|liquid) (?:is |keeps |has been |started )?(?:leaking|trickling|gushing|dribbling|coming) (?:out )?(?:from|out of|down) (?:my |the )?(?:vagina|down there|down below|legs)',
    ],
    0.003,
    { parent: 'pregnant', askIf: CHILD_BEARING, redFlag: { reason: 'possible ruptured membranes', urgency: 'urgent' } },
  ),
  yesNo(
    'heavy_bleeding_after_birth',
    'Have you given birth in the last 6 weeks, and are you now bleeding heavily (soaking a pad in an hour or less, or passing clots bigger than a 50-cent coin)?',
    'heavy vaginal bleeding after birth',
    [
      '(?<=\\b(?:had (?:my |the |a |our )?baby|gave birth|given birth|delivered)\\b[^.]{0,60})(?:bleeding|loss|blood loss) (?:has |s |is )?(?:got|gotten|getting|become|gone|went|seems|seem|looks|is|s) (?:a lot |much |a bit |a little |quite a bit |way )?heavier|soak(?:ed|ing)? (?:through )?(?:two|three|2|3|a couple of) (?:big |large )?(?:maternity )?pads in (?:the last |an |one )?hour',
      // "I had my baby 10 days ago and suddenly I am bleeding heavily with big clots"
      `${AFTER_BIRTH}${HEAVY_BLEEDING}`,
      '(?:bleeding|blood loss|losing blood) (?:heavily|a lot|heaps|more and more|very heavily) (?:since|after) (?:the |giving )?(?:birth|delivery|baby|c section|caesarean|having (?:the |my )?baby)|(?:heavy|heavier) (?:bleeding|blood loss) (?:since|after) (?:the |giving )?(?:birth|delivery|baby|c section|caesarean|having (?:the |my )?baby)|(?:large|big|huge) clots (?:since|after) (?:the |giving )?(?:birth|delivery|baby|having (?:the |my )?baby)',
    ],
    0.005,
    {
      askIf: CHILD_BEARING,
      implies: ['recent_birth'],
      redFlag: { reason: 'heavy bleeding after birth (postpartum haemorrhage)', urgency: 'emergency' },
    },
  ),
  yesNo(
    'offensive_lochia',
    'Since the birth, does the vaginal bleeding or discharge smell bad (offensive)?',
    'offensive lochia',
    [
      '(?:smelly|offensive|foul|bad smelling|stinky|foul smelling) (?:discharge|bleeding|blood|lochia) (?:since|after) (?:the |giving )?(?:birth|delivery|baby|having (?:the |my )?baby)|lochia (?:smells|is smelly|is offensive|stinks)',
      // "I had a baby 2 weeks ago and I have a fever and smelly discharge"
      `${AFTER_BIRTH}(?:smelly|offensive|foul|bad smelling|stinky|foul smelling|smelling|off smelling) (?:vaginal )?(?:discharge|bleeding|blood|lochia)`,
    ],
    0.01,
    { parent: 'recent_birth', askIf: CHILD_BEARING },
  ),
  yesNo(
    'recent_birth',
    'Have you had a baby in the last 6 weeks?',
    'postpartum (6 weeks)',
    [
      // "who gave birth nine days ago": days past six, told in words (weeks past six are not recent)
      '(?:gave birth|had (?:a |my |our |the |her )?(?:baby|bub|son|daughter|twins)(?: boy| girl)?|delivered|(?:was|were) born) (?:seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|a couple of) days ago',
      // "since my son was born four days ago"
      '(?:was|were) born (?:(?:only|just) )?(?:\\d+|a few|two|three|four|five|six|seven) (?:days|weeks) ago|(?:was|were) born (?:yesterday|last week)|(?:was|were) born (?:(?:only|just) )?(?:a week|a fortnight|a month) ago',
      '(?:just|recently) (?:had|gave birth to|delivered) (?:a |my |our |the |her )?(?:baby|bub|son|daughter|twins)|(?:gave birth|had (?:a |my |our |the |her )?(?:baby|bub|son|daughter|twins)(?: boy| girl)?|delivered) (?:\\d+|a few|two|three|four|five|six) (?:days|weeks) ago|(?:gave birth|had (?:a |my |our |the |her )?(?:baby|bub|son|daughter|twins)(?: boy| girl)?|delivered) (?:last week|yesterday|on \\w+day)|(?:my|our|her) (?:new ?born |new )?(?:baby|bub|son|daughter|twins)(?: boy| girl)? (?:is|are)(?= (?:only |just )?(?:[1-5]|one|two|three|four|five) (?:weeks?|wks?) old| (?:only |just )?\\d+ days? old)|post ?partum|post ?natal|(?:since|after) (?:the )?(?:birth|delivery|c section|caesarean)',
    ],
    0.02,
    { kind: 'history', askIf: CHILD_BEARING, implies: ['birth_last_year'] },
  ),
  yesNo(
    'shoulder_tip_pain',
    'Do you have pain at the tip of your shoulder?',
    'shoulder-tip pain',
    [
      'shoulder ?tip pain|pain (?:at|in) the (?:tip|top) of (?:my |her )?shoulder|(?:pain|ache|hurts?|hurting) (?:in|at) (?:my |her |the )?(?:left |right )?shoulder ?tips?|shoulder ?tips? (?:is |are )?(?:hurting|hurts|sore|aching|painful)',
    ],
    0.01,
  ),
  yesNo(
    'birth_imminent',
    'Can you feel the baby’s head, or an urge to push that you cannot stop?',
    'birth imminent',
    [
      '(?:can|could) (?:feel|see) (?:the |its |the baby s |my |her )?(?:baby s )?head|(?:urge|need) to push|(?:baby|head) is (?:coming (?:out|now)|crowning|out)|(?:having|about to have) (?:the|a|my|her) baby (?:right )?now|crowning',
    ],
    0.0005,
    { parent: 'pregnant', askIf: CHILD_BEARING, redFlag: { reason: 'birth imminent', urgency: 'emergency' } },
  ),
  yesNo(
    'pelvic_pressure',
    'Do you feel pressure low in your pelvis, as if the baby is pushing down?',
    'pelvic pressure in pregnancy',
    [
      '(?:pressure|heaviness) (?:low down |down low )?(?:in|on) (?:my |the )?(?:pelvis|bottom|vagina|down below|down there)|(?:baby|head) (?:is )?(?:pushing|pressing|bearing) down|(?:feels?|feeling) like (?:the )?baby is (?:coming|falling out|pushing down|about to come)',
    ],
    0.02,
    { parent: 'pregnant', askIf: CHILD_BEARING },
  ),
];
