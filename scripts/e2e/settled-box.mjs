/**
 * The bounding box of the first element a locator finds, once it is on screen. A sent chat message is
 * drawn twice (first the temporary bubble, then the server's): if it is swapped between the wait and the
 * measuring, wait again rather than report it missing.
 */
export async function settledBox(locator, attempts = 10) {
  const first = locator.first();
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await first.waitFor({ state: 'visible' });
    const box = await first.boundingBox();
    if (box) return box;
  }
  throw new Error('the element is not visible');
}
