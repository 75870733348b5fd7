/** Sign-in and sign-up texts exactly as the spec spells them (part 1, section 8). */
export const accountTexts = {
  invalidCredentials: 'Ungültige E-Mail oder Passwort',
  emailNotConfirmed: 'Bitte bestätige zuerst deine E-Mail-Adresse',
  signInFailed: 'Fehler bei der Anmeldung. Bitte versuche es erneut.',
  googleSignInFailed: 'Fehler bei der Anmeldung mit Google',
  signUpFailed: 'Failed to create an account.',
  googleSignUpFailed: 'Failed to sign in with Google.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many sign-ups from here. Please try again in an hour.',
} as const;

/** Texts of the account settings (Settings > Personal) and of the confirmation mail's resend button. */
export const accountSettingsTexts = {
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Other devices where you were signed in are signed out.',
  changePasswordFailed: 'Failed to change the password. Please try again.',
  noPassword:
    'You sign in with Google, so your account has no password. We can e-mail you a link to set one; then you can sign in with your e-mail address and password too.',
  emailInUse: 'This e-mail address is already in use. Please choose another one.',
  sameEmail: 'This is already your e-mail address.',
  wrongPassword: 'Your password is not correct.',
  changeEmailFailed: 'Failed to send the confirmation link. Please try again.',
  emailChanged: 'Your e-mail address has been changed. Use it from now on to sign in.',
  emailChangeLinkInvalid: 'This confirmation link is invalid or has expired. Please request a new one.',
  resendSent: 'We sent you a new link. Please check your inbox (and the spam folder).',
  resendLimited: 'You asked for several links in a short time. Please wait 15 minutes before asking again.',
  resendFailed: 'Failed to send the e-mail. Please try again.',
} as const;
