/** What an email field says of an address it cannot use, in English (the quiz's catalogue carries it in every language). */
export const EMAIL_INVALID = 'Enter a valid email address, like name@example.com.';
