/** 'blood test' → 'Blood test': how an investigation's subtype is shown (spec §2). */
export const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);
