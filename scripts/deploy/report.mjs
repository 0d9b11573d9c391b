/** What the run prints: each step, and each thing it proved. */
let proofs = 0;

export const step = (title) => console.log(`\n▶ ${title}`);
export const note = (text) => console.log(`  · ${text}`);
export function proved(text) {
  proofs++;
  console.log(`  ✓ ${text}`);
}
export const provedCount = () => proofs;

/** Stops the run, explained, unless `condition` holds. */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}
