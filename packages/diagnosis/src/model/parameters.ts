import type { Prevalence } from '../knowledge/types.js';

/**
 * The decisions of the whole-practice model that the data cannot fit: chosen by hand on the
 * development half of our own vignettes (src/vignettes, never the test half), and on the DDXPlus dev
 * patients where DDXPlus conditions are concerned.
 */
export const MODEL_PARAMETERS = {
  /** Problems managed per 1,000 general practice encounters for each prevalence class. */
  prevalence: { 'very common': 20, common: 5, uncommon: 1, rare: 0.2, 'very rare': 0.02 } satisfies Record<
    Prevalence,
    number
  >,
  /** Prior share of "a condition the knowledge base does not know" (about one presentation in twenty). */
  unexplainedShare: 0.05,
  /**
   * How an unknown condition presents: each symptom several times more often than in someone whose
   * condition does not cause it (at most this rate); risk factors keep their population rate. A
   * patient whose findings no known condition explains better than this is "not explained".
   */
  unexplainedSymptomFactor: 5,
  unexplainedSymptomRate: 0.15,
  unexplainedPainRate: 0.5,
  unexplainedSiteRate: 0.02,
  /**
   * Factor on a condition that does not explain the presenting complaint: it may be present, but it is
   * rarely why the patient consults (a very common silent condition must not lead a thin interview).
   */
  chiefComplaintPenalty: 0.1,
  /** Highest P(yes) a DDXPlus-fitted finding keeps (src/model/compose.ts, fittedRow); pain, lower. */
  fittedCeiling: 0.95,
  fittedPainCeiling: 0.75,
  /** Risk factors and history: DDXPlus's generator gives some to most of a condition's patients (anaemia: a blood thinner). */
  fittedRiskCeiling: 0.6,
  /**
   * Share of a condition's fevers that reach 39 °C when the condition names a fever but not how high:
   * most febrile illnesses of childhood and many of adults peak at 38–40 °C (RCH febrile child; Nelson),
   * so a temperature of 39.5 is no sign against otitis media, tonsillitis or a chest infection.
   */
  highFeverShare: 0.3,
  /** Factor on a gated condition (rare, travel-acquired) until its exposure or hallmark is reported. */
  gatePenalty: 0.002,
  /** A gated condition this probable before its penalty has its gate asked about. */
  gateAskAbove: 0.05,
  /** A place a condition does not describe is named at this rate (per place). */
  straySiteRate: 0.004,
  /**
   * Weight of the places a patient did not name (multi-choice answers): DDXPlus's synthetic patients
   * name every place of their pain, real patients one or two, so leaving one out says little.
   */
  unchosenPlaceWeight: 0.2,
  /** Stop asking when the leading condition (or "not explained") reaches this probability. */
  confidence: 0.85,
  /** Stop when the best question is expected to tell less than this (nats). */
  minGain: 0.015,
  /** Questions of the interview's own, at most (a consultation may ask fewer). */
  maxQuestions: 20,
  /** Information gain looks only at findings of the conditions this probable, at most this many of them. */
  candidateFloor: 0.01,
  candidateCount: 10,
  /**
   * "I'm not sure": the findings are this likely to be something the knowledge base does not know, or
   * no known condition reaches this probability, or the leader is less than `margin` times as likely as
   * the runner-up. The AI then names no condition and hands over. A leader whose hallmark the patient
   * reported (a symptom or sign e^`hallmark` ≈ 12 times likelier in it than in an illness the knowledge
   * base does not know) needs no margin, and is named while "not explained" is below
   * `hallmarkUnexplained` if it is `hallmarkMargin` times as likely as any other known condition. Chosen
   * on half of the sets of known conditions and checked on the other half with each case's condition held
   * out of the knowledge base too (src/bench/calibration-cli.ts; packages/diagnosis/README.md).
   */
  notSure: {
    unexplained: 0.35,
    top: 0.3,
    looseFindings: 2,
    margin: 1.5,
    hallmark: 2.5,
    hallmarkUnexplained: 0.65,
    hallmarkMargin: 10,
    /**
     * A telling symptom or sign the patient told that the leader makes e^`illFitting` ≈ 3.3 times rarer
     * than an illness the knowledge base does not know does (src/told-findings.ts; in practice one the
     * leader leaves at its background): unless the patient reported the leader's own hallmark
     * (`hallmark`), the leader is then named only if it is `illFittingMargin` times as likely as the
     * runner-up. With a case's own condition held out of the knowledge base, the neighbour that leads
     * mostly leaves that condition's hallmark so (mumps held out: a tooth abscess leaves the swollen gland
     * in front of the ear at its background), with rivals not far behind. Chosen on one half of the sets and checked on the
     * other (packages/diagnosis/README.md).
     */
    illFitting: 1.2,
    illFittingMargin: 50,
  },
  /** Disposition from the posterior and the danger signs reported. */
  triage: {
    /** P(a condition needing emergency care) for an emergency. */
    emergency: 0.5,
    /** The same, when an emergency danger sign was reported (saddle numbness, a thunderclap headache…). */
    emergencyWithFlag: 0.05,
    /** P(emergency condition) that makes it urgent at the least. */
    urgentFromEmergency: 0.1,
    /** P(a condition needing a doctor today, or emergency care) for urgent. */
    urgent: 0.4,
    /** P(a condition needing a doctor within days or sooner) above which self-care is not enough. */
    days: 0.35,
    /** "Not explained" this probable: a doctor should see the patient. */
    unexplained: 0.3,
    /**
     * A mild complaint of this week, without a danger sign (see `dispositionFor`), is self-care however much is
     * not explained while each condition needing a doctor stays below `possibility` (the likelihood from which
     * a condition is named as a real possibility) and those needing one today below `urgent`, emergencies
     * below `emergency`: most minor illnesses are self-limiting and managed at home with advice on when to
     * seek care (NICE CKS; RCGP/NHS self-care guidance; healthdirect).
     */
    mild: { possibility: 0.1, urgent: 0.1, emergency: 0.02 },
  },
} as const;

export type ModelParameters = typeof MODEL_PARAMETERS;
