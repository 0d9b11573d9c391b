/**
 * Symptom words as they are often mistyped on a phone, spelled right so that every phrasing that reads the word
 * reads its slip too: "sudenly", "short of breth", "migranes", "vomitting", "temprature", "pregant". Each slip is a
 * whole word that is not itself an English word a patient would mean otherwise ("rite" and "wen" only beside the
 * words they are slips for). Applied to normalized text, before the texting shorthand.
 */
export const MISSPELLINGS: [RegExp, string][] = [
  [/ (?:sudenly|suddenley|suddently|suddnly|sudddenly|sudenley) /g, ' suddenly '],
  [/ (?:breth|breathe?th|brath) (?=(?:when|wen|and|after|on|at|walking|doing|going|climbing|\.|,))/g, ' breath '],
  [/ (?:brething|breathin|breating|breatheing) /g, ' breathing '],
  [
    / rite (?=(?:side|arm|leg|eye|ear|hand|foot|knee|hip|shoulder|chest|breast|testicle|ball|flank|lower|upper)\s)/g,
    ' right ',
  ],
  [
    / (?<=(?:worse|better|more|hurts?|pain|sore|painful|only|even) )wen (?=(?:i|he|she|we|they|you|my|it)\s)/g,
    ' when ',
  ],
  [/ (?:probly|prolly|probaly|propably) /g, ' probably '],
  [/ (?:migrane|migrain|migrene|migraene) /g, ' migraine '],
  [/ (?:migranes|migrains|migrenes) /g, ' migraines '],
  [/ (?:vomitting|vommiting|vommitting|vomitin|vomting) /g, ' vomiting '],
  [/ (?:temprature|tempreture|temperture|temperatur) /g, ' temperature '],
  [/ (?:hedache|headach|heddache|headace|hedake) /g, ' headache '],
  [/ (?:stomache|stomac|stomack|stomch) /g, ' stomach '],
  [/ (?:diarhea|diarrea|diahrea|diarhoea|diarrohea|diarrhoe|diorrhea|diarreah) /g, ' diarrhoea '],
  [/ (?:nausious|nautious|nauseus|nausous) /g, ' nauseous '],
  [/ (?:dizzey|dizy|dizzie) /g, ' dizzy '],
  [/ (?:swolen|swollon|swolled|sollen) /g, ' swollen '],
  [/ (?:painfull|painfuly) /g, ' painful '],
  [/ (?:throte|thoat|throut|throught) (?=(?:is|and|has|for|since|,|\.|hurts|feels|pain))/g, ' throat '],
  [/ (?:seizuer|siezure|seizur|sezure) /g, ' seizure '],
  [/ (?:unconcious|unconscous|unconsious) /g, ' unconscious '],
  [/ (?:asma|asthama|athsma|ashtma|azma|asthmar) /g, ' asthma '],
  [/ (?:pregant|pregnet|preganant|pregnent|pregnat) /g, ' pregnant '],
  [/ (?:alergic|allergick|alergick) /g, ' allergic '],
  [/ (?:alergy|allergie|alergie) /g, ' allergy '],
  [/ (?:tierd|tird) /g, ' tired '],
  [/ (?:exausted|exhuasted|exhasted) /g, ' exhausted '],
  [/ (?:wheezey|weezy|wheezie) /g, ' wheezy '],
  [/ (?:coughin|coffing) /g, ' coughing '],
  [/ (?:itchey|ichy|itchie) /g, ' itchy '],
  [/ (?:bleading|bleedin) /g, ' bleeding '],
];
