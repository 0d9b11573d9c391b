import { useEffect, useState } from 'react';

const KEY = 'announced-notices';

function announced(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * True the first time a notice is shown in this tab, so it is announced as an alert once and
 * not again on every reload or return to the chat.
 */
export function useFirstShow(noticeKey: string): boolean {
  const [first] = useState(() => !announced().includes(noticeKey));
  useEffect(() => {
    const seen = announced();
    if (!seen.includes(noticeKey)) sessionStorage.setItem(KEY, JSON.stringify([...seen, noticeKey]));
  }, [noticeKey]);
  return first;
}
