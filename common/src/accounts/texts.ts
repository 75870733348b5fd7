import { limits } from '../limits';

/** Sign-in and sign-up texts exactly as the spec spells them (part 1, section 8). */
export const accountTexts = {
  invalidCredentials: 'Ungültige E-Mail oder Passwort',
  emailNotConfirmed: 'Bitte bestätige zuerst deine E-Mail-Adresse',
  signInFailed: 'Fehler bei der Anmeldung. Bitte versuche es erneut.',
  googleSignInFailed: 'Fehler bei der Anmeldung mit Google',
  signUpFailed: 'Failed to create an account.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many sign-ups from here. Please try again in an hour.',
} as const;

/**
 * Texts of the account settings (Settings > Personal) that the server answers with. The ones only the web shows
 * (password changed, e-mail changed, link invalid, the resend notices) are in the web's profile and accounts
 * catalogues (web/src/locales/en/profile.json, accounts.json).
 */
export const accountSettingsTexts = {
  wrongCurrentPassword: 'Your current password is not correct.',
  changePasswordFailed: 'Failed to change the password. Please try again.',
  noPassword:
    'You sign in with Google, so your account has no password. We can e-mail you a link to set one; then you can sign in with your e-mail address and password too.',
  emailInUse: 'This e-mail address is already in use. Please choose another one.',
  sameEmail: 'This is already your e-mail address.',
  wrongPassword: 'Your password is not correct.',
  changeEmailFailed: 'Failed to send the confirmation link. Please try again.',
} as const;

/**
 * The messages of the shared account forms' checks (sign-up, sign-in, password reset, Settings > Personal), which
 * the server answers with too, and the server's words for better-auth's own failures (error-translation.ts).
 */
export const accountFormTexts = {
  emailRequired: 'E-mail is required',
  emailTooLong: `An e-mail address can be at most ${limits.emailMaxLength} characters long`,
  invalidEmail: 'Please enter a valid e-mail address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password is too long',
  passwordRequired: 'Password is required',
  nameRequired: 'Please enter your name',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Enter your current password',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  resetPasswordFailed: 'Failed to reset the password. Please try again.',
  resetMailFailed: 'Failed to send the reset e-mail. Please try again.',
  /** better-auth's own words when a confirmation mail is asked for another address than the signed-in one's. */
  emailMismatch: 'Email mismatch',
} as const;
