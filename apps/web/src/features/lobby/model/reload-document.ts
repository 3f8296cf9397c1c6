/** Loads the current address again (spec 000 §2 "Back navigation in the lobby reloads the page"). */
export function reloadDocument(): void {
  window.location.reload();
}
