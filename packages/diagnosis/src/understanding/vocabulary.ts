/** Words for the DDXPlus pain characters (E_54), colours (E_130) and travel regions (E_204). */

export const PAIN_CHARACTERS: readonly [string, string][] = [
  ['V_71', 'tearing|ripping|torn|tear'],
  ['V_179', 'stabbing|stab|stabs|like a knife|knife like|knife|piercing'],
  ['V_112', 'shooting|lancinating|electric|like an electric shock|zapping'],
  ['V_154', 'nagging|niggling|annoying|bothersome|tedious|constant'],
  ['V_161', 'tender|sore to (?:the )?touch|sensitive|hurts to touch'],
  ['V_180', 'pulling|tugging|drawing|stretching'],
  ['V_181', 'burning|burns|scalding|searing|stinging'],
  ['V_182', 'cramp(?:s|ing|y)?|colicky|gripping'],
  ['V_183', 'heavy|heaviness|pressure|pressing|tight(?:ness)?|squeezing|crushing|weight on|dull|like an elephant|band'],
  ['V_184', 'throbbing|pulsing|pulsating|pounding|beating'],
  ['V_191', 'violent|intense'],
  ['V_192', 'sharp'],
  ['V_193', 'sickening|nauseating|makes me (?:feel )?sick'],
  ['V_196', 'scary|frightening|terrifying|scares me'],
  ['V_198', 'exhausting|draining|tiring|wearing me (?:out|down)|wears me out'],
];

/**
 * A pain "that won't go away" or "is there all the time" is the constant, nagging kind (V_154), when
 * nothing else is said of it: a crushing chest pain that won't go away is told by "crushing".
 */
export const PERSISTENT_PAIN =
  /\s(?:(?:will|would|does|do) not (?:ever )?go away|wont go away|never (?:goes away|stops|lets up|eases)|there all the time)\s/;

export const RASH_COLOURS: readonly [string, string][] = [
  ['V_157', 'red|reddish|bright red|scarlet|crimson'],
  ['V_156', 'pink|pinkish|rosy'],
  ['V_86', 'dark|purple|purplish|brown|black|bruise coloured|violet'],
  ['V_107', 'yellow|yellowish|golden'],
  ['V_138', 'pale|white|whitish|light|skin coloured'],
];

export const TRAVEL_REGIONS: readonly [string, string][] = [
  // Oceania first: "Papua New Guinea" is not Guinea in West Africa.
  [
    'V_13',
    'oceania|new zealand|nz|fiji|samoa|tonga|vanuatu|papua new guinea|png|solomon islands|pacific islands|new caledonia|cook islands',
  ],
  ['V_2', 'south africa|johannesburg|cape town|durban|namibia|botswana|zimbabwe|mozambique|southern africa'],
  ['V_0', 'north africa|egypt|morocco|tunisia|algeria|libya|cairo|marrakech'],
  [
    'V_1',
    'west africa|nigeria|ghana|sierra leone|liberia|guinea|senegal|mali|ivory coast|cote d ivoire|burkina faso|gambia|togo|benin|lagos|accra',
  ],
  [
    'V_7',
    'south east asia|southeast asia|thailand|vietnam|cambodia|laos|myanmar|burma|malaysia|singapore|indonesia|bali|philippines|timor|phuket|bangkok',
  ],
  [
    'V_6',
    'asia|china|japan|korea|india|nepal|pakistan|sri lanka|bangladesh|hong kong|taiwan|mongolia|middle east|dubai|uae|saudi|qatar|israel|turkey|iran',
  ],
  ['V_3', 'central america|mexico|guatemala|belize|honduras|el salvador|nicaragua|costa rica|panama'],
  ['V_5', 'south america|brazil|argentina|chile|peru|colombia|ecuador|bolivia|venezuela|uruguay|paraguay'],
  ['V_8', 'caribbean|caraibes|jamaica|cuba|bahamas|barbados|haiti|dominican republic|puerto rico|trinidad'],
  [
    'V_4',
    'north america|united states|usa|us|america|canada|alaska|hawaii|new york|california|los angeles|vancouver|toronto',
  ],
  [
    'V_9',
    'europe|uk|united kingdom|england|britain|scotland|ireland|france|germany|italy|spain|portugal|greece|netherlands|switzerland|austria|sweden|norway|denmark|poland|croatia|london|paris|rome',
  ],
];

/** Codes of the first vocabulary entries found in the text, in vocabulary order. */
export function codesIn(norm: string, vocabulary: readonly [string, string][], first = false): string[] {
  const codes: string[] = [];
  for (const [code, words] of vocabulary) {
    if (new RegExp(`\\s(?:${words})(?=\\s)`).test(norm)) {
      codes.push(code);
      if (first) break;
    }
  }
  return codes;
}
