/**
 * Which side shows a message: the vault frame (its fields and its own page, on the asset origin) or
 * the host page (everything else). Each side's build ships its own side's texts only, so the English
 * catalogue is not paid twice in the widget's size budget (issue 33).
 */
export type MessagePart = 'host' | 'frame';

export const partOf = (id: string): MessagePart =>
  id.startsWith('field.') || id.startsWith('fieldError.') || (id.startsWith('cardForm.') && id !== 'cardForm.storeInstrument') ? 'frame' : 'host';
