import type { ComplaintScript } from '../knowledge/types.js';
import { resolveSite } from './sites.js';

/** The finding codes behind the pain details a script may ask. */
export const PAIN_DETAILS: Readonly<Record<string, string>> = {
  'pain.site': 'E_55',
  'pain.onset': 'E_59',
  'pain.character': 'E_54',
  'pain.radiation': 'E_57',
  'pain.intensity': 'E_56',
  'pain.precision': 'E_58',
};

export interface CompiledComplaint {
  id: string;
  label: string;
  triggers: Set<string>;
  /** Pain at any of these places (E_55 codes) opens the script. */
  painSites: Set<string>;
  /** Finding codes in the order they are asked. */
  questions: string[];
  /** Places offered (E_55 codes, in order) when the script asks where the pain is. */
  siteOptions: string[];
  /** Codes asked even once the model is confident. */
  always: Set<string>;
  /** Gives way to a specific complaint opened by the same words. */
  general: boolean;
}

/** Scripts in finding codes; throws on a name the vocabulary does not have. */
/** Scripts in finding codes. Throws on a name or place it does not know, unless told to report and skip it. */
export function compileComplaints(
  scripts: readonly ComplaintScript[],
  byName: ReadonlyMap<string, { code: string }>,
  sideOf: (code: string) => 'R' | 'L' | null,
  onProblem?: (problem: string) => void,
): CompiledComplaint[] {
  const report = (problem: string): null => {
    if (!onProblem) throw new TypeError(problem);
    onProblem(`${problem} (left out)`);
    return null;
  };
  const codeOf = (script: string, name: string): string | null =>
    PAIN_DETAILS[name] ?? byName.get(name)?.code ?? report(`Complaint ${script}: unknown finding ${name}`);
  const placesOf = (script: string, phrase: string): string[] => {
    try {
      return resolveSite(phrase, sideOf).codes;
    } catch {
      report(`Complaint ${script}: "${phrase}" names no body place the reader knows`);
      return [];
    }
  };
  const ids = new Set<string>();
  const compiled: CompiledComplaint[] = [];
  for (const s of scripts) {
    if (ids.has(s.id)) {
      report(`Complaint ${s.id} is defined twice`);
      continue;
    }
    ids.add(s.id);
    const codes = (names: readonly string[]) =>
      names.map((n) => codeOf(s.id, n)).filter((c): c is string => c !== null);
    compiled.push({
      id: s.id,
      label: s.label,
      triggers: new Set(codes(s.triggers)),
      painSites: new Set((s.painSites ?? []).flatMap((p) => placesOf(s.id, p))),
      questions: codes(s.questions),
      siteOptions: [...new Set((s.siteOptions ?? []).flatMap((p) => placesOf(s.id, p)))],
      always: new Set(codes(s.always ?? [])),
      general: s.general === true,
    });
  }
  return compiled;
}
