/**
 * The text a phrasing cannot match without: for a phrasing's pattern, a few pieces of plain text at
 * least one of which is in every text it matches ("sore throat|throat hurts" needs "sore throat" or
 * "throat hurts"). The reader tries some 1,500 phrasings on every message; the few whose pieces are
 * in the words are the only ones that can match, so only they are run. A pattern this cannot read
 * needs nothing (null) and is always run: the pieces only ever leave out phrasings that cannot match.
 */

/** What a part of a pattern matches: the one text it always matches, or pieces one of which it needs. */
interface Need {
  /** The text matched whenever this part matches (zero-width parts match ""); null when it varies. */
  exact: string | null;
  /** Pieces one of which every match contains; null when nothing is needed. */
  anyOf: string[] | null;
}

const NOTHING: Need = { exact: null, anyOf: null };

/** Escapes that stand for one of several characters, or for none (\b). */
const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S']);
const ZERO_WIDTH_ESCAPES = new Set(['b', 'B']);
/** Escapes this reader leaves alone: the whole pattern then needs nothing. */
const UNREAD_ESCAPES = /[0-9cfnrtuvxkpP]/;

class Unreadable extends Error {}

const shortest = (pieces: string[]) => Math.min(...pieces.map((p) => p.length));

/** The more telling of two needs: the one whose shortest piece is longer, then the one with fewer pieces. */
function better(a: string[] | null, b: string[] | null): string[] | null {
  if (!a || shortest(a) === 0) return b && shortest(b) > 0 ? b : null;
  if (!b || shortest(b) === 0) return a;
  const [la, lb] = [shortest(a), shortest(b)];
  if (la !== lb) return la > lb ? a : b;
  return b.length < a.length ? b : a;
}

const anyOfNeed = (need: Need): string[] | null => (need.exact !== null ? [need.exact] : need.anyOf);

class Reader {
  #at = 0;
  constructor(private readonly pattern: string) {}

