/**
 * The one way server HTML takes text (QA console, return pages, redirect page, outbox emails,
 * certificate page): escape-html, the escaper Express itself uses, for element text and quoted
 * attribute values alike.
 */
import escape from 'escape-html';

/** `text` safe inside an element or a double- or single-quoted attribute. */
export const escapeHtml = (text: string): string => escape(text);
