/** Holds the menu button's place, looking the same, for the moment its code is loading. */
export function MenuButtonPlaceholder() {
  return (
    <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full text-white/60">
      <svg viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <circle cx="10" cy="4" r="1.75" />
        <circle cx="10" cy="10" r="1.75" />
        <circle cx="10" cy="16" r="1.75" />
      </svg>
    </span>
  );
}
