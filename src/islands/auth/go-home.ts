/** Sends the browser home after a sign-in from the modal (SPEC §4); staying put when already there. */
export function goHome(): void {
  if (window.location.pathname !== '/') window.location.assign('/');
}
