/** Entry of the vault frame page: wires the browser into createVaultFrame. */
import './frame.css';
import type { FrameStorage } from './billing-section';
import { createVaultFrame } from './create-vault-frame';

/** Session storage, or null when the browser blocks it (reading the property itself may throw). */
function sessionStorageOrNull(): FrameStorage {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

createVaultFrame({ document, location, parent: window.parent, fetch: (input, init) => fetch(input, init), storage: sessionStorageOrNull() });
