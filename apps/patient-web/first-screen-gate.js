// Runs before the first paint (a tiny blocking script, fetched alongside the styles): the chat drawn
// into index.html at build time is the screen the app opens on only at its start address, so it is
// shown there and nowhere else (other addresses paint when the app has drawn them).
if (location.pathname === '/') document.documentElement.setAttribute('data-opening', 'chat');
