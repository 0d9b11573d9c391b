import type { LexiconEntry } from './lexicon.js';

/** A place or group a person belongs to, where an illness goes round. */
const GROUP =
  '(?:office|class|school|team|workplace|work|staff|colleagues|workmates|co ?workers|ward|unit|crew|kindy|daycare|childcare|household|family|house|street|nursing home)';
const OFF_SICK = '(?:off|away|home|out) (?:sick|ill|unwell|crook|with (?:the )?(?:flu|a virus|a bug|it|the same))';

/**
 * Hallmarks of short case stories about a patient that the findings' phrasings missed: an illness going round a
 * workplace or class, "half his office is off sick" (flu in season: CDNA; Murtagh), "passes a lot of urine"
 * (polyuria: OHCM), cold hands and feet with a fever (NICE CKS), and a pregnant belly that
 * "tightens" now and then (Braxton Hicks: RANZCOG; Pregnancy Care Guidelines). Each maps to a finding the
 * knowledge base already has, so the sources are those of the finding.
 */
export const CASE_STORY_WORDS: LexiconEntry[] = [
  {
    evidence: 'E_41',
    pattern: `(?:half|most|lots|many|a lot|several|some|the rest|loads|heaps) (?:of )?(?:his |her |my |the |our |their )?${GROUP}(?: at (?:work|school|the office|daycare|kindy))? (?:is|are|has been|have been|was|were) ${OFF_SICK}|(?:everyone|everybody|people|colleagues|workmates|kids|children|others) at (?:work|school|the office|daycare|kindy|childcare) (?:is|are|have been|has been|were) ${OFF_SICK}`,
  },
  // Cold hands and feet in a fever told earlier or later in the story: the shut-down circulation of early sepsis
  // and meningococcal disease, often before any rash (NICE CKS: meningococcal disease; RCH Clinical Practice
  // Guidelines: sepsis). Without a fever, cold hands and feet are left unread.
  {
    evidence: 'mottled_skin',
    pattern:
      '(?<=\\b(?:fever|feverish|febrile|temperature|temp|burning up|hot)\\b[a-z0-9 .,]{0,120})(?:(?:cold|icy|freezing) (?:hands and feet|feet and hands|hands and toes|fingers and toes)|(?:hands and feet|feet and hands|hands and toes|fingers and toes) (?:are|feel|have gone|went|are really|are so) (?:icy |ice |stone |freezing |very |really )?cold)|(?:cold|icy|freezing) (?:hands and feet|feet and hands|fingers and toes)(?=[a-z0-9 .,]{0,120}\\b(?:fever|feverish|febrile|temperature|burning up)\\b)',
  },
  // The patient "and her two children have all had headaches": the household ill together, told with the patient
  // (gastro, flu, or a heater's carbon monoxide: Murtagh; Oxford Handbook of Emergency Medicine).
  {
    evidence: 'E_41',
    pattern:
      '(?<=\\b(?:and|with) )(?:her|his|my|their|our) (?:two |three |four |young |little )?(?:children|kids|family|husband|wife|partner|housemates|flatmates|parents|sons|daughters)(?= (?:have|has|had|are|were)(?: all| both)?(?: had| been| got)? (?:headaches|sick|unwell|ill|the same|it|vomiting|diarrh\\w*|gastro|dizzy)\\b)',
  },
  // Blood passed from the back passage, told with what it came with: "passed bright red blood mixed with loose stool"
  // is bloody diarrhoea (ischaemic colitis, colitis, dysentery: OHCM; eTG), "passed blood with my stool" is rectal
  // bleeding.
  {
    evidence: 'bloody_diarrhoea',
    pattern:
      '(?:passed|passing|passes|pass|had|has) (?:some |a lot of |lots of )?(?:bright |fresh |dark )?(?:red )?blood (?:mixed )?(?:with|in|into|through) (?:a |the |my |his |her |some )?(?:loose|runny|watery) (?:stools?|poos?|bowel motions?|motions?)',
  },
  {
    evidence: 'E_179',
    pattern:
      '(?:passed|passing|passes|pass) (?:some |a lot of |lots of )?(?:bright |fresh )?(?:red )?blood (?:mixed )?(?:with|in|into) (?:a |the |my |his |her |some )?(?:stools?|poos?|bowel motions?|motions?)',
  },
  // Infections counted by the year: "gets a chest infection several times a year" (recurrent infections:
  // bronchiectasis, immune deficiency; OHCM).
  {
    evidence: 'frequent_infections',
    pattern:
      '(?:chest |lung |ear |urine |bladder |skin |sinus )?infections? (?:\\w+ )?(?:several|many|a few|a couple of|two|three|four|five|six|\\d+) times (?:a|each|every|per) (?:year|winter)',
  },
  // Marks that "come with the slightest knock": bruising out of proportion to the knock (senile purpura, a bleeding
  // disorder, anticoagulants: Murtagh: bruising; DermNet).
  {
    evidence: 'E_178',
    pattern:
      '(?:come|comes|came|appear|appears|appeared|happen|happens|bruise|bruises|bruising|bruised|mark|marks|get them) (?:up )?(?:with|from|after|at) (?:the |a |any )?(?:slightest|smallest|tiniest|least|lightest|tiny|little|small|light|gentle) (?:knock|bump|bang|touch|pressure|tap|brush)',
  },
  // Much urine told as an amount passed: "she passes a lot of urine" (polyuria, not only going often).
  {
    evidence: 'passing_lots_urine',
    pattern:
      '(?:pass|passes|passing|passed|making|produce|producing) (?:a lot of|lots of|loads of|heaps of|so much|large amounts of|huge amounts of|plenty of|a great deal of) (?:urine|wee|pee|water)',
  },
  // A pregnant belly that tightens, told as a verb; only once a pregnancy was named before, so that a stomach that
  // tightens with worry is not read as the womb's.
  {
    evidence: 'irregular_tightenings',
    pattern:
      '(?<=(?:pregnan\\w*|weeks gone|bump)\\b[a-z0-9 .,]{0,160})(?:belly|bump|tummy|stomach|uterus|womb) (?:\\w+ ){0,2}(?:tightens|tighten|tightening|tightened|hardens|harden|hardening|hardened)',
  },
];
