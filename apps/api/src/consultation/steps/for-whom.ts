import type { Sex } from '@telehealth/diagnosis';
import type { ProfileRow } from '../../db/tables.js';
import { ageOn as ageOnDay, clinicToday } from '../../domain/dates.js';
import { escapeMarkdown } from '../../domain/markdown-text.js';
import { choices } from '../quick-replies.js';
import { advance, stay, type Step, type Turn } from '../turn.js';
import { normalise } from '../words.js';

export const SOMEONE_ELSE = 'Someone else';

const SEX_OF_RELATIONSHIP: Readonly<Record<string, Sex>> = {
  daughter: 'F',
  mother: 'F',
  wife: 'F',
  sister: 'F',
  grandmother: 'F',
  son: 'M',
  father: 'M',
  husband: 'M',
  brother: 'M',
  grandfather: 'M',
};

/** "Me — Alex Citizen", "My daughter — Mia Citizen"; a profile of another kind shows its name. */
export function profileLabel(profile: ProfileRow): string {
  if (profile.relationship === 'self') return `Me — ${profile.fullName}`;
  if (profile.relationship === 'other') return profile.fullName;
  return `My ${profile.relationship} — ${profile.fullName}`;
}

/** Age in whole years today (the clinic's today), from DD/MM/YYYY. */
export function ageOn(dateOfBirth: string | null, now: Date): number | null {
  return ageOnDay(dateOfBirth, clinicToday(now));
}

function chosenProfile(turn: Turn, profiles: ProfileRow[]): ProfileRow | 'someone-else' | null {
  const said = normalise(turn.text);
  const byLabel = profiles.find((p) => normalise(profileLabel(p)) === said);
  if (byLabel) return byLabel;
  if (
    said === normalise(SOMEONE_ELSE) ||
    /\b(someone else|somebody else|another person|a friend|none of (these|them))\b/.test(said)
  )
    return 'someone-else';
  const byName = profiles.filter(
    (p) => said.includes(normalise(p.fullName)) || said === normalise(p.fullName.split(' ')[0] ?? ''),
  );
  if (byName.length === 1) return byName[0]!;
  if (/^(me|myself|for me|it's for me|it is for me|i am|mine|self)$/.test(said))
    return profiles.find((p) => p.relationship === 'self') ?? 'someone-else';
  const byRelationship = profiles.filter(
    (p) => p.relationship !== 'self' && new RegExp(`\\b${p.relationship}\\b`).test(said),
  );
  return byRelationship.length === 1 ? byRelationship[0]! : null;
}

/** A chosen profile fills the patient's details and, where it can, their age and sex. */
function useProfile(turn: Turn, profile: ProfileRow): void {
  const s = turn.state;
  s.profileId = profile.id;
  turn.update.fullName = profile.fullName;
  turn.update.dateOfBirth = profile.dateOfBirth;
  turn.update.country = profile.country;
  turn.update.mobileNumber = profile.mobileNumber;
  turn.update.medicareNumber = profile.medicareNumber;
  turn.update.medicareReferenceNumber = profile.medicareReferenceNumber;
  const age = ageOn(profile.dateOfBirth, turn.now);
  if (age !== null) s.age = age;
  const sex = SEX_OF_RELATIONSHIP[profile.relationship];
  if (sex) s.sex = sex;
  s.forSomeoneElse = profile.relationship !== 'self';
}

/** Who the consultation is for, when the device has saved profiles to offer. */
export const forWhomStep: Step = {
  async ask(turn) {
    const s = turn.state;
    if (s.profileId || s.forSomeoneElse) return null;
    const profiles = await turn.profiles();
    if (!profiles.length) return null;
    return {
      text: 'Who is this consultation for?',
      options: choices([...profiles.map(profileLabel), SOMEONE_ELSE]),
    };
  },
  async answer(turn) {
    const profiles = await turn.profiles();
    const chosen = chosenProfile(turn, profiles);
    if (chosen === 'someone-else') {
      turn.state.forSomeoneElse = true;
      return advance();
    }
    if (chosen) {
      useProfile(turn, chosen);
      return advance(undefined, `Thanks, this consultation is for ${escapeMarkdown(chosen.fullName)}.`);
    }
    if (turn.state.misses === 0) {
      return stay({
        text: 'Sorry, who is this consultation for? Tap a name, or "Someone else".',
        options: choices([...profiles.map(profileLabel), SOMEONE_ELSE]),
      });
    }
    turn.state.forSomeoneElse = true;
    return advance(undefined, "No problem, I'll ask for their details at the end.");
  },
};
