/** Entry of the vault frame page: wires the browser into createVaultFrame. */
import './frame.css';
import type { FrameStorage } from './billing-section';
import { activateLocale, activatePseudo, asksPseudo } from '../i18n/translator';
import { createVaultFrame } from './create-vault-frame';
import { readFrameLocale } from './frame-params';

/** Session storage, or null when the browser blocks it (reading the property itself may throw). */
function sessionStorageOrNull(): FrameStorage {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const start = () => createVaultFrame({ document, location, parent: window.parent, fetch: (input, init) => fetch(input, init), storage: sessionStorageOrNull() });
// The fields draw in the host's language (issue 33); if its catalogue cannot load they draw in English rather than not at all.
// The pseudo-locale (issue 44) only where the frame's own origin is a test deployment.
const ready = asksPseudo(new URLSearchParams(location.search).get('locale'), location.origin) ? activatePseudo() : activateLocale(readFrameLocale(location.search));
if (ready === true) start();
else void ready.then(start, start);
