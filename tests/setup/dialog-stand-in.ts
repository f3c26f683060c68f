/**
 * jsdom (29) has no HTMLDialogElement.showModal/close: minimal stand-ins that toggle `open` and fire 'close'
 * as browsers do. Component tests call this in beforeAll; the real modal behaviour (focus trap, Escape,
 * backdrop) is covered by the e2e specs of each dialog.
 */
export function installDialogStandIn(): void {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