  read(): Need {
    const need = this.alternatives();
    if (this.#at < this.pattern.length) throw new Unreadable();
    return need;
  }

  private alternatives(): Need {
    const branches = [this.sequence()];
    while (this.pattern[this.#at] === '|') {
      this.#at++;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0]!;
    const pieces: string[] = [];
    for (const branch of branches) {
      const needed = anyOfNeed(branch);
      if (!needed || shortest(needed) === 0) return NOTHING;
      pieces.push(...needed);
    }
    return { exact: null, anyOf: [...new Set(pieces)] };
  }

  private sequence(): Need {
    let run = '';
    let exact = true;
    let best: string[] | null = null;
    while (this.#at < this.pattern.length && this.pattern[this.#at] !== '|' && this.pattern[this.#at] !== ')') {
      const part = this.quantified(this.atom());
      if (part.exact !== null) {
        run += part.exact;
        continue;
      }
      exact = false;
      best = better(best, run ? [run] : null);
      best = better(best, part.anyOf);
      run = '';
    }
    if (exact) return { exact: run, anyOf: run ? [run] : null };
    return { exact: null, anyOf: better(best, run ? [run] : null) };
  }

  private quantified(part: Need): Need {
    const q = this.pattern[this.#at];
    let atLeastOne: boolean;
    if (q === '?' || q === '*' || q === '+') {
      this.#at++;
      atLeastOne = q === '+';
    } else if (q === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.pattern.slice(this.#at));
      if (!m) throw new Unreadable();
      this.#at += m[0].length;
      atLeastOne = Number(m[1]) > 0;
    } else return part;
    if (this.pattern[this.#at] === '?') this.#at++; // lazy: matches the same texts
    return atLeastOne ? { exact: null, anyOf: anyOfNeed(part) } : NOTHING;
  }

  private atom(): Need {
    const c = this.pattern[this.#at]!;
    if (c === '(') return this.group();
    if (c === '[') return this.characterClass();
    if (c === '\\') return this.escape();
    this.#at++;
    if (c === '.') return NOTHING;
    if (c === '^' || c === '$') return { exact: '', anyOf: null };
    if ('*+?{}'.includes(c)) throw new Unreadable();
    return { exact: c, anyOf: [c] };
  }

  private group(): Need {
    const head = /^\((\?(?:<?[=!]|:|<[A-Za-z_]\w*>))?/.exec(this.pattern.slice(this.#at))![0];
    this.#at += head.length;
    const inner = this.alternatives();
    if (this.pattern[this.#at] !== ')') throw new Unreadable();
    this.#at++;
    // A look before or after consumes nothing: what it looks for is not counted on.
    const looks = head === '(?=' || head === '(?!' || head === '(?<=' || head === '(?<!';
    return looks ? { exact: '', anyOf: null } : inner;
  }

  private characterClass(): Need {
    this.#at++;
    if (this.pattern[this.#at] === '^') this.#at++;
    if (this.pattern[this.#at] === ']') this.#at++;
    while (this.#at < this.pattern.length && this.pattern[this.#at] !== ']') {
      this.#at += this.pattern[this.#at] === '\\' ? 2 : 1;
    }
    if (this.pattern[this.#at] !== ']') throw new Unreadable();
    this.#at++;
    return NOTHING;
  }

  private escape(): Need {
    const c = this.pattern[this.#at + 1];
    if (c === undefined || UNREAD_ESCAPES.test(c)) throw new Unreadable();
    this.#at += 2;
    if (CLASS_ESCAPES.has(c)) return NOTHING;
    if (ZERO_WIDTH_ESCAPES.has(c)) return { exact: '', anyOf: null };
    if (/[A-Za-z]/.test(c)) throw new Unreadable();
    return { exact: c, anyOf: [c] };
  }
}

/** Pieces of text one of which every match of `pattern` (a regular expression's source, no flags) contains; null for none. */
export function neededText(pattern: string): string[] | null {
  try {
    const needed = anyOfNeed(new Reader(pattern).read());
    return needed && shortest(needed) > 0 ? needed : null;
  } catch (err) {
    if (err instanceof Unreadable) return null;
    throw err;
  }
}

/**
 * Which of many phrasings can match a text, by the pieces each needs: the pieces are looked up by
 * where they could start in the text (by their first characters), not each searched for.
 */
export class PhrasingFilter {
  /** Phrasings that need nothing: always tried. */
  readonly #always: number[] = [];
  /** Pieces by their first two characters (one-character pieces by their one), with the phrasings needing each. */
  readonly #byStart = new Map<string, { piece: string; phrasings: number[] }[]>();
  readonly #count: number;

  constructor(needs: readonly (string[] | null)[]) {
    this.#count = needs.length;
    const pieces = new Map<string, number[]>();
    needs.forEach((needed, i) => {
      if (!needed) this.#always.push(i);
      else for (const piece of needed) pieces.set(piece, [...(pieces.get(piece) ?? []), i]);
    });
    for (const [piece, phrasings] of pieces) {
      const key = piece.slice(0, 2);
      this.#byStart.set(key, [...(this.#byStart.get(key) ?? []), { piece, phrasings }]);
    }
  }

  /** For each phrasing, by its place in the list given: whether it can match `text`. */
  candidates(text: string): Uint8Array {
    const can = new Uint8Array(this.#count);
    for (const i of this.#always) can[i] = 1;
    for (let at = 0; at < text.length; at++) {
      for (const key of at + 1 < text.length ? [text.slice(at, at + 2), text[at]!] : [text[at]!]) {
        const starting = this.#byStart.get(key);
        if (!starting) continue;
        for (const { piece, phrasings } of starting) {
          if (text.startsWith(piece, at)) for (const i of phrasings) can[i] = 1;
        }
      }
    }
    return can;
  }
}
